#include "PtraceTarget.h"

#include "ProcFs.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <utility>
#include <fcntl.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

namespace hg {

namespace {

bool isGroupStopSignal(int sig)
{
    return sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

long traceCall(__ptrace_request request, pid_t tid, unsigned long data = 0)
{
    return ptrace(request, tid, nullptr, reinterpret_cast<void *>(data));
}

// Waits for one status of `tid` without blocking; 0 when there is none.
pid_t pollStatus(pid_t tid, int *status)
{
    pid_t got;
    do {
        got = waitpid(tid, status, __WALL | WNOHANG);
    } while (got < 0 && errno == EINTR);
    return got;
}

QString signalName(int sig)
{
    const char *abbrev = sigabbrev_np(sig);
    return abbrev ? QStringLiteral("SIG") + QString::fromLatin1(abbrev) : QString::number(sig);
}

} // namespace

PtraceTarget::PtraceTarget(pid_t pid, bool launched) : m_pid(pid), m_launched(launched) {}

PtraceTarget::~PtraceTarget()
{
    if (m_exited)
        return;
    detach();
    if (!m_launched)
        return;
    // A command we started ends with the recording; reap it so no zombie stays.
    kill(m_pid, SIGTERM);
    QElapsedTimer waited;
    waited.start();
    int status = 0;
    while (waitpid(m_pid, &status, WNOHANG) == 0) {
        if (waited.elapsed() > 2000) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, &status, 0);
            break;
        }
        QThread::msleep(5);
    }
}

unsigned long PtraceTarget::options() const
{
    unsigned long options = PTRACE_O_TRACECLONE | PTRACE_O_TRACEEXEC | PTRACE_O_TRACEEXIT;
    if (m_launched)
        options |= PTRACE_O_EXITKILL;
    return options;
}

QString PtraceTarget::seizeError(pid_t tid, int error) const
{
    if (error == ESRCH || !procfs::processExists(m_pid))
        return tr("No process with id %1.").arg(m_pid);
    if (error != EPERM)
        return tr("Cannot trace thread %1 of process %2: %3.").arg(tid).arg(m_pid).arg(QString::fromLocal8Bit(strerror(error)));
    const int tracer = procfs::statusField(tid, "TracerPid").toInt();
    if (tracer != 0) {
        return tr("Process %1 is already traced by process %2 (%3); a process can have only one tracer, such as a "
                  "debugger or another profiler.")
            .arg(m_pid)
            .arg(tracer)
            .arg(procfs::threadName(tracer, tracer));
    }
    QString text = tr("Permission denied to trace process %1 (%2).").arg(m_pid).arg(procfs::commandLine(m_pid));
    const std::optional<int> scope = procfs::ptraceScope();
    if (geteuid() == 0) {
        text += QLatin1Char(' ')
            + tr("Even root may not trace it: the kernel protects some processes (init, kernel threads), and a "
                 "security module (SELinux, AppArmor) or a container may forbid ptrace.");
    } else if (scope && *scope > 0) {
        text += QLatin1Char(' ')
            + tr("The kernel's ptrace_scope is %1, which only lets a process trace its own children: run "
                 "`sudo sysctl kernel.yama.ptrace_scope=0`, run Hourglass as root or with CAP_SYS_PTRACE, or let "
                 "Hourglass start the command.")
                  .arg(*scope);
    } else {
        text += QLatin1Char(' ')
            + tr("Tracing a process of another user needs root or the CAP_SYS_PTRACE capability.");
    }
    return text;
}

bool PtraceTarget::seize(pid_t tid, QString *error)
{
    if (traceCall(PTRACE_SEIZE, tid, options()) == 0) {
        m_threads[tid];
        return true;
    }
    const int code = errno;
    // A thread started by one we already traced is ours already (its clone
    // event is still queued).
    if (code == EPERM && procfs::statusField(tid, "TracerPid").toInt() == gettid()) {
        m_threads[tid].fresh = true;
        return true;
    }
    if (code == ESRCH && procfs::processExists(m_pid))
        return true; // the thread ended meanwhile
    if (code == EPERM && tid == m_pid && procfs::threadState(m_pid, tid) == 'Z') {
        m_zombieLeader = true; // exited before its threads: nothing to sample, and it cannot be traced
        return true;
    }
    if (error)
        *error = seizeError(tid, code);
    return false;
}

bool PtraceTarget::seizeAll(QString *error)
{
    // Threads may start while we attach: scan until a pass finds none new.
    for (bool found = true; found;) {
        found = false;
        for (pid_t tid : procfs::threadIds(m_pid)) {
            if (m_threads.count(tid) || (tid == m_pid && m_zombieLeader))
                continue;
            if (!seize(tid, error))
                return false;
            found = true;
        }
    }
    if (m_threads.empty()) {
        if (error)
            *error = tr("No process with id %1.").arg(m_pid);
        return false;
    }
    return true;
}

std::unique_ptr<PtraceTarget> PtraceTarget::attach(pid_t pid, QString *error)
{
    if (pid <= 0 || !procfs::processExists(pid)) {
        *error = tr("No process with id %1.").arg(pid);
        return nullptr;
    }
    if (pid == getpid()) {
        *error = tr("Hourglass cannot record itself (process %1).").arg(pid);
        return nullptr;
    }
    std::unique_ptr<PtraceTarget> target(new PtraceTarget(pid, false));
    if (!target->seizeAll(error)) {
        target->detach();
        target->m_exited = true; // nothing left to undo
        return nullptr;
    }
    return target;
}

std::unique_ptr<PtraceTarget> PtraceTarget::launch(const QStringList &command, QString *error)
{
    if (command.isEmpty()) {
        *error = tr("No command to record.");
        return nullptr;
    }
    // Everything the child touches is prepared before fork().
    std::vector<QByteArray> storage;
    for (const QString &arg : command)
        storage.push_back(arg.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &arg : storage)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    int go[2], failed[2];
    if (pipe2(go, O_CLOEXEC) != 0 || pipe2(failed, O_CLOEXEC) != 0) {
        *error = tr("Cannot start %1: %2.").arg(command.first(), QString::fromLocal8Bit(strerror(errno)));
        return nullptr;
    }
    const pid_t child = fork();
    if (child == 0) {
        // Wait until the parent has seized us, so exec is the first thing traced.
        char byte;
        close(go[1]);
        while (read(go[0], &byte, 1) < 0 && errno == EINTR) {
        }
        execvp(argv[0], argv.data());
        const int code = errno;
        [[maybe_unused]] ssize_t written = write(failed[1], &code, sizeof code);
        _exit(127);
    }
    close(go[0]);
    close(failed[1]);
    if (child < 0) {
        *error = tr("Cannot start %1: %2.").arg(command.first(), QString::fromLocal8Bit(strerror(errno)));
        close(go[1]);
        close(failed[0]);
        return nullptr;
    }

    std::unique_ptr<PtraceTarget> target(new PtraceTarget(child, true));
    if (traceCall(PTRACE_SEIZE, child, target->options()) != 0) {
        *error = tr("Cannot trace %1: %2.").arg(command.first(), QString::fromLocal8Bit(strerror(errno)));
        close(go[1]);
        close(failed[0]);
        return nullptr; // ~PtraceTarget kills and reaps the child
    }
    target->m_threads[child];
    close(go[1]); // let it exec

    // Run until the exec has happened (or failed).
    for (;;) {
        int status = 0;
        if (waitpid(child, &status, __WALL) < 0 && errno == EINTR)
            continue;
        if (WIFSTOPPED(status) && (status >> 16) == PTRACE_EVENT_EXEC) {
            target->handle(child, status);
            target->takeExecFlag();
            break;
        }
        target->handle(child, status);
        if (target->m_exited) {
            int code = 0;
            if (read(failed[0], &code, sizeof code) == sizeof code)
                *error = tr("Cannot start %1: %2.").arg(command.first(), QString::fromLocal8Bit(strerror(code)));
            else
                *error = tr("%1 ended before it started: %2.").arg(command.first(), target->exitDescription());
            close(failed[0]);
            return nullptr;
        }
    }
    close(failed[0]);
    return target;
}

std::vector<pid_t> PtraceTarget::threads() const
{
    std::vector<pid_t> ids;
    for (const auto &[tid, thread] : m_threads) {
        if (!thread.exiting)
            ids.push_back(tid);
    }
    return ids;
}

pid_t PtraceTarget::memoryPid() const
{
    const auto leader = m_threads.find(m_pid);
    if (leader != m_threads.end() && !leader->second.exiting)
        return m_pid;
    const std::vector<pid_t> live = threads();
    return live.empty() ? m_pid : live.front();
}

QString PtraceTarget::exitDescription() const
{
    if (WIFSIGNALED(m_exitStatus))
        return tr("killed by %1").arg(signalName(WTERMSIG(m_exitStatus)));
    return tr("exited with status %1").arg(WEXITSTATUS(m_exitStatus));
}

bool PtraceTarget::takeExecFlag()
{
    return std::exchange(m_execed, false);
}

void PtraceTarget::forget(pid_t tid)
{
    m_threads.erase(tid);
}

void PtraceTarget::rescanThreads()
{
    const std::vector<pid_t> alive = procfs::threadIds(m_pid);
    for (auto it = m_threads.begin(); it != m_threads.end();) {
        if (std::find(alive.begin(), alive.end(), it->first) == alive.end())
            it = m_threads.erase(it);
        else
            ++it;
    }
}

bool PtraceTarget::handle(pid_t tid, int status)
{
    const auto known = m_threads.find(tid);
    if (WIFEXITED(status) || WIFSIGNALED(status)) {
        if (tid == m_pid) {
            m_exited = true;
            m_exitStatus = status;
            m_threads.clear(); // the leader is reported last
        } else {
            forget(tid);
            if (m_threads.empty() && m_zombieLeader) { // the last thread: the process has ended
                m_exited = true;
                m_exitStatus = status;
            }
        }
        return false;
    }
    if (!WIFSTOPPED(status))
        return false;
    const int sig = WSTOPSIG(status);
    const int event = status >> 16;
    int deliver = 0; // a signal meant for the target, passed on when it runs
    if (event == PTRACE_EVENT_CLONE) {
        unsigned long child = 0;
        // Its first stop may have come already (waitpid(-1) takes any
        // order) and been handled as fresh; then it is fresh no longer.
        if (ptrace(PTRACE_GETEVENTMSG, tid, nullptr, &child) == 0) {
            const auto [entry, added] = m_threads.try_emplace(pid_t(child));
            entry->second.fresh = added;
        }
    } else if (event == PTRACE_EVENT_EXEC) {
        // Every other thread is gone; the leader runs a new program.
        m_execed = true;
        rescanThreads();
        // A leader replaced by the thread that ran exec reported its exit
        // first: the new leader is alive.
        m_threads[m_pid].exiting = false;
    } else if (event == 0) {
        deliver = sig;
    }
    if (known == m_threads.end() && event == PTRACE_EVENT_STOP)
        m_threads[tid].fresh = true; // a new thread's first stop came before its clone event
    Thread &thread = m_threads[tid];
    if (event == PTRACE_EVENT_EXIT) {
        // It will not stop again: a leader that exits before its threads
        // stays a zombie until the last one ends, and waiting for it would
        // block until then. A pending interrupt is dropped with this stop.
        thread.exiting = true;
        thread.interruptPending = false;
        thread.stoppedForUs = false;
        traceCall(PTRACE_CONT, tid);
        return false;
    }
    if (event == 0 && sig == SIGCONT)
        thread.inGroupStop = false;
    if (event == PTRACE_EVENT_STOP) {
        // A cloned thread's first stop is not a group stop, whatever its signal.
        const bool groupStop = !thread.fresh && isGroupStopSignal(sig);
        thread.fresh = false;
        if (!thread.interruptPending) {
            if (groupStop) { // Ctrl+Z, SIGSTOP: stay stopped as without us
                thread.inGroupStop = true;
                traceCall(PTRACE_LISTEN, tid);
            } else {
                traceCall(PTRACE_CONT, tid);
            }
            return false;
        }
        thread.inGroupStop = groupStop;
    }
    if (thread.interruptPending) {
        // Any stop ends a pending interrupt (the kernel drops it then), so
        // this one is ours, whatever caused it.
        thread.interruptPending = false;
        thread.stoppedForUs = true;
        thread.resumeSignal = deliver;
        return true;
    }
    traceCall(PTRACE_CONT, tid, deliver);
    return false;
}

bool PtraceTarget::interrupt(pid_t tid)
{
    auto found = m_threads.find(tid);
    if (found == m_threads.end() || found->second.exiting)
        return false;
    if (found->second.stoppedForUs || found->second.interruptPending)
        return true;
    if (traceCall(PTRACE_INTERRUPT, tid) != 0) {
        int status = 0;
        if (pollStatus(tid, &status) == tid)
            handle(tid, status);
        else
            forget(tid);
        return false;
    }
    found->second.interruptPending = true;
    return true;
}

bool PtraceTarget::waitUntilStopped(pid_t tid)
{
    auto found = m_threads.find(tid);
    if (found == m_threads.end() || found->second.exiting)
        return false;
    if (found->second.stoppedForUs)
        return true;
    if (!found->second.interruptPending)
        return false;
    for (;;) {
        int status = 0;
        // Blocking: a sleeping tracer is woken as soon as the stop happens,
        // while polling would take CPU time from the threads that must run
        // to reach their stop.
        const pid_t got = waitpid(tid, &status, __WALL);
        if (got < 0 && errno == EINTR)
            continue;
        if (got != tid) { // not ours any more
            forget(tid);
            return false;
        }
        if (handle(tid, status))
            return true;
        const auto still = m_threads.find(tid);
        if (still == m_threads.end() || still->second.exiting)
            return false; // an exiting leader would not stop until its last thread ends
    }
}

pid_t PtraceTarget::nextStop(bool block)
{
    int status = 0;
    // Any of our tracees, but only this thread's: another thread's children
    // (a QProcess) are not ours to reap.
    const pid_t got = waitpid(-1, &status, __WALL | __WNOTHREAD | (block ? 0 : WNOHANG));
    if (got == 0 || (got < 0 && errno == EINTR))
        return 0;
    if (got < 0) { // nothing traced any more
        for (auto &entry : m_threads)
            entry.second.interruptPending = false;
        return -1;
    }
    return handle(got, status) ? got : 0;
}

bool PtraceTarget::stop(pid_t tid)
{
    return interrupt(tid) && waitUntilStopped(tid);
}

void PtraceTarget::resume(pid_t tid)
{
    auto found = m_threads.find(tid);
    if (found == m_threads.end() || !found->second.stoppedForUs)
        return;
    found->second.stoppedForUs = false;
    if (found->second.inGroupStop)
        traceCall(PTRACE_LISTEN, tid);
    else
        traceCall(PTRACE_CONT, tid, std::exchange(found->second.resumeSignal, 0));
}

void PtraceTarget::detach()
{
    for (pid_t tid : threads()) {
        if (!stop(tid))
            continue;
        Thread &thread = m_threads[tid];
        // A thread in a group stop stays stopped, as it would without us.
        traceCall(PTRACE_DETACH, tid, thread.inGroupStop ? SIGSTOP : thread.resumeSignal);
    }
    m_threads.clear();
}

} // namespace hg
