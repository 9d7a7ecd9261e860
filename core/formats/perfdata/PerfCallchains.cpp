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

std::uint32_t PerfCallchains::internPart(std::uint32_t space, std::string_view words)
{
    if (words.empty())
        return kNoId;
    const std::uint64_t hash = textHash(words) ^ (std::uint64_t(space) * 0x9E3779B97F4A7C15ull);
    const std::uint32_t found = m_partIndex.find(hash, [&](std::uint32_t id) {
        const Part &part = m_parts[id];
        return part.space == space && std::size_t(part.length) * 8 == words.size()
            && std::memcmp(m_words.data() + part.offset, words.data(), words.size()) == 0;
    });
    if (found != kNoId)
        return found;
    const auto id = std::uint32_t(m_parts.size());
    const std::size_t count = words.size() / 8;
    m_parts.push_back({m_words.size(), std::uint32_t(count), space});
    m_words.resize(m_words.size() + count);
    std::memcpy(m_words.data() + m_parts.back().offset, words.data(), count * 8);
    m_partIndex.insert(id, hash);
    return id;
}

std::uint32_t PerfCallchains::intern(std::uint32_t space, std::string_view words)
{
    // The user part starts at the first user context marker; words before
    // any marker are user addresses (a chain without markers).
    const std::size_t count = words.size() / 8;
    std::size_t split = 0;
    if (count > 0 && wordAt(words, 0) >= kContextMax) {
        split = count;
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t word = wordAt(words, i);
            if (word == kContextUser || word == PerfLocations::kUnwoundUserContext) {
                split = i;
                break;
            }
        }
    }
    const Chain chain{internPart(PerfAddressSpaces::kKernel, words.substr(0, 8 * split)),
                      internPart(space, words.substr(8 * split))};
    const std::uint64_t key = std::uint64_t(chain.kernel) << 32 | chain.user;
    const std::uint64_t hash = textHash(std::string_view(reinterpret_cast<const char *>(&key), 8));
    const std::uint32_t found = m_chainIndex.find(hash, [&](std::uint32_t id) {
        return m_chains[id].kernel == chain.kernel && m_chains[id].user == chain.user;
    });
    if (found != kNoId)
        return found;
    const auto id = std::uint32_t(m_chains.size());
    m_chains.push_back(chain);
    m_chainIndex.insert(id, hash);
    return id;
}

} // namespace hg
