#include "ProfileSampleSpans.h"

#include "SampleSpans.h"
#include "StackPaths.h"
#include "util/ParallelFor.h"
#include "util/ReleaseOffGuiThread.h"

#include <algorithm>
#include <mutex>

namespace hg {

namespace {

struct Slot
{
    std::mutex building; // a second view waits for the first one's build
    std::weak_ptr<const ProfileSampleSpans::Tracks> tracks;
};

struct Entry
{
    std::weak_ptr<const Profile> profile;
    const Profile *key;
    std::shared_ptr<Slot> slot;
};

std::shared_ptr<Slot> slotOf(const ProfilePtr &profile)
{
    static std::mutex mutex;
    static std::vector<Entry> entries;
    const std::lock_guard lock(mutex);
    std::erase_if(entries, [](const Entry &e) { return e.profile.expired(); });
    for (const Entry &e : entries)
        if (e.key == profile.get())
            return e.slot;
    entries.push_back({profile, profile.get(), std::make_shared<Slot>()});
    return entries.back().slot;
}

} // namespace

std::shared_ptr<const ProfileSampleSpans::Tracks> ProfileSampleSpans::of(const ProfilePtr &profile)
{
    const std::shared_ptr<Slot> slot = slotOf(profile);
    const std::lock_guard lock(slot->building);
    if (auto built = slot->tracks.lock())
        return built;
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
    std::shared_ptr<const Tracks> built = std::move(tracks);
    slot->tracks = built;
    return built;
}

} // namespace hg
