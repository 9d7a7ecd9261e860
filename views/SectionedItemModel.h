#pragma once
#include <QAbstractItemModel>

namespace hg {

// A two-level tree model: sections (a PocketMine category, an XPlane plane)
// with their rows under them. Subclasses say how many there are and what
// each cell holds; the index bookkeeping lives here once. A section's
// internal id is 0, a row's is its section's index + 1.
class SectionedItemModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    using QAbstractItemModel::QAbstractItemModel;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    virtual std::size_t sectionCount() const = 0;
    virtual std::size_t rowCountIn(std::size_t section) const = 0;
    virtual QVariant sectionData(std::size_t section, int column, int role) const = 0;
    virtual QVariant rowData(std::size_t section, std::size_t row, int column, int role) const = 0;
};

} // namespace hg
