#pragma once
#include "formats/FigureComparison.h"

#include <QAbstractTableModel>
#include <memory>

namespace hg {

// A FigureComparison as a table: group and name, then for each figure A, B
// and the change (red where it grew, blue where it shrank).
class FigureComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1 };
    static constexpr int kFixedColumns = 2; // group, name

    explicit FigureComparisonModel(QObject *parent = nullptr);
    void setComparison(std::shared_ptr<const FigureComparison> comparison);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const FigureComparison> m_comparison;
};

} // namespace hg
