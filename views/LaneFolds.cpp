#include "LaneFolds.h"

#include <algorithm>

namespace hg {

LaneFolds LaneFolds::of(const SpanTrack &spans, const std::set<std::uint32_t> &opened)
{
    LaneFolds result;
    const auto &groups = spans.laneGroups();
    if (std::none_of(groups.begin(), groups.end(), [&](const SpanTrack::LaneGroup &g) { return folds(&g, g.parent, opened); }))
        return result;

    const std::uint32_t n = spans.size();
    result.m_hidden.assign(n, 0);
    std::vector<std::uint32_t> rowOf(n);
    std::vector<std::uint32_t> markerOf; // by group index
    markerOf.assign(groups.size(), kNoId);
    const auto markerFor = [&](const SpanTrack::LaneGroup *g, std::uint32_t firstRowUnder) -> Marker & {
        const auto index = std::size_t(g - groups.data());
        if (markerOf[index] == kNoId) {
            markerOf[index] = std::uint32_t(result.m_markers.size());
            result.m_markers.push_back({g->parent, firstRowUnder + spans.laneRowOffset(*g, kShownLanes), INT64_MAX, INT64_MIN, 0});
        }
        return result.m_markers[markerOf[index]];
    };

    std::vector<std::uint8_t> shows(spans.rowCount(), 0);
    std::uint32_t cachedParent = kNoId - 1; // neither a span nor the roots
    const SpanTrack::LaneGroup *group = nullptr;
    for (std::uint32_t r = 0; r < spans.rowCount(); ++r) {
        const SpanTrack::IndexRange range = spans.row(r);
        for (std::uint32_t i = range.first; i < range.last; ++i) {
            rowOf[i] = r;
            const std::uint32_t p = spans.parent(i);
            if (p != kNoId && result.m_hidden[p]) {
                result.m_hidden[i] = 1;
                continue;
            }
            if (p != cachedParent) {
                cachedParent = p;
                group = spans.laneGroupOf(p);
                if (!folds(group, p, opened))
                    group = nullptr;
            }
            const std::uint32_t firstRowUnder = p == kNoId ? 0 : rowOf[p] + 1;
            if (group && r - firstRowUnder >= spans.laneRowOffset(*group, kShownLanes)) {
                result.m_hidden[i] = 1;
                Marker &m = markerFor(group, firstRowUnder);
                ++m.hiddenChildren;
                m.start = std::min(m.start, spans.start(i));
                m.end = std::max(m.end, spans.end(i));
                continue;
            }
            shows[r] = 1;
        }
    }
    for (const Marker &m : result.m_markers)
        shows[m.row] = 1;
    result.m_screenRow.assign(shows.size(), kNoId);
    for (std::uint32_t r = 0; r < shows.size(); ++r) {
        if (shows[r]) {
            result.m_screenRow[r] = std::uint32_t(result.m_modelRow.size());
            result.m_modelRow.push_back(r);
        }
    }
    return result;
}

std::vector<std::uint32_t> LaneFolds::foldedAncestors(const SpanTrack &spans, std::uint32_t i, const std::set<std::uint32_t> &opened)
{
    std::vector<std::uint32_t> toOpen;
    for (std::uint32_t child = i; child != kNoId; child = spans.parent(child)) {
        const std::uint32_t p = spans.parent(child);
        const SpanTrack::LaneGroup *group = spans.laneGroupOf(p);
        if (!folds(group, p, opened))
            continue;
        const std::uint32_t firstRowUnder = p == kNoId ? 0 : spans.rowOf(p) + 1;
        if (spans.rowOf(child) - firstRowUnder >= spans.laneRowOffset(*group, kShownLanes))
            toOpen.push_back(p);
    }
    return toOpen;
}

const LaneFolds::Marker *LaneFolds::markerAt(std::uint32_t row, TimePs from, TimePs to) const
{
    for (const Marker &m : m_markers)
        if (m.row == row && m.start < to && m.end > from)
            return &m;
    return nullptr;
}

} // namespace hg
