#include "PerfCallchains.h"

#include "PerfAddressSpaces.h"
#include "PerfLocations.h"
#include "util/TextHash.h"

#include <cstring>

namespace hg {

namespace {

constexpr std::uint64_t kContextMax = std::uint64_t(-4095);
constexpr std::uint64_t kContextUser = std::uint64_t(-512);

std::uint64_t wordAt(std::string_view words, std::size_t i)
{
    std::uint64_t v;
    std::memcpy(&v, words.data() + 8 * i, 8);
    return v;
}

} // namespace

std::uint32_t PerfCallchains::internPart(std::uint32_t space, std::string_view words, PartKind kind)
{
    if (words.empty())
        return kNoId;
    const std::uint64_t hash = textHash(words) ^ ((std::uint64_t(space) << 2 | std::uint64_t(kind)) * 0x9E3779B97F4A7C15ull);
    const std::uint32_t found = m_partIndex.find(hash, [&](std::uint32_t id) {
        const Part &part = m_parts[id];
        return part.space == space && part.kind == kind && std::size_t(part.length) * 8 == words.size()
            && std::memcmp(m_words.data() + part.offset, words.data(), words.size()) == 0;
    });
    if (found != kNoId)
        return found;
    const auto id = std::uint32_t(m_parts.size());
    const std::size_t count = words.size() / 8;
    m_parts.push_back({m_words.size(), std::uint32_t(count), space, kind});
    m_words.resize(m_words.size() + count);
    std::memcpy(m_words.data() + m_parts.back().offset, words.data(), count * 8);
    m_partIndex.insert(id, hash);
    return id;
}

std::uint32_t PerfCallchains::intern(std::uint32_t space, std::string_view words)
{
    // The user part starts at the first user context marker; a chain that
    // does not begin with a marker is user addresses alone.
    const std::size_t count = words.size() / 8;
    std::size_t user = 0;
    std::uint64_t userContext = kContextUser;
    if (count > 0 && wordAt(words, 0) >= kContextMax) {
        user = count;
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t word = wordAt(words, i);
            if (word == kContextUser || word == PerfLocations::kUnwoundUserContext) {
                user = i;
                userContext = word;
                break;
            }
        }
    }
    const std::size_t leafAt = user < count && wordAt(words, user) >= kContextMax ? user + 1 : user;
    Chain chain{};
    chain.space = space;
    chain.kernel = internPart(PerfAddressSpaces::kKernel, words.substr(0, 8 * user), PartKind::Kernel);
    if (leafAt < count) {
        chain.hasLeaf = true;
        chain.leaf = wordAt(words, leafAt);
        chain.callers = internPart(space, words.substr(8 * (leafAt + 1)),
                                   userContext == kContextUser ? PartKind::Callers : PartKind::UnwoundCallers);
    } else {
        chain.callers = kNoId;
    }
    const std::uint64_t key[3] = {chain.leaf, std::uint64_t(chain.kernel) << 32 | chain.callers,
                                  std::uint64_t(chain.space) << 1 | (chain.hasLeaf ? 1 : 0)};
    const std::uint64_t hash = textHash(std::string_view(reinterpret_cast<const char *>(key), sizeof key));
    const std::uint32_t found = m_chainIndex.find(hash, [&](std::uint32_t id) {
        const Chain &c = m_chains[id];
        return c.leaf == chain.leaf && c.kernel == chain.kernel && c.callers == chain.callers && c.space == chain.space
            && c.hasLeaf == chain.hasLeaf;
    });
    if (found != kNoId)
        return found;
    const auto id = std::uint32_t(m_chains.size());
    m_chains.push_back(chain);
    m_chainIndex.insert(id, hash);
    return id;
}

} // namespace hg
