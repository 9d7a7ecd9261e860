#pragma once
#include "model/Ids.h"

#include <map>
#include <set>
#include <vector>

namespace hg {

// How a person arranged the timeline's tracks: hidden ones, ones pinned to
// the top (in the order pinned), an order of their own (a track dragged
// before another), and the ones expanded to their full flame chart. Track
// ids stay across a transform or a live update, so the arrangement does too.
class TrackArrangement
{
public:
    // `tracks` as shown: hidden ones left out, pinned ones first, the
    // others in the order set (a track without one keeps its place).
    std::vector<TrackId> arranged(const std::vector<TrackId> &tracks) const;

    void setHidden(TrackId track, bool hidden);
    bool isHidden(TrackId track) const { return m_hidden.count(track) > 0; }
    std::size_t hiddenCount() const { return m_hidden.size(); }
    void showAll() { m_hidden.clear(); }

    void setPinned(TrackId track, bool pinned);
    bool isPinned(TrackId track) const;

    void setExpanded(TrackId track, bool expanded);
    bool isExpanded(TrackId track) const { return m_expanded.count(track) > 0; }

    // Puts `track` just before `before` in `shown` (the order on screen),
    // or last when `before` is kNoId.
    void moveBefore(TrackId track, TrackId before, const std::vector<TrackId> &shown);

private:
    std::set<TrackId> m_hidden, m_expanded;
    std::vector<TrackId> m_pinned;
    std::map<TrackId, double> m_rank; // a moved track's place; others rank by their index
};

} // namespace hg
