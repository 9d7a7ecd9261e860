#include "PerfAddressSpaces.h"

namespace hg {

std::uint32_t PerfAddressSpaces::add(std::uint32_t pid, PerfAddressSpace space)
{
    const auto id = std::uint32_t(m_spaces.size());
    m_spaces.push_back(std::move(space));
    m_pids.push_back(pid);
    m_current[pid] = id;
    return id;
}

std::uint32_t PerfAddressSpaces::of(std::uint32_t pid)
{
    const auto found = m_current.find(pid);
    return found != m_current.end() ? found->second : add(pid, {});
}

void PerfAddressSpaces::exec(std::uint32_t pid) { add(pid, {}); }

void PerfAddressSpaces::fork(std::uint32_t pid, std::uint32_t parent)
{
    if (pid == parent)
        return; // a thread: the same space
    const auto found = m_current.find(parent);
    add(pid, found != m_current.end() ? m_spaces[found->second].copy() : PerfAddressSpace());
}

} // namespace hg
