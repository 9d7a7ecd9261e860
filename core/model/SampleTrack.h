#pragma once
#include "Ids.h"
#include "Time.h"

#include <cstdint>
#include <span>
#include <vector>

namespace hg {

// The samples of one track as columns, 16 bytes a sample: time, stack, weight.
// Sorted by time. Untimed tracks (aggregated counts, e.g. folded stacks) keep
// time 0 and carry their meaning in the weight.
class SampleTrack
{
public:
    std::uint32_t size() const { return std::uint32_t(m_time.size()); }
    bool empty() const { return m_time.empty(); }
    TimePs time(std::uint32_t i) const { return m_time[i]; }
    StackId stack(std::uint32_t i) const { return m_stack[i]; }
    std::uint32_t weight(std::uint32_t i) const { return m_weight[i]; }
    bool timed() const { return m_timed; }
    // The samples that stand for something (weight above 0): not the empty
    // ones that only end the time of the sample before them (a gap a reader
    // closed, a sample a transform dropped). The count to show for "samples".
    std::uint32_t countStanding() const { return m_standing; }

    // The columns whole, to copy a stretch of them at once.
    std::span<const TimePs> times() const { return m_time; }
    std::span<const StackId> stacks() const { return m_stack; }
    std::span<const std::uint32_t> weights() const { return m_weight; }

    // Index of the first sample at or after t.
    std::uint32_t lowerBound(TimePs t) const;
    TimePs minTime() const { return m_time.empty() ? 0 : m_time.front(); }
    TimePs maxTime() const { return m_time.empty() ? 0 : m_time.back(); }
    std::size_t memoryBytes() const;

    struct Columns
    {
        std::vector<TimePs> time;
        std::vector<StackId> stack;
        std::vector<std::uint32_t> weight;
        bool timed = true;
    };
    static SampleTrack fromColumns(Columns columns); // columns must be time-sorted
    void shiftTimes(TimePs delta);

private:
    std::vector<TimePs> m_time;
    std::vector<StackId> m_stack;
    std::vector<std::uint32_t> m_weight;
    bool m_timed = true;
    std::uint32_t m_standing = 0;
};

} // namespace hg
