#pragma once
#include <QString>
#include <QStringList>

#include <sys/types.h>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace hg::procfs {

// Small readers of /proc for the sampler and the process list.
bool processExists(pid_t pid);
std::vector<pid_t> threadIds(pid_t pid);
// /proc/PID/task/TID/NAME, for a reader that keeps the file open.
QString taskFile(pid_t pid, pid_t tid, const char *name);
QString threadName(pid_t pid, pid_t tid); // /proc/PID/task/TID/comm
// /proc/TID/maps has a line: the thread lives and shows its process's memory.
bool hasMemoryMap(pid_t tid);
QString commandLine(pid_t pid);           // arguments joined by spaces
// A field of /proc/PID/status ("TracerPid", "Uid"), without its label.
QString statusField(pid_t pid, const char *field);
// The one-letter state of /proc/PID/task/TID/stat ('R', 'S', 'Z', ...).
char threadState(pid_t pid, pid_t tid);
// The system call a thread is blocked in (/proc/PID/task/TID/syscall):
// its six arguments, stack and instruction pointers. nullopt when the
// thread runs, is blocked outside a call, or is gone.
struct BlockedCall
{
    std::array<std::uint64_t, 6> arguments{};
    std::uint64_t sp = 0;
    std::uint64_t pc = 0;
};
std::optional<BlockedCall> blockedCall(pid_t pid, pid_t tid);
// /proc/sys/kernel/yama/ptrace_scope, when Yama is present.
std::optional<int> ptraceScope();
QString userName(uid_t uid);

} // namespace hg::procfs
