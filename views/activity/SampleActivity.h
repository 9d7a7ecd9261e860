#pragma once
#include "model/Track.h"

namespace hg {

// How much of its time a sample counts as busy in the activity graph: the
// one place where the height of a sample graph is decided. Today it is the
// sample's whole wall time (the time to the next sample), so a thread
// sampled while it waits looks as busy as one computing, told apart only by
// its categories. Once samples carry the CPU time their thread used
// (issue 33, part 3), this returns that, at most `wallTime`.
inline TimePs sampleBusyTime(const Track &track, std::uint32_t sample, TimePs wallTime)
{
    (void)track;
    (void)sample;
    return wallTime;
}

} // namespace hg
