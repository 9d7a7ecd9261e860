#include "SampleSpans.h"

#include "SampleWeights.h"
#include "model/Profile.h"
#include "model/SpanNester.h"

namespace hg {

SpanTrack SampleSpans::build(const Profile &profile, const SampleTrack &samples)
{
    SpanNester nester;
    if (samples.empty() || !samples.timed())
        return nester.nest().track;
    const StackTable &stacks = profile.stacks();

    struct Open { StackId stack; TimePs start; };
    std::vector<Open> open;     // root first
    std::vector<StackId> chain; // the current sample's stack, root first
    // Outer frames are added first: a caller and a callee with equal start and
    // end then nest in that order.
    auto closeFrom = [&](std::size_t depth, TimePs at) {
        for (std::size_t d = depth; d < open.size(); ++d)
            nester.add(open[d].start, at - open[d].start, stacks.frame(open[d].stack));
        open.resize(std::min(depth, open.size()));
    };
    for (std::uint32_t i = 0; i < samples.size(); ++i) {
        const TimePs t = samples.time(i);
        chain.clear();
        for (StackId s = samples.stack(i); s != kNoId && s < stacks.size(); s = stacks.parent(s))
            chain.push_back(s);
        std::reverse(chain.begin(), chain.end());
        // Equal paths share stack ids at every depth, so the common prefix is
        // where the ids first differ.
        std::size_t common = 0;
        while (common < open.size() && common < chain.size() && open[common].stack == chain[common])
            ++common;
        closeFrom(common, t);
        for (std::size_t d = common; d < chain.size(); ++d)
            open.push_back({chain[d], t});
    }
    // A timeline: the last sample lasts in time, whatever the weighting.
    closeFrom(0, samples.time(samples.size() - 1)
                     + (samples.weight(samples.size() - 1) ? SampleWeights::lastLength(samples, SampleWeights::profileMedianInterval(profile)) : 0));
    return nester.nest().track;
}

} // namespace hg
