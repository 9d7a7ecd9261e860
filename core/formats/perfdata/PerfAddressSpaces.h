#pragma once
#include "PerfAddressSpace.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

// The address spaces of a recording's processes, as they change: a process
// starts one empty at exec, a forked child starts with a copy of its
// parent's, threads share their process's. Space 0 is the kernel's.
class PerfAddressSpaces
{
public:
    static constexpr std::uint32_t kKernel = 0;

    PerfAddressSpaces() : m_spaces(1), m_pids(1, ~0u) {}

    // The space process `pid` has now (an empty one if nothing was seen of it).
    std::uint32_t of(std::uint32_t pid);
    // The process ran exec: a new program in a new space.
    void exec(std::uint32_t pid);
    // Process `pid` was forked from `parent`.
    void fork(std::uint32_t pid, std::uint32_t parent);

    PerfAddressSpace &operator[](std::uint32_t space) { return m_spaces[space]; }
    const PerfAddressSpace &operator[](std::uint32_t space) const { return m_spaces[space]; }
    std::uint32_t pidOf(std::uint32_t space) const { return m_pids[space]; }
    std::size_t size() const { return m_spaces.size(); }

private:
    std::uint32_t add(std::uint32_t pid, PerfAddressSpace space);

    std::vector<PerfAddressSpace> m_spaces;
    std::vector<std::uint32_t> m_pids;
    std::unordered_map<std::uint32_t, std::uint32_t> m_current;
};

} // namespace hg
