#include "SampleSpans.h"

#include "SampleWeights.h"
#include "model/Profile.h"

namespace hg {

SpanTrack SampleSpans::build(const Profile &profile, const SampleTrack &samples)
{
    if (samples.empty() || !samples.timed())
        return SpanTrack();
    const StackTable &stacks = profile.stacks();
    // A timeline: the last sample lasts in time, whatever the weighting.
    const std::uint32_t last = samples.size() - 1;
    const TimePs lastLasts = samples.weight(last) ? SampleWeights::lastLength(samples, SampleWeights::profileMedianInterval(profile)) : 0;

    const std::vector<std::uint32_t> depthOf = stacks.depths();

    // Walks the samples, calling open(depth, stack, time) where a frame's span
    // begins and close(depth, time) where it ends, deepest first.
    std::vector<StackId> openStacks; // root first
    std::vector<StackId> opened;     // the current sample's frames not open yet, leaf first
    const auto walk = [&](const auto &open, const auto &close) {
        openStacks.clear();
        const auto closeFrom = [&](std::size_t depth, TimePs at) {
            for (std::size_t d = openStacks.size(); d-- > depth;)
                close(d, at);
            openStacks.resize(std::min(depth, openStacks.size()));
        };
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            const TimePs t = samples.time(i);
            // Up from the leaf only as far as the open spans differ: equal
            // paths share stack ids, so where the ids meet, all above match
            // (a sample mostly shares all but its last frames with the one
            // before, and deep stacks are not walked whole).
            StackId s = samples.stack(i);
            std::size_t depth = s != kNoId && s < stacks.size() ? depthOf[s] : 0;
            opened.clear();
            while (depth > openStacks.size() || (depth > 0 && openStacks[depth - 1] != s)) {
                opened.push_back(s);
                s = stacks.parent(s);
                --depth;
            }
            closeFrom(depth, t);
            for (auto f = opened.rbegin(); f != opened.rend(); ++f) {
                open(openStacks.size(), *f, t);
                openStacks.push_back(*f);
            }
        }
        closeFrom(0, samples.time(samples.size() - 1) + lastLasts);
    };

    // Counted a row (depth) at a time first: each span then goes straight
    // to its place, rows one after the other and in time order within each,
    // its parent the span open one row up. No nesting pass, no sort, and no
    // copy of the columns (for random stacks, a span a frame of every sample).
    std::vector<std::uint32_t> perRow;
    walk(
        [&](std::size_t depth, StackId, TimePs) {
            if (perRow.size() <= depth)
                perRow.resize(depth + 1, 0);
            ++perRow[depth];
        },
        [](std::size_t, TimePs) {});
    SpanTrack::Columns c;
    c.rowBegin.assign(perRow.size() + 1, 0);
    for (std::size_t d = 0; d < perRow.size(); ++d)
        c.rowBegin[d + 1] = c.rowBegin[d] + perRow[d];
    const std::uint32_t n = c.rowBegin.back();
    c.start.resize(n);
    c.duration.resize(n);
    c.frame.resize(n);
    c.parent.resize(n);
    std::vector<std::uint32_t> next(c.rowBegin.begin(), c.rowBegin.end() - 1);
    std::vector<std::uint32_t> spanAt(perRow.size()); // by depth: the open span
    walk(
        [&](std::size_t depth, StackId stack, TimePs at) {
            const std::uint32_t i = next[depth]++;
            c.start[i] = at;
            c.frame[i] = stacks.frame(stack);
            c.parent[i] = depth ? spanAt[depth - 1] : kNoId;
            spanAt[depth] = i;
        },
        [&](std::size_t depth, TimePs at) { c.duration[spanAt[depth]] = at - c.start[spanAt[depth]]; });
    return SpanTrack::fromColumns(std::move(c));
}

} // namespace hg
