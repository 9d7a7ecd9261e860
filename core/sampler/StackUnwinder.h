#pragma once
#include "symbols/DwflStackWalk.h"

#include <QCoreApplication>
#include <QString>

#include <sys/types.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

class ProcessDwfl;
class ThreadSnapshot;

// Walks the stack of a thread from a snapshot (its registers and the top of
// its stack) with the shared DwflStackWalk. The thread is already running
// again. It learns how much of each thread's stack its walks read, so the
// next snapshot copies that much and little more.
class StackUnwinder
{
    Q_DECLARE_TR_FUNCTIONS(StackUnwinder)
public:
    static constexpr std::size_t kMaxDepth = 512;

    // Tells libdwfl to take thread state from snapshots (once per Dwfl).
    explicit StackUnwinder(ProcessDwfl &process);

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    // The thread's code addresses, leaf first (see DwflStackWalk::walk).
    // False when nothing could be read.
    bool unwind(ThreadSnapshot &snapshot, std::vector<std::uint64_t> &addresses);
    // An address of the last unwind lay outside every known module (a
    // library loaded since the maps were read).
    bool sawUnknownModule() const { return m_sawUnknown; }
    // How much of this thread's stack to copy next time: what its last walk
    // read, and a margin for a stack a little deeper.
    std::size_t stackBytesFor(pid_t tid) const;

private:
    class SnapshotState;

    ProcessDwfl &m_process;
    DwflStackWalk m_walk;
    QString m_error;
    bool m_sawUnknown = false;
    std::unordered_map<pid_t, std::size_t> m_stackBytes;
};

} // namespace hg
