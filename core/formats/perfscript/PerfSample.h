#pragma once
#include <cstdint>
#include <span>
#include <string_view>

namespace hg {

// One frame of a decoded perf sample's call chain. The views need only live
// until PerfSampleAssembler::addSample() returns.
struct PerfFrame
{
    std::uint64_t address = 0;
    std::string_view symbol;        // demangled; empty when unknown: the frame is named by `address`
    std::uint64_t symbolOffset = 0; // the address within the symbol (func+0x1a); not part of the frame
    std::string_view dso;           // as perf names it ("/usr/lib/libc.so.6", "[kernel.kallsyms]"); empty when unknown
    bool kernel = false;            // kernel code ([kernel.kallsyms], a module, [vdso]): category "kernel"
    std::string_view file = {};     // the function's source file, when debug information says (perf.data)
    std::uint32_t line = 0;         // and the line it starts at
    std::uint64_t hash = 0;         // PerfFrameInterner::hashOf(), when a reader hashed it ahead on its own core; 0: not yet
};

// One decoded perf sample (a PERF_RECORD_SAMPLE, or one sample of `perf
// script`'s text). Fields the input did not have keep their "unknown" value.
struct PerfSample
{
    std::int32_t pid = -1;
    std::int32_t tid = -1;
    std::int32_t cpu = -1;
    std::int64_t timeNs = -1;   // perf's clock; -1 when the input has no times (then counts, untimed)
    std::uint64_t period = 0;   // 0 when unknown
    std::uint32_t event = 0;    // PerfSampleAssembler::addEvent()'s index
    std::string_view comm;      // the thread's name when the sample says it (perf script); else empty
    std::span<const PerfFrame> frames; // leaf first; empty when nothing was recorded
    // sched:sched_switch only (the sample is taken on the thread leaving):
    std::int32_t nextTid = -1;  // next_pid, the thread switched to; -1 unknown
    char prevState = 0;         // prev_state's first letter ('R' = preempted, 'S', 'D', ...); 0 unknown
};

} // namespace hg
