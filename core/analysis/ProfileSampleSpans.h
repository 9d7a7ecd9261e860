#pragma once
#include "model/Profile.h"
#include "SampleSpans.h"

#include <memory>
#include <vector>

namespace hg {

// The sample spans (SampleSpans) of every sampled track of a profile, built
// once per profile and shared while anyone holds them: the flame chart and
// the timeline both show them, and for a big sampled profile they are the
// largest thing the views hold and seconds of work. Each track's are built
// within its span budget (SampleSpans::budgetFor): a big one's short spans
// are folded into blocks, and a view asks for the time it shows, finer.
class ProfileSampleSpans
{
public:
    using Tracks = std::vector<SampleSpans::Result>; // by track index; empty for tracks without samples

    // Builds them, or returns (or waits for) the ones another thread built.
    static std::shared_ptr<const Tracks> of(const ProfilePtr &profile);

private:
    static std::shared_ptr<const Tracks> build(const ProfilePtr &profile);
};

} // namespace hg
