#pragma once
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <sys/types.h>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace hg {

// The ptrace side of the sampler: one process whose every thread is seized
// (PTRACE_SEIZE, so nothing stops until asked), new threads followed
// (PTRACE_O_TRACECLONE), exiting ones told by the kernel
// (PTRACE_O_TRACEEXIT), signals meant for the target passed on, group
// stops kept (PTRACE_LISTEN). Every call must come from the one thread that
// created it: ptrace ties tracees to the tracing thread, and waiting on
// anything but our own tracees would steal other children's exits.
class PtraceTarget
{
    Q_DECLARE_TR_FUNCTIONS(PtraceTarget)
public:
    ~PtraceTarget(); // detaches, and ends a launched command
    PtraceTarget(const PtraceTarget &) = delete;
    PtraceTarget &operator=(const PtraceTarget &) = delete;

    // Seizes every thread of a running process. On failure returns null and
    // says why in words a person can act on (no such process, permission,
    // already traced).
    static std::unique_ptr<PtraceTarget> attach(pid_t pid, QString *error);
    // Starts `command` (searched in PATH) traced from its first instruction;
    // it is killed if the sampler dies.
    static std::unique_ptr<PtraceTarget> launch(const QStringList &command, QString *error);

    pid_t pid() const { return m_pid; }
    // Whose /proc entry shows the process's memory and maps now: the
    // leader's, or a live thread's once the leader has exited before its
    // threads (a zombie leader has no memory any more).
    pid_t memoryPid() const;
    bool launched() const { return m_launched; }
    std::vector<pid_t> threads() const; // sorted; without threads that are exiting
    bool exited() const { return m_exited; }
    QString exitDescription() const; // "exited with status 0", "killed by SIGSEGV"
    // True once since the last call when the target ran execve (its modules
    // are then new).
    bool takeExecFlag();

    // Stops one thread for inspection and waits until it is; false when it
    // has gone or cannot stop any more (a leader that exited before its
    // threads).
    bool stop(pid_t tid);
    // The two halves of stop(), so that several threads can be asked at
    // once and their ways to the stop overlap. interrupt() is true when the
    // thread is asked (now or still from before) and will stop.
    bool interrupt(pid_t tid);
    bool waitUntilStopped(pid_t tid);
    // Takes the next status the target reports and acts on it: new and
    // exited threads, signals to pass on, group stops, exec. Returns the id
    // of a thread asked by interrupt() once it stands still; 0 for anything
    // else, for nothing waiting (block false) or for a wait a signal
    // interrupted (block true); -1 once nothing is traced any more.
    pid_t nextStop(bool block);
    // Lets a stopped thread run again (or stay in its group stop).
    void resume(pid_t tid);
    // Detaches from every thread; they go on running.
    void detach();

private:
    struct Thread
    {
        bool stoppedForUs = false;  // stop() succeeded, resume() pending
        bool inGroupStop = false;   // resume with PTRACE_LISTEN, not CONT
        bool interruptPending = false;
        bool fresh = false;         // cloned: its first stop is not ours
        int resumeSignal = 0;       // a signal for the target that arrived with our stop
        bool exiting = false;       // reported its exit: never stops again (a leader stays a zombie until the last thread)
    };

    PtraceTarget(pid_t pid, bool launched);
    bool seize(pid_t tid, QString *error);
    QString seizeError(pid_t tid, int error) const;
    bool seizeAll(QString *error);
    // Acts on one wait status of `tid`; returns true when it is the stop
    // that stop() waits for.
    bool handle(pid_t tid, int status);
    void forget(pid_t tid);
    void rescanThreads();
    unsigned long options() const;

    pid_t m_pid = -1;
    bool m_launched = false;
    bool m_exited = false;
    bool m_execed = false;
    bool m_zombieLeader = false; // the leader had exited when we attached: not traced
    int m_exitStatus = 0;
    std::map<pid_t, Thread> m_threads;
};

} // namespace hg
