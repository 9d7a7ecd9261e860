#pragma once
#include <string_view>

namespace hg::pprof::key {

// Profile metadata the reader sets and the writer reads back.
inline constexpr std::string_view kSampleTypes = "sample_types"; // "samples/count,cpu/nanoseconds"
inline constexpr std::string_view kSampleType = "sample_type";   // the one shown: "cpu/nanoseconds"
inline constexpr std::string_view kCountType = "count_type";     // the one counted: "samples/count"
inline constexpr std::string_view kPeriodType = "period_type";
inline constexpr std::string_view kPeriod = "period";
inline constexpr std::string_view kComments = "comments";
inline constexpr std::string_view kDropFrames = "drop_frames";
inline constexpr std::string_view kKeepFrames = "keep_frames";
inline constexpr std::string_view kDocUrl = "doc_url";

// Track attribute: the node counts of this aggregated tree include the
// counts of its children (samples), rather than being calls of the node.
inline constexpr std::string_view kInclusiveCounts = "inclusive_counts";
// The label that names a sample's thread, which becomes its track.
inline constexpr std::string_view kThreadLabel = "thread";

// Frame attributes.
inline constexpr std::string_view kSystemName = "system_name";
inline constexpr std::string_view kStartLine = "start_line";
inline constexpr std::string_view kInlined = "inlined";
inline constexpr std::string_view kBuildId = "build_id";

} // namespace hg::pprof::key
