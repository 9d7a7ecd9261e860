#include "PerfLocations.h"

#include "PerfAddressSpaces.h"
#include "PerfCallchains.h"
#include "PerfMappedFiles.h"
#include "util/TextHash.h"

namespace hg {

namespace {

// PERF_CONTEXT_* markers: every value from PERF_CONTEXT_MAX (-4095) up is
// one, not an address.
constexpr std::uint64_t kContextMax = std::uint64_t(-4095);
constexpr std::uint64_t kContextHypervisor = std::uint64_t(-32);
constexpr std::uint64_t kContextKernel = std::uint64_t(-128);

} // namespace

namespace {

// Two words into one hash, by TextHash's mix.
std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    return textHashDetail::mum(a ^ 0xa0761d6478bd642full, b ^ 0xe7037ed1a0b428dbull);
}

} // namespace

std::uint32_t PerfLocations::intern(const Location &location)
{
    const std::uint64_t hash = mix(location.address, std::uint64_t(location.kind) << 32 | location.file);
    const std::uint32_t found = m_index.find(hash, [&](std::uint32_t id) {
        const Location &l = m_locations[id];
        return l.kind == location.kind && l.file == location.file && l.address == location.address;
    });
    if (found != kNoId)
        return found;
    const auto id = std::uint32_t(m_locations.size());
    m_locations.push_back(location);
    m_index.insert(id, hash);
    return id;
}

PerfLocations::Location PerfLocations::userLocation(std::uint32_t space, std::uint64_t address)
{
    const PerfMapping *mapping = m_spaces[space].find(address);
    if (!mapping)
        return {Kind::Unknown, 0, address};
    const std::uint64_t offset = address - mapping->start + mapping->fileOffset;
    const PerfMappedFiles::File &file = m_files.resolve(mapping->file);
    // //anon, [heap], /memfd:..., JIT code: no file to count from. The vDSO
    // is code of a file perf names, counted from its start.
    if (file.local == PerfMappedFiles::Local::Special && file.path != QLatin1String("[vdso]")
        && file.path != QLatin1String("[vsyscall]"))
        return {Kind::Anonymous, mapping->file, address};
    if (file.local == PerfMappedFiles::Local::Found && file.elf) {
        if (const auto bias = file.elf->loadBias(mapping->start, mapping->fileOffset))
            return {Kind::Elf, mapping->file, address - *bias};
    }
    return {Kind::FileOffset, mapping->file, offset};
}

std::uint32_t PerfLocations::locationOf(std::uint32_t space, std::uint64_t address, bool kernel)
{
    // The same address of the same space is looked up once, until the
    // space's mappings change.
    const std::uint32_t seenSpace = kernel ? ~0u : space;
    const auto mappings = kernel ? 0u : std::uint32_t(m_spaces[space].history().size());
    const std::uint64_t hash = mix(address, std::uint64_t(seenSpace) << 32 | mappings);
    const std::uint32_t seen = m_seenIndex.find(hash, [&](std::uint32_t i) {
        const Seen &s = m_seen[i];
        return s.address == address && s.space == seenSpace && s.mappings == mappings;
    });
    if (seen != kNoId)
        return m_seen[seen].location;
    const std::uint32_t location = intern(kernel ? Location{Kind::Kernel, 0, address} : userLocation(space, address));
    m_seenIndex.insert(std::uint32_t(m_seen.size()), hash);
    m_seen.push_back({address, seenSpace, mappings, location});
    return location;
}

void PerfLocations::addParts(const PerfCallchains &chains)
{
    for (auto id = std::uint32_t(m_partStart.size() - 1); id < chains.partCount(); ++id) {
        const std::uint32_t space = chains.partSpace(id);
        const std::size_t length = chains.partLength(id);
        switch (chains.partKind(id)) {
        case PerfCallchains::PartKind::Kernel: {
            // Each context's first address is where the code stood; the
            // ones after it are return addresses, moved back into their
            // call instruction.
            std::uint64_t context = kContextKernel;
            bool first = true;
            for (std::size_t i = 0; i < length; ++i) {
                const std::uint64_t word = chains.partWord(id, i);
                if (word >= kContextMax) {
                    context = word;
                    first = true;
                    continue;
                }
                const std::uint64_t address = first ? word : word - 1;
                first = false;
                if (context == kContextKernel)
                    m_partLocations.push_back(locationOf(space, address, true));
                else if (context != kContextHypervisor)
                    m_partLocations.push_back(intern({Kind::Unknown, 0, address})); // a guest's
            }
            break;
        }
        case PerfCallchains::PartKind::Callers:
        case PerfCallchains::PartKind::UnwoundCallers: {
            const bool moveBack = chains.partKind(id) == PerfCallchains::PartKind::Callers;
            for (std::size_t i = 0; i < length; ++i)
                if (const std::uint64_t word = chains.partWord(id, i); word < kContextMax)
                    m_partLocations.push_back(locationOf(space, moveBack ? word - 1 : word, false));
            break;
        }
        }
        m_partStart.push_back(m_partLocations.size());
    }
    for (auto chain = std::uint32_t(m_chainLeaf.size()); chain < chains.size(); ++chain)
        m_chainLeaf.push_back(chains.hasLeaf(chain) ? locationOf(chains.space(chain), chains.leaf(chain), false)
                                                    : std::uint32_t(kNoId));
}

} // namespace hg
