#include "OpStatsModel.h"

#include <QFont>
#include <QLocale>

namespace hg {

OpStatsModel::OpStatsModel(QObject *parent)
    : SectionedItemModel(parent)
{
}

void OpStatsModel::setStats(ProfilePtr profile, OpStats stats)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_stats = std::move(stats);
    endResetModel();
}

int OpStatsModel::columnCount(const QModelIndex &) const { return ColumnCount; }

QVariant OpStatsModel::sectionData(std::size_t section, int column, int role) const
{
    const OpStats::Plane &plane = m_stats.planes()[section];
    if (role == Qt::FontRole) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (column == Name && (role == Qt::DisplayRole || role == SortRole))
        return tr("%1 — %n op(s)", nullptr, int(plane.ops.size())).arg(plane.name);
    if (column == Self) {
        if (role == Qt::DisplayRole)
            return formatDuration(plane.self, QLocale());
        if (role == SortRole)
            return qlonglong(plane.self);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant OpStatsModel::rowData(std::size_t section, std::size_t row, int column, int role) const
{
    const OpStats::Plane &plane = m_stats.planes()[section];
    const OpStats::Op &op = plane.ops[row];
    if (role == FrameRole)
        return op.frame.value();
    if (column == Name) {
        if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole)
            return m_profile->strings().string(op.name);
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    const QLocale locale;
    const TimePs average = op.count ? op.total / TimePs(op.count) : 0;
    const double percent = plane.self > 0 ? 100.0 * double(op.self) / double(plane.self) : 0.0;
    if (role == SortRole) {
        switch (column) {
        case Count: return qulonglong(op.count);
        case Total: return qlonglong(op.total);
        case Self: return qlonglong(op.self);
        case Average: return qlonglong(average);
        case Min: return qlonglong(op.min);
        case Max: return qlonglong(op.max);
        case PercentOfPlane: return percent;
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Count: return locale.toString(qulonglong(op.count));
    case Total: return formatDuration(op.total, locale);
    case Self: return formatDuration(op.self, locale);
    case Average: return formatDuration(average, locale);
    case Min: return formatDuration(op.min, locale);
    case Max: return formatDuration(op.max, locale);
    case PercentOfPlane: return locale.toString(percent, 'f', 2) + QStringLiteral(" %");
    }
    return {};
}

QVariant OpStatsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Self: return tr("Time not spent in events nested inside, on the same line");
        case PercentOfPlane: return tr("Share of the plane's self time");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Op");
    case Count: return tr("Count");
    case Total: return tr("Total");
    case Self: return tr("Self");
    case Average: return tr("Average");
    case Min: return tr("Min");
    case Max: return tr("Max");
    case PercentOfPlane: return tr("% of plane");
    }
    return {};
}

} // namespace hg
