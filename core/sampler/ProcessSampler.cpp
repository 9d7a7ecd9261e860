#include "ProcessSampler.h"

#include "ProcFs.h"
#include "ProcessDwfl.h"
#include "PtraceTarget.h"
#include "RecordingBuffer.h"
#include "StackUnwinder.h"
#include "SymbolizerWorker.h"

#include <QDateTime>
#include <QMutexLocker>

#include <chrono>

#include <sys/resource.h>

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
// Between ticks the target's stops (signals to pass on, new threads) are
// looked for every millisecond while they come, and otherwise only at the
// next tick: a waking tracer costs the target's cores more than its stops
// (idle polling every millisecond took ~6 % of a core on this VM).
constexpr std::int64_t kBusyPollNs = 1'000'000;
constexpr std::int64_t kBusySpellNs = 200'000'000; // busy polling this long after a stop
constexpr std::int64_t kMaxPauseNs = 50'000'000;    // a stop request waits at most this long

// How long to sleep before looking at the target again.
std::int64_t pauseNs(std::int64_t now, std::int64_t nextTick, std::int64_t lastReport, std::int64_t duration)
{
    std::int64_t pause = std::min(nextTick - now, kMaxPauseNs);
    if (now - lastReport < kBusySpellNs)
        pause = std::min(pause, kBusyPollNs);
    if (duration > 0)
        pause = std::min(pause, duration - now);
    return pause;
}

// Reading /proc/PID/maps again when code outside every known module shows
// up: quickly at first (a command just started maps its libraries within
// milliseconds), then at most once a second (JIT code would otherwise
// trigger it at every sample).
std::int64_t moduleRefreshIntervalNs(std::uint64_t refreshesSoFar)
{
    return refreshesSoFar < 10 ? 20'000'000 : 1'000'000'000;
}

} // namespace

// What unwinding one program needs, rebuilt when the target runs exec.
struct UnwindTools
{
    explicit UnwindTools(pid_t pid) : dwfl(pid, ProcessDwfl::Use::Unwinding), unwinder(dwfl) {}
    ProcessDwfl dwfl;
    StackUnwinder unwinder;
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
    QString error;
    std::unique_ptr<PtraceTarget> target = m_options.command.isEmpty()
        ? PtraceTarget::attach(m_options.pid, &error)
        : PtraceTarget::launch(m_options.command, &error);
    if (!target) {
        finish(error, {});
        return;
    }
    m_pid = target->pid();
    // Ticks on time matter more than the target's throughput. Only this
    // thread, after a launched command has forked off; allowed for root or
    // with CAP_SYS_NICE, harmless to fail.
    setpriority(PRIO_PROCESS, id_t(gettid()), -10);
    record(*target);
    QString reason;
    if (target->exited())
        reason = tr("the target %1").arg(target->exitDescription());
    else if (m_stopRequested)
        reason = tr("stopped");
    else
        reason = tr("the duration was reached");
    const QString problem = m_error;
    target.reset(); // detach (and end a command we started) before saying we are done
    finish(problem, reason);
}

void ProcessSampler::record(PtraceTarget &target)
{
    const pid_t pid = target.pid();
    RecordingBuffer::Target info;
    info.pid = pid;
    info.command = m_options.command.isEmpty() ? procfs::commandLine(pid) : m_options.command.join(QLatin1Char(' '));
    info.rateHz = m_options.rateHz;
    info.startEpochNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    m_buffer.setTarget(info);

    auto tools = std::make_unique<UnwindTools>(pid);
    if (!tools->dwfl.isValid()) {
        QMutexLocker lock(&m_mutex);
        m_error = tools->dwfl.error();
        return;
    }
    const std::int64_t periodNs = std::int64_t(1e9 / std::max(m_options.rateHz, 0.1));
    const std::int64_t durationNs = std::int64_t(m_options.durationSeconds * 1e9);
    const Clock::time_point start = Clock::now();
    std::int64_t nextTick = 0;
    std::int64_t lastRenameCheck = -kRenameCheckNs;
    std::int64_t lastModuleRefresh = -1'000'000'000;
    struct ThreadStack
    {
        pid_t tid = 0;
        TimePs time = 0;
        std::vector<std::uint64_t> addresses;
    };
    std::vector<ThreadStack> stacks;
    // Destroyed before returning, after symbolizing every queued stack.
    SymbolizerWorker symbolizer(pid, m_buffer);

    std::int64_t lastReportNs = 0; // busy polling at first: a launched command starts its threads
    while (!m_stopRequested) {
        if (target.poll())
            lastReportNs = nanosSince(start);
        if (target.exited())
            break;
        if (target.takeExecFlag()) {
            tools = std::make_unique<UnwindTools>(pid);
            if (!tools->dwfl.isValid())
                break;
            symbolizer.programReplaced();
        }
        std::int64_t now = nanosSince(start);
        if (durationNs > 0 && now >= durationNs)
            break;
        if (now < nextTick) {
            std::this_thread::sleep_for(std::chrono::nanoseconds(pauseNs(now, nextTick, lastReportNs, durationNs)));
            continue;
        }
        std::uint64_t missed = 0;
        nextTick += periodNs;
        // Late by less than a period (a slow tick): the next one follows at
        // once. Later than that: skip what cannot be caught up.
        if (now - nextTick >= periodNs) {
            missed = std::uint64_t((now - nextTick) / periodNs);
            nextTick += std::int64_t(missed) * periodNs;
        }
        const bool checkNames = now - lastRenameCheck >= kRenameCheckNs;
        if (checkNames)
            lastRenameCheck = now;

        // Ask every thread at once, then take each as it stands still and
        // let it go at once: the stops overlap, and the stacks are of one
        // moment. Symbolizing happens on the symbolizer's thread.
        const std::vector<pid_t> tids = target.threads();
        const Clock::time_point tickStart = Clock::now();
        for (pid_t tid : tids)
            target.interrupt(tid);
        std::uint64_t samples = 0, inspectNs = 0;
        bool unknownModule = false;
        stacks.resize(std::max(stacks.size(), tids.size()));
        for (std::size_t i = 0; i < tids.size(); ++i) {
            stacks[i].tid = tids[i];
            stacks[i].addresses.clear();
            if (!target.waitUntilStopped(tids[i]))
                continue;
            const Clock::time_point stopped = Clock::now();
            stacks[i].time = TimePs(nanosSince(start)) * 1000;
            tools->unwinder.unwind(tids[i], stacks[i].addresses);
            target.resume(tids[i]);
            inspectNs += std::uint64_t(nanosSince(stopped));
            unknownModule = unknownModule || tools->unwinder.sawUnknownModule();
        }
        now = nanosSince(start);
        std::uint64_t refreshes = 0;
        if (unknownModule && now - lastModuleRefresh >= moduleRefreshIntervalNs(m_stats.moduleRefreshes)) {
            tools->dwfl.refreshModules();
            symbolizer.modulesChanged();
            lastModuleRefresh = now;
            refreshes = 1;
        }
        for (std::size_t i = 0; i < tids.size(); ++i) {
            ThreadStack &stack = stacks[i];
            if (checkNames || !m_buffer.hasThread(stack.tid))
                m_buffer.setThreadName(stack.tid, procfs::threadName(pid, stack.tid));
            if (stack.addresses.empty())
                continue;
            symbolizer.addStack(stack.tid, stack.time, std::move(stack.addresses));
            ++samples;
        }
        symbolizer.flush();
        m_buffer.setElapsed(TimePs(nanosSince(start)) * 1000);
        QMutexLocker lock(&m_mutex);
        ++m_stats.ticks;
        m_stats.samples += samples;
        m_stats.missedTicks += missed;
        m_stats.inspectNs += inspectNs;
        m_stats.tickNs += std::uint64_t(nanosSince(tickStart));
        m_stats.moduleRefreshes += refreshes;
    }
}

} // namespace hg
