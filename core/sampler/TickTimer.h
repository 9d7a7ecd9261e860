#pragma once
#include <sys/types.h>

#include <cstdint>
#include <ctime>

namespace hg {

// Wakes one thread at every tick of a clock: a POSIX timer sends a signal to
// that thread alone, whose handler does nothing, so a blocking call there
// (the sampler's waitpid) returns with EINTR. The thread then sleeps in
// waitpid until whichever comes first, a stop of the target or the tick,
// without polling. Another thread can wake it the same way (wake()).
class TickTimer
{
public:
    // Starts ticking every `periodNs` from `firstTick` (CLOCK_MONOTONIC), for
    // the calling thread.
    TickTimer(std::int64_t periodNs, timespec firstTick);
    ~TickTimer();
    TickTimer(const TickTimer &) = delete;
    TickTimer &operator=(const TickTimer &) = delete;

    bool isValid() const { return m_valid; }
    pid_t thread() const { return m_thread; }
    // Interrupts what `thread` (of a live TickTimer) is waiting for.
    static void wake(pid_t thread);

private:
    timer_t m_timer{};
    pid_t m_thread;
    bool m_valid = false;
};

} // namespace hg
