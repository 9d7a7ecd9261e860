#pragma once
#include "analysis/CallerCallee.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QAbstractTableModel>
#include <memory>

namespace hg {

// One side of a CallerCallee as a table: the callers (with "(root)" for
// calls made by no function) or the callees (with the centre's own time as
// "(self)"); each with the time through its edge and its share of the
// centre's total. Functions the search matches are bold.
class CallerCalleeModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Side { Callers, Callees };
    enum Column { Name, Time, Percent, Module, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit CallerCalleeModel(Side side, QObject *parent = nullptr);

    void setFigures(ProfilePtr profile, std::shared_ptr<const CallerCallee> figures);
    void setSearch(std::shared_ptr<const FrameSearch::Result> search);
    // kNoId for the "(root)" and "(self)" rows.
    FrameId frameAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex & = {}) const override { return ColumnCount; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        FrameId frame = kNoId;
        std::int64_t time = 0;
    };
    QString nameOf(const Row &row) const;

    Side m_side;
    ProfilePtr m_profile;
    std::shared_ptr<const CallerCallee> m_figures;
    std::shared_ptr<const FrameSearch::Result> m_search;
    std::vector<Row> m_rows;
};

} // namespace hg
