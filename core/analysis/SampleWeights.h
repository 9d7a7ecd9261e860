#pragma once
#include "model/SampleTrack.h"

#include <vector>

namespace hg {

class Profile;

// How much each sample stands for. A timed sample lasts until the next sample
// of the same track; the last one lasts the track's median interval (or the
// profile's, when the track has only one sample); one of weight 0 stands for
// nothing. An untimed sample stands for its weight (a count).
class SampleWeights
{
public:
    // Used when no track has two samples: the common 101 Hz sampling period.
    static constexpr TimePs kDefaultIntervalPs = 10 * kPsPerMs;

    static TimePs medianInterval(const SampleTrack &samples); // 0 if fewer than 2
    static TimePs profileMedianInterval(const Profile &profile);
    static std::vector<TimePs> compute(const SampleTrack &samples, TimePs fallbackInterval);
};

} // namespace hg
