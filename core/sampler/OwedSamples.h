#pragma once
#include "ThreadActivity.h"

#include <sys/types.h>

#include <cstdint>
#include <deque>
#include <unordered_map>
#include <vector>

namespace hg {

// The ticks each thread owes a sample for. Asked at a tick, a thread that
// must first wait for a core stops later, maybe after the next tick; it ran
// none of its own code in between (it stops before it would), so its stack
// at the stop is its stack at each of those ticks.
class OwedSamples
{
public:
    // A thread that stays blocked in the kernel (D state) owes at most this
    // many (a minute at 101 Hz); older ticks are dropped.
    static constexpr std::size_t kMaxPerThread = 6000;

    struct Tick
    {
        std::int64_t ns;
        ThreadReading reading; // the thread as it was at the tick
    };
    void owe(pid_t tid, std::int64_t tickNs, const ThreadReading &reading);
    // The ticks `tid` owes, oldest first; empty afterwards.
    const std::deque<Tick> &ticksOf(pid_t tid);
    void paid(pid_t tid);
    bool owes(pid_t tid) const;
    // Forgets threads that are gone; `threads` is sorted.
    void keepOnly(const std::vector<pid_t> &threads);

private:
    std::unordered_map<pid_t, std::deque<Tick>> m_ticks;
};

} // namespace hg
