#include "SectionedItemModel.h"

namespace hg {

QModelIndex SectionedItemModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= columnCount(parent) || (parent.isValid() && parent.internalId() != 0))
        return {};
    const std::size_t rows = parent.isValid() ? rowCountIn(std::size_t(parent.row())) : sectionCount();
    if (std::size_t(row) >= rows)
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex SectionedItemModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int SectionedItemModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(sectionCount());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(rowCountIn(std::size_t(parent.row())));
}

QVariant SectionedItemModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == 0)
        return sectionData(std::size_t(index.row()), index.column(), role);
    return rowData(std::size_t(index.internalId() - 1), std::size_t(index.row()), index.column(), role);
}

} // namespace hg
