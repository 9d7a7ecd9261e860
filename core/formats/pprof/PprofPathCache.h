#pragma once
#include "model/Ids.h"
#include "model/TaggedIdIndex.h"
#include "util/ZeroedArray.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// The call paths of one track's samples met before, by the bytes of their
// location ids (varints, leaf first, as a packed Sample.location_id holds
// them): a Go profile repeats a stack in many samples (one per label set),
// and a sample whose locations spell a path met before takes that path's
// node from here instead of walking its locations and looking a node up
// per frame. Two spellings of one path (a varint padded, say) are two
// entries of the same node. An entry's node and key lie side by side, so a
// lookup reads the index's slot and one entry; both can be asked for ahead.
class PprofPathCache
{
public:
    struct Path
    {
        StackId leaf = kNoId; // the path's node in the track's tree (kNoId: no locations)
        std::uint32_t frames = 0; // its depth, as the walk counted it against the frame budget
    };
    // The path with these location bytes; false when never met. `hash` is
    // their textHash().
    bool find(std::string_view locations, std::uint64_t hash, Path &path) const;
    // A path find() did not know.
    void add(std::string_view locations, std::uint64_t hash, Path path);
    // Everything freed (no sample will come).
    void release();

    // For lookups a few samples ahead: the index's slot first, then the
    // entry it likely names, then that entry's node (kNoId when unsure).
    void prefetchSlot(std::uint64_t hash) const
    {
        if (!m_index.empty())
            __builtin_prefetch(m_index.home(hash));
    }
    void prefetchEntry(std::uint64_t hash) const;
    StackId likelyLeaf(std::uint64_t hash) const;

private:
    // An entry: Path, the key's size, then the key, padded to a word; named
    // by its first word's number. Entries lie in blocks of kBlockWords,
    // filled in turn and never moved: a vector of millions of entries would
    // hold two copies of itself each time it grew. A block is a
    // ZeroedArray: not written to zero it.
    static constexpr std::size_t kHeaderWords = 3;
    static constexpr int kBlockShift = 18;
    static constexpr std::size_t kBlockWords = std::size_t(1) << kBlockShift; // 1 MiB
    const std::uint32_t *at(std::uint32_t entry) const { return m_blocks[entry >> kBlockShift].data() + (entry & (kBlockWords - 1)); }
    std::string_view keyAt(std::uint32_t entry) const
    {
        const std::uint32_t *const e = at(entry);
        return std::string_view(reinterpret_cast<const char *>(e + kHeaderWords), e[2]);
    }

    std::vector<ZeroedArray<std::uint32_t>> m_blocks; // each kBlockWords long, or one entry's length when longer
    std::size_t m_used = 0; // words used of the last block
    TaggedIdIndex<std::uint32_t> m_index; // of entries' first words
};

} // namespace hg
