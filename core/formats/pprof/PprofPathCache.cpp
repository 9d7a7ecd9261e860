#include "PprofPathCache.h"

#include <cstring>
#include <stdexcept>

namespace hg {

bool PprofPathCache::find(std::string_view locations, std::uint64_t hash, Path &path) const
{
    const std::uint32_t entry = m_index.find(hash, [&](std::uint32_t e) { return keyAt(e) == locations; });
    if (entry == kNoId)
        return false;
    path = {StackId(m_words[entry]), m_words[entry + 1]};
    return true;
}

void PprofPathCache::add(std::string_view locations, std::uint64_t hash, Path path)
{
    const std::size_t words = kHeaderWords + (locations.size() + 3) / 4;
    if (m_words.size() + words >= kNoId)
        throw std::length_error("too many distinct call paths");
    const auto entry = std::uint32_t(m_words.size());
    m_words.resize(m_words.size() + words, 0);
    m_words[entry] = std::uint32_t(path.leaf);
    m_words[entry + 1] = path.frames;
    m_words[entry + 2] = std::uint32_t(locations.size());
    std::memcpy(m_words.data() + entry + kHeaderWords, locations.data(), locations.size());
    m_index.insert(entry, hash);
}

void PprofPathCache::prefetchEntry(std::uint64_t hash) const
{
    if (m_index.empty())
        return;
    if (const std::uint32_t entry = m_index.likelyAt(hash); entry != kNoId) {
        __builtin_prefetch(m_words.data() + entry);
        __builtin_prefetch(m_words.data() + entry + 16); // a key of up to ~50 bytes: two lines at most
    }
}

StackId PprofPathCache::likelyLeaf(std::uint64_t hash) const
{
    if (m_index.empty())
        return StackId(kNoId);
    const std::uint32_t entry = m_index.likelyAt(hash);
    return entry == kNoId ? StackId(kNoId) : StackId(m_words[entry]);
}

void PprofPathCache::release()
{
    std::vector<std::uint32_t>().swap(m_words);
    m_index.release();
}

} // namespace hg
