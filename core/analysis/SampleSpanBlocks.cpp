#include "SampleSpanBlocks.h"

#include "util/ParallelFor.h"

#include <algorithm>
#include <limits>

namespace hg {

namespace {

struct Piece
{
    TimePs start;
    TimePs end;
    FrameId frame; // kNoId: a block
};

// Each row's pieces in time order: spans of at least the resolution as they
// are, shorter ones merged into the block before them while less than the
// resolution apart (a longer span in between ends the block).
class RowsOfPieces
{
public:
    explicit RowsOfPieces(TimePs resolution)
        : m_resolution(resolution)
    {
    }

    void add(std::size_t depth, TimePs start, TimePs end, FrameId frame)
    {
        if (m_rows.size() <= depth)
            m_rows.resize(depth + 1);
        addTo(m_rows[depth], {start, end, end - start < m_resolution ? FrameId(kNoId) : frame});
    }

    // A later part's pieces after these (its first block may join the last one here).
    void append(RowsOfPieces &&later)
    {
        if (m_rows.size() < later.m_rows.size())
            m_rows.resize(later.m_rows.size());
        for (std::size_t d = 0; d < later.m_rows.size(); ++d) {
            for (const Piece &piece : later.m_rows[d])
                addTo(m_rows[d], piece);
            later.m_rows[d] = {};
        }
    }

    std::vector<std::vector<Piece>> &rows() { return m_rows; }

private:
    void addTo(std::vector<Piece> &row, const Piece &piece)
    {
        if (piece.frame == kNoId && !row.empty() && row.back().frame == kNoId && piece.start - row.back().end < m_resolution)
            row.back().end = std::max(row.back().end, piece.end);
        else
            row.push_back(piece);
    }

    TimePs m_resolution;
    std::vector<std::vector<Piece>> m_rows;
};

// Where a span open before a part began is, until it ends in a later one.
constexpr TimePs kContinued = std::numeric_limits<TimePs>::min();
constexpr TimePs kNoEnd = std::numeric_limits<TimePs>::min();

// One part of the samples walked on its own: the spans that begin and end
// within it as pieces; of those open when it began (their starts not known
// here), where each ended; and what it leaves open.
struct Part
{
    explicit Part(TimePs resolution)
        : pieces(resolution)
    {
    }
    RowsOfPieces pieces;
    std::vector<TimePs> continuedEnds; // by depth; kNoEnd while open
    std::vector<SampleStackWalk::OpenSpan> open;
};

std::optional<Part> walkPart(SampleStackWalk walk, const StackTable &stacks, const SampleTrack &samples, std::uint32_t first,
                             std::uint32_t last, TimePs resolution, const SampleStackWalk::CancelCheck &cancelled)
{
    Part part(resolution);
    const StackId before = first > 0 ? samples.stack(first - 1) : StackId(kNoId);
    const bool walked = walk.runContinuing(
        before, kContinued, first, last, [](std::size_t, StackId, TimePs) {},
        [&](std::size_t depth, StackId stack, TimePs start, TimePs end) {
            if (start != kContinued) {
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
            if (part->open[d].start == kContinued)
                part->open[d].start = carried[d].start;
        carried = std::move(part->open);
        part.reset();
    }
    for (std::size_t d = carried.size(); d-- > 0;)
        rows.add(d, carried[d].start, end, stacks.frame(carried[d].stack));
    return rows;
}

// Parts of `perPart` samples or more, at most 16: every core busy on one track.
std::size_t partsFor(std::uint32_t samples, std::uint32_t perPart)
{
    return std::clamp<std::size_t>(samples / std::max<std::uint32_t>(1, perPart), 1, 16);
}

} // namespace

std::optional<SpanTrack> SampleSpanBlocks::build(const SampleStackWalk &walk, const StackTable &stacks, const SampleTrack &track,
                                                 const Samples &samples,
                                                 TimePs resolution, std::size_t rowCount,
                                                 const SampleStackWalk::CancelCheck &cancelled)
{
    const std::size_t count = partsFor(samples.last - samples.first, samples.perPart);
    std::vector<std::optional<Part>> parts(count);
    parallelFor(count, [&](std::size_t k) {
        const std::uint32_t first = samples.first + std::uint32_t(std::uint64_t(samples.last - samples.first) * k / count);
        const std::uint32_t last = samples.first + std::uint32_t(std::uint64_t(samples.last - samples.first) * (k + 1) / count);
        parts[k] = walkPart(walk, stacks, track, first, last, resolution, cancelled);
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
