#pragma once
#include "Ids.h"
#include "util/HugePages.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace hg {

// A 64-bit mix (MurmurHash3's finaliser): keys that differ in a few low
// bits (neighbouring ids) land far apart.
inline std::uint64_t mixBits(std::uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

// The hash of a pair of 32-bit ids (a parent and a frame, say) for a
// TaggedIdIndex; its high 32 bits are the slot's tag, from which the index
// picks the slot.
inline std::uint64_t idPairHash(std::uint32_t first, std::uint32_t second)
{
    return mixBits((std::uint64_t(first) << 32) | second);
}

// Open addressing from a 64-bit hash to the 32-bit ids of entries stored
// elsewhere (stacks, strings). A slot holds an id and the hash's high 32 bits
// (id kNoId when empty), so a probe looks at an entry only on a likely match
// and nothing is allocated per entry. The slot a lookup starts at is derived
// from those 32 bits too, so growing never reads the entries again (for a
// string pool, that was a cache miss per string each time it doubled). Half
// the slots at most are used. `Id` is the ids' type (StringId, StackId, or
// a plain index).
template <typename Id = std::uint32_t>
class TaggedIdIndex
{
public:
    bool empty() const { return m_slots.empty(); }
    std::size_t memoryBytes() const { return m_slots.capacity() * sizeof(Slot); }
    void release()
    {
        std::vector<Slot>().swap(m_slots); // `= {}` would keep the capacity
        m_count = 0;
        m_shift = 64;
    }

    // The id whose entry `matches`, or kNoId.
    template <typename Matches>
    Id find(std::uint64_t hash, const Matches &matches) const
    {
        if (m_slots.empty())
            return Id(kNoId);
        const std::uint32_t tag = tagOf(hash);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t slot = homeOf(tag); m_slots[slot].id != kNoId; slot = (slot + 1) & mask)
            if (m_slots[slot].tag == tag && matches(Id(m_slots[slot].id)))
                return Id(m_slots[slot].id);
        return Id(kNoId);
    }

    // Makes room for `more` inserts.
    void reserve(std::size_t more)
    {
        if ((m_count + more) * 2 <= m_slots.size())
            return;
        std::size_t size = std::max<std::size_t>(64, m_slots.size());
        while ((m_count + more) * 2 > size)
            size *= 2;
        // Every slot is written to empty it, so a big table is on huge pages
        // at no cost in memory: one fault and one TLB entry per 2 MiB of
        // slots read at random.
        std::vector<Slot> fresh;
        fresh.reserve(size);
        adviseOwnMapping(fresh.data(), size * sizeof(Slot));
        fresh.assign(size, Slot{kNoId, 0});
        std::vector<Slot> old = std::exchange(m_slots, std::move(fresh));
        m_shift = 64 - __builtin_ctzll(size);
        m_count = 0;
        for (const Slot &slot : old)
            if (slot.id != kNoId)
                place(slot.id, slot.tag);
    }

    // Adds an id that find() did not know.
    void insert(Id id, std::uint64_t hash)
    {
        reserve(1);
        place(id, tagOf(hash));
    }

    // Where a lookup of `hash` starts (for a prefetch), and the id there if
    // its tag matches (kNoId otherwise). Only valid when not empty().
    const void *home(std::uint64_t hash) const { return &m_slots[homeOf(tagOf(hash))]; }
    Id likelyAt(std::uint64_t hash) const
    {
        const Slot &slot = m_slots[homeOf(tagOf(hash))];
        return Id(slot.tag == tagOf(hash) ? slot.id : std::uint32_t(kNoId));
    }

private:
    struct Slot
    {
        std::uint32_t id;
        std::uint32_t tag;
    };
    static std::uint32_t tagOf(std::uint64_t hash) { return std::uint32_t(hash >> 32); }
    // Fibonacci hashing of the tag: its top bits, as many as the table needs.
    std::size_t homeOf(std::uint32_t tag) const
    {
        return std::size_t((std::uint64_t(tag) * 0x9E3779B97F4A7C15ull) >> m_shift);
    }
    void place(std::uint32_t id, std::uint32_t tag)
    {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t slot = homeOf(tag);
        while (m_slots[slot].id != kNoId)
            slot = (slot + 1) & mask;
        m_slots[slot] = {id, tag};
        ++m_count;
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
    int m_shift = 64; // 64 - log2(slots)
};

} // namespace hg
