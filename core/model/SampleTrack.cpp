#include "SampleTrack.h"

#include "util/ParallelFor.h"

#include <algorithm>
#include <atomic>
#include <stdexcept>

namespace hg {

const StackWeights &SampleTrack::stackWeights() const
{
    static const StackWeights none; // never built from columns: no samples
    return m_weights.get([this] { return StackWeights::of(*this); }, none);
}

std::uint32_t SampleTrack::lowerBound(TimePs t) const
{
    return std::uint32_t(std::lower_bound(m_timeData, m_timeData + size(), t) - m_timeData);
}

std::size_t SampleTrack::memoryBytes() const
{
    return (m_time ? m_time->capacity() * sizeof(TimePs) : 0) + m_stack.capacity() * sizeof(StackId)
        + m_weight.capacity() * sizeof(std::uint32_t) + m_cpuNs.capacity() * sizeof(std::uint64_t) + m_state.capacity();
}

OnCpu SampleTrack::onCpu(std::uint32_t i) const
{
    switch (state(i)) {
    case ThreadState::Running: return OnCpu::Yes;
    case ThreadState::Unknown: break;
    default: return OnCpu::No;
    }
    const std::optional<std::uint64_t> cpu = cpuNs(i);
    if (!cpu || !m_timed || i == 0)
        return OnCpu::Unknown;
    const TimePs since = time(i) - time(i - 1);
    return since > 0 && TimePs(*cpu) * kPsPerNs * 2 >= since ? OnCpu::Yes : OnCpu::No;
}

std::uint64_t SampleTrack::cpuTotalNs() const
{
    std::uint64_t total = 0;
    for (std::uint32_t i = 0; i < m_cpuNs.size(); ++i)
        if (m_cpuNs[i] != kUnknownCpu && m_weight[i])
            total += m_cpuNs[i];
    return total;
}

namespace {

struct WeightTotals
{
    std::uint64_t sum = 0;
    std::size_t zeros = 0;
};

// The weights' sum and how many are 0, a stretch on each core.
WeightTotals totalsOf(const std::vector<std::uint32_t> &weights)
{
    std::atomic<std::uint64_t> sum{0};
    std::atomic<std::size_t> zeros{0};
    parallelForStretches(weights.size(), kColumnStretch, [&](std::size_t from, std::size_t to) {
        std::uint64_t s = 0;
        std::size_t z = 0;
        for (std::size_t i = from; i < to; ++i) {
            s += weights[i];
            z += weights[i] == 0;
        }
        sum += s;
        zeros += z;
    });
    return {sum, zeros};
}

} // namespace

SampleTrack SampleTrack::fromColumns(Columns c)
{
    c.padOptional();
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
    t.m_weighting = c.weighting;
    t.m_cpuNs = std::move(c.cpuNs);
    t.m_state = std::move(c.state);
    t.m_cpuNs.shrink_to_fit();
    t.m_state.shrink_to_fit();
    t.m_weights.reset(std::move(c.stackWeights));
    const WeightTotals totals = totalsOf(t.m_weight);
    t.m_standing = std::uint32_t(t.m_weight.size() - totals.zeros);
    t.m_weightSum = totals.sum;
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

void SampleTrack::Columns::setCpu(std::size_t i, std::uint64_t ns)
{
    if (cpuNs.size() < size())
        cpuNs.resize(size(), kUnknownCpu);
    cpuNs[i] = ns;
}

void SampleTrack::Columns::setState(std::size_t i, ThreadState s)
{
    if (state.size() < size())
        state.resize(size(), ThreadState::Unknown);
    state[i] = s;
}

void SampleTrack::Columns::padOptional()
{
    if (!cpuNs.empty())
        cpuNs.resize(size(), kUnknownCpu);
    if (!state.empty())
        state.resize(size(), ThreadState::Unknown);
}

void SampleTrack::Columns::ownTime()
{
    if (!sharedTime)
        return;
    time = *sharedTime;
    sharedTime.reset();
}

} // namespace hg
