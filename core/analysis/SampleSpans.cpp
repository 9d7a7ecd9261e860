#include "SampleSpans.h"

#include "SampleSpanBlocks.h"
#include "SampleStackWalk.h"
#include "SampleWeights.h"
#include "model/Profile.h"

#include <algorithm>
#include <array>
#include <bit>
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

// The shortest power-of-two resolution at which the spans kept whole take
// at most half the budget and the blocks (at most a row's time over the
// resolution, each row) the other half.
TimePs resolutionFor(const std::array<std::uint64_t, 65> &byDurationBits, std::size_t rows, TimePs time,
                     std::uint32_t maxSpans)
{
    const std::uint64_t half = std::max<std::uint64_t>(1, maxSpans / 2);
    const std::uint64_t minimum = std::uint64_t(std::max<TimePs>(1, time)) / half * std::max<std::size_t>(1, rows);
    for (int k = 0; k < 63; ++k) {
        // Kept: a duration of at least 2^k, that is of more than k bits.
        std::uint64_t kept = 0;
        for (int b = k + 1; b <= 64; ++b)
            kept += byDurationBits[std::size_t(b)];
        if (kept <= half && (std::uint64_t(1) << k) >= minimum)
            return TimePs(1) << k;
    }
    return TimePs(1) << 62;
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
    SampleStackWalk walk(stacks, samples);

    std::vector<std::uint32_t> perRow;
    std::array<std::uint64_t, 65> byDurationBits{};
    const bool walked = walk.run(
        r.first, r.last, r.end,
        [&](std::size_t depth, StackId, TimePs) {
            if (perRow.size() <= depth)
                perRow.resize(depth + 1, 0);
            ++perRow[depth];
        },
        [&](std::size_t, StackId, TimePs start, TimePs end) {
            ++byDurationBits[std::size_t(std::bit_width(std::uint64_t(std::max<TimePs>(0, end - start))))];
        },
        request.cancelled);
    if (perRow.size() < request.minRows)
        perRow.resize(request.minRows, 0);
    std::uint64_t total = 0;
    for (const std::uint32_t n : perRow)
        total += n;
    if (!walked) {
        result.cancelled = true;
    } else if (total <= request.maxSpans) {
        result.spans = exactSpans(walk, stacks, r, perRow);
    } else {
        result.resolution = resolutionFor(byDurationBits, perRow.size(), r.end - result.from, request.maxSpans);
        std::optional<SpanTrack> blocks =
            SampleSpanBlocks::build(walk, stacks, {r.first, r.last, r.end}, result.resolution, perRow.size(), request.cancelled);
        result.cancelled = !blocks;
        if (blocks)
            result.spans = std::move(*blocks);
    }
    return result;
}

std::uint32_t SampleSpans::budgetFor(const SampleTrack &samples)
{
    return std::max<std::uint32_t>(2'000'000, samples.size() / 4);
}

} // namespace hg
