#pragma once
#include "Ids.h"
#include "LaneLayout.h"
#include "SpanPaths.h"
#include "Time.h"
#include "util/MadeWhileHeld.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace hg {

// The spans of one track as columns, 24 bytes a span: start, duration, frame,
// parent. Spans are ordered by (row, start); a row is a contiguous index
// range, so rows cost no per-span storage. Built by SpanNester. A row is a
// nesting depth, except under a parent whose children run concurrently: they
// lie on lanes, each lane as many rows as its deepest subtree (laneGroups()).
// No row holds two overlapping spans, except where a time-nested span
// outlives its parent.
class SpanTrack
{
public:
    struct IndexRange
    {
        std::uint32_t first = 0;
        std::uint32_t last = 0; // one past the end
        bool empty() const { return first >= last; }
        std::uint32_t size() const { return last - first; }
    };

    std::uint32_t size() const { return std::uint32_t(m_start.size()); }
    bool empty() const { return m_start.empty(); }

    TimePs start(std::uint32_t i) const { return m_start[i]; }
    TimePs duration(std::uint32_t i) const { return m_duration[i]; }
    TimePs end(std::uint32_t i) const { return m_start[i] + m_duration[i]; }
    FrameId frame(std::uint32_t i) const { return m_frame[i]; }
    std::uint32_t parent(std::uint32_t i) const { return m_parent[i]; }
    // The row a span is drawn in.
    std::uint32_t rowOf(std::uint32_t i) const;
    // How many parents a span has (its call depth), whatever its row.
    std::uint32_t nestingDepth(std::uint32_t i) const;
    // The frames of a span's callers up its parent chain, root first, ending
    // with its own: its call path.
    std::vector<FrameId> callPath(std::uint32_t i) const;

    std::uint32_t rowCount() const { return std::uint32_t(m_rowBegin.size()) - 1; }
    IndexRange row(std::uint32_t row) const { return {m_rowBegin[row], m_rowBegin[row + 1]}; }
    // Spans of one row that overlap [from, to), by binary search.
    IndexRange overlapping(std::uint32_t row, TimePs from, TimePs to) const;

    // Parents whose children run concurrently, on two or more lanes, ordered
    // by parent (kNoId, the track's roots, last).
    using LaneGroup = LaneLayout::Group;
    const std::vector<LaneGroup> &laneGroups() const { return m_laneGroups; }
    const LaneGroup *laneGroupOf(std::uint32_t parent) const;
    // The first row of a group's lane, relative to the first row under its
    // parent; lane == laneCount gives the rows of all its lanes.
    std::uint32_t laneRowOffset(const LaneGroup &group, std::uint32_t lane) const
    {
        return m_laneRowOffsets[group.firstOffset + lane];
    }
    // The rows the children of `parent` lie in: one, or all its lanes'.
    std::uint32_t childRowCount(std::uint32_t parent) const;

    // Whether the reader stated each span's parent (SpanNester::addChild)
    // rather than leaving nesting to time; a copy of the track keeps it so.
    bool statesParents() const { return m_statesParents; }
    // The direct children of a span, in row order (by lane, then start).
    std::vector<std::uint32_t> childrenOf(std::uint32_t parent) const;
    // Time of a span its children cover: the union of their intervals
    // within it (concurrent children count once).
    TimePs childCover(std::uint32_t i) const;
    // Self time of every span: its duration less its children's cover.
    std::vector<TimePs> selfTimes() const;
    // The first index in [first, last) whose span starts at or after t (last
    // if none); [first, last) must lie within one row.
    std::uint32_t firstStartingAtOrAfter(std::uint32_t first, std::uint32_t last, TimePs t) const;

    // The spans' call paths and their sums per path: made on first use (on
    // any thread) and kept while a caller holds them (a call tree being
    // built, a transform), for good when given before the track was shared.
    // Never null.
    std::shared_ptr<const SpanPaths> callPaths() const;
    // The call paths made beforehand (a transform's, KeptSpanPlacement).
    void setCallPaths(SpanPaths paths);

    TimePs minStart() const { return m_minStart; }
    TimePs maxEnd() const { return m_maxEnd; }
    std::size_t memoryBytes() const;

    // Storage the nester fills; kept public as a plain aggregate for it.
    struct Columns
    {
        std::vector<TimePs> start;
        std::vector<TimePs> duration;
        std::vector<FrameId> frame;
        std::vector<std::uint32_t> parent;
        std::vector<std::uint32_t> rowBegin; // rowCount + 1 entries
        std::vector<LaneGroup> laneGroups;
        std::vector<std::uint32_t> laneRowOffsets;
        std::vector<TimePs> childCover; // only when some group has lanes
        bool statesParents = false;
    };
    static SpanTrack fromColumns(Columns columns);
    void shiftTimes(TimePs delta);

private:
    // How much of span `inner` lies within span `outer`.
    TimePs timeWithin(std::uint32_t inner, std::uint32_t outer) const
    {
        return std::max<TimePs>(0, std::min(end(inner), end(outer)) - std::max(start(inner), start(outer)));
    }

    std::vector<TimePs> m_start;
    std::vector<TimePs> m_duration;
    std::vector<FrameId> m_frame;
    std::vector<std::uint32_t> m_parent;
    std::vector<std::uint32_t> m_rowBegin{0};
    std::vector<LaneGroup> m_laneGroups;
    std::vector<std::uint32_t> m_laneRowOffsets;
    std::vector<TimePs> m_childCover;
    bool m_statesParents = false;
    MadeWhileHeld<SpanPaths> m_paths;
    // Per row: longest span, and whether ends grow with starts (no partial
    // overlaps), which allows a direct binary search on the end.
    std::vector<TimePs> m_rowMaxDuration;
    std::vector<std::uint8_t> m_rowEndsSorted;
    TimePs m_minStart = 0;
    TimePs m_maxEnd = 0;
};

} // namespace hg
