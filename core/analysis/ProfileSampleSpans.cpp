#include "ProfileSampleSpans.h"

#include "SampleSpans.h"
#include "SharedBuilds.h"
#include "StackPaths.h"
#include "util/ParallelFor.h"
#include "util/ReleaseOffGuiThread.h"

#include <algorithm>

namespace hg {

std::shared_ptr<const ProfileSampleSpans::Tracks> ProfileSampleSpans::of(const ProfilePtr &profile)
{
    // One set per profile, shared by its views while one holds it; a second
    // view waits for the first one's build.
    static SharedBuilds<Tracks> built;
    return built.get(profile, {}, 0, [&profile] { return build(profile); });
}

std::shared_ptr<const ProfileSampleSpans::Tracks> ProfileSampleSpans::build(const ProfilePtr &profile)
{
    // Gigabytes for a big profile: freed off the GUI thread when its document closes.
    std::shared_ptr<Tracks> tracks = releasedOffGuiThread(new Tracks(profile->tracks().size()));
    std::uint64_t samples = 0;
    for (const Track &t : profile->tracks())
        samples += t.samples.size();
    // Only while the tracks are walked: up to 128 MB.
    const auto paths = samples ? std::make_shared<const StackPaths>(profile->stacks(), StackPaths::budgetFor(samples)) : nullptr;
    // Tracks are independent: every core takes some (a sampled profile has a
    // track per thread).
    parallelFor(profile->tracks().size(), [&](std::size_t i) {
        const Track &t = profile->tracks()[i];
        if (t.spans.empty() && !t.samples.empty())
        {
            SampleSpans::Request request;
            request.maxSpans = SampleSpans::budgetFor(*profile, TrackId(i));
            request.paths = paths;
            (*tracks)[i] = SampleSpans::build(*profile, t.samples, request);
        }
    });
    return tracks;
}

} // namespace hg
