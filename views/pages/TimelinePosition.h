#pragma once
#include "model/Time.h"

namespace hg {

class TimelineView;

// Where a timeline looks (zoom and scroll), to be put back after its
// profile is replaced by a newer version.
class TimelinePosition
{
public:
    explicit TimelinePosition(const TimelineView &view);
    void restore(TimelineView &view) const;

private:
    TimePs m_start = 0, m_end = 0, m_limit = 0;
    int m_scroll = 0;
};

} // namespace hg
