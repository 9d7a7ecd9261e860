#include "SampleTrack.h"

#include <algorithm>
#include <mutex>
#include <stdexcept>

namespace hg {

struct SampleTrack::WeightsCache
{
    std::once_flag made;
    std::shared_ptr<const StackWeights> weights;
};

const StackWeights &SampleTrack::stackWeights() const
{
    static const StackWeights none;
    if (!m_weights)
        return none; // never built from columns: no samples
    std::call_once(m_weights->made, [this] {
        if (!m_weights->weights)
            m_weights->weights = std::make_shared<const StackWeights>(StackWeights::of(*this));
    });
    return *m_weights->weights;
}

std::uint32_t SampleTrack::lowerBound(TimePs t) const
{
    return std::uint32_t(std::lower_bound(m_timeData, m_timeData + size(), t) - m_timeData);
}

std::size_t SampleTrack::memoryBytes() const
{
    return (m_time ? m_time->capacity() * sizeof(TimePs) : 0) + m_stack.capacity() * sizeof(StackId)
        + m_weight.capacity() * sizeof(std::uint32_t);
}

SampleTrack SampleTrack::fromColumns(Columns c)
{
    SampleTrack t;
    if (c.sharedTime) {
        if (c.sharedTime->size() != c.stack.size())
            throw std::logic_error("shared time column of another length");
        t.m_time = std::move(c.sharedTime);
    } else {
        c.time.shrink_to_fit(); // columns grew by doubling while reading; the frozen model keeps no slack
        t.m_time = std::make_shared<const std::vector<TimePs>>(std::move(c.time));
    }
    t.m_timeData = t.m_time->data();
    t.m_stack = std::move(c.stack);
    t.m_weight = std::move(c.weight);
    t.m_timed = c.timed;
    t.m_weights = std::make_shared<WeightsCache>();
    t.m_weights->weights = std::move(c.stackWeights);
    t.m_standing = std::uint32_t(t.m_weight.size() - std::size_t(std::count(t.m_weight.begin(), t.m_weight.end(), 0u)));
    t.m_stack.shrink_to_fit();
    t.m_weight.shrink_to_fit();
    return t;
}

void SampleTrack::shiftTimes(TimePs delta)
{
    if (!m_time)
        return;
    auto shifted = std::make_shared<std::vector<TimePs>>(*m_time); // others may share the old times
    for (TimePs &t : *shifted)
        t += delta;
    m_time = std::move(shifted);
    m_timeData = m_time->data();
}

void SampleTrack::Columns::ownTime()
{
    if (!sharedTime)
        return;
    time = *sharedTime;
    sharedTime.reset();
}

} // namespace hg
