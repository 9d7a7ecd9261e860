#include "TimingsTreeModel.h"

#include <QFont>

namespace hg {

TimingsTreeModel::TimingsTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void TimingsTreeModel::setProfile(ProfilePtr profile, const std::vector<std::uint32_t> &tracks)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_tree = m_profile ? TimingsTree::build(*m_profile, tracks) : TimingsTree();
    m_columns = TimingsColumns(m_profile ? ServerTimings::of(*m_profile).value_or(ServerTimings()) : ServerTimings());
    endResetModel();
}

QModelIndex TimingsTreeModel::indexOfRow(std::uint32_t row) const
{
    if (row == 0 || row >= m_tree.size())
        return {};
    return createIndex(int(row - m_tree.row(m_tree.row(row).parent).firstChild), 0, quintptr(row));
}

QModelIndex TimingsTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    const std::uint32_t p = parent.isValid() ? std::uint32_t(parent.internalId()) : 0;
    if (row < 0 || column < 0 || column >= TimingsColumns::ColumnCount || std::uint32_t(row) >= m_tree.row(p).childCount)
        return {};
    return createIndex(row, column, quintptr(m_tree.row(p).firstChild + std::uint32_t(row)));
}

QModelIndex TimingsTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOfRow(m_tree.row(std::uint32_t(child.internalId())).parent);
}

int TimingsTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(m_tree.row(parent.isValid() ? std::uint32_t(parent.internalId()) : 0).childCount);
}

int TimingsTreeModel::columnCount(const QModelIndex &) const { return TimingsColumns::ColumnCount; }

QVariant TimingsTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_profile)
        return {};
    const auto i = std::uint32_t(index.internalId());
    const TimingsTree::Row &r = m_tree.row(i);
    if (role == RowRole)
        return i;
    if (role == TimingsColumns::FrameRole)
        return r.frame;
    if (role == TimingsColumns::TrackRole)
        return r.track;
    if (role == TimingsColumns::NodeRole)
        return r.node;
    if (index.column() != TimingsColumns::Name)
        return m_columns.data({r.time, r.count, r.violations, r.peakNs, r.grouping}, index.column(), role);
    switch (role) {
    case Qt::DisplayRole: return m_tree.name(*m_profile, i);
    case TimingsColumns::SortRole: return m_tree.name(*m_profile, i);
    case Qt::ToolTipRole:
        if (r.self)
            return tr("Time of the parent that none of its children account for");
        if (r.countedElsewhere)
            return tr("Counted by other timings as well");
        return m_tree.name(*m_profile, i);
    case Qt::FontRole:
        if (r.self || r.grouping) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    default: return {};
    }
}

QVariant TimingsTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return orientation == Qt::Horizontal ? TimingsColumns::header(section, role) : QVariant();
}

} // namespace hg
