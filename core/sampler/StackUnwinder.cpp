#include "StackUnwinder.h"

#include "ProcessDwfl.h"
#include "ThreadSnapshot.h"

#include <elfutils/libdwfl.h>

namespace hg {

namespace {

// A snapshot copies what the thread's last walk read and this much more, so
// a stack a little deeper than the last one is still in the copy; beyond it
// the copy is extended by whole steps.
constexpr std::size_t kStackMargin = 1024;
constexpr std::size_t kMinStackCopy = 2048;
constexpr std::size_t kExtendStep = 4096;

pid_t noThreadList(Dwfl *, void *, void **)
{
    return 0; // threads are named by the snapshot, never listed
}

} // namespace

StackUnwinder::StackUnwinder(ProcessDwfl &process) : m_process(process)
{
    static const Dwfl_Thread_Callbacks callbacks = {
        noThreadList, &StackUnwinder::getThread, &StackUnwinder::readMemory, &StackUnwinder::setInitialRegisters,
        nullptr,      nullptr,
    };
    if (!ThreadSnapshot::kSupported)
        m_error = tr("Live sampling is supported on x86-64 and ARM64 only.");
    else if (!process.dwfl() || !dwfl_attach_state(process.dwfl(), nullptr, process.pid(), &callbacks, this))
        m_error = tr("Cannot unwind the threads of process %1: %2")
                      .arg(process.pid())
                      .arg(QString::fromLocal8Bit(dwfl_errmsg(-1)));
}

bool StackUnwinder::getThread(Dwfl *, pid_t tid, void *self, void **threadArg)
{
    auto *unwinder = static_cast<StackUnwinder *>(self);
    if (!unwinder->m_snapshot || unwinder->m_snapshot->tid() != tid)
        return false;
    *threadArg = unwinder->m_snapshot;
    return true;
}

bool StackUnwinder::setInitialRegisters(Dwfl_Thread *thread, void *snapshot)
{
    const auto *taken = static_cast<const ThreadSnapshot *>(snapshot);
    if (!dwfl_thread_state_registers(thread, 0, unsigned(taken->registers().size()), taken->registers().data()))
        return false;
    dwfl_thread_state_register_pc(thread, taken->pc());
    return true;
}

bool StackUnwinder::readMemory(Dwfl *, std::uint64_t address, std::uint64_t *result, void *self)
{
    return static_cast<StackUnwinder *>(self)->read(address, result);
}

bool StackUnwinder::read(std::uint64_t address, std::uint64_t *value)
{
    ThreadSnapshot &snapshot = *m_snapshot;
    if (snapshot.read(address, value)) {
        m_stackReadEnd = std::max(m_stackReadEnd, address + sizeof *value);
        return true;
    }
    // Reads as far above the stack pointer as a copy may go count as the
    // stack's; farther ones are other memory, read where it is.
    if (address >= snapshot.stackStart() && address - snapshot.stackStart() < ThreadSnapshot::kMaxStackBytes) {
        m_stackReadEnd = std::max(m_stackReadEnd, address + sizeof *value);
        // The step may reach past the top of the stack; the address itself
        // may still be there.
        snapshot.extend(address + kExtendStep);
        return snapshot.read(address, value);
    }
    return readProcessMemory(snapshot.tid(), address, value, sizeof *value) == sizeof *value;
}

int StackUnwinder::onFrame(Dwfl_Frame *frame, void *self)
{
    auto *unwinder = static_cast<StackUnwinder *>(self);
    Dwarf_Addr pc = 0;
    bool activation = false;
    if (!dwfl_frame_pc(frame, &pc, &activation))
        return DWARF_CB_ABORT;
    if (!activation && pc > 0)
        --pc;
    unwinder->m_out->push_back(pc);
    if (!unwinder->m_process.moduleAt(pc))
        unwinder->m_sawUnknown = true;
    return unwinder->m_out->size() < kMaxDepth ? DWARF_CB_OK : DWARF_CB_ABORT;
}

bool StackUnwinder::unwind(ThreadSnapshot &snapshot, std::vector<std::uint64_t> &addresses)
{
    addresses.clear();
    m_snapshot = &snapshot;
    m_out = &addresses;
    m_sawUnknown = false;
    m_stackReadEnd = snapshot.stackStart();
    // The walk ends in an error at the outermost frame as often as not
    // (no CFI for _start, a corrupt frame): whatever was read is the stack.
    dwfl_getthread_frames(m_process.dwfl(), snapshot.tid(), &StackUnwinder::onFrame, this);
    const std::size_t used = std::size_t(m_stackReadEnd - snapshot.stackStart());
    if (m_stackBytes.size() > 65536)
        m_stackBytes.clear(); // many threads came and went
    m_stackBytes[snapshot.tid()] = used + kStackMargin;
    m_snapshot = nullptr;
    m_out = nullptr;
    return !addresses.empty();
}

std::size_t StackUnwinder::stackBytesFor(pid_t tid) const
{
    const auto found = m_stackBytes.find(tid);
    return found == m_stackBytes.end() ? kMinStackCopy : std::max(found->second, kMinStackCopy);
}

} // namespace hg
