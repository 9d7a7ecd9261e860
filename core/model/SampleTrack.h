#pragma once
#include "Ids.h"
#include "StackWeights.h"
#include "ThreadState.h"
#include "Time.h"
#include "util/MadeOnce.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace hg {

// How a track's samples are counted: by the time each stands for (until
// the next sample), or by the CPU time its thread used (weight:cpu).
enum class SampleWeighting : std::uint8_t { Wall, Cpu };

// The samples of one track as columns, 16 bytes a sample: time, stack, weight.
// Sorted by time. Untimed tracks (aggregated counts, e.g. folded stacks) keep
// time 0 and carry their meaning in the weight. Where the format or the
// recorder knows them, two more columns: the CPU time the thread used and
// its state (9 bytes a sample; none when unknown for the whole track).
class SampleTrack
{
public:
    // A CPU figure the format did not give (Firefox's null, a first sample).
    static constexpr std::uint64_t kUnknownCpu = ~std::uint64_t(0);

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
    // The weights summed: the samples a weighted track stands for.
    std::uint64_t weightSum() const { return m_weightSum; }

    // CPU time in ns the thread used since the sample before (for the
    // first: since the thread or the recording started), format-independent
    // (Firefox's threadCPUDelta in ns or µs, the recorder's scheduler
    // statistics, perf's clock periods); nullopt where unknown. It ends at
    // this sample: the share of a CPU the thread used between samples i-1
    // and i is cpuNs(i) / (time(i) - time(i-1)).
    bool hasCpu() const { return !m_cpuNs.empty(); }
    std::optional<std::uint64_t> cpuNs(std::uint32_t i) const
    {
        return i < m_cpuNs.size() && m_cpuNs[i] != kUnknownCpu ? std::optional<std::uint64_t>(m_cpuNs[i]) : std::nullopt;
    }
    // The thread's state when the sample was taken; Unknown where not known.
    bool hasStates() const { return !m_state.empty(); }
    ThreadState state(std::uint32_t i) const { return i < m_state.size() ? m_state[i] : ThreadState::Unknown; }
    // On a CPU by its state; without one, by its CPU figure (at least half
    // the time since the sample before); else unknown.
    OnCpu onCpu(std::uint32_t i) const;
    // The CPU figures summed over the samples that count (weight above 0), in ns.
    std::uint64_t cpuTotalNs() const;
    // Wall (the default) or CPU, as a weight:cpu transform set it: what
    // StackWeights and SampleWeights count.
    SampleWeighting weighting() const { return m_weighting; }

    // The columns whole, to copy a stretch of them at once.
    std::span<const TimePs> times() const { return {m_timeData, size()}; }
    std::span<const StackId> stacks() const { return m_stack; }
    std::span<const std::uint32_t> weights() const { return m_weight; }
    std::span<const std::uint64_t> cpuColumn() const { return m_cpuNs; }    // empty, or kUnknownCpu where unknown
    std::span<const ThreadState> stateColumn() const { return m_state; } // empty, or Unknown where unknown

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
        std::vector<std::uint64_t> cpuNs;  // empty, or one a sample (kUnknownCpu)
        std::vector<ThreadState> state;     // empty, or one a sample
        bool timed = true;
        SampleWeighting weighting = SampleWeighting::Wall;
        // Known beforehand (a transform maps its source's); null: summed when asked.
        std::shared_ptr<const StackWeights> stackWeights;

        std::size_t size() const { return stack.size(); }
        // Makes `time` a column of its own (to add to, or sort).
        void ownTime();
        // Sets sample i's CPU figure or state, making the column as long as
        // the others (unknown elsewhere) when it is the first.
        void setCpu(std::size_t i, std::uint64_t ns);
        void setState(std::size_t i, ThreadState state);
        // The optional columns as long as the others (a sample added without them).
        void padOptional();
    };
    static SampleTrack fromColumns(Columns columns); // columns must be time-sorted
    void shiftTimes(TimePs delta);

private:
    std::shared_ptr<const std::vector<TimePs>> m_time; // shared by copies with the same times
    const TimePs *m_timeData = nullptr;
    std::vector<StackId> m_stack;
    std::vector<std::uint32_t> m_weight;
    std::vector<std::uint64_t> m_cpuNs;
    std::vector<ThreadState> m_state;
    bool m_timed = true;
    SampleWeighting m_weighting = SampleWeighting::Wall;
    std::uint32_t m_standing = 0;
    std::uint64_t m_weightSum = 0;
    MadeOnce<StackWeights> m_weights; // shared by copies: their samples are the same
};

} // namespace hg
