#pragma once
#include "Time.h"

#include <QString>
#include <limits>
#include <optional>

namespace hg {

// A stretch of profile time [from, to), picoseconds from the profile's
// start: a range selected in the timeline, or given on the command line.
struct TimeRange
{
    static constexpr TimePs kOpenEnd = std::numeric_limits<TimePs>::max();

    TimePs from = 0;
    TimePs to = kOpenEnd; // kOpenEnd: to the end of the profile

    TimePs length() const { return to - from; }
    bool contains(TimePs t) const { return t >= from && t < to; }
    // Clipped to [0, end): an open end becomes `end`.
    TimeRange within(TimePs end) const;
    bool operator==(const TimeRange &) const = default;

    // "START:END" from the profile's start, in seconds or with a unit (ns,
    // us, ms, s): "1.5:2", "200ms:1s", "2:" (to the end), ":500ms" (from
    // the start). Nothing when the text is not such a range or START is
    // not before END.
    static std::optional<TimeRange> parse(const QString &text);
};

} // namespace hg
