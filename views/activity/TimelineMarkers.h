#pragma once
#include "model/Profile.h"
#include "model/TimeRange.h"

#include <optional>
#include <vector>

namespace hg {

// The instants of a profile, the marker row at the top of the timeline:
// every span of no length, whatever the format calls it (Chrome trace
// instants and marks, `i`/`I`/`R` and async `n`, blink.user_timing marks
// among them; MiniProfiler's client timing points). Readers keep them as
// zero-length spans, so one rule finds them all.
struct TimelineMarker
{
    TimePs time = 0;
    SpanRef span;
};

class TimelineMarkers
{
public:
    // At most kMaxMarkers (the earliest), in time order.
    static constexpr std::size_t kMaxMarkers = 1'000'000;
    static std::vector<TimelineMarker> find(const Profile &profile);
    // The markers at [from, to) as an index range into `markers`.
    static std::pair<std::size_t, std::size_t> within(const std::vector<TimelineMarker> &markers, TimePs from, TimePs to);
    // The range a double-click on marker `index` selects: from it to the next
    // marker later than it, or to `end` after the last.
    static std::optional<TimeRange> rangeFrom(const std::vector<TimelineMarker> &markers, std::size_t index, TimePs end);
};

} // namespace hg
