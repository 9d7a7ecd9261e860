#pragma once
#include "model/SampleTrack.h"

#include <algorithm>
#include <vector>

namespace hg {

class Profile;

// How much each sample stands for. A timed sample lasts until the next sample
// of the same track; the last one lasts the track's median interval (or the
// profile's, when the track has only one sample); one of weight 0 stands for
// nothing. An untimed sample stands for its weight (a count). On a track
// weighed by CPU (weight:cpu), a sample stands for the CPU time of its
// figure (none where unknown).
class SampleWeights
{
public:
    // Used when no track has two samples: the common 101 Hz sampling period.
    static constexpr TimePs kDefaultIntervalPs = 10 * kPsPerMs;

    // 0 if fewer than 2. Of a long track, the median of 65 536 intervals
    // taken evenly across it (a sort of millions costs more than the figure
    // it refines: the last sample's length).
    static TimePs medianInterval(const SampleTrack &samples);
    static TimePs profileMedianInterval(const Profile &profile);
    static std::vector<TimePs> compute(const SampleTrack &samples, TimePs fallbackInterval);
    // How long the last sample lasts in time (whatever the weighting).
    static TimePs lastLength(const SampleTrack &samples, TimePs fallbackInterval);
    // visit(i, weight) for every sample in order, without a vector of them.
    template <typename Visit>
    static void forEach(const SampleTrack &samples, TimePs fallbackInterval, Visit &&visit);
};

template <typename Visit>
void SampleWeights::forEach(const SampleTrack &samples, TimePs fallbackInterval, Visit &&visit)
{
    const std::uint32_t n = samples.size();
    if (samples.weighting() == SampleWeighting::Cpu) {
        for (std::uint32_t i = 0; i < n; ++i)
            visit(i, samples.weight(i) ? TimePs(samples.cpuNs(i).value_or(0)) * kPsPerNs : 0);
        return;
    }
    if (!samples.timed()) {
        for (std::uint32_t i = 0; i < n; ++i)
            visit(i, TimePs(samples.weight(i)));
        return;
    }
    // A sample of weight 0 (one a transform dropped) ends its predecessor's
    // time and stands for none itself.
    for (std::uint32_t i = 0; i + 1 < n; ++i)
        visit(i, samples.weight(i) ? std::max<TimePs>(0, samples.time(i + 1) - samples.time(i)) : 0);
    if (n)
        visit(n - 1, samples.weight(n - 1) ? lastLength(samples, fallbackInterval) : 0);
}

} // namespace hg
