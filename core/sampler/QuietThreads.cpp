#include "QuietThreads.h"

#include "KeepThreads.h"
#include "ProcFs.h"
#include "ThreadSnapshot.h"

#include <QFile>

#include <algorithm>
#include <charconv>
#include <fcntl.h>
#include <unistd.h>

namespace hg {

void QuietThreads::close(Thread &thread)
{
    if (thread.fd >= 0) {
        ::close(thread.fd);
        thread.fd = -1;
        --m_watched;
    }
    thread.hasAtStop = thread.hasBaseline = thread.confirmed = false;
}

void QuietThreads::clear()
{
    for (auto &[tid, thread] : m_threads)
        close(thread);
    m_threads.clear();
}

void QuietThreads::standing(pid_t tid)
{
    Thread &thread = m_threads[tid];
    thread.hasBaseline = thread.confirmed = false;
    if (thread.fd < 0 && m_watched < kMaxWatched) {
        thread.fd = ::open(QFile::encodeName(procfs::taskFile(m_pid, tid, "schedstat")).constData(), O_RDONLY | O_CLOEXEC);
        if (thread.fd >= 0)
            ++m_watched;
    }
    // Off every CPU now, so the count is exact: whatever it shows later
    // beyond this, the thread ran. The read lengthens the stop a little, so
    // a thread that keeps running is looked at in one stop of a few.
    if (thread.ranInARow >= kRunsBeforeLookingLess && ++thread.stopsNotLooked % kLookEvery != 0) {
        thread.hasAtStop = false;
        return;
    }
    thread.hasAtStop = thread.fd >= 0 && read(thread, thread.atStop);
}

void QuietThreads::stopped(const ThreadSnapshot &snapshot, const std::vector<std::uint64_t> &leafFirst)
{
    const auto found = m_threads.find(snapshot.tid());
    if (found == m_threads.end() || !found->second.hasAtStop || leafFirst.empty())
        return;
    Thread &thread = found->second;
    thread.hasAtStop = false;
    thread.baseline = thread.atStop;
    thread.hasBaseline = true;
    thread.stack.assign(leafFirst.begin(), leafFirst.end()); // keeps its capacity
    thread.place = placeOf(snapshot);
}

QuietThreads::Since QuietThreads::check(pid_t tid)
{
    const auto found = m_threads.find(tid);
    if (found == m_threads.end() || !found->second.hasBaseline)
        return Since::Ran;
    Thread &thread = found->second;
    RunCount now;
    if (!read(thread, now))
        return Since::Ran;
    const RunCount &then = thread.baseline;
    if (thread.confirmed ? now == then
                         : now.timesOnCpu >= then.timesOnCpu && now.timesOnCpu <= then.timesOnCpu + 1 && now.runNs >= then.runNs
                               && now.runNs <= then.runNs + kGoingBackInNs) {
        thread.ranInARow = 0;
        return thread.confirmed ? Since::Quiet : Since::Unconfirmed;
    }
    // It ran: the next stop finds its stack. A thread that keeps running
    // gives its file up when others wait for one.
    thread.hasBaseline = thread.confirmed = false;
    thread.ranInARow = std::uint8_t(std::min(thread.ranInARow + 1, 255));
    if (thread.ranInARow >= kRunsBeforeGivingUp && m_watched >= kMaxWatched)
        close(thread);
    return Since::Ran;
}

bool QuietThreads::confirm(pid_t tid)
{
    const auto found = m_threads.find(tid);
    if (found == m_threads.end() || !found->second.hasBaseline)
        return false;
    Thread &thread = found->second;
    // The same count on both sides of the look at where it is blocked: it
    // stood there all along, and that count is the one to keep.
    RunCount before, after;
    if (!read(thread, before) || !blockedAt(tid, thread.place) || !read(thread, after) || !(before == after)) {
        thread.hasBaseline = false;
        return false;
    }
    thread.baseline = after;
    thread.confirmed = true;
    return true;
}

void QuietThreads::keepOnly(const std::vector<pid_t> &threads)
{
    keepThreads(m_threads, threads, [this](Thread &thread) { close(thread); });
}

QuietThreads::Place QuietThreads::placeOf(const ThreadSnapshot &snapshot)
{
    Place place;
    place.sp = snapshot.stackStart();
    place.pc = snapshot.pc();
    // The system call's arguments as the stop's registers (DWARF numbers)
    // hold them. On aarch64 x0 already holds the call's result.
#if defined(__x86_64__)
    constexpr std::array<int, 6> kArgumentRegisters = {5, 4, 1, 10, 8, 9}; // rdi rsi rdx r10 r8 r9
    constexpr std::uint8_t kKnown = 0b111111;
#elif defined(__aarch64__)
    constexpr std::array<int, 6> kArgumentRegisters = {0, 1, 2, 3, 4, 5}; // x0..x5
    constexpr std::uint8_t kKnown = 0b111110;
#else
    constexpr std::array<int, 6> kArgumentRegisters = {};
    constexpr std::uint8_t kKnown = 0;
#endif
    if constexpr (ThreadSnapshot::kSupported)
        for (std::size_t i = 0; i < kArgumentRegisters.size(); ++i)
            place.arguments[i] = snapshot.registers()[std::size_t(kArgumentRegisters[i])];
    place.knownArguments = kKnown;
    return place;
}

bool QuietThreads::blockedAt(pid_t tid, const Place &place) const
{
    const std::optional<procfs::BlockedCall> call = procfs::blockedCall(m_pid, tid);
    if (!call)
        return false;
    for (std::size_t i = 0; i < place.arguments.size(); ++i)
        if ((place.knownArguments >> i & 1) && call->arguments[i] != place.arguments[i])
            return false;
    return call->sp == place.sp && call->pc == place.pc;
}

bool QuietThreads::read(Thread &thread, RunCount &count)
{
    // "RUN_NS WAIT_NS TIMES_ON_CPU\n". A kernel without scheduler
    // statistics writes zeros: a thread that was stopped has been on a CPU,
    // so zero times means nothing can be told. A thread that is gone (its
    // number may come back as another's) fails: its file is closed.
    char text[96];
    const ssize_t size = thread.fd >= 0 ? ::pread(thread.fd, text, sizeof text - 1, 0) : -1;
    if (size <= 0) {
        close(thread);
        return false;
    }
    const char *at = text, *end = text + size;
    std::uint64_t fields[3] = {};
    for (std::uint64_t &field : fields) {
        while (at < end && *at == ' ')
            ++at;
        const auto [next, error] = std::from_chars(at, end, field);
        if (error != std::errc())
            return false;
        at = next;
    }
    count = {fields[0], fields[2]};
    return count.timesOnCpu > 0;
}

} // namespace hg
