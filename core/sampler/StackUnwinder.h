#pragma once
#include <sys/types.h>

#include <cstdint>
#include <vector>

struct Dwfl_Frame;

namespace hg {

class ProcessDwfl;

// Walks the stack of one ptrace-stopped thread with libdwfl: DWARF CFI from
// .eh_frame / .debug_frame, so code built without frame pointers unwinds.
class StackUnwinder
{
public:
    static constexpr std::size_t kMaxDepth = 512;

    explicit StackUnwinder(ProcessDwfl &process) : m_process(process) {}

    // The thread's code addresses, leaf first. Return addresses are moved
    // back by one byte so they fall inside the call instruction (its line
    // and function, not the next one's). False when nothing could be read.
    bool unwind(pid_t tid, std::vector<std::uint64_t> &addresses);
    // An address of the last unwind lay outside every known module (a
    // library loaded since the maps were read).
    bool sawUnknownModule() const { return m_sawUnknown; }

private:
    static int onFrame(Dwfl_Frame *frame, void *self);

    ProcessDwfl &m_process;
    std::vector<std::uint64_t> *m_out = nullptr;
    bool m_sawUnknown = false;
};

} // namespace hg
