#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace hg {

// What a sampled thread was doing when its sample was taken, in any
// format's terms (the recorder reads Linux's /proc state letter, perf's
// sched_switch gives the state a thread left the CPU in).
enum class ThreadState : std::uint8_t {
    Unknown = 0,
    Running,  // on a CPU (Linux "R" covers ready to run too)
    Runnable, // ready but waiting for a CPU (perf: preempted)
    Sleeping, // waiting for an event it can be woken from (Linux "S")
    Blocked,  // waiting uninterruptibly, mostly for I/O (Linux "D")
    Stopped,  // stopped by a signal or a debugger (Linux "T", "t")
    Exited,   // a zombie or dead
};

// The state a /proc stat letter stands for.
ThreadState threadStateOfLetter(char letter);
// Stable lower-case names for files and the CLI ("running", "blocked").
std::string_view threadStateName(ThreadState state);
std::optional<ThreadState> threadStateNamed(std::string_view name);

// Whether a sample was taken on a CPU (SampleTrack::onCpu).
enum class OnCpu : std::uint8_t { Unknown, Yes, No };

} // namespace hg
