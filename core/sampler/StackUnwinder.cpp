#include "StackUnwinder.h"

#include "ProcessDwfl.h"

#include <elfutils/libdwfl.h>

namespace hg {

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

bool StackUnwinder::unwind(pid_t tid, std::vector<std::uint64_t> &addresses)
{
    addresses.clear();
    m_out = &addresses;
    m_sawUnknown = false;
    // The walk ends in an error at the outermost frame as often as not
    // (no CFI for _start, a corrupt frame): whatever was read is the stack.
    dwfl_getthread_frames(m_process.dwfl(), tid, &StackUnwinder::onFrame, this);
    m_out = nullptr;
    return !addresses.empty();
}

} // namespace hg
