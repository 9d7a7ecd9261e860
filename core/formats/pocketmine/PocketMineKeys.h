#pragma once
#include <string_view>

namespace hg::pocketmine::key {

// Node attributes of a timings record (the report's own field names).
inline constexpr std::string_view kCategory = "Category";
inline constexpr std::string_view kRecordId = "RecordId";
inline constexpr std::string_view kTimerId = "TimerId";
inline constexpr std::string_view kViolations = "Violations";
inline constexpr std::string_view kTicks = "Ticks";
inline constexpr std::string_view kPeakNs = "Peak";
inline constexpr std::string_view kCountedElsewhere = "CountedElsewhere"; // legacy "** "
inline constexpr std::string_view kGrouping = "Grouping"; // a node made to group legacy records
// Profile metadata: the report's "# Key value" lines keep their keys.
inline constexpr std::string_view kSampleTimeNs = "sample_time_ns";

} // namespace hg::pocketmine::key
