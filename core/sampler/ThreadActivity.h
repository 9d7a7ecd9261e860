#pragma once
#include "model/SampleTrack.h"
#include "model/ThreadState.h"

#include <sys/types.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

// A thread's CPU time and state as read at a tick.
struct ThreadReading
{
    std::uint64_t cpuNs = SampleTrack::kUnknownCpu; // since the thread started
    ThreadState state = ThreadState::Unknown;
};

// What each thread of the target did between its samples: the CPU time it
// used, from its scheduler statistics (/proc/PID/task/TID/schedstat, in ns;
// another process's thread CPU clock cannot be read with clock_gettime),
// and its state (/proc/PID/task/TID/stat). Both are read at the tick, before
// the thread is asked to stop: read after, every thread would be "t"
// (stopped by its tracer). A thread asked to stop at a tick before that has
// not stopped yet is "R" (woken for the stop, waiting for a CPU) or "t": not
// its own doing, so it keeps the state it had when it was asked.
class ThreadActivity
{
public:
    // `countFromStart`: threads count their CPU time from their start (a
    // command the sampler started); else threads found at the first tick
    // count from it (a process attached to, with a past of its own).
    ThreadActivity(pid_t pid, bool countFromStart) : m_pid(pid), m_countFromStart(countFromStart) {}
    ~ThreadActivity() { clear(); }
    ThreadActivity(const ThreadActivity &) = delete;
    ThreadActivity &operator=(const ThreadActivity &) = delete;

    // `askedToStop`: the thread owes a stop asked for before.
    ThreadReading read(pid_t tid, bool askedToStop);
    // The CPU time `tid` used since its previous sample, for a sample read
    // as `reading` (kUnknownCpu when unread); readings must come in order.
    std::uint64_t cpuSinceLastSample(pid_t tid, const ThreadReading &reading);
    // A tick has read every thread: threads new after it count from their start.
    void tickDone() { m_firstTick = false; }
    // Forgets threads that are gone; `threads` is sorted.
    void keepOnly(const std::vector<pid_t> &threads);
    void clear();

    // Threads whose two files stay open between ticks; others are opened at each read.
    static constexpr std::size_t kMaxOpen = 256;

private:
    struct Thread
    {
        int schedstat = -1, stat = -1;
        std::uint64_t lastSampleCpuNs = 0;
        ThreadState lastState = ThreadState::Unknown;
    };
    void close(Thread &thread);
    static void closeFiles(Thread &thread);
    int open(pid_t tid, const char *name) const;

    pid_t m_pid;
    bool m_countFromStart;
    bool m_firstTick = true;
    std::unordered_map<pid_t, Thread> m_threads;
    std::size_t m_open = 0;
};

} // namespace hg
