#include "SpanTrack.h"

#include <algorithm>

namespace hg {

std::uint32_t SpanTrack::depth(std::uint32_t i) const
{
    const auto it = std::upper_bound(m_rowBegin.begin(), m_rowBegin.end(), i);
    return std::uint32_t(it - m_rowBegin.begin()) - 1;
}

SpanTrack::IndexRange SpanTrack::overlapping(std::uint32_t depth, TimePs from, TimePs to) const
{
    if (depth >= depthCount() || from >= to)
        return {};
    const IndexRange r = row(depth);
    const auto startBegin = m_start.begin() + r.first;
    const auto startEnd = m_start.begin() + r.last;
    // Last candidate: the first span starting at or after `to` ends the range.
    const auto last = std::lower_bound(startBegin, startEnd, to);
    std::uint32_t first;
    if (m_rowEndsSorted[depth]) {
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
        const TimePs earliest = from - m_rowMaxDuration[depth];
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
        + m_rowBegin.capacity() * 4 + m_rowMaxDuration.capacity() * 8 + m_rowEndsSorted.capacity();
}

SpanTrack SpanTrack::fromColumns(Columns c)
{
    SpanTrack t;
    t.m_start = std::move(c.start);
    t.m_duration = std::move(c.duration);
    t.m_frame = std::move(c.frame);
    t.m_parent = std::move(c.parent);
    t.m_rowBegin = std::move(c.rowBegin);
    if (t.m_rowBegin.empty())
        t.m_rowBegin.push_back(0);
    const std::uint32_t rows = t.depthCount();
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
