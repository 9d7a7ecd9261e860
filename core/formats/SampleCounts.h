#pragma once
#include <cstdint>

namespace hg {

class Profile;
class SampleTrack;

// What a profile's samples count, as `info` and the document header say it.
// A weighted sample counts its weight: a collapsed-stacks line "a;b 12" is
// 12 samples, as are a pprof sample of value 12 and an untimed perf sample
// of period 12. Then the distinct stacks they weigh are said apart.
struct SampleCounts
{
    std::uint64_t samples = 0; // the weights summed (1 each for plain samples)
    std::uint64_t stacks = 0;  // distinct stacks of the tracks, when weighted
    bool weighted = false;     // some sample weighs more than 1
    bool untimed = false;      // samples without times and nothing else timed

    static SampleCounts of(const Profile &profile);
    // One track's samples counted so: their weights summed.
    static std::uint64_t of(const SampleTrack &samples);
};

} // namespace hg
