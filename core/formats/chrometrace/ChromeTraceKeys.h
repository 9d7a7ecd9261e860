#pragma once
#include <string_view>

namespace hg::chrometrace::key {

// Span attributes the reader adds besides the event's args; the writer puts
// them back as event fields, not args.
inline constexpr std::string_view kPhase = "chrome.ph";    // instant events: "i", "I", "R", "n", "T" or "p"
inline constexpr std::string_view kScope = "chrome.scope"; // an instant's "s": "g", "p" or "t"

// A track attribute: the track holds async slices (b/e), not a thread's.
inline constexpr std::string_view kAsyncTrack = "chrome.async";
// A track attribute: the track holds the CPU profile samples of a thread,
// whose name (as its thread_name) this is; its slices are on a track of
// their own with the same pid and tid.
inline constexpr std::string_view kCpuProfileOf = "chrome.cpu_profile_of";

// Profile metadata.
inline constexpr std::string_view kOriginUs = "ts_origin_us"; // the ts of time zero, whole microseconds
inline constexpr std::string_view kDisplayTimeUnit = "displayTimeUnit";
inline constexpr std::string_view kEvents = "trace_events";
inline constexpr std::string_view kFlowsNotWritten = "flows_not_written"; // by the writer, in otherData

} // namespace hg::chrometrace::key
