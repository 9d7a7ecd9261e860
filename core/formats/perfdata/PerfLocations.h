#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

class PerfAddressSpaces;
class PerfCallchains;
class PerfMappedFiles;

// The distinct code locations of a recording's call chains, each once, in
// the terms symbolization needs: a kernel address, an address inside an ELF
// file found on this machine (relative to the file: one location however
// many processes mapped it where), an offset into a file that is not here,
// or an address no mapping holds. A chain's locations are worked out once,
// when the chain is first seen, from the mappings its process had then.
class PerfLocations
{
public:
    enum class Kind : std::uint8_t { Kernel, Elf, FileOffset, Unknown };
    struct Location
    {
        Kind kind = Kind::Unknown;
        std::uint32_t file = 0;   // PerfMappedFiles id (Elf, FileOffset)
        std::uint64_t address = 0; // kernel or raw address; the file's vaddr; the file offset
    };
    // A word of a chain after this marker is a user address already moved
    // into its call instruction (by the DWARF unwinder): not moved again.
    static constexpr std::uint64_t kUnwoundUserContext = std::uint64_t(-3000);

    PerfLocations(PerfAddressSpaces &spaces, PerfMappedFiles &files) : m_spaces(spaces), m_files(files) {}

    // Resolves chain `id` of `chains` (just added) into locations, leaf first.
    void addChain(const PerfCallchains &chains, std::uint32_t id);
    // The locations of chain `id`, leaf first.
    const std::uint32_t *chain(std::uint32_t id, std::size_t &length) const
    {
        length = m_chainStart[id + 1] - m_chainStart[id];
        return m_chainLocations.data() + m_chainStart[id];
    }

    std::size_t size() const { return m_locations.size(); }
    const Location &operator[](std::uint32_t id) const { return m_locations[id]; }

private:
    std::uint32_t intern(const Location &location);
    std::uint32_t userLocation(std::uint32_t space, std::uint64_t address);

    PerfAddressSpaces &m_spaces;
    PerfMappedFiles &m_files;
    std::vector<Location> m_locations;
    std::unordered_map<std::uint64_t, std::uint32_t> m_index[4]; // per kind: key -> id
    std::vector<std::uint32_t> m_chainLocations;
    std::vector<std::uint64_t> m_chainStart{0};
};

} // namespace hg
