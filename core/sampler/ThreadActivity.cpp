#include "ThreadActivity.h"

#include "KeepThreads.h"
#include "ProcFs.h"

#include <QFile>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace hg {

namespace {

// The file's text from its start; 0 bytes when it cannot be read.
ssize_t readAt(int fd, char *text, std::size_t size)
{
    const ssize_t got = fd >= 0 ? ::pread(fd, text, size - 1, 0) : -1;
    text[std::max<ssize_t>(got, 0)] = 0;
    return std::max<ssize_t>(got, 0);
}

} // namespace

int ThreadActivity::open(pid_t tid, const char *name) const
{
    return ::open(QFile::encodeName(procfs::taskFile(m_pid, tid, name)).constData(), O_RDONLY | O_CLOEXEC);
}

void ThreadActivity::closeFiles(Thread &thread)
{
    for (int *fd : {&thread.schedstat, &thread.stat})
        if (*fd >= 0) {
            ::close(*fd);
            *fd = -1;
        }
}

void ThreadActivity::close(Thread &thread)
{
    if (thread.schedstat >= 0 || thread.stat >= 0)
        --m_open;
    closeFiles(thread);
}

void ThreadActivity::clear()
{
    for (auto &[tid, thread] : m_threads)
        close(thread);
    m_threads.clear();
}

void ThreadActivity::keepOnly(const std::vector<pid_t> &threads)
{
    keepThreads(m_threads, threads, [this](Thread &thread) { close(thread); });
}

ThreadReading ThreadActivity::read(pid_t tid, bool askedToStop)
{
    auto [found, added] = m_threads.try_emplace(tid);
    Thread &thread = found->second;
    const bool keep = thread.schedstat >= 0 || m_open < kMaxOpen;
    if (thread.schedstat < 0) {
        thread.schedstat = open(tid, "schedstat");
        thread.stat = open(tid, "stat");
        if (keep && (thread.schedstat >= 0 || thread.stat >= 0))
            ++m_open;
    }
    ThreadReading reading;
    // schedstat: "RUN_NS WAIT_NS TIMES_ON_CPU\n".
    char text[512];
    if (const ssize_t size = readAt(thread.schedstat, text, 96); size > 0) {
        std::uint64_t ns = 0;
        if (std::from_chars(text, text + size, ns).ec == std::errc())
            reading.cpuNs = ns;
    }
    // stat: "TID (comm) S ...": the name may hold spaces and parentheses.
    char letter = '?';
    if (const ssize_t size = readAt(thread.stat, text, sizeof text); size > 0)
        if (const char *close = std::strrchr(text, ')'); close && close + 2 < text + size)
            letter = close[2];
    // "t" is always the sampler's stop (it is the tracer).
    reading.state = askedToStop || letter == 't' ? thread.lastState : threadStateOfLetter(letter);
    thread.lastState = reading.state;
    if (added && reading.cpuNs != SampleTrack::kUnknownCpu && !m_countFromStart && m_firstTick)
        thread.lastSampleCpuNs = reading.cpuNs; // its past before the recording is not counted
    if (!keep)
        closeFiles(thread); // beyond kMaxOpen: never counted as open
    return reading;
}

std::uint64_t ThreadActivity::cpuSinceLastSample(pid_t tid, const ThreadReading &reading)
{
    const auto found = m_threads.find(tid);
    if (found == m_threads.end() || reading.cpuNs == SampleTrack::kUnknownCpu)
        return SampleTrack::kUnknownCpu;
    Thread &thread = found->second;
    const std::uint64_t since = reading.cpuNs >= thread.lastSampleCpuNs ? reading.cpuNs - thread.lastSampleCpuNs : 0;
    thread.lastSampleCpuNs = std::max(thread.lastSampleCpuNs, reading.cpuNs);
    return since;
}

} // namespace hg
