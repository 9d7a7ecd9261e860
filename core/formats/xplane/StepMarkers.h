#pragma once
#include "model/Profile.h"

#include <QString>
#include <vector>

namespace hg {

// A step of a training or inference loop, as XPlane producers tag them:
// every event of step N carries a `group_id` stat of N (host threads and,
// once xprof has grouped them, device ops), and the step's root event may
// carry its `step_name`.
struct StepMarker
{
    std::int64_t groupId = 0;
    QString name;      // the step_name, else empty
    TimePs start = 0;  // of the step's earliest span
    TimePs end = 0;    // of its latest-ending span
    std::size_t spans = 0;
};

class StepMarkers
{
public:
    // The steps in start order; none when no span has a group_id. At most
    // kMaxSteps (the earliest), so a producer numbering every op apart
    // cannot flood the timeline.
    static std::vector<StepMarker> find(const Profile &profile);
    static constexpr std::size_t kMaxSteps = 100'000;
};

} // namespace hg
