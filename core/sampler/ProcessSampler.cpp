#include "ProcessSampler.h"

#include "OwedSamples.h"
#include "ProcFs.h"
#include "ProcessDwfl.h"
#include "PtraceTarget.h"
#include "QuietThreads.h"
#include "RecordingBuffer.h"
#include "StackUnwinder.h"
#include "SymbolizerWorker.h"
#include "ThreadActivity.h"
#include "ThreadSnapshot.h"
#include "TickTimer.h"
#include "util/ThreadCpuTime.h"

#include <QDateTime>
#include <QMutexLocker>

#include <chrono>
#include <deque>
#include <memory>

#include <sys/resource.h>
#include <sched.h>

namespace hg {

namespace {

using Clock = std::chrono::steady_clock;

std::int64_t nanosSince(Clock::time_point start)
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
}

// Thread names change after start (pthread_setname_np); read them again
// this often.
constexpr std::int64_t kRenameCheckNs = 200'000'000;
constexpr std::int64_t kFlushIntervalNs = 50'000'000;
// The clock wakes the sampler at least this often, whatever the rate: a wake
// signal that comes just before the sampler blocks in waitpid is lost, and
// then the next one ends the wait (a stop request, or a tick, that late).
constexpr std::int64_t kMaxWakeIntervalNs = 100'000'000;
// A wake-up this close before a tick is the tick's (the timer and the clock
// read after it may disagree by a little).
constexpr std::int64_t kTickSlackNs = 200'000;

// Reading /proc/PID/maps again when code outside every known module shows
// up: quickly at first (a command just started maps its libraries within
// milliseconds), then at most once a second (JIT code would otherwise
// trigger it at every sample).
std::int64_t moduleRefreshIntervalNs(std::uint64_t refreshesSoFar)
{
    return refreshesSoFar < 10 ? 20'000'000 : 1'000'000'000;
}

// A stopped thread waits for the sampler: the sooner it runs, the sooner the
// thread goes on, and a target's thread woken by PTRACE_CONT must not push it
// off its core in the middle of the next copy (it took 25 us a stop that
// way, 10 us without). So the sampler thread takes the lowest real-time
// priority where that is allowed (root, CAP_SYS_NICE), else a better nice;
// harmless to fail. It sleeps in waitpid between stops, and threads it
// starts (the symbolizer) begin with normal priority again.
void raiseSamplerPriority()
{
    sched_param param{};
    param.sched_priority = 1;
    if (sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &param) != 0)
        setpriority(PRIO_PROCESS, id_t(gettid()), -10);
}

timespec monotonicAt(Clock::time_point point)
{
    const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(point.time_since_epoch()).count();
    return {time_t(ns / 1'000'000'000), long(ns % 1'000'000'000)};
}

} // namespace

// What unwinding one program needs, rebuilt when the target runs exec.
struct UnwindTools
{
    explicit UnwindTools(pid_t pid) : dwfl(pid, ProcessDwfl::Use::Unwinding), unwinder(dwfl) {}
    bool isValid() const { return dwfl.isValid() && unwinder.isValid(); }
    QString error() const { return dwfl.isValid() ? unwinder.error() : dwfl.error(); }
    ProcessDwfl dwfl;
    StackUnwinder unwinder;
};

// One recording's state on the sampler thread.
struct ProcessSampler::Recording
{
    Recording(PtraceTarget &target, SymbolizerWorker &symbolizer, double rateHz)
        : target(target), symbolizer(symbolizer), periodNs(std::int64_t(1e9 / std::max(rateHz, 0.1))),
          tools(std::make_unique<UnwindTools>(target.memoryPid()))
    {
    }
    PtraceTarget &target;
    SymbolizerWorker &symbolizer;
    QuietThreads quiet{target.pid()};
    ThreadActivity activity{target.pid(), target.launched()};
    const std::int64_t periodNs;
    std::unique_ptr<UnwindTools> tools;
    Clock::time_point start = Clock::now();
    std::int64_t nextTick = 0;
    std::int64_t lastRenameCheck = -kRenameCheckNs;
    std::int64_t lastFlush = 0;
    std::int64_t lastModuleRefresh = -1'000'000'000;
    OwedSamples owed;
    std::vector<ThreadSnapshot> snapshots;          // reused stop after stop
    std::vector<std::vector<std::uint64_t>> stacks; // unwound from them, leaf first
    std::vector<bool> partial;                      // which walks met an unknown module
    std::vector<pid_t> unconfirmed;                 // at a tick, see QuietThreads
    std::vector<ThreadReading> readings;            // at a tick, by thread
};

ProcessSampler::ProcessSampler(SamplerOptions options, RecordingBuffer &buffer)
    : m_options(std::move(options)), m_buffer(buffer)
{
}

ProcessSampler::~ProcessSampler()
{
    requestStop();
    if (m_thread.joinable())
        m_thread.join();
}

void ProcessSampler::requestStop()
{
    m_stopRequested = true;
    QMutexLocker lock(&m_mutex);
    if (m_wakeThread)
        TickTimer::wake(m_wakeThread);
}

void ProcessSampler::setWakeThread(pid_t thread)
{
    QMutexLocker lock(&m_mutex);
    m_wakeThread = thread;
}

void ProcessSampler::start(std::function<void()> finished)
{
    m_finished = std::move(finished);
    m_running = true;
    m_thread = std::thread([this] { run(); });
}

QString ProcessSampler::error() const
{
    QMutexLocker lock(&m_mutex);
    return m_error;
}

QString ProcessSampler::endReason() const
{
    QMutexLocker lock(&m_mutex);
    return m_endReason;
}

SamplerStats ProcessSampler::stats() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats;
}

void ProcessSampler::finish(const QString &error, const QString &reason)
{
    {
        QMutexLocker lock(&m_mutex);
        m_error = error;
        m_endReason = reason;
    }
    m_running = false;
    if (m_finished)
        m_finished();
}

void ProcessSampler::run()
{
    const std::uint64_t cpuAtStart = threadCpuNs();
    QString error;
    std::unique_ptr<PtraceTarget> target = m_options.command.isEmpty()
        ? PtraceTarget::attach(m_options.pid, &error)
        : PtraceTarget::launch(m_options.command, &error);
    if (!target) {
        finish(error, {});
        return;
    }
    m_pid = target->pid();
    raiseSamplerPriority(); // after a launched command has forked off
    SymbolizerWorker symbolizer(target->memoryPid(), m_buffer);
    record(*target, symbolizer);
    symbolizer.finishStacks(); // while the target's memory map can still be read
    {
        QMutexLocker lock(&m_mutex);
        m_stats.recordingCpuNs = threadCpuNs() - cpuAtStart + symbolizer.cpuNs();
    }
    QString reason;
    if (target->exited())
        reason = tr("the target %1").arg(target->exitDescription());
    else if (m_stopRequested)
        reason = tr("stopped");
    else
        reason = tr("the duration was reached");
    const QString problem = m_error;
    target.reset(); // detach (and end a command we started) before saying we are done
    symbolizer.addOwedLines(); // from the files alone: the target no longer waits for it
    finish(problem, reason);
}

void ProcessSampler::record(PtraceTarget &target, SymbolizerWorker &symbolizer)
{
    const pid_t pid = target.pid();
    RecordingBuffer::Target info;
    info.pid = pid;
    info.command = m_options.command.isEmpty() ? procfs::commandLine(pid) : m_options.command.join(QLatin1Char(' '));
    info.rateHz = m_options.rateHz;
    info.startEpochNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    m_buffer.setTarget(info);

    Recording recording(target, symbolizer, m_options.rateHz);
    if (!recording.tools->isValid()) {
        QMutexLocker lock(&m_mutex);
        m_error = recording.tools->error();
        return;
    }
    const std::int64_t durationNs = std::int64_t(m_options.durationSeconds * 1e9);
    const std::int64_t wakeNs = std::min(recording.periodNs, kMaxWakeIntervalNs);
    TickTimer timer(wakeNs, monotonicAt(recording.start + std::chrono::nanoseconds(wakeNs)));
    if (!timer.isValid()) {
        QMutexLocker lock(&m_mutex);
        m_error = tr("Cannot start the sampling clock: %1").arg(QString::fromLocal8Bit(strerror(errno)));
        return;
    }
    setWakeThread(timer.thread());
    while (!m_stopRequested && !target.exited()) {
        if (target.takeExecFlag()) {
            recording.tools = std::make_unique<UnwindTools>(target.memoryPid());
            if (!recording.tools->isValid())
                break;
            recording.symbolizer.programReplaced();
            recording.quiet.clear();
            recording.activity.clear();
        }
        const std::int64_t now = nanosSince(recording.start);
        if (durationNs > 0 && now >= durationNs)
            break;
        if (now + kTickSlackNs >= recording.nextTick)
            tick(recording, now);
        // Sleeps until the target reports something or the clock ticks.
        const pid_t stopped = target.nextStop(true);
        if (stopped < 0)
            break;
        if (stopped > 0)
            takeStops(recording, stopped);
    }
    setWakeThread(0);
    flush(recording, nanosSince(recording.start));
}

void ProcessSampler::flush(Recording &recording, std::int64_t now)
{
    recording.lastFlush = now;
    recording.symbolizer.flush();
    m_buffer.setElapsed(TimePs(now) * 1000);
}

void ProcessSampler::tick(Recording &recording, std::int64_t now)
{
    const std::int64_t periodNs = recording.periodNs;
    // Later than a period (the sampler itself was held up): the ticks that
    // passed are skipped, and this one is the last that was due, so no stack
    // is stamped with a time its thread had already run past.
    std::int64_t tickNs = recording.nextTick;
    std::uint64_t missed = 0;
    if (now - tickNs >= periodNs) {
        missed = std::uint64_t((now - tickNs) / periodNs);
        tickNs += std::int64_t(missed) * periodNs;
    }
    recording.nextTick = tickNs + periodNs;
    // What the stops queued goes to the symbolizer 20 times a second (the
    // live views redraw 5 times), not at every stop: each flush wakes its
    // thread.
    if (now - recording.lastFlush >= kFlushIntervalNs)
        flush(recording, now);
    const std::vector<pid_t> threads = recording.target.threads();
    recording.owed.keepOnly(threads);
    recording.quiet.keepOnly(threads);
    recording.activity.keepOnly(threads);
    // Every thread at once: the stops overlap. A thread still on its way to
    // the last tick's stop owes this tick too; one that has not run since
    // its last stop is sampled with that stop's stack, without a stop.
    // Those that may just have gone back in place are looked at after the
    // others are asked to stop (the look can wait for a thread to get off
    // its CPU).
    std::uint64_t unstopped = 0;
    std::vector<pid_t> &unconfirmed = recording.unconfirmed;
    unconfirmed.clear();
    // Each thread's CPU time and state are read before it is asked to stop
    // (see ThreadActivity).
    std::vector<ThreadReading> &readings = recording.readings;
    readings.resize(threads.size());
    const auto sampleUnstopped = [&](pid_t tid, const ThreadReading &reading) {
        const SampleFigures figures{recording.activity.cpuSinceLastSample(tid, reading), reading.state};
        recording.symbolizer.addStack(tid, TimePs(tickNs) * 1000, recording.quiet.stack(tid), figures);
        ++unstopped;
    };
    const auto interrupt = [&](pid_t tid, const ThreadReading &reading) {
        if (recording.target.interrupt(tid))
            recording.owed.owe(tid, tickNs, reading);
    };
    for (std::size_t k = 0; k < threads.size(); ++k) {
        const pid_t tid = threads[k];
        const bool owes = recording.owed.owes(tid);
        readings[k] = recording.activity.read(tid, owes);
        switch (owes ? QuietThreads::Since::Ran : recording.quiet.check(tid)) {
        case QuietThreads::Since::Quiet: sampleUnstopped(tid, readings[k]); break;
        case QuietThreads::Since::Unconfirmed: unconfirmed.push_back(tid); break;
        case QuietThreads::Since::Ran: interrupt(tid, readings[k]); break;
        }
    }
    recording.activity.tickDone();
    for (pid_t tid : unconfirmed) {
        const ThreadReading &reading = readings[std::size_t(std::lower_bound(threads.begin(), threads.end(), tid) - threads.begin())];
        if (recording.quiet.confirm(tid))
            sampleUnstopped(tid, reading);
        else
            interrupt(tid, reading);
    }
    if (now - recording.lastRenameCheck >= kRenameCheckNs) {
        recording.lastRenameCheck = now;
        for (pid_t tid : threads)
            m_buffer.setThreadName(tid, procfs::threadName(recording.target.pid(), tid));
    }
    QMutexLocker lock(&m_mutex);
    ++m_stats.ticks;
    m_stats.missedTicks += missed;
    m_stats.samples += unstopped;
    m_stats.unstoppedSamples += unstopped;
}

std::size_t ProcessSampler::copyStoppedThreads(Recording &recording, pid_t stopped, std::size_t taken,
                                              StopTimes &times)
{
    // Copy each thread that stands still and let it go at once, then the
    // next that is already waiting.
    for (pid_t tid = stopped; tid > 0; tid = recording.target.nextStop(false)) {
        const std::int64_t at = nanosSince(recording.start);
        if (recording.snapshots.size() <= taken)
            recording.snapshots.emplace_back();
        ThreadSnapshot &snapshot = recording.snapshots[taken];
        const bool copied = snapshot.take(tid, recording.tools->unwinder.stackBytesFor(tid));
        recording.quiet.standing(tid);
        recording.target.resume(tid);
        times.inspectNs += std::uint64_t(nanosSince(recording.start) - at);
        if (const std::deque<OwedSamples::Tick> &owed = recording.owed.ticksOf(tid); !owed.empty())
            times.delayNs += std::uint64_t(std::max<std::int64_t>(at - owed.front().ns, 0));
        if (copied)
            ++taken;
        else
            recording.owed.paid(tid);
    }
    return taken;
}

void ProcessSampler::takeStops(Recording &recording, pid_t firstStopped)
{
    // The copies are walked after their threads run again; threads that
    // stop meanwhile are copied and let go between two walks, not after all.
    StopTimes times;
    std::size_t taken = copyStoppedThreads(recording, firstStopped, 0, times);
    bool unknownModule = false;
    for (std::size_t i = 0; i < taken; ++i) {
        if (recording.stacks.size() <= i)
            recording.stacks.emplace_back();
        recording.tools->unwinder.unwind(recording.snapshots[i], recording.stacks[i]);
        if (recording.partial.size() <= i)
            recording.partial.resize(i + 1);
        recording.partial[i] = recording.tools->unwinder.sawUnknownModule();
        unknownModule = unknownModule || recording.partial[i];
        taken = copyStoppedThreads(recording, recording.target.nextStop(false), taken, times);
    }
    const std::int64_t now = nanosSince(recording.start);
    std::uint64_t refreshes = 0;
    if (unknownModule && now - recording.lastModuleRefresh >= moduleRefreshIntervalNs(m_stats.moduleRefreshes)) {
        recording.tools->dwfl.refreshModules(recording.target.memoryPid());
        recording.symbolizer.modulesChanged(recording.target.memoryPid()); // before the stacks that showed it
        recording.lastModuleRefresh = now;
        refreshes = 1;
    }
    std::uint64_t samples = 0;
    for (std::size_t i = 0; i < taken; ++i) {
        const pid_t tid = recording.snapshots[i].tid();
        if (!m_buffer.hasThread(tid))
            m_buffer.setThreadName(tid, procfs::threadName(recording.target.pid(), tid));
        const std::deque<OwedSamples::Tick> &owed = recording.owed.ticksOf(tid);
        // A walk that met a library not yet known stopped there: that stack
        // is not to be used again, the next stop's (after the refresh) is.
        static const std::vector<std::uint64_t> none;
        recording.quiet.stopped(recording.snapshots[i], recording.partial[i] ? none : recording.stacks[i]);
        if (!recording.stacks[i].empty()) {
            for (std::size_t k = 0; k < owed.size(); ++k) {
                const TimePs time = TimePs(owed[k].ns) * 1000;
                const SampleFigures figures{recording.activity.cpuSinceLastSample(tid, owed[k].reading), owed[k].reading.state};
                if (k + 1 < owed.size())
                    recording.symbolizer.addStack(tid, time, recording.stacks[i], figures);
                else
                    recording.symbolizer.addStack(tid, time, std::move(recording.stacks[i]), figures);
            }
            samples += owed.size();
        }
        recording.owed.paid(tid);
    }
    QMutexLocker lock(&m_mutex);
    m_stats.samples += samples;
    m_stats.stops += taken;
    m_stats.inspectNs += times.inspectNs;
    m_stats.stopDelayNs += times.delayNs;
    m_stats.moduleRefreshes += refreshes;
}

} // namespace hg
