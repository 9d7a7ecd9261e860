#include "SpanTrack.h"

#include <algorithm>

namespace hg {

std::shared_ptr<const SpanPaths> SpanTrack::callPaths() const
{
    static const auto none = std::make_shared<const SpanPaths>(); // never built from columns: no spans
    std::shared_ptr<const SpanPaths> paths = m_paths.get([this] { return SpanPaths::of(*this); });
    return paths ? paths : none;
}

void SpanTrack::setCallPaths(SpanPaths paths)
{
    m_paths.reset(std::make_shared<const SpanPaths>(std::move(paths)));
}

std::uint32_t SpanTrack::rowOf(std::uint32_t i) const
{
    const auto it = std::upper_bound(m_rowBegin.begin(), m_rowBegin.end(), i);
    return std::uint32_t(it - m_rowBegin.begin()) - 1;
}

std::vector<FrameId> SpanTrack::callPath(std::uint32_t i) const
{
    std::vector<FrameId> path;
    for (std::uint32_t s = i; s != kNoId && s < size(); s = parent(s))
        path.push_back(frame(s));
    std::reverse(path.begin(), path.end());
    return path;
}

std::uint32_t SpanTrack::nestingDepth(std::uint32_t i) const
{
    std::uint32_t depth = 0;
    for (std::uint32_t p = m_parent[i]; p != kNoId; p = m_parent[p])
        ++depth;
    return depth;
}

const SpanTrack::LaneGroup *SpanTrack::laneGroupOf(std::uint32_t parent) const
{
    const auto it = std::lower_bound(m_laneGroups.begin(), m_laneGroups.end(), parent,
                                     [](const LaneGroup &g, std::uint32_t p) { return g.parent < p; });
    return it != m_laneGroups.end() && it->parent == parent ? &*it : nullptr;
}

std::uint32_t SpanTrack::childRowCount(std::uint32_t parent) const
{
    const LaneGroup *group = laneGroupOf(parent);
    return group ? laneRowOffset(*group, group->laneCount) : 1;
}

std::vector<std::uint32_t> SpanTrack::childrenOf(std::uint32_t parent) const
{
    // Children lie in the rows of the parent's lanes; a stated child may lie
    // outside its parent's time, so whole rows are looked at when it has lanes.
    std::vector<std::uint32_t> children;
    const std::uint32_t below = rowOf(parent) + 1;
    const bool lanes = laneGroupOf(parent) != nullptr;
    for (std::uint32_t r = below; r < below + childRowCount(parent) && r < rowCount(); ++r) {
        const IndexRange range = lanes ? row(r) : overlapping(r, start(parent), end(parent) + 1);
        for (std::uint32_t c = range.first; c < range.last; ++c)
            if (m_parent[c] == parent)
                children.push_back(c);
    }
    return children;
}

TimePs SpanTrack::childCover(std::uint32_t i) const
{
    if (!m_childCover.empty())
        return m_childCover[i];
    // Children on one lane do not overlap: their clipped durations add up.
    TimePs covered = 0;
    for (const std::uint32_t c : childrenOf(i))
        covered += timeWithin(c, i);
    return covered;
}

std::vector<TimePs> SpanTrack::selfTimes() const
{
    std::vector<TimePs> self(m_duration);
    if (!m_childCover.empty()) {
        for (std::uint32_t i = 0; i < size(); ++i)
            self[i] -= m_childCover[i];
        return self;
    }
    for (std::uint32_t c = 0; c < size(); ++c) {
        const std::uint32_t p = m_parent[c];
        if (p != kNoId)
            self[p] -= timeWithin(c, p);
    }
    for (TimePs &s : self)
        s = std::max<TimePs>(s, 0);
    return self;
}

SpanTrack::IndexRange SpanTrack::overlapping(std::uint32_t rowIndex, TimePs from, TimePs to) const
{
    if (rowIndex >= rowCount() || from >= to)
        return {};
    const IndexRange r = row(rowIndex);
    const auto startBegin = m_start.begin() + r.first;
    const auto startEnd = m_start.begin() + r.last;
    // Last candidate: the first span starting at or after `to` ends the range.
    const auto last = std::lower_bound(startBegin, startEnd, to);
    std::uint32_t first;
    if (m_rowEndsSorted[rowIndex]) {
        std::uint32_t lo = r.first, hi = std::uint32_t(last - m_start.begin());
        while (lo < hi) { // first span whose end is after `from`
            const std::uint32_t mid = lo + (hi - lo) / 2;
            if (end(mid) > from || (m_duration[mid] == 0 && m_start[mid] >= from))
                hi = mid;
            else
                lo = mid + 1;
        }
        first = lo;
    } else {
        const TimePs earliest = from - m_rowMaxDuration[rowIndex];
        first = std::uint32_t(std::lower_bound(startBegin, last, earliest) - m_start.begin());
        while (first < std::uint32_t(last - m_start.begin()) && end(first) <= from
               && !(m_duration[first] == 0 && m_start[first] >= from))
            ++first;
    }
    return {first, std::uint32_t(last - m_start.begin())};
}

std::uint32_t SpanTrack::firstStartingAtOrAfter(std::uint32_t first, std::uint32_t last, TimePs t) const
{
    return std::uint32_t(std::lower_bound(m_start.begin() + first, m_start.begin() + last, t) - m_start.begin());
}

std::size_t SpanTrack::memoryBytes() const
{
    return m_start.capacity() * sizeof(TimePs) + m_duration.capacity() * sizeof(TimePs)
        + m_frame.capacity() * sizeof(FrameId) + m_parent.capacity() * sizeof(std::uint32_t)
        + m_rowBegin.capacity() * 4 + m_rowMaxDuration.capacity() * 8 + m_rowEndsSorted.capacity()
        + m_laneGroups.capacity() * sizeof(LaneGroup) + m_laneRowOffsets.capacity() * 4 + m_childCover.capacity() * 8;
}

SpanTrack SpanTrack::fromColumns(Columns c)
{
    SpanTrack t;
    t.m_start = std::move(c.start);
    t.m_duration = std::move(c.duration);
    t.m_frame = std::move(c.frame);
    t.m_parent = std::move(c.parent);
    t.m_rowBegin = std::move(c.rowBegin);
    t.m_laneGroups = std::move(c.laneGroups);
    t.m_laneRowOffsets = std::move(c.laneRowOffsets);
    t.m_childCover = std::move(c.childCover);
    t.m_statesParents = c.statesParents;
    t.m_paths.reset();
    if (t.m_rowBegin.empty())
        t.m_rowBegin.push_back(0);
    const std::uint32_t rows = t.rowCount();
    t.m_rowMaxDuration.assign(rows, 0);
    t.m_rowEndsSorted.assign(rows, 1);
    t.m_minStart = t.m_start.empty() ? 0 : t.m_start.front();
    t.m_maxEnd = t.m_minStart;
    for (std::uint32_t d = 0; d < rows; ++d) {
        TimePs previousEnd = INT64_MIN;
        for (std::uint32_t i = t.m_rowBegin[d]; i < t.m_rowBegin[d + 1]; ++i) {
            const TimePs e = t.end(i);
            t.m_rowMaxDuration[d] = std::max(t.m_rowMaxDuration[d], t.m_duration[i]);
            if (e < previousEnd)
                t.m_rowEndsSorted[d] = 0;
            previousEnd = std::max(previousEnd, e);
            t.m_minStart = std::min(t.m_minStart, t.m_start[i]);
            t.m_maxEnd = std::max(t.m_maxEnd, e);
        }
    }
    return t;
}

void SpanTrack::shiftTimes(TimePs delta)
{
    for (TimePs &s : m_start)
        s += delta;
    m_minStart += delta;
    m_maxEnd += delta;
}

} // namespace hg
