#pragma once
#include "formats/pocketmine/ServerTimings.h"
#include "model/Ids.h"
#include "model/Time.h"

#include <QCoreApplication>
#include <QVariant>
#include <optional>

class QModelIndex;
class QSortFilterProxyModel;
class QTreeView;

namespace hg {

// A timer's figures as both PocketMine panels show them.
struct TimerFigures
{
    TimePs time = 0;
    std::uint64_t count = 0;
    std::uint64_t violations = 0;
    std::int64_t peakNs = -1; // -1: none for this row
    bool summary = false;     // sums other rows (a category, a group): no counts, no heat
};

// The record a row of either PocketMine model stands for.
struct TimerRecord
{
    TrackId track;
    RecordId record;
    FrameId frame;
};

// The columns of the PocketMine tree and list: values per tick of the
// sample, heat-coloured against the 50 ms tick budget the way the timings
// viewer colours them (time per count and peak against 50 ms, violations
// against 1 % of the ticks).
class TimingsColumns
{
    Q_DECLARE_TR_FUNCTIONS(TimingsColumns)
public:
    enum Column { Name, Time, PercentOfSample, TimePerTick, TimePerCount, CountPerTick, Count, Violations, Peak, ColumnCount };
    // Roles both PocketMine models answer: a sort key per column, and the
    // record a row stands for (the first one merged into it).
    enum Role { SortRole = Qt::UserRole + 20, FrameRole, TrackRole, NodeRole };

    explicit TimingsColumns(const ServerTimings &server = {}) : m_server(server) {}

    // Display, sort, alignment, background and tooltip data of a figure
    // column (every column but Name).
    QVariant data(const TimerFigures &figures, int column, int role) const;
    static QVariant header(int column, int role);
    // The name column as wide as its names, capped so the figures (sized
    // to their contents) stay in sight.
    static void fitNameColumn(QTreeView *view, int maxWidth);
    // The view of either panel over `proxy`, sorted by SortRole: it opens in
    // the model's order (heaviest first, time counted twice last) until the
    // user sorts by a column.
    static void setUpView(QTreeView *view, QSortFilterProxyModel *proxy);
    // The record behind a row; none for a row that sums others.
    static std::optional<TimerRecord> recordAt(const QModelIndex &index);

private:
    std::optional<double> value(const TimerFigures &figures, int column) const;
    std::optional<double> heat(const TimerFigures &figures, int column) const;

    ServerTimings m_server;
};

} // namespace hg
