#pragma once
#include <sys/types.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

// The threads that have not run since their last stop. Their stack is
// still the one that stop found, so a tick samples them again without
// stopping them: a process's idle threads (pools, timers, a main thread in
// join) cost the target nothing and the sampler a read each. Told by
// /proc/PID/task/TID/schedstat, whose run time and count of times put on a
// CPU stay the same while a thread does not run. A thread let go from a
// stop inside a blocking call runs once more, briefly, to go back in: it
// counts as back in place when it has run little since, and
// /proc/PID/task/TID/syscall shows it blocked with the stack and
// instruction pointers of the stop.
class QuietThreads
{
public:
    explicit QuietThreads(pid_t pid) : m_pid(pid) {}
    ~QuietThreads();
    QuietThreads(const QuietThreads &) = delete;
    QuietThreads &operator=(const QuietThreads &) = delete;

    // `tid` was let go from a stop at stack pointer `sp` and instruction
    // `pc` that found `leafFirst` (empty when its walk failed).
    void stopped(pid_t tid, std::uint64_t sp, std::uint64_t pc, const std::vector<std::uint64_t> &leafFirst);
    // Notes what the threads stopped since the last call have run, soon
    // after they were let go.
    void settle();
    // The stack of `tid` at its last stop if it has not run since, else
    // nullptr (it must be stopped).
    const std::vector<std::uint64_t> *unchanged(pid_t tid);
    // Forgets threads that are gone; `threads` is sorted.
    void keepOnly(const std::vector<pid_t> &threads);

    // Threads whose schedstat file is kept open to be read each tick; a
    // process with more is stopped as usual beyond them.
    static constexpr std::size_t kMaxWatched = 256;

private:
    struct RunCount
    {
        std::uint64_t runNs = 0;
        std::uint64_t timesOnCpu = 0;
        bool operator==(const RunCount &) const = default;
    };
    struct Thread
    {
        int fd = -1; // its schedstat
        std::vector<std::uint64_t> stack;
        std::uint64_t sp = 0, pc = 0;
        RunCount baseline;    // when it was let go, then when it was back in place
        bool hasBaseline = false;
        bool settled = false; // back in place
    };
    // Whether `tid`, which has run `now`, is back in place since it was let go.
    bool backInPlace(pid_t tid, const Thread &thread, const RunCount &now) const;
    bool blockedAtStop(pid_t tid, const Thread &thread) const;
    static bool read(const Thread &thread, RunCount &count);
    // What a thread runs to go back into its blocking call, at most.
    static constexpr std::uint64_t kGoingBackInNs = 200'000;
    void close(Thread &thread);

    pid_t m_pid;
    std::unordered_map<pid_t, Thread> m_threads;
    std::vector<pid_t> m_unsettled; // stopped since the last settle()
    std::size_t m_watched = 0;      // threads with an open file
};

} // namespace hg
