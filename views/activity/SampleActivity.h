#pragma once
#include "model/Track.h"

#include <algorithm>
#include <optional>

namespace hg {

// How much of its time a sample counts as busy in the activity graph: the
// one place where the height of a sample graph is decided. Where the sample
// carries the CPU time its thread used since the sample before (a
// recording, Firefox's CPU deltas, perf's clock), its wall time scaled by
// the share of a CPU that was; else by its state (a thread sleeping, blocked
// or preempted is not busy); else its whole wall time, so a format that says
// neither draws every sample full height.
inline TimePs sampleBusyTime(const Track &track, std::uint32_t sample, TimePs wallTime)
{
    const SampleTrack &samples = track.samples;
    if (const std::optional<std::uint64_t> cpu = samples.cpuNs(sample); cpu && sample > 0) {
        const TimePs interval = samples.time(sample) - samples.time(sample - 1);
        if (interval > 0) {
            const double share = std::min(1.0, double(*cpu) * double(kPsPerNs) / double(interval));
            return TimePs(double(wallTime) * share);
        }
    }
    return samples.onCpu(sample) == OnCpu::No ? 0 : wallTime;
}

} // namespace hg
