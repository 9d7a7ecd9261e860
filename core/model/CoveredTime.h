#pragma once
#include "Time.h"

#include <algorithm>

namespace hg {

// The time intervals cover together within [from, to): given in start order,
// each counts only where it reaches past those before it. A parent's self
// time is its duration less what its children cover so.
class CoveredTime
{
public:
    CoveredTime(TimePs from, TimePs to) : m_end(from), m_limit(to) {}
    void add(TimePs start, TimePs end)
    {
        const TimePs from = std::max(start, m_end), to = std::min(end, m_limit);
        if (to > from) {
            m_covered += to - from;
            m_end = to;
        }
    }
    TimePs covered() const { return m_covered; }

private:
    TimePs m_covered = 0;
    TimePs m_end;   // the furthest end so far
    TimePs m_limit;
};

} // namespace hg
