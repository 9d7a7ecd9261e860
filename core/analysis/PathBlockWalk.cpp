#include "PathBlockWalk.h"

#include <algorithm>

namespace hg {

namespace {

// A row's block begins at its next span (one of its own is not known yet).
constexpr TimePs kPending = std::numeric_limits<TimePs>::min();
// A row not covered or uncovered within this part so far.
constexpr TimePs kNever = std::numeric_limits<TimePs>::min();
constexpr std::uint32_t kPrefetchAhead = 16;

} // namespace

PathBlockWalk::PathBlockWalk(const StackPaths &paths, const StackTable &stacks, const SampleTrack &samples, TimePs resolution)
    : m_paths(paths)
    , m_stacks(stacks)
    , m_samples(samples)
    , m_resolution(resolution)
    , m_part(resolution)
{
}

void PathBlockWalk::growRows(std::size_t rows)
{
    if (m_blockStart.size() >= rows)
        return;
    m_blockStart.resize(rows, kPending);
    m_covered.resize(rows, kNever);
    m_uncovered.resize(rows, kNever);
}

std::optional<SampleSpanPart> PathBlockWalk::walk(StackId before, std::uint32_t first, std::uint32_t last,
                                                  const SampleStackWalk::CancelCheck &cancelled)
{
    const StackId stackCount = StackId(m_stacks.size());
    std::span<const StackId> open = before < stackCount ? m_paths.path(before) : std::span<const StackId>();
    // The rows open when the part begins hold spans begun before it: their
    // blocks begin after them (pending), and they were covered for all this
    // part knows (kNever: no time of covering to compare with).
    growRows(open.size());
    m_runs.clear();
    if (!open.empty())
        m_runs.push_back({0, kContinuedSpan});

    for (std::uint32_t i = first; i < last; ++i) {
        if ((i & 0xffff) == 0 && cancelled && cancelled())
            return std::nullopt;
        // A path's place is read ahead, then the path itself: both are cache
        // misses on a big table.
        if (i + 2 * kPrefetchAhead < last)
            if (const StackId ahead = m_samples.stack(i + 2 * kPrefetchAhead); ahead < stackCount)
                m_paths.prefetchPlace(ahead);
        if (i + kPrefetchAhead < last)
            if (const StackId ahead = m_samples.stack(i + kPrefetchAhead); ahead < stackCount)
                m_paths.prefetchPath(ahead);
        const TimePs t = m_samples.time(i);
        const StackId s = m_samples.stack(i);
        const std::span<const StackId> path = s < stackCount ? m_paths.path(s) : std::span<const StackId>();
        // Equal paths share ids: below the deepest row where both paths hold
        // the same stack all differ, above it all match.
        std::size_t kept = std::min(open.size(), path.size());
        while (kept > 0 && open[kept - 1] != path[kept - 1])
            --kept;
        if (kept < open.size())
            closeRows(kept, open, path.size(), t);
        if (path.size() < open.size())
            uncover(path.size(), open.size(), t);
        else if (path.size() > open.size())
            cover(open.size(), path.size(), t);
        if (path.size() > kept)
            m_runs.push_back({std::uint32_t(kept), t});
        open = path;
    }

    // Blocks still going end with the last short span the part saw; the
    // spans still open go on in the next part.
    std::vector<TimePs> startOf(open.size());
    for (std::size_t r = 0; r < m_runs.size(); ++r) {
        const std::size_t end = r + 1 < m_runs.size() ? m_runs[r + 1].row : open.size();
        std::fill(startOf.begin() + m_runs[r].row, startOf.begin() + end, m_runs[r].start);
    }
    for (std::size_t d = 0; d < m_blockStart.size(); ++d) {
        if (d < open.size() && startOf[d] == kContinuedSpan)
            continue; // open since before the part: no block began in it
        endBlock(d, d < open.size() ? lastEndBefore(d, startOf[d]) : m_uncovered[d]);
    }
    m_part.open.resize(open.size());
    for (std::size_t d = 0; d < open.size(); ++d)
        m_part.open[d] = {open[d], startOf[d]};
    return std::move(m_part);
}

// Rows [kept, openRows) end at t. Runs start later the deeper they lie: once
// one is shorter than the resolution, so are the rest, and they need nothing.
void PathBlockWalk::closeRows(std::size_t kept, std::span<const StackId> openPath, std::size_t newDepth, TimePs t)
{
    const std::size_t openRows = openPath.size();
    std::size_t r = m_runs.size();
    while (r > 0 && m_runs[r - 1].row > kept)
        --r;
    const std::size_t containing = r - 1; // the runs cover every open row
    for (std::size_t x = containing; x < m_runs.size(); ++x) {
        const TimePs start = m_runs[x].start;
        const std::size_t from = std::max<std::size_t>(m_runs[x].row, kept);
        const std::size_t to = x + 1 < m_runs.size() ? m_runs[x + 1].row : openRows;
        if (start == kContinuedSpan) {
            if (m_part.continuedEnds.size() < to)
                m_part.continuedEnds.resize(to, kNoEnd);
            for (std::size_t d = from; d < to; ++d) {
                m_part.continuedEnds[d] = t;
                m_blockStart[d] = d < newDepth ? t : kPending;
            }
            continue;
        }
        if (t - start < m_resolution)
            break;
        for (std::size_t d = from; d < to; ++d)
            closeLong(d, start, t, openPath[d], newDepth);
    }
    m_runs.resize(m_runs[containing].row < kept ? containing + 1 : containing);
}

void PathBlockWalk::closeLong(std::size_t row, TimePs start, TimePs end, StackId stack, std::size_t newDepth)
{
    endBlock(row, lastEndBefore(row, start));
    m_part.pieces.add(row, start, end, m_stacks.frame(stack));
    m_blockStart[row] = row < newDepth ? end : kPending;
}

void PathBlockWalk::cover(std::size_t from, std::size_t to, TimePs t)
{
    growRows(to);
    for (std::size_t row = from; row < to; ++row) {
        if (m_blockStart[row] == kPending) {
            m_blockStart[row] = t;
        } else if (m_uncovered[row] != kNever && t - m_uncovered[row] >= m_resolution) {
            endBlock(row, m_uncovered[row]);
            m_blockStart[row] = t;
        }
        m_covered[row] = t;
    }
}

void PathBlockWalk::uncover(std::size_t from, std::size_t to, TimePs t)
{
    for (std::size_t row = from; row < to; ++row) {
        // What the row held since t lasted no time (samples at one time): as
        // if it had not been there.
        if (m_blockStart[row] == t)
            m_blockStart[row] = kPending;
        if (m_covered[row] != t)
            m_uncovered[row] = t;
    }
}

TimePs PathBlockWalk::lastEndBefore(std::size_t row, TimePs start) const
{
    // A span that began as the row became covered follows a time with no
    // sample this deep; any other follows the row's span before it.
    return m_covered[row] == start ? m_uncovered[row] : start;
}

void PathBlockWalk::endBlock(std::size_t row, TimePs end)
{
    const TimePs start = m_blockStart[row];
    if (start != kPending && end != kNever && start < end)
        m_part.pieces.add(row, start, end, kNoId);
    m_blockStart[row] = kPending;
}

} // namespace hg
