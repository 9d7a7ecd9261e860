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
    const std::vector<TimePs> weights = SampleWeights::compute(samples, SampleWeights::profileMedianInterval(profile));

    // Walks the samples, calling open(depth, stack, time) where a frame's span
    // begins and close(depth, time) where it ends, deepest first.
    std::vector<StackId> openStacks; // root first
    std::vector<StackId> chain;      // the current sample's stack, root first
    const auto walk = [&](const auto &open, const auto &close) {
        openStacks.clear();
        const auto closeFrom = [&](std::size_t depth, TimePs at) {
            for (std::size_t d = openStacks.size(); d-- > depth;)
                close(d, at);
            openStacks.resize(std::min(depth, openStacks.size()));
        };
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            const TimePs t = samples.time(i);
            chain.clear();
            for (StackId s = samples.stack(i); s != kNoId && s < stacks.size(); s = stacks.parent(s))
                chain.push_back(s);
            std::reverse(chain.begin(), chain.end());
            // Equal paths share stack ids at every depth, so the common prefix
            // is where the ids first differ.
            std::size_t common = 0;
            while (common < openStacks.size() && common < chain.size() && openStacks[common] == chain[common])
                ++common;
            closeFrom(common, t);
            for (std::size_t d = common; d < chain.size(); ++d) {
                open(d, chain[d], t);
                openStacks.push_back(chain[d]);
            }
        }
        closeFrom(0, samples.time(samples.size() - 1) + weights.back());
    };

    // Counted first, so the columns are made once (regrowing them copied
    // gigabytes for a profile of random stacks).
    std::size_t count = 0;
    walk([&](std::size_t, StackId, TimePs) { ++count; }, [](std::size_t, TimePs) {});
    nester.reserve(count);
    // Added as they begin: in time order, a caller before its callee at an
    // equal start, which is the nester's order, so it sorts nothing.
    std::vector<std::uint32_t> spanAt; // by depth: the open span's index
    walk(
        [&](std::size_t depth, StackId stack, TimePs at) {
            spanAt.resize(depth + 1);
            spanAt[depth] = std::uint32_t(nester.size());
            nester.add(at, 0, stacks.frame(stack));
        },
        [&](std::size_t depth, TimePs at) { nester.setDuration(spanAt[depth], at - nester.start(spanAt[depth])); });
    return nester.nest().track;
}

} // namespace hg
