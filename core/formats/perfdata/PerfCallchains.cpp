#include "PerfCallchains.h"

#include "util/TextHash.h"

#include <cstring>

namespace hg {

PerfCallchains::PerfCallchains() : m_slots(1024, 0) {}

bool PerfCallchains::equal(const Chain &chain, std::uint32_t space, std::string_view words) const
{
    return chain.space == space && std::size_t(chain.length) * 8 == words.size()
        && std::memcmp(m_words.data() + chain.offset, words.data(), words.size()) == 0;
}

std::uint32_t PerfCallchains::intern(std::uint32_t space, std::string_view words, bool &added)
{
    const std::uint64_t hash = textHash(words) ^ (std::uint64_t(space) * 0x9E3779B97F4A7C15ull);
    const std::size_t mask = m_slots.size() - 1;
    std::size_t slot = std::size_t(hash) & mask;
    while (const std::uint32_t id = m_slots[slot]) {
        const Chain &chain = m_chains[id - 1];
        if (chain.hash == hash && equal(chain, space, words)) {
            added = false;
            return id - 1;
        }
        slot = (slot + 1) & mask;
    }
    added = true;
    const auto id = std::uint32_t(m_chains.size());
    const std::size_t count = words.size() / 8;
    m_chains.push_back({hash, m_words.size(), std::uint32_t(count), space});
    m_words.resize(m_words.size() + count);
    std::memcpy(m_words.data() + m_chains.back().offset, words.data(), count * 8);
    m_slots[slot] = id + 1;
    if (m_chains.size() * 2 > m_slots.size())
        grow();
    return id;
}

void PerfCallchains::grow()
{
    std::vector<std::uint32_t> slots(m_slots.size() * 2, 0);
    const std::size_t mask = slots.size() - 1;
    for (std::uint32_t id = 0; id < m_chains.size(); ++id) {
        std::size_t slot = std::size_t(m_chains[id].hash) & mask;
        while (slots[slot])
            slot = (slot + 1) & mask;
        slots[slot] = id + 1;
    }
    m_slots.swap(slots);
}

} // namespace hg
