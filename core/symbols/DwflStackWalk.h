#pragma once
#include <QString>

#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

struct Dwfl;
struct Dwfl_Frame;
struct Dwfl_Thread;

namespace hg {

// What one walk over a thread's frames reads: the registers the thread
// stood with (in DWARF numbering, from 0) and its memory. A live thread's
// snapshot (the sampler's) or a recorded sample's saved registers and stack
// copy (perf.data's --call-graph dwarf).
class UnwindState
{
public:
    virtual ~UnwindState() = default;
    virtual std::span<const std::uint64_t> registers() const = 0;
    virtual std::uint64_t pc() const = 0;
    // The 8 bytes at `address`; false when they cannot be had.
    virtual bool read(std::uint64_t address, std::uint64_t *value) = 0;
};

// Walks a thread's stack with libdwfl from an UnwindState: DWARF CFI from
// .eh_frame / .debug_frame, so code built without frame pointers unwinds.
// The Dwfl's modules say where each address's CFI is; libdwfl never looks
// at the thread itself. One per Dwfl (libdwfl takes the thread callbacks
// once), after its first module was reported (it names the architecture).
class DwflStackWalk
{
public:
    DwflStackWalk(Dwfl *dwfl, pid_t pid);
    DwflStackWalk(const DwflStackWalk &) = delete;
    DwflStackWalk &operator=(const DwflStackWalk &) = delete;

    bool isValid() const { return m_error.isEmpty(); }
    // libdwfl's reason when the walk cannot be set up.
    QString error() const { return m_error; }

    // The code addresses of thread `tid`, leaf first, at most `maxDepth`.
    // Return addresses are moved back by one byte so they fall inside the
    // call instruction (its line and function, not the next one's). The
    // walk ends in an error at the outermost frame as often as not (no CFI
    // for _start, a corrupt frame): whatever was read is the stack.
    void walk(pid_t tid, UnwindState &state, std::vector<std::uint64_t> &addresses, std::size_t maxDepth);

private:
    static int onFrame(Dwfl_Frame *frame, void *self);
    static bool getThread(Dwfl *dwfl, pid_t tid, void *self, void **threadArg);
    static bool readMemory(Dwfl *dwfl, std::uint64_t address, std::uint64_t *result, void *self);
    static bool setInitialRegisters(Dwfl_Thread *thread, void *self);

    Dwfl *m_dwfl;
    QString m_error;
    // During walk():
    pid_t m_tid = 0;
    UnwindState *m_state = nullptr;
    std::vector<std::uint64_t> *m_out = nullptr;
    std::size_t m_maxDepth = 0;
};

} // namespace hg
