#include "SampleSpanCount.h"

#include "util/ParallelFor.h"

#include <algorithm>
#include <atomic>

namespace hg {

namespace {

struct PartCount
{
    std::vector<std::uint32_t> perRow;
    std::uint64_t total = 0;
    bool stopped = false;
    std::uint32_t deepest = 0;
};

std::uint32_t deepestIn(const std::vector<std::uint32_t> &depthOf, const SampleTrack &track, std::uint32_t first, std::uint32_t last)
{
    std::uint32_t rows = 0;
    for (std::uint32_t i = first; i < last; ++i)
        if (const StackId s = track.stack(i); s != kNoId && s < depthOf.size())
            rows = std::max(rows, depthOf[s]);
    return rows;
}

} // namespace

SampleSpanCount SampleSpanCount::of(const SampleStackWalk &walk, const SampleTrack &track, const SampleParts &cut,
                                    std::uint64_t maxSpans, const SampleStackWalk::CancelCheck &cancelled)
{
    std::vector<PartCount> parts(cut.count());
    // The parts' counts so far, shared as they go (every 1024 samples), so
    // that all stop soon once the sum is over the budget.
    std::atomic<std::uint64_t> sum{0};
    std::atomic<bool> wasCancelled{false};
    parallelFor(cut.count(), [&](std::size_t k) {
        const std::uint32_t first = cut.first(k), last = cut.first(k + 1);
        const StackId before = cut.before(track, k);
        PartCount &part = parts[k];
        std::uint64_t shared = 0; // what this part added to `sum`
        SampleStackWalk partWalk(walk);
        const bool walked = partWalk.runContinuing(
            before, 0, first, last,
            [&](std::size_t depth, StackId, TimePs) {
                if (part.perRow.size() <= depth)
                    part.perRow.resize(depth + 1, 0);
                ++part.perRow[depth];
                ++part.total;
            },
            [](std::size_t, StackId, TimePs, TimePs) {},
            [&] {
                if (cancelled && cancelled()) {
                    wasCancelled = true;
                    return true;
                }
                sum += part.total - shared;
                shared = part.total;
                return wasCancelled.load() || sum.load() > maxSpans;
            });
        part.stopped = !walked;
        if (!wasCancelled.load())
            part.deepest = deepestIn(walk.depths(), track, first, last);
    });

    SampleSpanCount result;
    result.cancelled = wasCancelled.load() || (cancelled && cancelled());
    if (result.cancelled)
        return result;
    bool stopped = false;
    for (const PartCount &part : parts) {
        stopped = stopped || part.stopped;
        result.total += part.total;
        result.deepest = std::max(result.deepest, part.deepest);
        if (result.perRow.size() < part.perRow.size())
            result.perRow.resize(part.perRow.size(), 0);
        for (std::size_t d = 0; d < part.perRow.size(); ++d)
            result.perRow[d] += part.perRow[d];
    }
    result.complete = !stopped && result.total <= maxSpans;
    return result;
}

} // namespace hg
