#include "TrackArrangement.h"

#include <algorithm>

namespace hg {

std::vector<TrackId> TrackArrangement::arranged(const std::vector<TrackId> &tracks) const
{
    std::vector<TrackId> shown;
    for (const TrackId t : m_pinned)
        if (!isHidden(t) && std::find(tracks.begin(), tracks.end(), t) != tracks.end())
            shown.push_back(t);
    std::vector<std::pair<double, TrackId>> rest;
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const TrackId t = tracks[i];
        if (isHidden(t) || isPinned(t))
            continue;
        const auto rank = m_rank.find(t);
        rest.emplace_back(rank == m_rank.end() ? double(i) : rank->second, t);
    }
    std::stable_sort(rest.begin(), rest.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[rank, t] : rest)
        shown.push_back(t);
    return shown;
}

void TrackArrangement::setHidden(TrackId track, bool hidden)
{
    if (hidden)
        m_hidden.insert(track);
    else
        m_hidden.erase(track);
}

bool TrackArrangement::isPinned(TrackId track) const { return std::find(m_pinned.begin(), m_pinned.end(), track) != m_pinned.end(); }

void TrackArrangement::setPinned(TrackId track, bool pinned)
{
    m_pinned.erase(std::remove(m_pinned.begin(), m_pinned.end(), track), m_pinned.end());
    if (pinned)
        m_pinned.push_back(track);
}

void TrackArrangement::setExpanded(TrackId track, bool expanded)
{
    if (expanded)
        m_expanded.insert(track);
    else
        m_expanded.erase(track);
}

void TrackArrangement::moveBefore(TrackId track, TrackId before, const std::vector<TrackId> &shown)
{
    if (track == before)
        return;
    // Among the pinned: their own order.
    if (isPinned(track) && (before == kNoId || isPinned(before))) {
        m_pinned.erase(std::remove(m_pinned.begin(), m_pinned.end(), track), m_pinned.end());
        const auto at = before == kNoId ? m_pinned.end() : std::find(m_pinned.begin(), m_pinned.end(), before);
        m_pinned.insert(at, track);
        return;
    }
    // Every shown track gets its place on screen as its rank, then the
    // moved one goes half a place before `before`.
    for (std::size_t i = 0; i < shown.size(); ++i)
        m_rank[shown[i]] = double(i);
    const auto at = std::find(shown.begin(), shown.end(), before);
    m_rank[track] = at == shown.end() ? double(shown.size()) : double(at - shown.begin()) - 0.5;
}

} // namespace hg
