#pragma once
#include <QCoreApplication>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <sys/types.h>

#include <atomic>
#include <functional>
#include <thread>

namespace hg {

class RecordingBuffer;

struct SamplerOptions
{
    pid_t pid = -1;       // a running process, or
    QStringList command;  // a command to start
    double rateHz = 101;  // wall-clock samples per second and thread
    double durationSeconds = 0; // 0: until stopped or the target ends
};

// How the sampler has done, for progress and the benchmark.
struct SamplerStats
{
    std::uint64_t ticks = 0;
    std::uint64_t samples = 0;
    std::uint64_t missedTicks = 0;  // came too late: the previous tick overran
    // Sum over samples of the time from finding a thread stopped to letting
    // it go (reading registers and unwinding).
    std::uint64_t inspectNs = 0;
    // Sum over ticks of the time to sample every thread once (it includes
    // waiting for threads that must first be scheduled to reach their stop).
    std::uint64_t tickNs = 0;
    std::uint64_t moduleRefreshes = 0;
};

// A wall-clock sampler of one Linux process: every tick it stops each
// thread in turn (running or blocked in a syscall alike), unwinds it and
// lets it go; a second thread symbolizes what it found while the target
// runs on. All ptrace work happens on the sampler's own thread.
class ProcessSampler
{
    Q_DECLARE_TR_FUNCTIONS(ProcessSampler)
public:
    ProcessSampler(SamplerOptions options, RecordingBuffer &buffer);
    ~ProcessSampler(); // stops and joins

    // Starts the sampler thread; `finished` is called on it at the end.
    void start(std::function<void()> finished);
    void requestStop() { m_stopRequested = true; }
    bool isRunning() const { return m_running; }
    pid_t targetPid() const { return m_pid; }

    // After `finished`: empty when recording went as asked, else why it
    // could not start or what cut it short.
    QString error() const;
    // Why the recording ended ("the target exited with status 0").
    QString endReason() const;
    SamplerStats stats() const;

private:
    void run();
    void record(class PtraceTarget &target);
    void finish(const QString &error, const QString &reason);

    SamplerOptions m_options;
    RecordingBuffer &m_buffer;
    std::function<void()> m_finished;
    std::thread m_thread;
    std::atomic<bool> m_stopRequested{false};
    std::atomic<bool> m_running{false};
    std::atomic<pid_t> m_pid{-1};

    mutable QMutex m_mutex; // guards what follows
    QString m_error;
    QString m_endReason;
    SamplerStats m_stats;
};

} // namespace hg
