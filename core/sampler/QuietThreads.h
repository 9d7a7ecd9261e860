#pragma once
#include <sys/types.h>

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

class ThreadSnapshot;

// The threads that have not run since their last stop. Their stack is
// still the one that stop found, so a tick samples them again without
// stopping them: a process's idle threads (pools, timers, a main thread in
// join) cost the target nothing and the sampler a read each. Told by
// /proc/PID/task/TID/schedstat, whose run time and count of times put on a
// CPU stay the same while a thread does not run (read exactly while it
// stands still in its stop). Let go from a stop inside a blocking call, a
// thread runs once more, briefly, to go back in: it counts as back in place
// when it has run no more than that and /proc/PID/task/TID/syscall shows it
// blocked in the same call as at the stop (stack and instruction pointers,
// and the arguments where the stop's registers still hold them). What this
// cannot tell apart: a thread whose call ended at once when let go and that
// blocked, in that same one short run, in the same call with the same
// arguments at the same stack depth from another caller. Its samples keep
// the old callers until it next runs.
class QuietThreads
{
public:
    explicit QuietThreads(pid_t pid) : m_pid(pid) {}
    ~QuietThreads() { clear(); }
    QuietThreads(const QuietThreads &) = delete;
    QuietThreads &operator=(const QuietThreads &) = delete;

    // `tid` stands still in a stop, about to be let go.
    void standing(pid_t tid);
    // After the walk of that stop: `leafFirst` is empty when it is not to
    // be used again (the walk failed or stopped short). Until then, and
    // when this never comes (no copy was taken), the thread is stopped.
    void stopped(const ThreadSnapshot &snapshot, const std::vector<std::uint64_t> &leafFirst);

    enum class Since { Quiet, Unconfirmed, Ran };
    // What `tid` did since its last stop, for one read: not run (its stack
    // is stack(tid)), gone back in place perhaps (confirm() tells), or run.
    Since check(pid_t tid);
    // Whether an Unconfirmed thread is back in place; slower than check().
    bool confirm(pid_t tid);
    const std::vector<std::uint64_t> &stack(pid_t tid) const { return m_threads.at(tid).stack; }

    // Forgets threads that are gone; `threads` is sorted.
    void keepOnly(const std::vector<pid_t> &threads);
    // Forgets every thread (the process ran exec).
    void clear();

    // Threads whose schedstat file is kept open to be read each tick; a
    // process with more is stopped as usual beyond them, and a thread that
    // keeps running gives its place up.
    static constexpr std::size_t kMaxWatched = 256;

private:
    struct RunCount
    {
        std::uint64_t runNs = 0;
        std::uint64_t timesOnCpu = 0;
        bool operator==(const RunCount &) const = default;
    };
    // Where a thread stood: the call it was in, as /proc/.../syscall shows it.
    struct Place
    {
        std::uint64_t sp = 0, pc = 0;
        std::array<std::uint64_t, 6> arguments{};
        std::uint8_t knownArguments = 0; // bit i: arguments[i] is the stop's
    };
    struct Thread
    {
        int fd = -1; // its schedstat
        std::vector<std::uint64_t> stack;
        Place place;
        RunCount atStop; // read in its last stop, the baseline once its walk is done
        bool hasAtStop = false;
        RunCount baseline; // from its stop, then from when it was back in place
        bool hasBaseline = false;
        bool confirmed = false; // back in place
        std::uint8_t ranInARow = 0;      // checks that found it had run
        std::uint8_t stopsNotLooked = 0; // see standing()
    };
    static Place placeOf(const ThreadSnapshot &snapshot);
    bool blockedAt(pid_t tid, const Place &place) const;
    bool read(Thread &thread, RunCount &count);
    void close(Thread &thread);

    // What a thread runs to go back into its blocking call, at most.
    static constexpr std::uint64_t kGoingBackInNs = 200'000;
    static constexpr std::uint8_t kRunsBeforeLookingLess = 2;
    static constexpr std::uint8_t kLookEvery = 16;
    static constexpr std::uint8_t kRunsBeforeGivingUp = 8;

    pid_t m_pid;
    std::unordered_map<pid_t, Thread> m_threads;
    std::size_t m_watched = 0; // threads with an open file
};

} // namespace hg
