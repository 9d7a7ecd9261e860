#pragma once
#include <array>
#include <string_view>

namespace hg::miniprofiler {

// Attribute keys the MiniProfiler reader writes and the writer, the step tree
// and the panels read. Spec field names where the spec has one.
namespace key {
// Track attributes of a request.
inline constexpr std::string_view kId = "Id";
inline constexpr std::string_view kMachineName = "MachineName";
inline constexpr std::string_view kDuration = "DurationMilliseconds";
inline constexpr std::string_view kLinkPrefix = "CustomLinks."; // + link name = URL
inline constexpr std::string_view kRedirectCount = "ClientTimings.RedirectCount";
inline constexpr std::string_view kTrivialThreshold = "TrivialDurationThresholdMilliseconds";
// Track attribute of a client-timings track: the request track it belongs to.
inline constexpr std::string_view kClientTimingsOf = "ClientTimingsOf";
// Span attributes of a step (and kId).
inline constexpr std::string_view kParentTiming = "ParentTiming"; // Span
// Span attributes of a custom timing.
inline constexpr std::string_view kTiming = "Timing";      // Span: the step that made the call
inline constexpr std::string_view kCallType = "CallType";  // "sql", "redis", ... (the CustomTimings key)
inline constexpr std::string_view kExecuteType = "ExecuteType";
inline constexpr std::string_view kCommand = "CommandString"; // as written (may be HTML-escaped)
inline constexpr std::string_view kStackSnippet = "StackTraceSnippet";
inline constexpr std::string_view kFirstFetch = "FirstFetchDurationMilliseconds";
// Span attribute of a client timing written with Duration -1.
inline constexpr std::string_view kPointEvent = "PointEvent";
} // namespace key

// "DurationMilliseconds", "duration_milliseconds" -> "durationmilliseconds":
// one spelling for the PascalCase and snake_case producers. Written into a
// buffer on the stack (no allocation per field); longer keys are cut, which
// only ever makes them match nothing.
using KeyBuffer = std::array<char, 48>;
std::string_view normalizedKey(std::string_view key, KeyBuffer &buffer);

// Whether the reader takes a field of this (normalized) name as one of
// MiniProfiler's own, in either spelling: an attribute from another format
// with such a name ("name", an XPlane stat) must be written under another.
bool isFieldName(std::string_view normalized);

} // namespace hg::miniprofiler
