#include "TimingsTreeModel.h"

#include <QFont>

namespace hg {

TimingsTreeModel::TimingsTreeModel(QObject *parent)
    : NodeTreeModel<TimingsTreeModel>(parent)
{
}

void TimingsTreeModel::setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks)
{
    auto tree = std::make_shared<const TimingsTree>(profile ? TimingsTree::build(*profile, tracks) : TimingsTree());
    setTree(std::move(profile), std::move(tree));
}

void TimingsTreeModel::setTree(ProfilePtr profile, std::shared_ptr<const TimingsTree> tree)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_tree = tree ? std::move(tree) : std::make_shared<const TimingsTree>();
    m_columns = TimingsColumns(m_profile ? ServerTimings::of(*m_profile).value_or(ServerTimings()) : ServerTimings());
    endResetModel();
}

QModelIndex TimingsTreeModel::indexOfRow(std::uint32_t row) const
{
    if (row == 0 || row >= m_tree->size())
        return {};
    return indexAt(row);
}

QVariant TimingsTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_profile)
        return {};
    const std::uint32_t i = nodeAt(index);
    const TimingsTree::Row &r = m_tree->row(i);
    if (role == RowRole)
        return i;
    if (role == TimingsColumns::FrameRole)
        return r.frame.value();
    if (role == TimingsColumns::TrackRole)
        return r.track.value();
    if (role == TimingsColumns::NodeRole)
        return r.node;
    if (index.column() != TimingsColumns::Name)
        return m_columns.data({r.time, r.count, r.violations, r.peakNs, r.grouping}, index.column(), role);
    switch (role) {
    case Qt::DisplayRole: return m_tree->name(*m_profile, i);
    case TimingsColumns::SortRole: return m_tree->name(*m_profile, i);
    case Qt::ToolTipRole:
        if (r.self)
            return tr("Time of the parent that none of its children account for");
        if (r.countedElsewhere)
            return tr("Counted by other timings as well");
        return m_tree->name(*m_profile, i);
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
