#include "KeptSpanPlacement.h"


#include "util/HugePages.h"
#include "util/ParallelFor.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <numeric>
#include <limits>

namespace hg {

namespace {

// Where the spans of each source path go: their frame, their path in the
// new table and their row (the kept callers above them); side by side, as
// each span looks them up.
struct KeptPaths
{
    struct Place
    {
        std::uint32_t row = kNoId; // kNoId: the span goes
        FrameId frame = kNoId;
        StackId path = kNoId; // its new path, or its nearest kept caller's
        std::uint32_t callerUp = kNoId; // how many calls up its nearest kept caller is (kNoId: none)
    };
    StackTable table;
    std::vector<Place> of; // by source path
    std::uint32_t rows = 0;
    std::uint32_t deepestCallerUp = 0; // the most calls any kept span's caller lies up

    KeptPaths(const StackTable &source, const std::vector<FrameId> &frameOfPath) : of(source.size())
    {
        std::vector<std::uint32_t> rowOf; // new path -> row
        for (StackId p{0}; p < source.size(); ++p) { // parents first
            const StackId parent = source.parent(p);
            const StackId above = parent == kNoId ? StackId(kNoId) : of[parent].path;
            const std::uint32_t callerUp = parent == kNoId ? kNoId
                : of[parent].row != kNoId     ? 1
                : of[parent].callerUp == kNoId ? kNoId
                                               : of[parent].callerUp + 1;
            if (frameOfPath[p] == kNoId) {
                of[p].path = above;
                of[p].callerUp = callerUp;
                continue;
            }
            const StackId kept = table.intern(above, frameOfPath[p]);
            if (kept == rowOf.size()) {
                rowOf.push_back(above == kNoId ? 0 : rowOf[above] + 1);
                rows = std::max(rows, rowOf.back() + 1);
            }
            of[p] = {rowOf[kept], frameOfPath[p], kept, callerUp};
            if (callerUp != kNoId)
                deepestCallerUp = std::max(deepestCallerUp, callerUp);
        }
    }
};

} // namespace

std::optional<KeptSpanPlacement> KeptSpanPlacement::place(const SpanTrack &spans, const std::vector<FrameId> &frameOfPath)
{
    // Stated parents may lie outside their callers' time, which lanes then
    // show apart (LaneLayout): the builder lays those out.
    if (!spans.laneGroups().empty() || spans.statesParents())
        return std::nullopt;
    const std::shared_ptr<const SpanPaths> held = spans.callPaths();
    const SpanPaths &source = *held;
    KeptPaths kept(source.paths, frameOfPath);
    const std::uint32_t n = spans.size(), sourceRows = spans.rowCount();
    const auto newRowOf = [&](std::uint32_t i) { return kept.of[source.pathOf[i]].row; };

    // How many kept spans each source row sends to each new row.
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> sent(sourceRows); // (new row, count)
    parallelFor(sourceRows, [&](std::size_t s) {
        std::vector<std::uint32_t> count(kept.rows, 0);
        const SpanTrack::IndexRange r = spans.row(std::uint32_t(s));
        for (std::uint32_t i = r.first; i < r.last; ++i)
            if (const std::uint32_t row = newRowOf(i); row != kNoId)
                ++count[row];
        for (std::uint32_t row = 0; row < kept.rows; ++row)
            if (count[row])
                sent[s].push_back({row, count[row]});
    });
    SpanTrack::Columns c;
    c.statesParents = spans.statesParents();
    c.rowBegin.assign(kept.rows + 1, 0);
    for (std::uint32_t s = 0; s < sourceRows; ++s)
        for (const auto &[row, count] : sent[s])
            c.rowBegin[row + 1] += count;
    for (std::uint32_t r = 0; r < kept.rows; ++r)
        c.rowBegin[r + 1] += c.rowBegin[r];
    const std::uint32_t keptCount = c.rowBegin.back();

    // The kept spans by new row, each source row's run of them in order of
    // start (a source row is in that order), runs by source row.
    std::vector<std::vector<std::uint32_t>> runEnds(kept.rows); // per new row: where each run ends
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> runStarts(sourceRows); // per source row: (new row, first place)
    {
        std::vector<std::uint32_t> filled(c.rowBegin.begin(), c.rowBegin.end() - 1);
        for (std::uint32_t s = 0; s < sourceRows; ++s)
            for (const auto &[row, count] : sent[s]) {
                runStarts[s].push_back({row, filled[row]});
                filled[row] += count;
                runEnds[row].push_back(filled[row]);
            }
    }
    std::vector<std::uint32_t> runs;
    resizeOnHugePages(runs, keptCount);
    parallelFor(sourceRows, [&](std::size_t s) {
        std::vector<std::uint32_t> next(kept.rows, 0);
        for (const auto &[row, first] : runStarts[s])
            next[row] = first;
        const SpanTrack::IndexRange r = spans.row(std::uint32_t(s));
        for (std::uint32_t i = r.first; i < r.last; ++i)
            if (const std::uint32_t row = newRowOf(i); row != kNoId)
                runs[next[row]++] = i;
    });

    // The new columns, first touched on every core.
    SpanPaths paths;
    KeptSpanPlacement result;
    parallelFor(6, [&](std::size_t column) {
        switch (column) {
        case 0: resizeOnHugePages(c.start, keptCount); break;
        case 1: resizeOnHugePages(c.duration, keptCount); break;
        case 2: resizeOnHugePages(c.frame, keptCount); break;
        case 3: resizeOnHugePages(c.parent, keptCount); break;
        case 4: resizeOnHugePages(paths.pathOf, keptCount); break;
        default:
            resizeOnHugePages(result.newIndex, n);
            std::fill(result.newIndex.begin(), result.newIndex.end(), std::uint32_t(kNoId));
        }
    });
    // A new row is its runs merged by start, filled on every core; each
    // span's parent is left as its own source index for now.
    std::vector<std::uint32_t> rowOrder(kept.rows);
    std::iota(rowOrder.begin(), rowOrder.end(), 0u);
    std::sort(rowOrder.begin(), rowOrder.end(), [&c](std::uint32_t a, std::uint32_t b) {
        return c.rowBegin[a + 1] - c.rowBegin[a] > c.rowBegin[b + 1] - c.rowBegin[b];
    });
    std::atomic<bool> overlaps{false};
    parallelFor(kept.rows, [&](std::size_t job) {
        const std::uint32_t row = rowOrder[job];
        struct Run
        {
            std::uint32_t at, last;
            TimePs head; // the start of runs[at]; the largest time once done
        };
        std::vector<Run> open;
        const auto headOf = [&](const Run &run) {
            return run.at < run.last ? spans.start(runs[run.at]) : std::numeric_limits<TimePs>::max();
        };
        for (std::uint32_t from = c.rowBegin[row]; const std::uint32_t end : runEnds[row]) {
            open.push_back({from, end, 0});
            open.back().head = headOf(open.back());
            from = end;
        }
        // Mostly one run, a few where transforms moved spans up: looked
        // through; many (deep recursion collapsed) from a heap, earliest
        // head first, the earlier source row at equal heads.
        const bool many = open.size() > 8;
        const auto later = [&open](std::uint32_t a, std::uint32_t b) {
            return open[a].head != open[b].head ? open[a].head > open[b].head : a > b;
        };
        std::vector<std::uint32_t> heap;
        if (many) {
            for (std::uint32_t r = 0; r < open.size(); ++r)
                heap.push_back(r);
            std::make_heap(heap.begin(), heap.end(), later);
        }
        TimePs rowEnd = std::numeric_limits<TimePs>::min();
        for (std::uint32_t at = c.rowBegin[row]; at < c.rowBegin[row + 1]; ++at) {
            Run *first = &open.front();
            if (many) {
                std::pop_heap(heap.begin(), heap.end(), later);
                first = &open[heap.back()];
            } else {
                for (Run &run : open)
                    if (run.head < first->head)
                        first = &run;
            }
            const std::uint32_t i = runs[first->at++];
            first->head = headOf(*first);
            if (many)
                std::push_heap(heap.begin(), heap.end(), later);
            // One that starts before the last one ended would overlap it:
            // the builder nests such rows.
            if (spans.start(i) < rowEnd) {
                overlaps = true;
                return;
            }
            rowEnd = spans.end(i);
            const KeptPaths::Place &place = kept.of[source.pathOf[i]];
            c.start[at] = spans.start(i);
            c.duration[at] = spans.duration(i);
            c.frame[at] = place.frame;
            c.parent[at] = i;
            paths.pathOf[at] = place.path;
            result.newIndex[i] = at;
        }
    });
    if (overlaps)
        return std::nullopt;

    // Each kept span's nearest kept caller is a known number of calls up its
    // path; where that is many (deep recursion collapsed), they are noted
    // once, callers first, instead of walked for every span.
    std::vector<std::uint32_t> keptAbove;
    if (kept.deepestCallerUp > 8) {
        keptAbove.assign(n, kNoId);
        for (std::uint32_t i = 0; i < n; ++i)
            if (const std::uint32_t parent = spans.parent(i); parent != kNoId)
                keptAbove[i] = result.newIndex[parent] != kNoId ? parent : keptAbove[parent];
    }

    // Parents, the nearest kept callers, at their new indices; and the sums
    // per path: a span's self is its duration less what its children take.
    // A few big chunks, each summing into a table of every path: no more
    // than the spans make worth it.
    const std::uint32_t paths4 = std::max<std::uint32_t>(1, std::uint32_t(kept.table.size()) * 4);
    const std::uint32_t chunks = std::max(1u, std::min({2u * std::uint32_t(QThread::idealThreadCount()), keptCount >> 16, keptCount / paths4}));
    const std::uint32_t chunkSize = (keptCount + chunks - 1) / chunks;
    std::vector<std::vector<SpanPaths::Sum>> chunkSums(chunks);
    parallelFor(chunks, [&](std::size_t chunk) {
        std::vector<SpanPaths::Sum> &sums = chunkSums[chunk];
        sums.resize(kept.table.size());
        const std::uint32_t end = std::min<std::uint32_t>(keptCount, std::uint32_t((chunk + 1) * chunkSize));
        for (std::uint32_t at = std::uint32_t(chunk * chunkSize); at < end; ++at) {
            SpanPaths::Sum &sum = sums[paths.pathOf[at]];
            sum.total += c.duration[at];
            sum.self += c.duration[at];
            ++sum.count;
            std::uint32_t caller = c.parent[at];
            const std::uint32_t up = kept.of[source.pathOf[caller]].callerUp;
            if (up == kNoId) {
                c.parent[at] = kNoId;
                continue;
            }
            if (!keptAbove.empty())
                caller = keptAbove[caller];
            else
                for (std::uint32_t level = 0; level < up; ++level)
                    caller = spans.parent(caller);
            const std::uint32_t parent = c.parent[at] = result.newIndex[caller];
            const TimePs from = std::max(c.start[at], c.start[parent]);
            const TimePs to = std::min(c.start[at] + c.duration[at], c.start[parent] + c.duration[parent]);
            sums[paths.pathOf[parent]].self -= std::max<TimePs>(0, to - from);
        }
    });
    paths.sums = std::move(chunkSums[0]);
    for (std::size_t chunk = 1; chunk < chunks; ++chunk)
        for (std::size_t p = 0; p < paths.sums.size(); ++p) {
            paths.sums[p].total += chunkSums[chunk][p].total;
            paths.sums[p].self += chunkSums[chunk][p].self;
            paths.sums[p].count += chunkSums[chunk][p].count;
        }
    kept.table.freeze();
    paths.paths = std::move(kept.table);
    result.track = SpanTrack::fromColumns(std::move(c));
    result.track.setCallPaths(std::move(paths));
    return result;
}

} // namespace hg
