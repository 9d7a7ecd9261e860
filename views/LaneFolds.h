#pragma once
#include "model/SpanTrack.h"

#include <set>
#include <vector>

namespace hg {

// Which lanes of a track the flame chart folds away. A parent with more than
// kOpenLanes lanes of concurrent children shows its first kShownLanes, and in
// the next lane's place a marker ("+93 concurrent") that opens it; a folded
// lane hides its spans and everything under them. Rows left with nothing to
// show anywhere on the track are dropped, so what lay below them (a later
// lane) moves up: the view's rows are "screen rows".
class LaneFolds
{
public:
    static constexpr std::uint32_t kOpenLanes = 8;
    static constexpr std::uint32_t kShownLanes = 7;

    struct Marker
    {
        std::uint32_t parent = kNoId; // kNoId: the track's roots
        std::uint32_t row = 0;
        TimePs start = 0;
        TimePs end = 0;
        std::uint32_t hiddenChildren = 0;
    };

    // opened: parents whose lanes the user opened (kNoId for the roots).
    static LaneFolds of(const SpanTrack &spans, const std::set<std::uint32_t> &opened);
    // The parents to open so that span `i` shows.
    static std::vector<std::uint32_t> foldedAncestors(const SpanTrack &spans, std::uint32_t i,
                                                      const std::set<std::uint32_t> &opened);

    bool empty() const { return m_markers.empty(); }
    bool hidden(std::uint32_t span) const { return !m_hidden.empty() && m_hidden[span]; }
    const std::vector<Marker> &markers() const { return m_markers; }
    // Screen rows: those that show something (all when nothing folds).
    std::uint32_t rowCount(const SpanTrack &spans) const { return empty() ? spans.rowCount() : shownRowCount(); }
    std::uint32_t shownRowCount() const { return std::uint32_t(m_modelRow.size()); }
    // The screen row of a model row (kNoId when dropped), and back.
    std::uint32_t screenRow(std::uint32_t modelRow) const { return empty() ? modelRow : m_screenRow[modelRow]; }
    std::uint32_t modelRow(std::uint32_t screenRow) const { return empty() ? screenRow : m_modelRow[screenRow]; }
    // The marker in a model row over [from, to), or null.
    const Marker *markerAt(std::uint32_t row, TimePs from, TimePs to) const;

private:
    static bool folds(const SpanTrack::LaneGroup *group, std::uint32_t parent, const std::set<std::uint32_t> &opened)
    {
        return group && group->laneCount > kOpenLanes && !opened.count(parent);
    }
    std::vector<std::uint8_t> m_hidden;
    std::vector<Marker> m_markers;
    std::vector<std::uint32_t> m_screenRow; // by model row
    std::vector<std::uint32_t> m_modelRow;  // by screen row
};

} // namespace hg
