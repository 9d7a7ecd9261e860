#pragma once
#include "Ids.h"
#include "Time.h"

#include <cstdint>
#include <vector>

namespace hg {

// The spans of one track as columns, 24 bytes a span: start, duration, frame,
// parent. Spans are ordered by (depth, start); a depth row is a contiguous
// index range, so depth costs no per-span storage. Built by SpanNester.
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
    std::uint32_t depth(std::uint32_t i) const;

    std::uint32_t depthCount() const { return std::uint32_t(m_rowBegin.size()) - 1; }
    IndexRange row(std::uint32_t depth) const { return {m_rowBegin[depth], m_rowBegin[depth + 1]}; }
    // Spans of one depth row that overlap [from, to), by binary search.
    IndexRange overlapping(std::uint32_t depth, TimePs from, TimePs to) const;
    // The first index in [first, last) whose span starts at or after t (last
    // if none); [first, last) must lie within one row.
    std::uint32_t firstStartingAtOrAfter(std::uint32_t first, std::uint32_t last, TimePs t) const;

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
        std::vector<std::uint32_t> rowBegin; // depthCount + 1 entries
    };
    static SpanTrack fromColumns(Columns columns);
    void shiftTimes(TimePs delta);

private:
    std::vector<TimePs> m_start;
    std::vector<TimePs> m_duration;
    std::vector<FrameId> m_frame;
    std::vector<std::uint32_t> m_parent;
    std::vector<std::uint32_t> m_rowBegin{0};
    // Per row: longest span, and whether ends grow with starts (no partial
    // overlaps), which allows a direct binary search on the end.
    std::vector<TimePs> m_rowMaxDuration;
    std::vector<std::uint8_t> m_rowEndsSorted;
    TimePs m_minStart = 0;
    TimePs m_maxEnd = 0;
};

} // namespace hg
