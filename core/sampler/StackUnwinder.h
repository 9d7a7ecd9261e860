#pragma once
#include <QCoreApplication>
#include <QString>

#include <sys/types.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

struct Dwfl;
struct Dwfl_Frame;
struct Dwfl_Thread;

namespace hg {

class ProcessDwfl;
class ThreadSnapshot;

// Walks the stack of a thread from a snapshot (its registers and the top of
// its stack) with libdwfl: DWARF CFI from .eh_frame / .debug_frame, so code
// built without frame pointers unwinds. The thread is already running again.
// It learns how much of each thread's stack its walks read, so the next
// snapshot copies that much and little more.
class StackUnwinder
{
    Q_DECLARE_TR_FUNCTIONS(StackUnwinder)
public:
    static constexpr std::size_t kMaxDepth = 512;

    // Tells libdwfl to take thread state from snapshots (once per Dwfl).
    explicit StackUnwinder(ProcessDwfl &process);

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    // The thread's code addresses, leaf first. Return addresses are moved
    // back by one byte so they fall inside the call instruction (its line
    // and function, not the next one's). False when nothing could be read.
    bool unwind(ThreadSnapshot &snapshot, std::vector<std::uint64_t> &addresses);
    // An address of the last unwind lay outside every known module (a
    // library loaded since the maps were read).
    bool sawUnknownModule() const { return m_sawUnknown; }
    // How much of this thread's stack to copy next time: what its last walk
    // read, and a margin for a stack a little deeper.
    std::size_t stackBytesFor(pid_t tid) const;

private:
    static int onFrame(Dwfl_Frame *frame, void *self);
    static bool getThread(Dwfl *dwfl, pid_t tid, void *self, void **threadArg);
    static bool readMemory(Dwfl *dwfl, std::uint64_t address, std::uint64_t *result, void *self);
    static bool setInitialRegisters(Dwfl_Thread *thread, void *snapshot);
    bool read(std::uint64_t address, std::uint64_t *value);

    ProcessDwfl &m_process;
    QString m_error;
    ThreadSnapshot *m_snapshot = nullptr; // during unwind()
    std::vector<std::uint64_t> *m_out = nullptr;
    bool m_sawUnknown = false;
    std::uint64_t m_stackReadEnd = 0; // the highest stack byte read, plus one
    std::unordered_map<pid_t, std::size_t> m_stackBytes;
};

} // namespace hg
