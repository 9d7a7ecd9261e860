#include "SampleSpans.h"

#include "SampleSpanBlocks.h"
#include "SampleSpanCount.h"
#include "SampleStackWalk.h"
#include "SampleWeights.h"
#include "StackPaths.h"
#include "model/Profile.h"

#include <algorithm>
#include <optional>
#include <span>

namespace hg {

namespace {

// The samples lasting into [from, to): from the last one starting at or
// before `from`, up to the first starting at or after `to`, and when the
// last of them ends.
struct SampleRange
{
    std::uint32_t first = 0;
    std::uint32_t last = 0;
    TimePs end = 0;
};

SampleRange rangeOf(const Profile &profile, const SampleTrack &samples, TimePs from, TimePs to)
{
    const std::span<const TimePs> times = samples.times();
    SampleRange r;
    const auto firstAfter = std::upper_bound(times.begin(), times.end(), from);
    r.first = std::uint32_t(std::max<std::ptrdiff_t>(0, firstAfter - times.begin() - 1));
    r.last = std::uint32_t(std::lower_bound(times.begin() + r.first, times.end(), to) - times.begin());
    if (r.last < samples.size()) {
        r.end = samples.time(r.last);
    } else {
        // A timeline: the last sample lasts in time, whatever the weighting.
        const std::uint32_t last = samples.size() - 1;
        r.end = samples.time(last) +
                (samples.weight(last) ? SampleWeights::lastLength(samples, SampleWeights::profileMedianInterval(profile)) : 0);
    }
    return r;
}

// Counted a row (depth) at a time first: each span then goes straight to its
// place, rows one after the other and in time order within each, its parent
// the span open one row up. No nesting pass, no sort, and no copy of the
// columns (for random stacks, a span a frame of every sample).
SpanTrack exactSpans(SampleStackWalk &walk, const StackTable &stacks, const SampleRange &r,
                     const std::vector<std::uint32_t> &perRow)
{
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
    walk.run(
        r.first, r.last, r.end,
        [&](std::size_t depth, StackId stack, TimePs at) {
            const std::uint32_t i = next[depth]++;
            c.start[i] = at;
            c.frame[i] = stacks.frame(stack);
            c.parent[i] = depth ? spanAt[depth - 1] : kNoId;
            spanAt[depth] = i;
        },
        [&](std::size_t depth, StackId, TimePs start, TimePs end) { c.duration[spanAt[depth]] = end - start; });
    return SpanTrack::fromColumns(std::move(c));
}

// The shortest power-of-two resolution at which the spans kept whole (each
// at least that long, so at most the row's time over it, each row) take at
// most half the budget, and the blocks (each at least that far from the
// next) the other half.
TimePs resolutionFor(std::uint32_t rows, TimePs time, std::uint32_t maxSpans)
{
    const double wanted = double(std::max<TimePs>(1, time)) * std::max<std::uint32_t>(1, rows) / std::max(1.0, maxSpans / 2.0);
    TimePs resolution = 1;
    while (double(resolution) < wanted && resolution < (TimePs(1) << 62))
        resolution <<= 1;
    return resolution;
}

} // namespace

SpanTrack SampleSpans::build(const Profile &profile, const SampleTrack &samples)
{
    return build(profile, samples, Request()).spans;
}

SampleSpans::Result SampleSpans::build(const Profile &profile, const SampleTrack &samples, const Request &request)
{
    Result result;
    if (samples.empty() || !samples.timed())
        return result;
    const SampleRange r = rangeOf(profile, samples, request.from, request.to);
    if (r.first >= r.last)
        return result;
    result.from = samples.time(r.first);
    result.to = r.end;
    const StackTable &stacks = profile.stacks();
    // The profile's budget for paths, as its first paint's walks have (a
    // window then folds as they did).
    std::shared_ptr<const StackPaths> paths = request.paths;
    if (!paths) {
        std::uint64_t all = 0;
        for (const Track &t : profile.tracks())
            all += t.samples.size();
        paths = std::make_shared<const StackPaths>(stacks, StackPaths::budgetFor(all));
    }
    SampleStackWalk walk(stacks, samples, std::move(paths));

    // Counted first, in parts side by side; the count stops once over the
    // budget: the spans are then folded.
    SampleSpanCount count = SampleSpanCount::of(walk, samples, SampleParts(r.first, r.last, request.samplesPerPart), request.maxSpans,
                                                  request.cancelled);
    if (count.cancelled) {
        result.cancelled = true;
        return result;
    }
    if (count.complete) {
        if (count.perRow.size() < request.minRows)
            count.perRow.resize(request.minRows, 0);
        result.spans = exactSpans(walk, stacks, r, count.perRow);
        return result;
    }
    const std::uint32_t rows = std::max<std::uint32_t>(request.minRows, count.deepest);
    result.resolution = resolutionFor(rows, r.end - result.from, request.maxSpans);
    std::optional<SpanTrack> blocks =
        SampleSpanBlocks::build(walk, stacks, samples, {r.first, r.last, r.end, request.samplesPerPart}, result.resolution, rows, request.cancelled);
    result.cancelled = !blocks;
    if (blocks)
        result.spans = std::move(*blocks);
    return result;
}

std::uint32_t SampleSpans::budgetFor(const Profile &profile, TrackId track)
{
    constexpr std::uint64_t kProfileMinimum = 2'000'000, kTrackMinimum = 65'536;
    std::uint64_t samples = 0;
    for (const Track &t : profile.tracks())
        samples += t.samples.size();
    const std::uint64_t budget = std::max(kProfileMinimum, samples / 4);
    const std::uint64_t share = samples ? budget * profile.tracks()[track].samples.size() / samples : budget;
    return std::uint32_t(std::min<std::uint64_t>(std::max(kTrackMinimum, share), UINT32_MAX));
}

} // namespace hg
