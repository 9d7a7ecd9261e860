#pragma once
#include "TaggedIdIndex.h"

#include <array>
#include <cstdint>

namespace hg {

// A TaggedIdIndex split into 256 by the hash's low byte (the tag, which
// picks the slot, is its high half), each part growing on its own. One
// index of tens of millions of entries doubles at once: for a moment it
// holds its old slots and twice as many new ones, and just after, a
// quarter of its slots are used. Parts double a 256th at a time, so the
// whole stays between a quarter and half full, evenly, and never holds a
// second copy of itself. For indexes that grow large while other big
// tables grow beside them (a reader's peak memory is set there).
template <typename Id = std::uint32_t>
class ShardedIdIndex
{
public:
    template <typename Matches>
    Id find(std::uint64_t hash, const Matches &matches) const { return part(hash).find(hash, matches); }
    void insert(Id id, std::uint64_t hash) { part(hash).insert(id, hash); }
    // Starts loading where a lookup of `hash` starts.
    void prefetch(std::uint64_t hash) const
    {
        if (const TaggedIdIndex<Id> &p = part(hash); !p.empty())
            __builtin_prefetch(p.home(hash));
    }
    void release()
    {
        for (TaggedIdIndex<Id> &p : m_parts)
            p.release();
    }
    std::size_t memoryBytes() const
    {
        std::size_t bytes = 0;
        for (const TaggedIdIndex<Id> &p : m_parts)
            bytes += p.memoryBytes();
        return bytes;
    }

private:
    static constexpr std::size_t kParts = 256;
    TaggedIdIndex<Id> &part(std::uint64_t hash) { return m_parts[hash & (kParts - 1)]; }
    const TaggedIdIndex<Id> &part(std::uint64_t hash) const { return m_parts[hash & (kParts - 1)]; }
    std::array<TaggedIdIndex<Id>, kParts> m_parts;
};

} // namespace hg
