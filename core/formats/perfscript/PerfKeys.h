#pragma once
#include <string_view>

namespace hg::perf::key {

// Profile metadata the perf readers set.
inline constexpr std::string_view kEvents = "perf_events"; // every event with samples: "cpu-clock,sched:sched_switch"
inline constexpr std::string_view kEvent = "perf_event";   // the one the threads' tracks show
inline constexpr std::string_view kOffCpu = "perf_off_cpu"; // the switch event shown as off-CPU time, if any

} // namespace hg::perf::key
