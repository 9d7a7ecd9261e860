#include "ThreadSnapshot.h"

#include <algorithm>
#include <cstring>

#include <elf.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>

namespace hg {

namespace {

constexpr std::size_t kPage = 4096;

#if defined(__x86_64__) || defined(__aarch64__)
using UserRegisters = user_regs_struct;
#else
struct UserRegisters
{
};
#endif

bool readRegisters(pid_t tid, UserRegisters &regs)
{
    iovec io{&regs, sizeof regs};
    // A 32-bit program gives a shorter set, in another numbering: not ours.
    return ThreadSnapshot::kSupported
        && ptrace(PTRACE_GETREGSET, tid, reinterpret_cast<void *>(NT_PRSTATUS), &io) == 0 && io.iov_len == sizeof regs;
}

} // namespace

std::size_t readProcessMemory(pid_t tid, std::uint64_t address, void *into, std::size_t bytes)
{
    // One remote piece per page: process_vm_readv never splits a piece, so a
    // single one reaching past a mapping would read nothing at all, where
    // pages stop at the first one missing.
    constexpr std::size_t kMaxPieces = 64;
    std::size_t done = 0;
    while (done < bytes) {
        iovec remote[kMaxPieces];
        std::size_t pieces = 0, asked = 0;
        for (std::uint64_t at = address + done; at < address + bytes && pieces < kMaxPieces; ++pieces) {
            const std::uint64_t end = std::min<std::uint64_t>((at / kPage + 1) * kPage, address + bytes);
            remote[pieces] = {reinterpret_cast<void *>(at), std::size_t(end - at)};
            asked += std::size_t(end - at);
            at = end;
        }
        iovec local{static_cast<std::uint8_t *>(into) + done, asked};
        const ssize_t got = process_vm_readv(tid, &local, 1, remote, pieces, 0);
        if (got <= 0)
            break;
        done += std::size_t(got);
        if (std::size_t(got) < asked)
            break;
    }
    return done;
}

void ThreadSnapshot::reserve(std::size_t bytes)
{
    if (bytes <= m_capacity)
        return;
    auto grown = std::make_unique_for_overwrite<std::uint8_t[]>(bytes);
    if (m_stackSize > 0)
        std::memcpy(grown.get(), m_stack.get(), m_stackSize);
    m_stack = std::move(grown);
    m_capacity = bytes;
}

bool ThreadSnapshot::take(pid_t tid, std::size_t stackBytes)
{
    m_tid = tid;
    m_stackSize = 0;
    UserRegisters regs{};
    if (!readRegisters(tid, regs))
        return false;
#if defined(__x86_64__)
    // The x86-64 psABI's DWARF register numbers.
    m_registers = {regs.rax, regs.rdx, regs.rcx, regs.rbx, regs.rsi, regs.rdi, regs.rbp, regs.rsp, regs.r8,
                   regs.r9,  regs.r10, regs.r11, regs.r12, regs.r13, regs.r14, regs.r15, regs.rip};
    m_pc = regs.rip;
    m_stackStart = regs.rsp;
#elif defined(__aarch64__)
    std::copy(std::begin(regs.regs), std::end(regs.regs), m_registers.begin()); // x0..x30
    m_registers[31] = regs.sp;
    m_pc = regs.pc;
    m_stackStart = regs.sp;
#endif
    const std::size_t bytes = std::min(stackBytes, kMaxStackBytes);
    reserve(bytes);
    m_stackSize = readProcessMemory(tid, m_stackStart, m_stack.get(), bytes);
    return true;
}

bool ThreadSnapshot::extend(std::uint64_t end)
{
    if (end <= m_stackStart + m_stackSize)
        return true;
    const std::size_t wanted = std::size_t(std::min<std::uint64_t>(end - m_stackStart, kMaxStackBytes));
    if (wanted <= m_stackSize)
        return false;
    reserve(wanted);
    m_stackSize += readProcessMemory(m_tid, m_stackStart + m_stackSize, m_stack.get() + m_stackSize,
                                     wanted - m_stackSize);
    return end <= m_stackStart + m_stackSize;
}

bool ThreadSnapshot::read(std::uint64_t address, std::uint64_t *value) const
{
    if (address < m_stackStart || address - m_stackStart + sizeof *value > m_stackSize)
        return false;
    std::memcpy(value, m_stack.get() + (address - m_stackStart), sizeof *value);
    return true;
}

} // namespace hg
