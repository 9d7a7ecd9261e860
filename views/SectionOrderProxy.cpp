#include "SectionOrderProxy.h"

namespace hg {

bool SectionOrderProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!left.parent().isValid()) {
        // Qt reverses the result for a descending sort: undo that here.
        const bool before = left.row() < right.row();
        return sortOrder() == Qt::AscendingOrder ? before : !before;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace hg
