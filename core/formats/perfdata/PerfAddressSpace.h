#pragma once
#include <cstdint>
#include <map>
#include <vector>

namespace hg {

// One file mapped into an address space: [start, end) holds the file's
// bytes from `fileOffset` on.
struct PerfMapping
{
    std::uint64_t start = 0;
    std::uint64_t end = 0;
    std::uint64_t fileOffset = 0;
    std::uint32_t file = 0; // PerfMappedFiles id
};

// A process's address space as the MMAP records built it: a later mapping
// replaces what it overlaps, as mmap does. The mappings also stay listed in
// the order they came, for a Dwfl that follows them (DWARF unwinding).
class PerfAddressSpace
{
public:
    void map(const PerfMapping &mapping);
    // The mapping holding `address`, or null.
    const PerfMapping *find(std::uint64_t address) const;
    const std::vector<PerfMapping> &history() const { return m_history; }
    // A copy with this space's current mappings (a forked child's).
    PerfAddressSpace copy() const;

private:
    std::map<std::uint64_t, PerfMapping> m_byStart;
    std::vector<PerfMapping> m_history;
};

} // namespace hg
