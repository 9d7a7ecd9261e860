#include "SampleCounts.h"

#include "model/Profile.h"

#include <algorithm>

namespace hg {

namespace {

// The stacks a track's samples weigh: its summed entries, and the last
// sample's stack, which a timed track keeps out of them.
std::uint64_t distinctStacks(const StackWeights &weights)
{
    const std::vector<StackWeights::Entry> &entries = weights.entries;
    const auto last = std::lower_bound(entries.begin(), entries.end(), weights.lastStack,
                                       [](const StackWeights::Entry &e, StackId s) { return e.stack < s; });
    const bool lastApart = weights.lastCount > 0 && (last == entries.end() || last->stack != weights.lastStack);
    return entries.size() + (lastApart ? 1 : 0);
}

} // namespace

SampleCounts SampleCounts::of(const Profile &profile)
{
    SampleCounts counts;
    bool timed = false, samples = false;
    for (const Track &t : profile.tracks()) {
        timed = timed || !t.spans.empty() || (!t.samples.empty() && t.samples.timed());
        samples = samples || !t.samples.empty();
        const std::uint64_t sum = of(t.samples);
        counts.samples += sum;
        counts.weighted = counts.weighted || sum != t.samples.countStanding();
    }
    counts.untimed = samples && !timed && profile.duration() == 0;
    if (counts.weighted)
        for (const Track &t : profile.tracks())
            if (!t.samples.empty())
                counts.stacks += distinctStacks(t.samples.stackWeights());
    return counts;
}

std::uint64_t SampleCounts::of(const SampleTrack &samples)
{
    return samples.weightSum();
}

} // namespace hg
