#pragma once
#include "model/TimeRange.h"

#include <optional>
#include <vector>

namespace hg {

// The time ranges of a document: those committed (the breadcrumb, each
// within the one before; the timelines are zoomed into the last) and the
// selection not committed yet (drawn shaded). The views that aggregate
// cover the current one.
struct TimeRanges
{
    std::vector<TimeRange> committed;
    std::optional<TimeRange> selection;

    std::optional<TimeRange> zoom() const { return committed.empty() ? std::nullopt : std::optional(committed.back()); }
    std::optional<TimeRange> current() const { return selection ? selection : zoom(); }
    bool operator==(const TimeRanges &) const = default;
};

} // namespace hg
