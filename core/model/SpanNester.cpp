#include "SpanNester.h"

#include "LaneLayout.h"
#include "Permutation.h"

#include <algorithm>
#include <numeric>

namespace hg {

void SpanNester::reserve(std::size_t n)
{
    m_start.reserve(n);
    m_duration.reserve(n);
    m_frame.reserve(n);
}

bool SpanNester::addChild(TimePs start, TimePs duration, FrameId frame, std::uint32_t parent)
{
    if (m_parent.capacity() < m_start.capacity())
        m_parent.reserve(m_start.capacity()); // as much room as the reader asked for
    if (m_parent.size() < m_start.size())
        m_parent.resize(m_start.size(), kRoot); // the spans before were roots
    const bool known = parent == kRoot || parent < m_start.size();
    m_start.push_back(start);
    m_duration.push_back(duration > 0 ? duration : 0);
    m_frame.push_back(frame);
    m_parent.push_back(known ? parent : kRoot);
    return known;
}

SpanNester::Result SpanNester::nest()
{
    PermuteScratch scratch;
    return nest(scratch);
}

SpanNester::Result SpanNester::nest(PermuteScratch &scratch)
{
    const auto n = std::uint32_t(m_start.size());
    Result result;

    SpanTrack::Columns c;
    std::vector<std::uint32_t> parent; // in insertion indices for now
    LaneLayout::Result lanes;
    c.statesParents = statesParents();
    if (c.statesParents) {
        // LaneLayout puts each parent's children in time order itself and
        // gives the places by (row, start): no sort of the whole track.
        lanes = LaneLayout::compute(m_start, m_duration, m_parent);
        result.newIndex = std::move(lanes.newIndex);
        c.rowBegin = std::move(lanes.rowBegin);
        std::vector<std::uint32_t>().swap(lanes.row);
        parent = std::move(m_parent);
    } else {
        // Time order; at equal starts the longer span is the outer one. Most
        // producers write spans in this order already: then no order is stored.
        const auto before = [this](std::uint32_t a, std::uint32_t b) {
            if (m_start[a] != m_start[b])
                return m_start[a] < m_start[b];
            return m_duration[a] > m_duration[b];
        };
        bool inOrder = true;
        for (std::uint32_t i = 1; i < n && inOrder; ++i)
            inOrder = !before(i, i - 1);
        std::vector<std::uint32_t> order;
        if (!inOrder) {
            order.resize(n);
            std::iota(order.begin(), order.end(), 0u);
            std::stable_sort(order.begin(), order.end(), before);
        }
        const auto inTimeOrder = [&](std::uint32_t k) { return inOrder ? k : order[k]; };

        std::vector<std::uint32_t> row(n);
        parent.assign(n, kNoId);
        std::uint32_t maxRow = 0;
        struct Open { std::uint32_t index; TimePs nestEnd; };
        std::vector<Open> open;
        for (std::uint32_t k = 0; k < n; ++k) {
            const std::uint32_t i = inTimeOrder(k);
            const TimePs start = m_start[i];
            const TimePs end = start + m_duration[i];
            while (!open.empty() && open.back().nestEnd <= start)
                open.pop_back();
            TimePs nestEnd = end;
            if (!open.empty()) {
                parent[i] = open.back().index;
                if (end > open.back().nestEnd) {
                    ++result.partialOverlaps;
                    nestEnd = open.back().nestEnd;
                }
            }
            row[i] = std::uint32_t(open.size());
            maxRow = std::max(maxRow, row[i]);
            open.push_back({i, nestEnd});
        }

        // Rows: a stable counting sort of the time order by row.
        const std::uint32_t rows = n ? maxRow + 1 : 0;
        c.rowBegin.assign(rows + 1, 0);
        for (std::uint32_t i = 0; i < n; ++i)
            ++c.rowBegin[row[i] + 1];
        for (std::uint32_t d = 0; d < rows; ++d)
            c.rowBegin[d + 1] += c.rowBegin[d];
        std::vector<std::uint32_t> next(c.rowBegin.begin(), c.rowBegin.end() - (rows ? 1 : 0));
        result.newIndex.resize(n);
        for (std::uint32_t k = 0; k < n; ++k) {
            const std::uint32_t i = inTimeOrder(k);
            result.newIndex[i] = next[row[i]]++;
        }
    }

    // The added columns become the track's, reordered where they are (without
    // the spare room of a reader that did not reserve).
    if (m_start.capacity() - n > n / 8) {
        m_start.shrink_to_fit();
        m_duration.shrink_to_fit();
        m_frame.shrink_to_fit();
    }
    for (std::uint32_t &p : parent)
        if (p != kNoId)
            p = result.newIndex[p];
    if (!lanes.childCover.empty())
        permute(result.newIndex, scratch, m_start, m_duration, m_frame, parent, lanes.childCover);
    else
        permute(result.newIndex, scratch, m_start, m_duration, m_frame, parent);
    for (LaneLayout::Group &g : lanes.groups)
        if (g.parent != kNoId)
            g.parent = result.newIndex[g.parent];
    std::sort(lanes.groups.begin(), lanes.groups.end(),
              [](const LaneLayout::Group &a, const LaneLayout::Group &b) { return a.parent < b.parent; });
    c.laneGroups = std::move(lanes.groups);
    c.laneRowOffsets = std::move(lanes.laneRowOffsets);
    c.childCover = std::move(lanes.childCover);
    c.start = std::move(m_start);
    c.duration = std::move(m_duration);
    c.frame = std::move(m_frame);
    c.parent = std::move(parent);
    m_start.clear();
    m_duration.clear();
    m_frame.clear();
    m_parent.clear();
    result.track = SpanTrack::fromColumns(std::move(c));
    return result;
}

} // namespace hg
