#pragma once
#include <sys/types.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace hg {

// What unwinding one thread needs, copied while it stands still: its
// registers and the top of its stack. The thread runs on as soon as the copy
// is taken (a few microseconds), and the walk over its frames happens after,
// instead of keeping it stopped for the whole walk. Reused sample after
// sample: the copy's buffer only grows.
class ThreadSnapshot
{
public:
#if defined(__x86_64__)
    static constexpr std::size_t kRegisters = 17; // DWARF rax..r15, rip (the return address column)
#elif defined(__aarch64__)
    static constexpr std::size_t kRegisters = 32; // DWARF x0..x30, sp
#else
    static constexpr std::size_t kRegisters = 0; // live sampling is not supported here
#endif
    static constexpr bool kSupported = kRegisters > 0;
    // A copy never holds more of a stack than this.
    static constexpr std::size_t kMaxStackBytes = 1024 * 1024;
    using Registers = std::array<std::uint64_t, kRegisters>;

    // Copies the registers (PTRACE_GETREGSET) and up to `stackBytes` of the
    // stack of a thread ptrace-stopped by the calling thread. False when the
    // registers could not be read (the thread has gone).
    bool take(pid_t tid, std::size_t stackBytes);
    // Copies more of the stack, up to `end`, when a walk goes beyond the
    // copy. The thread runs again by then, but the outer frames of a stack
    // are the ones that change least.
    bool extend(std::uint64_t end);
    // The 8 bytes at `address` if the copy holds them.
    bool read(std::uint64_t address, std::uint64_t *value) const;

    pid_t tid() const { return m_tid; }
    const Registers &registers() const { return m_registers; } // in DWARF numbering
    std::uint64_t pc() const { return m_pc; }
    std::uint64_t stackStart() const { return m_stackStart; } // the stack pointer

private:
    void reserve(std::size_t bytes);

    pid_t m_tid = 0;
    Registers m_registers{};
    std::uint64_t m_pc = 0;
    std::uint64_t m_stackStart = 0;
    std::size_t m_stackSize = 0; // bytes copied from m_stackStart
    std::size_t m_capacity = 0;
    std::unique_ptr<std::uint8_t[]> m_stack; // not zeroed: only m_stackSize bytes are ever read
};

// Reads the process's memory through one of its threads (any thread's id
// does, and stays valid where a leader that exited has no memory left), up to
// the first page that cannot be read. Returns the bytes read.
std::size_t readProcessMemory(pid_t tid, std::uint64_t address, void *into, std::size_t bytes);

} // namespace hg
