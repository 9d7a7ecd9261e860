#pragma once
#include "SampleSpanPieces.h"

#include <optional>

namespace hg {

// A part of a track's samples folded into pieces at a resolution, walked
// along the stacks' paths (StackPaths) with no work per span shorter than
// the resolution: the open spans' starts are kept as runs of rows opened by
// the same sample, so closing the rows a sample leaves costs only the runs
// they lie in, and a row's blocks follow from where the samples' depth
// crosses it and from its long spans. Gives what walking each span's open
// and close gives (SampleSpanBlocks), a few times faster on a track of
// millions of samples whose spans are mostly shorter than the resolution.
class PathBlockWalk
{
public:
    PathBlockWalk(const StackPaths &paths, const StackTable &stacks, const SampleTrack &samples, TimePs resolution);

    // As SampleStackWalk::runContinuing, the samples [first, last) after the
    // frames of `before` left open. Null when `cancelled` said so. Once per
    // object: the part is handed over.
    std::optional<SampleSpanPart> walk(StackId before, std::uint32_t first, std::uint32_t last,
                                       const SampleStackWalk::CancelCheck &cancelled);

private:
    struct Run
    {
        std::uint32_t row; // the first row opened at `start`; the run reaches the next one's
        TimePs start;
    };

    // The rows of `openPath` from `kept` down end at t; the new sample is `newDepth` deep.
    void closeRows(std::size_t kept, std::span<const StackId> openPath, std::size_t newDepth, TimePs t);
    void closeLong(std::size_t row, TimePs start, TimePs end, StackId stack, std::size_t newDepth);
    // Rows [from, to) begin or stop holding a span at t.
    void cover(std::size_t from, std::size_t to, TimePs t);
    void uncover(std::size_t from, std::size_t to, TimePs t);
    // Ends the row's block at `end` (nothing when it holds none before it).
    void endBlock(std::size_t row, TimePs end);
    // When the row's last span before the one opened at `start` ended.
    TimePs lastEndBefore(std::size_t row, TimePs start) const;
    void growRows(std::size_t rows);

    const StackPaths &m_paths;
    const StackTable &m_stacks;
    const SampleTrack &m_samples;
    TimePs m_resolution;
    SampleSpanPart m_part;
    std::vector<Run> m_runs;
    // By row: where its block of short spans began (kPending: at its next
    // span), and when it last became covered (a sample this deep) and uncovered.
    std::vector<TimePs> m_blockStart;
    std::vector<TimePs> m_covered;
    std::vector<TimePs> m_uncovered;
};

} // namespace hg
