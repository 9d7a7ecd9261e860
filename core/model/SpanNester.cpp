#include "SpanNester.h"

#include <algorithm>
#include <numeric>

namespace hg {

void SpanNester::reserve(std::size_t n)
{
    m_start.reserve(n);
    m_duration.reserve(n);
    m_frame.reserve(n);
}

void SpanNester::add(TimePs start, TimePs duration, FrameId frame)
{
    m_start.push_back(start);
    m_duration.push_back(std::max<TimePs>(duration, 0));
    m_frame.push_back(frame);
}

SpanNester::Result SpanNester::nest()
{
    const auto n = std::uint32_t(m_start.size());
    Result result;

    // Time order; at equal starts the longer span is the outer one.
    const auto before = [this](std::uint32_t a, std::uint32_t b) {
        if (m_start[a] != m_start[b])
            return m_start[a] < m_start[b];
        return m_duration[a] > m_duration[b];
    };
    std::vector<std::uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0u);
    // Most producers write spans in this order already; sorting is skipped then.
    if (!std::is_sorted(order.begin(), order.end(), before))
        std::stable_sort(order.begin(), order.end(), before);

    std::vector<std::uint32_t> depth(n);
    std::vector<std::uint32_t> parent(n, kNoId); // in insertion indices for now
    struct Open { std::uint32_t index; TimePs nestEnd; };
    std::vector<Open> open;
    std::uint32_t maxDepth = 0;
    for (const std::uint32_t i : order) {
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
        depth[i] = std::uint32_t(open.size());
        maxDepth = std::max(maxDepth, depth[i]);
        open.push_back({i, nestEnd});
    }

    // Rows: a stable counting sort of the time order by depth.
    SpanTrack::Columns c;
    const std::uint32_t rows = n ? maxDepth + 1 : 0;
    c.rowBegin.assign(rows + 1, 0);
    for (std::uint32_t i = 0; i < n; ++i)
        ++c.rowBegin[depth[i] + 1];
    for (std::uint32_t d = 0; d < rows; ++d)
        c.rowBegin[d + 1] += c.rowBegin[d];
    std::vector<std::uint32_t> next(c.rowBegin.begin(), c.rowBegin.end() - (rows ? 1 : 0));
    result.newIndex.assign(n, 0);
    for (const std::uint32_t i : order)
        result.newIndex[i] = next[depth[i]]++;

    c.start.resize(n);
    c.duration.resize(n);
    c.frame.resize(n);
    c.parent.resize(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        const std::uint32_t to = result.newIndex[i];
        c.start[to] = m_start[i];
        c.duration[to] = m_duration[i];
        c.frame[to] = m_frame[i];
        c.parent[to] = parent[i] == kNoId ? kNoId : result.newIndex[parent[i]];
    }
    // swap() frees the memory; `= {}` would only clear and keep it.
    std::vector<TimePs>().swap(m_start);
    std::vector<TimePs>().swap(m_duration);
    std::vector<FrameId>().swap(m_frame);
    result.track = SpanTrack::fromColumns(std::move(c));
    return result;
}

} // namespace hg
