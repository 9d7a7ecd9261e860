#pragma once
#include "SampleStackWalk.h"

#include <limits>
#include <vector>

namespace hg {

// What a walk of some samples folds into blocks hands on: each row's pieces
// in time order, spans of at least the resolution as they are and shorter
// ones merged into the block before them while less than the resolution
// apart (a longer span in between ends the block).
class RowsOfPieces
{
public:
    struct Piece
    {
        TimePs start;
        TimePs end;
        FrameId frame; // kNoId: a block
    };

    explicit RowsOfPieces(TimePs resolution)
        : m_resolution(resolution)
    {
    }

    // A span of no time (two samples at one time) adds nothing: it neither
    // starts a block nor carries one on.
    void add(std::size_t depth, TimePs start, TimePs end, FrameId frame)
    {
        if (start == end)
            return;
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

// The start of a span open before a part began, until it ends in a later one.
constexpr TimePs kContinuedSpan = std::numeric_limits<TimePs>::min();
constexpr TimePs kNoEnd = std::numeric_limits<TimePs>::min();

// One part of the samples walked on its own: the spans that begin and end
// within it as pieces; of those open when it began (their starts not known
// here), where each ended; and what it leaves open.
struct SampleSpanPart
{
    explicit SampleSpanPart(TimePs resolution)
        : pieces(resolution)
    {
    }
    RowsOfPieces pieces;
    std::vector<TimePs> continuedEnds; // by depth; kNoEnd while open
    std::vector<SampleStackWalk::OpenSpan> open;
};

} // namespace hg
