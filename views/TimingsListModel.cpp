#include "TimingsListModel.h"

#include "analysis/TimingsTree.h"

#include <QFont>

namespace hg {

TimingsListModel::TimingsListModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void TimingsListModel::setProfile(ProfilePtr profile, const std::vector<std::uint32_t> &tracks)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_list = m_profile ? TimingsCategories::build(*m_profile, tracks) : TimingsCategories();
    m_columns = TimingsColumns(m_profile ? ServerTimings::of(*m_profile).value_or(ServerTimings()) : ServerTimings());
    endResetModel();
}

QModelIndex TimingsListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= TimingsColumns::ColumnCount || (parent.isValid() && parent.internalId() != 0))
        return {};
    const std::size_t rows = parent.isValid() ? m_list.categories()[std::size_t(parent.row())].timers.size() : m_list.categories().size();
    if (std::size_t(row) >= rows)
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex TimingsListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int TimingsListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_list.categories().size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_list.categories()[std::size_t(parent.row())].timers.size());
}

int TimingsListModel::columnCount(const QModelIndex &) const { return TimingsColumns::ColumnCount; }

QVariant TimingsListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_profile)
        return {};
    if (index.internalId() == 0)
        return categoryData(m_list.categories()[std::size_t(index.row())], index.column(), role);
    const TimingsCategories::Category &category = m_list.categories()[std::size_t(index.internalId() - 1)];
    if (role == CategoryRole)
        return category.name;
    return timerData(category.timers[std::size_t(index.row())], index.column(), role);
}

QVariant TimingsListModel::categoryData(const TimingsCategories::Category &c, int column, int role) const
{
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
        return t.frame;
    if (role == TimingsColumns::TrackRole)
        return t.track;
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
