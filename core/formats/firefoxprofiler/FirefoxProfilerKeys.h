#pragma once
#include <string_view>

namespace hg::firefox::key {

// The processed format's newest version this reader knows (and the one the
// writer writes); newer files are refused, older ones read.
inline constexpr int kProcessedVersion = 70;
// The Gecko format's newest version known; newer ones are read with a warning.
inline constexpr int kGeckoVersion = 36;

// Track attributes.
inline constexpr std::string_view kMarkers = "firefox.markers";             // the track holds a thread's markers
inline constexpr std::string_view kProcessType = "firefox.process_type";    // "default", "tab", "gpu", ...
inline constexpr std::string_view kMainThread = "firefox.main_thread";      // the process's main thread
inline constexpr std::string_view kWeightType = "firefox.weight_type";      // samples' weightType when not "samples"
inline constexpr std::string_view kCpuDeltaUnit = "firefox.cpu_delta_unit"; // "ns", "µs", "variable CPU cycles"

// Sample attribute: threadCPUDelta, the CPU time the thread used since the
// sample before (in the track's kCpuDeltaUnit), kept only when that unit is
// not a time ("variable CPU cycles"); in ns or µs it is the samples' shared
// CPU time (SampleTrack::cpuNs).
inline constexpr std::string_view kCpuDelta = "cpu_delta";
// The threadCPUDelta units that are times.
inline constexpr const char *kNanoseconds = "ns";
inline constexpr const char *kMicroseconds = "\u00b5s";

// Span attribute of a marker: "instant" for a marker without duration
// (phase 0); interval markers have none.
inline constexpr std::string_view kPhase = "firefox.phase";
inline constexpr std::string_view kInstant = "instant";

// Profile metadata.
inline constexpr std::string_view kFormat = "firefox.format";        // "gecko" or "processed"
inline constexpr std::string_view kVersion = "firefox.version";      // that format's version
inline constexpr std::string_view kInterval = "interval_ms";         // the sampling interval
inline constexpr std::string_view kCategories = "firefox.categories"; // meta.categories as JSON (names, colours, subcategories)

} // namespace hg::firefox::key
