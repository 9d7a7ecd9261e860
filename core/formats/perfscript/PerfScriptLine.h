#pragma once
#include "PerfSample.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace hg {

// The line that starts a sample in `perf script`'s text, in any of its -F
// field sets:
//   comm  pid/tid [cpu] seconds.fraction: period event: rest
// where every field may be missing but the thread id, the comm may hold
// spaces and digits, and the rest is a tracepoint's text, or (without a call
// chain) the ip, symbol and dso of the sample.
struct PerfScriptHeader
{
    std::string_view comm;
    std::string_view event; // without the colon and modifiers ("cycles", "sched:sched_switch"); empty if not printed
    std::string_view rest;  // after the event (or the last field read), trimmed
    std::int32_t pid = -1;
    std::int32_t tid = -1;
    std::int32_t cpu = -1;
    std::int64_t timeNs = -1;
    std::uint64_t period = 0;
    bool record = false; // a PERF_RECORD_* line (--show-task-events, ...), not a sample

    static std::optional<PerfScriptHeader> parse(std::string_view line);
};

// One line of a call chain, after its tab: "  7f12ab func+0x1a (/usr/lib/libc.so.6)".
// The symbol and dso are optional (-F), "[unknown]" is empty, and "(inlined)"
// is marked so the dso of the function it sits in can be taken.
struct PerfScriptFrameLine
{
    PerfFrame frame;
    bool inlined = false;

    static std::optional<PerfScriptFrameLine> parse(std::string_view line);
    // The part after a header's event when the sample has no call chain:
    // the same "ip symbol (dso)", or nothing of it.
    static std::optional<PerfScriptFrameLine> parseInline(std::string_view rest) { return parse(rest); }
};

// What sched:sched_switch's text says: "prev_comm=a prev_pid=1 prev_prio=120
// prev_state=S ==> next_comm=b next_pid=2 next_prio=120".
struct PerfSchedSwitch
{
    std::int32_t nextTid = -1;
    char prevState = 0;

    static PerfSchedSwitch parse(std::string_view text);
};

// Where the dso's '(' sits in a frame line's text that ends in ')' (the
// balanced "(...)" at its end), or npos. The second is the plain backward
// scan the first's fast path must agree with (tests compare them).
std::size_t dsoOpenParen(std::string_view rest);
std::size_t dsoOpenParenByScan(std::string_view rest);

// Is this dso kernel code ([kernel.kallsyms], a module, [vdso])?
bool isKernelDso(std::string_view dso, std::uint64_t address);

} // namespace hg
