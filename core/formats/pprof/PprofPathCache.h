#pragma once
#include "model/Ids.h"
#include "model/TaggedIdIndex.h"

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
    // An entry in m_words: Path, the key's size, then the key, padded to a word.
    static constexpr std::size_t kHeaderWords = 3;
    std::string_view keyAt(std::uint32_t entry) const
    {
        return std::string_view(reinterpret_cast<const char *>(m_words.data() + entry + kHeaderWords), m_words[entry + 2]);
    }

    std::vector<std::uint32_t> m_words;
    TaggedIdIndex<std::uint32_t> m_index; // of entries' first words
};

} // namespace hg
