#pragma once
#include <string_view>

// Attribute keys under which the XPlane reader keeps what the model has no
// column for, and the writer finds it again.
namespace hg::xplane::key {

// Profile metadata (XSpace).
inline constexpr std::string_view kHostname = "hostname";
inline constexpr std::string_view kError = "error";
inline constexpr std::string_view kWarning = "warning";
// The line timestamp (ns) that became time zero: event times are offsets
// from it, and the writer turns them back into offsets from their line.
inline constexpr std::string_view kTimeZeroNs = "time_zero_ns";

// Track attributes: a track is one XLine; its plane's fields are repeated on
// every line of the plane so each track is self-contained.
inline constexpr std::string_view kPlaneId = "plane_id";
inline constexpr std::string_view kPlaneName = "plane_name";
inline constexpr std::string_view kPlaneStatPrefix = "plane."; // + stat name: a stat of the plane
// A plane without lines (device capabilities only) is kept as an empty track.
inline constexpr std::string_view kPlaneWithoutLines = "plane_without_lines";
inline constexpr std::string_view kLineId = "line_id";
inline constexpr std::string_view kDisplayId = "display_id";
inline constexpr std::string_view kLineName = "line_name";
inline constexpr std::string_view kLineDisplayName = "line_display_name";
inline constexpr std::string_view kTimestampNs = "timestamp_ns";
inline constexpr std::string_view kDurationPs = "duration_ps";

// Frame attributes (XEventMetadata); its stats follow under their names.
inline constexpr std::string_view kEventName = "event_name";
inline constexpr std::string_view kEventDisplayName = "event_display_name";
inline constexpr std::string_view kEventMetadata = "event_metadata";
inline constexpr std::string_view kChildId = "child_id";

// Span attributes (XEvent) besides its stats: an aggregated event has a
// number of occurrences instead of an offset.
inline constexpr std::string_view kNumOccurrences = "num_occurrences";

} // namespace hg::xplane::key
