#pragma once
#include "model/SpanTrack.h"

namespace hg {

class Profile;
class SampleTrack;

// Samples shown in time order: consecutive samples that share a caller chain
// merge into one span per frame, each sample lasting until the next one (the
// last one its median interval). Used by the flame chart and by writers of
// span formats.
class SampleSpans
{
public:
    static SpanTrack build(const Profile &profile, const SampleTrack &samples);
};

} // namespace hg
