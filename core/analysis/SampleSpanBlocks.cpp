#include "SampleSpanBlocks.h"

namespace hg {

namespace {

struct Piece
{
    TimePs start;
    TimePs end;
    FrameId frame; // kNoId: a block
};

using Rows = std::vector<std::vector<Piece>>;

// Each row's pieces closed in time order: the long spans as they are, the
// short ones merged into the block before them while the gap is short.
std::optional<Rows> piecesOf(SampleStackWalk &walk, const StackTable &stacks, const SampleSpanBlocks::Samples &samples,
                             TimePs resolution, const SampleStackWalk::CancelCheck &cancelled)
{
    Rows rows;
    std::vector<std::optional<Piece>> block; // by depth: the block being made
    const bool walked = walk.run(
        samples.first, samples.last, samples.end, [](std::size_t, StackId, TimePs) {},
        [&](std::size_t depth, StackId stack, TimePs start, TimePs end) {
            if (rows.size() <= depth) {
                rows.resize(depth + 1);
                block.resize(depth + 1);
            }
            std::optional<Piece> &open = block[depth];
            if (end - start < resolution && open && start - open->end < resolution) {
                open->end = end;
                return;
            }
            if (open)
                rows[depth].push_back(*open);
            open.reset();
            if (end - start < resolution)
                open = Piece{start, end, FrameId(kNoId)};
            else
                rows[depth].push_back({start, end, stacks.frame(stack)});
        },
        cancelled);
    if (!walked)
        return std::nullopt;
    for (std::size_t d = 0; d < rows.size(); ++d)
        if (block[d])
            rows[d].push_back(*block[d]);
    return rows;
}

} // namespace

std::optional<SpanTrack> SampleSpanBlocks::build(SampleStackWalk &walk, const StackTable &stacks, const Samples &samples,
                                                 TimePs resolution, std::size_t rowCount,
                                                 const SampleStackWalk::CancelCheck &cancelled)
{
    std::optional<Rows> rows = piecesOf(walk, stacks, samples, resolution, cancelled);
    if (!rows)
        return std::nullopt;
    if (rows->size() < rowCount)
        rows->resize(rowCount);
    // Rows top down, each piece's parent the piece one row up that holds its
    // start; a block reaching past its parent goes on under the next one
    // (what lies between has no samples this deep).
    SpanTrack::Columns c;
    c.rowBegin.assign(1, 0);
    for (std::size_t d = 0; d < rows->size(); ++d) {
        const std::uint32_t above = d ? c.rowBegin[d - 1] : 0;
        const std::uint32_t aboveEnd = d ? c.rowBegin[d] : 0;
        std::uint32_t parent = above;
        const auto add = [&](TimePs start, TimePs end, FrameId frame, std::uint32_t p) {
            c.start.push_back(start);
            c.duration.push_back(end - start);
            c.frame.push_back(frame);
            c.parent.push_back(p);
        };
        for (const Piece &piece : (*rows)[d]) {
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
        (*rows)[d] = {}; // freed as it goes
    }
    return SpanTrack::fromColumns(std::move(c));
}

} // namespace hg
