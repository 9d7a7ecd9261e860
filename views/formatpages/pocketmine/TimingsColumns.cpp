#include "TimingsColumns.h"

#include "FittedColumns.h"

#include <QColor>
#include <QHeaderView>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTreeView>

#include <algorithm>

namespace hg {

namespace {

constexpr double kBudgetMs = ServerTimings::kTickBudgetNs / 1e6;

// Light yellow for a tenth of the budget, through orange, to red at the
// budget and over; translucent so it reads on light and dark themes.
QColor heatColor(double ratio)
{
    const double r = std::clamp(ratio, 0.0, 1.0);
    return QColor::fromHsvF(float((1.0 - r) * 60.0 / 360.0), 0.9f, 1.0f, float(0.18 + 0.5 * r));
}

} // namespace

std::optional<double> TimingsColumns::value(const TimerFigures &f, int column) const
{
    const double ms = double(f.time) / double(kPsPerMs);
    const double ticks = double(m_server.ticks);
    switch (column) {
    case Time: return ms;
    case PercentOfSample:
        return m_server.sampleTimeNs > 0 ? std::optional(100.0 * double(f.time) / double(m_server.sampleTimeNs * kPsPerNs)) : std::nullopt;
    case TimePerTick: return ticks > 0 ? std::optional(ms / ticks) : std::nullopt;
    case TimePerCount: return !f.summary && f.count ? std::optional(ms / double(f.count)) : std::nullopt;
    case CountPerTick: return !f.summary && ticks > 0 ? std::optional(double(f.count) / ticks) : std::nullopt;
    case Count: return !f.summary ? std::optional(double(f.count)) : std::nullopt;
    case Violations: return double(f.violations);
    case Peak: return m_server.peaksMeasured() && f.peakNs >= 0 ? std::optional(double(f.peakNs) / 1e6) : std::nullopt;
    default: return std::nullopt;
    }
}

std::optional<double> TimingsColumns::heat(const TimerFigures &f, int column) const
{
    const std::optional<double> v = value(f, column);
    if (!v || f.summary)
        return std::nullopt;
    switch (column) {
    case TimePerTick:
    case TimePerCount:
    case Peak: return *v / kBudgetMs;
    case Violations: return m_server.ticks ? std::optional(*v / (double(m_server.ticks) / 100.0)) : std::nullopt;
    default: return std::nullopt;
    }
}

QVariant TimingsColumns::data(const TimerFigures &f, int column, int role) const
{
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    const std::optional<double> v = value(f, column);
    if (role == SortRole)
        return v ? QVariant(*v) : QVariant(-1.0);
    if (role == Qt::BackgroundRole) {
        const std::optional<double> h = heat(f, column);
        return h && *h >= 0.1 ? QVariant(heatColor(*h)) : QVariant();
    }
    if (role == Qt::ToolTipRole && column == Peak && !m_server.peaksMeasured())
        return tr("Reports before FormatVersion 2 do not measure the peak of a tick");
    if (role != Qt::DisplayRole)
        return {};
    if (column == Peak && !m_server.peaksMeasured())
        return tr("N/A");
    if (!v)
        return QString();
    const QLocale locale;
    switch (column) {
    case PercentOfSample: return locale.toString(*v, 'f', 2) + QStringLiteral(" %");
    case CountPerTick: return locale.toString(*v, 'f', 2);
    case Count:
    case Violations: return locale.toString(qulonglong(*v));
    case Time: return locale.toString(*v, 'f', 1);
    default: return locale.toString(*v, 'f', *v < 1 ? 3 : 2);
    }
}

QVariant TimingsColumns::header(int column, int role)
{
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case PercentOfSample: return tr("Time as a share of the whole sample");
        case TimePerTick: return tr("Time spent per server tick, on average (the budget of a tick is 50 ms)");
        case TimePerCount: return tr("Time per call, on average");
        case CountPerTick: return tr("Calls per server tick, on average");
        case Violations: return tr("Times this timer took longer than a whole tick (50 ms)");
        case Peak: return tr("The longest this timer took in one tick");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Name: return tr("Timer");
    case Time: return tr("Time (ms)");
    case PercentOfSample: return tr("% of sample");
    case TimePerTick: return tr("ms / tick");
    case TimePerCount: return tr("ms / count");
    case CountPerTick: return tr("Count / tick");
    case Count: return tr("Count");
    case Violations: return tr("Violations");
    case Peak: return tr("Peak (ms)");
    default: return {};
    }
}

void TimingsColumns::fitNameColumn(QTreeView *view, int maxWidth)
{
    view->resizeColumnToContents(Name);
    view->setColumnWidth(Name, std::min(view->columnWidth(Name), maxWidth));
}

void TimingsColumns::setUpView(QTreeView *view, QSortFilterProxyModel *proxy)
{
    proxy->setSortRole(SortRole);
    view->setModel(proxy);
    view->header()->setSortIndicator(-1, Qt::DescendingOrder);
    view->setSortingEnabled(true);
    view->setAlternatingRowColors(true);
    view->setUniformRowHeights(true);
    view->header()->setStretchLastSection(false);
    view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->header()->setSectionResizeMode(Name, QHeaderView::Interactive);
    // A big report's tree and list have a million rows: a thousand of them
    // measured at every layout held the first paint back by seconds.
    measureRowsInSight(view->header());
}

std::optional<TimerRecord> TimingsColumns::recordAt(const QModelIndex &index)
{
    const QVariant node = index.data(NodeRole);
    if (!node.isValid() || node.toUInt() == kNoId)
        return std::nullopt;
    return TimerRecord{TrackId(index.data(TrackRole).toUInt()), RecordId(node.toUInt()), FrameId(index.data(FrameRole).toUInt())};
}

} // namespace hg
