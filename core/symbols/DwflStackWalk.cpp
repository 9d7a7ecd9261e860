#include "DwflStackWalk.h"

#include <elfutils/libdwfl.h>

namespace hg {

namespace {

pid_t noThreadList(Dwfl *, void *, void **)
{
    return 0; // threads are named by each walk, never listed
}

} // namespace

DwflStackWalk::DwflStackWalk(Dwfl *dwfl, pid_t pid) : m_dwfl(dwfl)
{
    static const Dwfl_Thread_Callbacks callbacks = {
        noThreadList, &DwflStackWalk::getThread, &DwflStackWalk::readMemory, &DwflStackWalk::setInitialRegisters,
        nullptr,      nullptr,
    };
    if (!dwfl || !dwfl_attach_state(dwfl, nullptr, pid, &callbacks, this))
        m_error = QString::fromLocal8Bit(dwfl_errmsg(-1));
}

bool DwflStackWalk::getThread(Dwfl *, pid_t tid, void *self, void **threadArg)
{
    auto *walk = static_cast<DwflStackWalk *>(self);
    if (!walk->m_state || walk->m_tid != tid)
        return false;
    *threadArg = walk;
    return true;
}

bool DwflStackWalk::setInitialRegisters(Dwfl_Thread *thread, void *self)
{
    const UnwindState &state = *static_cast<DwflStackWalk *>(self)->m_state;
    const std::span<const std::uint64_t> registers = state.registers();
    if (!dwfl_thread_state_registers(thread, 0, unsigned(registers.size()), registers.data()))
        return false;
    dwfl_thread_state_register_pc(thread, state.pc());
    return true;
}

bool DwflStackWalk::readMemory(Dwfl *, std::uint64_t address, std::uint64_t *result, void *self)
{
    return static_cast<DwflStackWalk *>(self)->m_state->read(address, result);
}

int DwflStackWalk::onFrame(Dwfl_Frame *frame, void *self)
{
    auto *walk = static_cast<DwflStackWalk *>(self);
    Dwarf_Addr pc = 0;
    bool activation = false;
    if (!dwfl_frame_pc(frame, &pc, &activation))
        return DWARF_CB_ABORT;
    if (!activation && pc > 0)
        --pc;
    walk->m_out->push_back(pc);
    return walk->m_out->size() < walk->m_maxDepth ? DWARF_CB_OK : DWARF_CB_ABORT;
}

void DwflStackWalk::walk(pid_t tid, UnwindState &state, std::vector<std::uint64_t> &addresses, std::size_t maxDepth)
{
    addresses.clear();
    if (!isValid() || maxDepth == 0)
        return;
    m_tid = tid;
    m_state = &state;
    m_out = &addresses;
    m_maxDepth = maxDepth;
    dwfl_getthread_frames(m_dwfl, tid, &DwflStackWalk::onFrame, this);
    m_state = nullptr;
    m_out = nullptr;
}

} // namespace hg
