#include "SampleSpanBlocks.h"

#include "PathBlockWalk.h"
#include "SampleParts.h"
#include "SampleSpanPieces.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <limits>

namespace hg {

namespace {

using Part = SampleSpanPart;
using Piece = RowsOfPieces::Piece;

// `before`: the stack the part before left open (kNoId for the first part:
// its spans begin with its first sample, as a window's do).
std::optional<Part> walkPart(SampleStackWalk walk, const StackTable &stacks, const SampleTrack &samples, StackId before,
                             std::uint32_t first, std::uint32_t last, TimePs resolution, const SampleStackWalk::CancelCheck &cancelled)
{
    if (walk.paths().hasPaths())
        return PathBlockWalk(walk.paths(), stacks, samples, resolution).walk(before, first, last, cancelled);
    Part part(resolution);
    const bool walked = walk.runContinuing(
        before, kContinuedSpan, first, last, [](std::size_t, StackId, TimePs) {},
        [&](std::size_t depth, StackId stack, TimePs start, TimePs end) {
            if (start != kContinuedSpan) {
                // A short span's frame is not looked up: it goes into a block.
                part.pieces.add(depth, start, end, end - start < resolution ? FrameId(kNoId) : stacks.frame(stack));
                return;
            }
            if (part.continuedEnds.size() <= depth)
                part.continuedEnds.resize(depth + 1, kNoEnd);
            part.continuedEnds[depth] = end;
        },
        cancelled);
    if (!walked)
        return std::nullopt;
    part.open = walk.openSpans();
    return part;
}

// The parts' pieces in order: a span open across parts becomes one, its
// start from the part it began in and its end from the one it ended in.
RowsOfPieces joined(std::vector<std::optional<Part>> &parts, const StackTable &stacks, TimePs end, TimePs resolution)
{
    RowsOfPieces rows(resolution);
    std::vector<SampleStackWalk::OpenSpan> carried; // root first, with their starts
    for (std::optional<Part> &part : parts) {
        for (std::size_t d = 0; d < part->continuedEnds.size(); ++d)
            if (part->continuedEnds[d] != kNoEnd)
                rows.add(d, carried[d].start, part->continuedEnds[d], stacks.frame(carried[d].stack));
        rows.append(std::move(part->pieces));
        for (std::size_t d = 0; d < part->open.size(); ++d)
            if (part->open[d].start == kContinuedSpan)
                part->open[d].start = carried[d].start;
        carried = std::move(part->open);
        part.reset();
    }
    for (std::size_t d = carried.size(); d-- > 0;)
        rows.add(d, carried[d].start, end, stacks.frame(carried[d].stack));
    return rows;
}

} // namespace

std::optional<SpanTrack> SampleSpanBlocks::build(const SampleStackWalk &walk, const StackTable &stacks, const SampleTrack &track,
                                                 const Samples &samples,
                                                 TimePs resolution, std::size_t rowCount,
                                                 const SampleStackWalk::CancelCheck &cancelled)
{
    const SampleParts cut(samples.first, samples.last, samples.perPart);
    std::vector<std::optional<Part>> parts(cut.count());
    parallelFor(cut.count(), [&](std::size_t k) {
        parts[k] = walkPart(walk, stacks, track, cut.before(track, k), cut.first(k), cut.first(k + 1), resolution, cancelled);
    });
    if (std::any_of(parts.begin(), parts.end(), [](const std::optional<Part> &p) { return !p; }))
        return std::nullopt;
    RowsOfPieces pieces = joined(parts, stacks, samples.end, resolution);
    std::vector<std::vector<Piece>> &rows = pieces.rows();
    if (rows.size() < rowCount)
        rows.resize(rowCount);
    // Rows top down, each piece's parent the piece one row up that holds its
    // start; a block reaching past its parent goes on under the next one
    // (what lies between has no samples this deep).
    SpanTrack::Columns c;
    c.rowBegin.assign(1, 0);
    for (std::size_t d = 0; d < rows.size(); ++d) {
        const std::uint32_t above = d ? c.rowBegin[d - 1] : 0;
        const std::uint32_t aboveEnd = d ? c.rowBegin[d] : 0;
        std::uint32_t parent = above;
        const auto add = [&](TimePs start, TimePs end, FrameId frame, std::uint32_t p) {
            c.start.push_back(start);
            c.duration.push_back(end - start);
            c.frame.push_back(frame);
            c.parent.push_back(p);
        };
        for (const Piece &piece : rows[d]) {
            if (d == 0) {
                add(piece.start, piece.end, piece.frame, kNoId);
                continue;
            }
            TimePs start = piece.start;
            while (start < piece.end) {
                while (parent + 1 < aboveEnd && c.start[parent] + c.duration[parent] <= start)
                    ++parent;
                start = std::max(start, c.start[parent]);
                const TimePs parentEnd = c.start[parent] + c.duration[parent];
                const TimePs end = piece.frame == kNoId ? std::min(piece.end, parentEnd) : piece.end;
                if (start >= end)
                    break; // past the last parent: nothing this deep there
                add(start, end, piece.frame, parent);
                start = end;
            }
        }
        c.rowBegin.push_back(std::uint32_t(c.start.size()));
        rows[d] = {}; // freed as it goes
    }
    return SpanTrack::fromColumns(std::move(c));
}

} // namespace hg
