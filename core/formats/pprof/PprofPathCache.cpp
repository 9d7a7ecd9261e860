#include "PprofPathCache.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace hg {

std::uint32_t PprofPathCache::find(std::string_view key, std::uint64_t hash) const
{
    const std::uint32_t entry = m_index.find(hash, [&](std::uint32_t e) { return keyAt(e) == key; });
    return entry == kNoId ? std::uint32_t(kNoId) : at(entry)[0];
}

std::uint32_t PprofPathCache::add(std::string_view key, std::uint64_t hash)
{
    const std::size_t words = kHeaderWords + (key.size() + 3) / 4;
    if (m_blocks.empty() || m_used + words > m_blocks.back().size()) { // a block of its own when longer than one
        if ((m_blocks.size() + 1) << kBlockShift >= kNoId || words >= kNoId)
            throw std::length_error("too many distinct call paths");
        m_blocks.emplace_back(std::max(words, kBlockWords));
        m_used = 0;
    }
    const auto entry = std::uint32_t(((m_blocks.size() - 1) << kBlockShift) + m_used);
    std::uint32_t *const e = m_blocks.back().data() + m_used;
    m_used += words;
    e[0] = m_count;
    e[1] = std::uint32_t(key.size());
    std::memcpy(e + kHeaderWords, key.data(), key.size());
    m_index.insert(entry, hash);
    return m_count++;
}

void PprofPathCache::prefetchEntry(std::uint64_t hash) const
{
    if (m_index.empty())
        return;
    if (const std::uint32_t entry = m_index.likelyAt(hash); entry != kNoId) {
        const std::uint32_t *const e = at(entry);
        __builtin_prefetch(e);
        __builtin_prefetch(e + 16); // a key of up to ~50 bytes: two lines at most
    }
}

std::uint32_t PprofPathCache::likelyNumber(std::uint64_t hash) const
{
    if (m_index.empty())
        return kNoId;
    const std::uint32_t entry = m_index.likelyAt(hash);
    return entry == kNoId ? std::uint32_t(kNoId) : at(entry)[0];
}

void PprofPathCache::release()
{
    std::vector<ZeroedArray<std::uint32_t>>().swap(m_blocks);
    m_used = 0;
    m_count = 0;
    m_index.release();
}

} // namespace hg
