#include "StackUnwinder.h"

#include "ProcessDwfl.h"
#include "ThreadSnapshot.h"

#include <algorithm>

namespace hg {

namespace {

// A snapshot copies what the thread's last walk read and this much more, so
// a stack a little deeper than the last one is still in the copy; beyond it
// the copy is extended by whole steps.
constexpr std::size_t kStackMargin = 1024;
constexpr std::size_t kMinStackCopy = 2048;
constexpr std::size_t kExtendStep = 4096;

} // namespace

// A snapshot as the walk reads it: the copy first, extended when the walk
// goes beyond it, other memory from the process. Notes the highest stack
// byte read.
class StackUnwinder::SnapshotState final : public UnwindState
{
public:
    explicit SnapshotState(ThreadSnapshot &snapshot) : m_snapshot(snapshot), m_readEnd(snapshot.stackStart()) {}

    std::span<const std::uint64_t> registers() const override { return m_snapshot.registers(); }
    std::uint64_t pc() const override { return m_snapshot.pc(); }
    bool read(std::uint64_t address, std::uint64_t *value) override
    {
        if (m_snapshot.read(address, value)) {
            m_readEnd = std::max(m_readEnd, address + sizeof *value);
            return true;
        }
        // Reads as far above the stack pointer as a copy may go count as the
        // stack's; farther ones are other memory, read where it is.
        if (address >= m_snapshot.stackStart() && address - m_snapshot.stackStart() < ThreadSnapshot::kMaxStackBytes) {
            m_readEnd = std::max(m_readEnd, address + sizeof *value);
            // The step may reach past the top of the stack; the address itself
            // may still be there.
            m_snapshot.extend(address + kExtendStep);
            return m_snapshot.read(address, value);
        }
        return readProcessMemory(m_snapshot.tid(), address, value, sizeof *value) == sizeof *value;
    }
    std::size_t bytesRead() const { return std::size_t(m_readEnd - m_snapshot.stackStart()); }

private:
    ThreadSnapshot &m_snapshot;
    std::uint64_t m_readEnd; // the highest stack byte read, plus one
};

StackUnwinder::StackUnwinder(ProcessDwfl &process) : m_process(process), m_walk(process.dwfl(), process.pid())
{
    if (!ThreadSnapshot::kSupported)
        m_error = tr("Live sampling is supported on x86-64 and ARM64 only.");
    else if (!m_walk.isValid())
        m_error = tr("Cannot unwind the threads of process %1: %2").arg(process.pid()).arg(m_walk.error());
}

bool StackUnwinder::unwind(ThreadSnapshot &snapshot, std::vector<std::uint64_t> &addresses)
{
    SnapshotState state(snapshot);
    m_walk.walk(snapshot.tid(), state, addresses, kMaxDepth);
    m_sawUnknown = std::any_of(addresses.begin(), addresses.end(),
                               [this](std::uint64_t pc) { return !m_process.moduleAt(pc); });
    if (m_stackBytes.size() > 65536)
        m_stackBytes.clear(); // many threads came and went
    m_stackBytes[snapshot.tid()] = state.bytesRead() + kStackMargin;
    return !addresses.empty();
}

std::size_t StackUnwinder::stackBytesFor(pid_t tid) const
{
    const auto found = m_stackBytes.find(tid);
    return found == m_stackBytes.end() ? kMinStackCopy : std::max(found->second, kMinStackCopy);
}

} // namespace hg
