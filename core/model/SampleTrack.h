#pragma once
#include "Ids.h"
#include "StackWeights.h"
#include "Time.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace hg {

// The samples of one track as columns, 16 bytes a sample: time, stack, weight.
// Sorted by time. Untimed tracks (aggregated counts, e.g. folded stacks) keep
// time 0 and carry their meaning in the weight.
class SampleTrack
{
public:
    std::uint32_t size() const { return std::uint32_t(m_stack.size()); }
    bool empty() const { return m_stack.empty(); }
    TimePs time(std::uint32_t i) const { return m_timeData[i]; }
    StackId stack(std::uint32_t i) const { return m_stack[i]; }
    std::uint32_t weight(std::uint32_t i) const { return m_weight[i]; }
    bool timed() const { return m_timed; }
    // The samples that stand for something (weight above 0): not the empty
    // ones that only end the time of the sample before them (a gap a reader
    // closed, a sample a transform dropped). The count to show for "samples".
    std::uint32_t countStanding() const { return m_standing; }

    // The columns whole, to copy a stretch of them at once.
    std::span<const TimePs> times() const { return {m_timeData, size()}; }
    std::span<const StackId> stacks() const { return m_stack; }
    std::span<const std::uint32_t> weights() const { return m_weight; }

    // Index of the first sample at or after t.
    std::uint32_t lowerBound(TimePs t) const;
    TimePs minTime() const { return empty() ? 0 : m_timeData[0]; }
    TimePs maxTime() const { return empty() ? 0 : m_timeData[size() - 1]; }
    // The time column, for a copy whose samples keep their times (a
    // transform's): it is shared, not copied.
    const std::shared_ptr<const std::vector<TimePs>> &timeColumn() const { return m_time; }
    std::size_t memoryBytes() const;
    // The samples summed per stack: made on first use (on any thread) and
    // kept, unless the track was built with them.
    const StackWeights &stackWeights() const;

    struct Columns
    {
        std::vector<TimePs> time; // empty when sharedTime is given
        std::shared_ptr<const std::vector<TimePs>> sharedTime; // another track's times, unchanged
        std::vector<StackId> stack;
        std::vector<std::uint32_t> weight;
        bool timed = true;
        // Known beforehand (a transform maps its source's); null: summed when asked.
        std::shared_ptr<const StackWeights> stackWeights;

        std::size_t size() const { return stack.size(); }
        // Makes `time` a column of its own (to add to, or sort).
        void ownTime();
    };
    static SampleTrack fromColumns(Columns columns); // columns must be time-sorted
    void shiftTimes(TimePs delta);

private:
    std::shared_ptr<const std::vector<TimePs>> m_time; // shared by copies with the same times
    const TimePs *m_timeData = nullptr;
    std::vector<StackId> m_stack;
    std::vector<std::uint32_t> m_weight;
    bool m_timed = true;
    std::uint32_t m_standing = 0;
    struct WeightsCache;
    std::shared_ptr<WeightsCache> m_weights; // shared by copies: their samples are the same
};

} // namespace hg
