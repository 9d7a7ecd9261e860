#pragma once
#include "model/TaggedIdIndex.h"

#include <cstdint>
#include <vector>

namespace hg {

class PerfAddressSpaces;
class PerfCallchains;
class PerfMappedFiles;

// The distinct code locations of a recording's call chains, each once, in
// the terms symbolization needs: a kernel address, an address inside an ELF
// file found on this machine (relative to the file: one location however
// many processes mapped it where), an offset into a file that is not here,
// or an address no mapping holds. A chain part's locations are worked out
// once, when it is first seen, from the mappings its process had then.
class PerfLocations
{
public:
    // Anonymous: an address in memory no file backs (//anon, [heap], JIT
    // code), kept with its mapping's name.
    enum class Kind : std::uint8_t { Kernel, Elf, FileOffset, Anonymous, Unknown };
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

    // Resolves the chain parts and leaves of `chains` added since the last
    // call into locations.
    void addParts(const PerfCallchains &chains);
    // The location of a chain's user leaf, or kNoId.
    std::uint32_t leaf(std::uint32_t chain) const { return m_chainLeaf[chain]; }
    // The locations of chain part `id`, leaf first.
    const std::uint32_t *part(std::uint32_t id, std::size_t &length) const
    {
        length = m_partStart[id + 1] - m_partStart[id];
        return m_partLocations.data() + m_partStart[id];
    }

    std::size_t size() const { return m_locations.size(); }
    const Location &operator[](std::uint32_t id) const { return m_locations[id]; }

private:
    // An address of a space, under the mappings the space had (their count
    // names them: a mapping added since may change what it is).
    struct Seen
    {
        std::uint64_t address;
        std::uint32_t space;
        std::uint32_t mappings;
        std::uint32_t location;
    };
    std::uint32_t intern(const Location &location);
    std::uint32_t locationOf(std::uint32_t space, std::uint64_t address, bool kernel);
    Location userLocation(std::uint32_t space, std::uint64_t address);

    PerfAddressSpaces &m_spaces;
    PerfMappedFiles &m_files;
    std::vector<Location> m_locations;
    TaggedIdIndex<std::uint32_t> m_index; // over m_locations
    std::vector<Seen> m_seen;
    TaggedIdIndex<std::uint32_t> m_seenIndex; // over m_seen
    std::vector<std::uint32_t> m_partLocations;
    std::vector<std::uint64_t> m_partStart{0};
    std::vector<std::uint32_t> m_chainLeaf;
};

} // namespace hg
