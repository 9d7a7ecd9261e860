#pragma once
#include "Ids.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace hg {

// Open addressing from a 64-bit hash to the 32-bit ids of entries stored
// elsewhere (stacks, strings). A slot holds an id and the hash's high 32 bits
// (id kNoId when empty), so a probe looks at an entry only on a likely match
// and nothing is allocated per entry. Half the slots at most are used.
class TaggedIdIndex
{
public:
    bool empty() const { return m_slots.empty(); }
    std::size_t memoryBytes() const { return m_slots.capacity() * sizeof(Slot); }
    void release()
    {
        std::vector<Slot>().swap(m_slots); // `= {}` would keep the capacity
        m_count = 0;
    }

    // The id whose entry `matches`, or kNoId.
    template <typename Matches>
    std::uint32_t find(std::uint64_t hash, const Matches &matches) const
    {
        if (m_slots.empty())
            return kNoId;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t slot = std::size_t(hash) & mask; m_slots[slot].id != kNoId; slot = (slot + 1) & mask)
            if (m_slots[slot].tag == tagOf(hash) && matches(m_slots[slot].id))
                return m_slots[slot].id;
        return kNoId;
    }

    // Makes room for `more` inserts; `hashOf(id)` hashes the entries again
    // when the slots grow.
    template <typename HashOf>
    void reserve(std::size_t more, const HashOf &hashOf)
    {
        while ((m_count + more) * 2 > m_slots.size()) {
            const std::size_t size = std::max<std::size_t>(64, m_slots.size() * 2);
            std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(size, Slot{kNoId, 0}));
            m_count = 0;
            for (const Slot &slot : old)
                if (slot.id != kNoId)
                    place(slot.id, hashOf(slot.id));
        }
    }

    // Adds an id that find() did not know.
    template <typename HashOf>
    void insert(std::uint32_t id, std::uint64_t hash, const HashOf &hashOf)
    {
        reserve(1, hashOf);
        place(id, hash);
    }

    // Where a lookup of `hash` starts (for a prefetch), and the id there if
    // its tag matches (kNoId otherwise). Only valid when not empty().
    const void *home(std::uint64_t hash) const { return &m_slots[std::size_t(hash) & (m_slots.size() - 1)]; }
    std::uint32_t likelyAt(std::uint64_t hash) const
    {
        const Slot &slot = m_slots[std::size_t(hash) & (m_slots.size() - 1)];
        return slot.tag == tagOf(hash) ? slot.id : kNoId;
    }

private:
    struct Slot
    {
        std::uint32_t id;
        std::uint32_t tag;
    };
    static std::uint32_t tagOf(std::uint64_t hash) { return std::uint32_t(hash >> 32); }
    void place(std::uint32_t id, std::uint64_t hash)
    {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t slot = std::size_t(hash) & mask;
        while (m_slots[slot].id != kNoId)
            slot = (slot + 1) & mask;
        m_slots[slot] = {id, tagOf(hash)};
        ++m_count;
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
};

} // namespace hg
