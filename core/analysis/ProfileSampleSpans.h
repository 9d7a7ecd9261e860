#pragma once
#include "model/Profile.h"
#include "model/SpanTrack.h"

#include <memory>
#include <vector>

namespace hg {

// The sample spans (SampleSpans) of every sampled track of a profile, built
// once per profile and shared while anyone holds them: the flame chart and
// the timeline both show them, and for a big sampled profile they are the
// largest thing the views hold (hundreds of MB) and seconds of work.
class ProfileSampleSpans
{
public:
    using Tracks = std::vector<SpanTrack>; // by track index; empty for tracks without samples

    // Builds them, or returns (or waits for) the ones another thread built.
    static std::shared_ptr<const Tracks> of(const ProfilePtr &profile);
};

} // namespace hg
