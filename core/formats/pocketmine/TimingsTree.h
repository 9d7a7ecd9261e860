#pragma once
#include "model/Ids.h"
#include "model/Time.h"

#include <QCoreApplication>
#include <memory>
#include <span>
#include <vector>

namespace hg {

class Profile;
using ProfilePtr = std::shared_ptr<const Profile>;

// The tree a PocketMine-MP server owner knows from the timings web viewer,
// built from the aggregated trees (records linked by ParentRecordId) of some
// tracks: siblings with the same name are merged into one row ("(N
// combined)": time, count and violations summed, the highest peak kept, ticks
// dropped); a parent gets a "[self]" row for the time and violations its
// children do not account for; children are sorted by time, heaviest first,
// with time that other timers count too (the legacy breakdown) last.
// Row 0 is an unnamed root over the top-level records.
class TimingsTree
{
    Q_DECLARE_TR_FUNCTIONS(TimingsTree)
public:
    // 64 bytes: a big report has millions of rows.
    struct Row
    {
        FrameId frame = kNoId;           // kNoId for the root and "[self]" rows
        std::uint32_t parent = kNoId;
        std::uint32_t firstChild = 0;
        std::uint32_t childCount = 0;
        TrackId track = kNoId;     // of the first record merged here
        std::uint32_t node = kNoId;      // that record's AggregateTree node
        std::uint32_t combined = 1;      // records merged into this row
        bool self = false;               // the "[self]" row of its parent
        bool grouping = false;           // a node made to group legacy records
        bool countedElsewhere = false;   // legacy "** " time, counted by another timer
        TimePs time = 0;
        std::uint64_t count = 0;
        std::uint64_t violations = 0;
        std::int64_t peakNs = -1;        // -1 when the report has none
    };

    // tracks: indices into profile.tracks(); empty means every track. A
    // level's rows are expanded on every core, in parts of at least
    // partRecords records (any cut gives the same rows).
    static constexpr std::uint32_t kPartRecords = 16384;
    static TimingsTree build(const Profile &profile, const std::vector<TrackId> &tracks, std::uint32_t partRecords = kPartRecords);
    // The same, built once for the tree page and the list's tick shares
    // alike (SharedBuilds): kept while one of them holds it.
    static std::shared_ptr<const TimingsTree> shared(const ProfilePtr &profile, const std::vector<TrackId> &tracks);

    std::uint32_t size() const { return std::uint32_t(m_rows.size()); }
    const Row &row(std::uint32_t i) const { return m_rows[i]; }
    std::span<const Row> children(std::uint32_t i) const;
    // "name", "name (3 combined)" or "[self]".
    QString name(const Profile &profile, std::uint32_t i) const;
    // "name (3 combined)" for records merged into one row, else the name.
    static QString combinedName(const QString &name, std::uint32_t combined);
    // The ticks of the record of a row that merges one (a "[self]" row: its
    // parent's); 0 when unknown or merged. Read from the record when asked
    // (nothing shows it for every row).
    std::uint64_t ticks(const Profile &profile, std::uint32_t i) const;
    std::uint32_t depth(std::uint32_t i) const;
    // The deepest row's depth (top-level rows are 1), without recursion.
    std::uint32_t maxDepth() const;
    // The chain of heaviest children from the root (root excluded).
    std::vector<std::uint32_t> hotPath() const;

private:
    class Builder;
    std::vector<Row> m_rows = std::vector<Row>(1);
};

} // namespace hg
