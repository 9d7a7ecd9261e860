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
    std::uint64_t missedTicks = 0; // came too late: the sampler itself was held up
    // Times a thread stood still for us. One stop pays every tick the thread
    // was asked at and had not reached its stop yet (see OwedSamples).
    std::uint64_t stops = 0;
    // Sum over stops of the time from finding a thread stopped to letting it
    // go (copying its registers and the top of its stack).
    std::uint64_t inspectNs = 0;
    // Sum over stops of the time from the tick to the stop: a running
    // thread stops at once, a waiting one when it gets a core.
    std::uint64_t stopDelayNs = 0;
    std::uint64_t moduleRefreshes = 0;
    // Samples of threads that had not run since their last stop, taken
    // without stopping them (see QuietThreads); counted in `samples` too.
    std::uint64_t unstoppedSamples = 0;
    // CPU time of the sampler's two threads (starting or attaching, stopping,
    // symbolizing) until the recording ended; the source lines of library
    // functions come after.
    std::uint64_t recordingCpuNs = 0;
};

// A wall-clock sampler of one Linux process: every tick it asks each thread
// to stop (running or blocked in a syscall alike), copies the registers and
// the top of the stack of each as it stands still and lets it go at once;
// the copies are unwound after, and a second thread symbolizes them while the
// target runs on. All ptrace work happens on the sampler's own thread, which
// sleeps in waitpid between, woken by the target or by the tick clock.
class ProcessSampler
{
    Q_DECLARE_TR_FUNCTIONS(ProcessSampler)
public:
    ProcessSampler(SamplerOptions options, RecordingBuffer &buffer);
    ~ProcessSampler(); // stops and joins

    // Starts the sampler thread; `finished` is called on it at the end.
    void start(std::function<void()> finished);
    void requestStop();
    bool isRunning() const { return m_running; }
    pid_t targetPid() const { return m_pid; }

    // After `finished`: empty when recording went as asked, else why it
    // could not start or what cut it short.
    QString error() const;
    // Why the recording ended ("the target exited with status 0").
    QString endReason() const;
    SamplerStats stats() const;

private:
    struct Recording;
    void run();
    void record(class PtraceTarget &target, class SymbolizerWorker &symbolizer);
    void tick(Recording &recording, std::int64_t now);
    struct StopTimes
    {
        std::uint64_t inspectNs = 0, delayNs = 0;
    };
    void takeStops(Recording &recording, pid_t firstStopped);
    // Hands the queued stacks to the symbolizer and the time to the buffer.
    void flush(Recording &recording, std::int64_t now);
    std::size_t copyStoppedThreads(Recording &recording, pid_t stopped, std::size_t taken, StopTimes &times);
    void setWakeThread(pid_t thread);
    void finish(const QString &error, const QString &reason);

    SamplerOptions m_options;
    RecordingBuffer &m_buffer;
    std::function<void()> m_finished;
    std::thread m_thread;
    std::atomic<bool> m_stopRequested{false};
    std::atomic<bool> m_running{false};
    std::atomic<pid_t> m_pid{-1};

    mutable QMutex m_mutex; // guards what follows
    pid_t m_wakeThread = 0; // the sampler thread while a TickTimer can wake it
    QString m_error;
    QString m_endReason;
    SamplerStats m_stats;
};

} // namespace hg
