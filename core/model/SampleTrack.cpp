#include "SampleTrack.h"

#include <algorithm>

namespace hg {

std::uint32_t SampleTrack::lowerBound(TimePs t) const
{
    return std::uint32_t(std::lower_bound(m_time.begin(), m_time.end(), t) - m_time.begin());
}

std::size_t SampleTrack::memoryBytes() const
{
    return m_time.capacity() * sizeof(TimePs) + m_stack.capacity() * sizeof(StackId)
        + m_weight.capacity() * sizeof(std::uint32_t);
}

SampleTrack SampleTrack::fromColumns(Columns c)
{
    SampleTrack t;
    t.m_time = std::move(c.time);
    t.m_stack = std::move(c.stack);
    t.m_weight = std::move(c.weight);
    t.m_timed = c.timed;
    t.m_standing = std::uint32_t(t.m_weight.size() - std::size_t(std::count(t.m_weight.begin(), t.m_weight.end(), 0u)));
    // Columns grew by doubling while reading; the frozen model keeps no slack.
    t.m_time.shrink_to_fit();
    t.m_stack.shrink_to_fit();
    t.m_weight.shrink_to_fit();
    return t;
}

void SampleTrack::shiftTimes(TimePs delta)
{
    for (TimePs &t : m_time)
        t += delta;
}

} // namespace hg
