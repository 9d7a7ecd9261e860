#pragma once
#include <string_view>

namespace hg::v8cpuprofile::key {

// Frame attributes: what V8 says of a function besides its location.
inline constexpr std::string_view kScriptId = "scriptId";
// Per-line hit counts of the function, summed over its nodes, as V8 writes
// them on a node: [{"line": 12, "ticks": 3}, ...], lines 1-based.
inline constexpr std::string_view kPositionTicks = "positionTicks";

// Profile metadata: the profile's own clock, so a writer can restore it.
inline constexpr std::string_view kStartTimeUs = "v8.startTime"; // microseconds, V8's monotonic clock
inline constexpr std::string_view kEndTimeUs = "v8.endTime";
inline constexpr std::string_view kTitle = "title"; // the old format's profile title

// The categories of V8's own pseudo-functions.
inline constexpr std::string_view kRootName = "(root)";

} // namespace hg::v8cpuprofile::key
