#include "ChromeTraceChains.h"

#include "model/LaneAllocator.h"

#include <algorithm>
#include <functional>

namespace hg {

ChromeTraceChains::ChromeTraceChains(const SpanTrack &spans, Busy busy) : m_spans(spans)
{
    const std::uint32_t n = spans.size();
    const auto slotOf = [&](std::uint32_t i) { return spans.parent(i) == kNoId ? n : spans.parent(i); };
    m_childBegin.assign(n + 2, 0);
    for (std::uint32_t i = 0; i < n; ++i)
        ++m_childBegin[slotOf(i) + 1];
    for (std::uint32_t s = 0; s <= n; ++s)
        m_childBegin[s + 1] += m_childBegin[s];
    m_children.resize(n);
    {
        std::vector<std::uint32_t> fill(m_childBegin.begin(), m_childBegin.end() - 1);
        for (std::uint32_t i = 0; i < n; ++i)
            m_children[fill[slotOf(i)]++] = i;
    }
    for (std::uint32_t s = 0; s <= n; ++s)
        std::stable_sort(m_children.begin() + m_childBegin[s], m_children.begin() + m_childBegin[s + 1],
                         [&](std::uint32_t a, std::uint32_t b) {
                             if (spans.start(a) != spans.start(b))
                                 return spans.start(a) < spans.start(b);
                             return spans.duration(a) > spans.duration(b);
                         });

    // How long each span keeps its chain busy (parents come before their
    // children in a SpanTrack).
    std::vector<TimePs> extent(n);
    for (std::uint32_t i = 0; i < n; ++i)
        extent[i] = spans.end(i);
    if (busy == Busy::SubtreeEnd)
        for (std::uint32_t i = n; i-- > 0;)
            if (spans.parent(i) != kNoId)
                extent[spans.parent(i)] = std::max(extent[spans.parent(i)], extent[i]);

    m_chain.assign(n, kNoId);
    const auto assign = [&](std::uint32_t slot, std::uint32_t inherited) {
        TimePs busyUntil = INT64_MIN;
        for (const std::uint32_t c : children(slot == n ? kNoId : slot)) {
            if (inherited == kNoId) {
                inherited = c; // the first root starts the first chain
            } else if (spans.start(c) < busyUntil) {
                m_chain[c] = c;
                continue;
            }
            m_chain[c] = inherited;
            busyUntil = std::max(busyUntil, extent[c]);
        }
    };
    assign(n, kNoId);
    for (std::uint32_t i = 0; i < n; ++i)
        assign(i, m_chain[i]);
    layLanes();
}

std::span<const std::uint32_t> ChromeTraceChains::children(std::uint32_t span) const
{
    const std::uint32_t slot = span == kNoId ? m_spans.size() : span;
    return {m_children.data() + m_childBegin[slot], m_childBegin[slot + 1] - m_childBegin[slot]};
}

void ChromeTraceChains::layLanes()
{
    const std::uint32_t n = m_spans.size();
    m_chainEnd.assign(n, INT64_MIN);
    std::vector<std::uint32_t> heads;
    for (std::uint32_t i = 0; i < n; ++i) {
        if (m_chain[i] == kNoId)
            m_chain[i] = i; // (a parent after its child: no SpanTrack has one)
        m_chainEnd[m_chain[i]] = std::max(m_chainEnd[m_chain[i]], m_spans.end(i));
        if (m_chain[i] == i)
            heads.push_back(i);
    }
    std::stable_sort(heads.begin(), heads.end(), [this](std::uint32_t a, std::uint32_t b) { return m_spans.start(a) < m_spans.start(b); });
    // Lowest free lane first: lanes busy until their chain's end.
    m_lane.assign(n, 0);
    LaneAllocator lanes;
    for (const std::uint32_t h : heads)
        m_lane[h] = lanes.take(m_spans.start(h), m_chainEnd[h]);
    m_laneCount = lanes.count();
}

std::optional<TimePs> ChromeTraceChains::ownMoment(std::uint32_t span, TimePs notBefore) const
{
    TimePs t = std::max(m_spans.start(span), notBefore);
    const TimePs end = m_spans.end(span);
    for (const std::uint32_t c : children(span)) {
        if (t >= end || m_spans.start(c) > t)
            break;
        if (m_chain[c] == m_chain[span] && m_spans.end(c) > t)
            t = m_spans.end(c);
    }
    if (t < end)
        return t;
    return std::nullopt;
}

} // namespace hg
