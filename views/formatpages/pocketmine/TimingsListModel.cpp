#include "TimingsListModel.h"

#include "formats/pocketmine/TimingsTree.h"

#include <QFont>

namespace hg {

TimingsListModel::TimingsListModel(QObject *parent)
    : SectionedItemModel(parent)
{
}

void TimingsListModel::setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks)
{
    TimingsCategories list = profile ? TimingsCategories::build(*profile, tracks) : TimingsCategories();
    setList(std::move(profile), std::move(list));
}

void TimingsListModel::setList(ProfilePtr profile, TimingsCategories list)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_list = std::move(list);
    m_columns = TimingsColumns(m_profile ? ServerTimings::of(*m_profile).value_or(ServerTimings()) : ServerTimings());
    endResetModel();
}

int TimingsListModel::columnCount(const QModelIndex &) const { return TimingsColumns::ColumnCount; }

QVariant TimingsListModel::rowData(std::size_t section, std::size_t row, int column, int role) const
{
    const TimingsCategories::Category &category = m_list.categories()[section];
    if (role == CategoryRole)
        return category.name;
    return timerData(category.timers[row], column, role);
}

QVariant TimingsListModel::sectionData(std::size_t section, int column, int role) const
{
    const TimingsCategories::Category &c = m_list.categories()[section];
    if (role == CategoryRole)
        return c.name;
    if (role == Qt::FontRole) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && c.breakdown)
        return tr("Time counted by other timings as well: left out of the report's totals");
    if (column != TimingsColumns::Name) {
        // A category's total and share; per-tick averages of a sum of timers mean little.
        if (role == Qt::BackgroundRole
            || (column != TimingsColumns::Time && column != TimingsColumns::PercentOfSample && column != TimingsColumns::Violations))
            return {};
        return m_columns.data({c.time, 0, c.violations, -1, true}, column, role);
    }
    if (role == Qt::DisplayRole || role == TimingsColumns::SortRole) {
        const QString timers = tr("%n timer(s)", nullptr, int(c.timers.size()));
        return c.breakdown ? tr("%1 — %2, counted by other timings").arg(c.name, timers) : tr("%1 — %2").arg(c.name, timers);
    }
    return {};
}

QVariant TimingsListModel::timerData(const TimingsCategories::Timer &t, int column, int role) const
{
    if (role == TimingsColumns::FrameRole)
        return t.frame.value();
    if (role == TimingsColumns::TrackRole)
        return t.track.value();
    if (role == TimingsColumns::NodeRole)
        return t.node;
    if (column != TimingsColumns::Name)
        return m_columns.data({t.time, t.count, t.violations, t.peakNs, false}, column, role);
    if (role == Qt::DisplayRole || role == TimingsColumns::SortRole || role == Qt::ToolTipRole) {
        return TimingsTree::combinedName(m_profile->frameName(t.frame), t.combined);
    }
    return {};
}

QVariant TimingsListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return orientation == Qt::Horizontal ? TimingsColumns::header(section, role) : QVariant();
}

} // namespace hg
