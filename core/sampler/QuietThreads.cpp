#include "QuietThreads.h"

#include <QByteArray>
#include <QList>

#include <algorithm>
#include <charconv>
#include <fcntl.h>
#include <unistd.h>

namespace hg {

QuietThreads::~QuietThreads()
{
    for (auto &[tid, thread] : m_threads)
        close(thread);
}

void QuietThreads::close(Thread &thread)
{
    if (thread.fd >= 0) {
        ::close(thread.fd);
        thread.fd = -1;
        --m_watched;
    }
}

void QuietThreads::stopped(pid_t tid, std::uint64_t sp, std::uint64_t pc, const std::vector<std::uint64_t> &leafFirst)
{
    Thread &thread = m_threads[tid];
    thread.stack.assign(leafFirst.begin(), leafFirst.end()); // keeps its capacity
    thread.sp = sp;
    thread.pc = pc;
    thread.hasBaseline = false;
    thread.settled = false;
    if (thread.fd < 0 && m_watched < kMaxWatched && !leafFirst.empty()) {
        const QByteArray path = "/proc/" + QByteArray::number(m_pid) + "/task/" + QByteArray::number(tid) + "/schedstat";
        thread.fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        if (thread.fd >= 0)
            ++m_watched;
    }
    if (thread.fd >= 0 && !leafFirst.empty())
        m_unsettled.push_back(tid);
}

void QuietThreads::settle()
{
    for (pid_t tid : m_unsettled)
        if (auto found = m_threads.find(tid); found != m_threads.end())
            found->second.hasBaseline = read(found->second, found->second.baseline);
    m_unsettled.clear();
}

const std::vector<std::uint64_t> *QuietThreads::unchanged(pid_t tid)
{
    auto found = m_threads.find(tid);
    if (found == m_threads.end() || !found->second.hasBaseline)
        return nullptr;
    Thread &thread = found->second;
    RunCount now;
    if (!read(thread, now))
        return nullptr;
    if (!thread.settled) {
        if (!backInPlace(tid, thread, now))
            return nullptr; // stopped again, stopped() starts over
        thread.settled = true;
        thread.baseline = now;
    }
    if (now == thread.baseline)
        return &thread.stack;
    thread.hasBaseline = thread.settled = false; // it ran: its stack is the next stop's
    return nullptr;
}

bool QuietThreads::backInPlace(pid_t tid, const Thread &thread, const RunCount &now) const
{
    // Cheap first: a thread that ran more than going back in takes has
    // done work since (the busy threads, every tick).
    if (now.timesOnCpu > thread.baseline.timesOnCpu + 1 || now.runNs > thread.baseline.runNs + kGoingBackInNs)
        return false;
    return blockedAtStop(tid, thread);
}

bool QuietThreads::blockedAtStop(pid_t tid, const Thread &thread) const
{
    // "NR ARG1 .. ARG6 SP PC" in a system call, "-1 SP PC" blocked
    // elsewhere, "running" on a CPU.
    const QByteArray path = "/proc/" + QByteArray::number(m_pid) + "/task/" + QByteArray::number(tid) + "/syscall";
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char text[256];
    const ssize_t size = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (size <= 0)
        return false;
    const QList<QByteArray> fields = QByteArray(text, size).trimmed().split(' ');
    if (fields.size() < 3)
        return false;
    bool spOk = false, pcOk = false;
    const std::uint64_t sp = fields[fields.size() - 2].toULongLong(&spOk, 0);
    const std::uint64_t pc = fields.back().toULongLong(&pcOk, 0);
    return spOk && pcOk && sp == thread.sp && pc == thread.pc;
}

void QuietThreads::keepOnly(const std::vector<pid_t> &threads)
{
    for (auto it = m_threads.begin(); it != m_threads.end();) {
        if (std::binary_search(threads.begin(), threads.end(), it->first)) {
            ++it;
        } else {
            close(it->second);
            it = m_threads.erase(it);
        }
    }
}

bool QuietThreads::read(const Thread &thread, RunCount &count)
{
    // "RUN_NS WAIT_NS TIMES_ON_CPU\n". A kernel without scheduler
    // statistics writes zeros: a thread that was sampled has been on a CPU,
    // so zero times means nothing can be told.
    char text[96];
    const ssize_t size = ::pread(thread.fd, text, sizeof text - 1, 0);
    if (size <= 0)
        return false;
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
