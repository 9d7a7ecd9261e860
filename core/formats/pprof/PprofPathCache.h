#pragma once
#include "model/Ids.h"
#include "model/TaggedIdIndex.h"
#include "util/ZeroedArray.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// The distinct call paths of a profile's samples by the bytes that spell
// them (a thread's string index and the location ids, varints, leaf first,
// as a packed Sample.location_id holds them), numbered 0, 1, ... as they
// are added: a Go profile repeats a stack in many samples (one per label
// set), and a sample whose bytes spell a path met before takes that path's
// number from here instead of having its locations walked. Two spellings
// of one path (two thread strings of one text, say) are two numbers. An
// entry's number and key lie side by side, so a lookup reads the index's
// slot and one entry; both can be asked for ahead.
class PprofPathCache
{
public:
    // The number of the path with these bytes, or kNoId when never met.
    // `hash` is their textHash().
    std::uint32_t find(std::string_view key, std::uint64_t hash) const;
    // Numbers a path find() did not know (the next number).
    std::uint32_t add(std::string_view key, std::uint64_t hash);
    std::size_t size() const { return m_count; }
    // Everything freed (no sample will come).
    void release();

    // For lookups a few samples ahead: the index's slot first, then the
    // entry it likely names, then that entry's number (kNoId when unsure).
    void prefetchSlot(std::uint64_t hash) const
    {
        if (!m_index.empty())
            __builtin_prefetch(m_index.home(hash));
    }
    void prefetchEntry(std::uint64_t hash) const;
    std::uint32_t likelyNumber(std::uint64_t hash) const;

private:
    // An entry: the path's number, the key's size, then the key, padded to
    // a word; named by its first word's place. Entries lie in blocks of
    // kBlockWords, filled in turn and never moved: a vector of millions of
    // entries would hold two copies of itself each time it grew. A block
    // is a ZeroedArray: not written to zero it.
    static constexpr std::size_t kHeaderWords = 2;
    static constexpr int kBlockShift = 18;
    static constexpr std::size_t kBlockWords = std::size_t(1) << kBlockShift; // 1 MiB
    const std::uint32_t *at(std::uint32_t entry) const { return m_blocks[entry >> kBlockShift].data() + (entry & (kBlockWords - 1)); }
    std::string_view keyAt(std::uint32_t entry) const
    {
        const std::uint32_t *const e = at(entry);
        return std::string_view(reinterpret_cast<const char *>(e + kHeaderWords), e[1]);
    }

    std::vector<ZeroedArray<std::uint32_t>> m_blocks; // each kBlockWords long, or one entry's length when longer
    std::size_t m_used = 0; // words used of the last block
    std::uint32_t m_count = 0;
    TaggedIdIndex<std::uint32_t> m_index; // of entries' first words
};

} // namespace hg
