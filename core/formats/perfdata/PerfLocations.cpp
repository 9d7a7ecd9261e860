#include "PerfLocations.h"

#include "PerfAddressSpaces.h"
#include "PerfCallchains.h"
#include "PerfMappedFiles.h"

namespace hg {

namespace {

// PERF_CONTEXT_* markers: every value from PERF_CONTEXT_MAX (-4095) up is
// one, not an address.
constexpr std::uint64_t kContextMax = std::uint64_t(-4095);
constexpr std::uint64_t kContextHypervisor = std::uint64_t(-32);
constexpr std::uint64_t kContextKernel = std::uint64_t(-128);
constexpr std::uint64_t kContextUser = std::uint64_t(-512);

} // namespace

std::uint32_t PerfLocations::intern(const Location &location)
{
    const std::uint64_t key = location.kind == Kind::Elf || location.kind == Kind::FileOffset
        ? (std::uint64_t(location.file) << 44) ^ location.address
        : location.address;
    auto &index = m_index[int(location.kind)];
    auto [slot, added] = index.try_emplace(key, std::uint32_t(m_locations.size()));
    if (added) {
        m_locations.push_back(location);
    } else if (const Location &known = m_locations[slot->second];
               known.file != location.file || known.address != location.address) {
        // Two files' keys collided (addresses beyond 2^44): keep them apart.
        const auto id = std::uint32_t(m_locations.size());
        m_locations.push_back(location);
        return id;
    }
    return slot->second;
}

std::uint32_t PerfLocations::userLocation(std::uint32_t space, std::uint64_t address)
{
    const PerfMapping *mapping = m_spaces[space].find(address);
    if (!mapping)
        return intern({Kind::Unknown, 0, address});
    const std::uint64_t offset = address - mapping->start + mapping->fileOffset;
    const PerfMappedFiles::File &file = m_files.resolve(mapping->file);
    if (file.local == PerfMappedFiles::Local::Found && file.elf) {
        if (const auto bias = file.elf->loadBias(mapping->start, mapping->fileOffset))
            return intern({Kind::Elf, mapping->file, address - *bias});
    }
    return intern({Kind::FileOffset, mapping->file, offset});
}

void PerfLocations::addChain(const PerfCallchains &chains, std::uint32_t id)
{
    const std::uint32_t space = chains.space(id);
    const std::size_t length = chains.length(id);
    // Each context's first address is where the code stood (the sample's
    // IP, or the user IP at the kernel's entry); the ones after it are
    // return addresses, moved back into their call instruction.
    std::uint64_t context = kContextUser;
    bool first = true;
    for (std::size_t i = 0; i < length; ++i) {
        const std::uint64_t word = chains.word(id, i);
        if (word >= kContextMax) {
            context = word;
            first = true;
            continue;
        }
        const std::uint64_t address = first || context == kUnwoundUserContext ? word : word - 1;
        first = false;
        if (context == kContextKernel)
            m_chainLocations.push_back(intern({Kind::Kernel, 0, address}));
        else if (context == kContextUser || context == kUnwoundUserContext)
            m_chainLocations.push_back(userLocation(space, address));
        else if (context != kContextHypervisor)
            m_chainLocations.push_back(intern({Kind::Unknown, 0, address})); // a guest's
    }
    m_chainStart.push_back(m_chainLocations.size());
}

} // namespace hg
