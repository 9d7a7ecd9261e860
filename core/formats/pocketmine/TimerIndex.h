#pragma once
#include "PocketMineReport.h"
#include "util/TextHash.h"

#include <vector>

namespace hg {

// A report's timers (a name in a category) found by their text, or by the
// timer id their records give, in flat open-addressing tables: one block
// each, given back whole once parsing ends. (std::unordered_map's node a
// timer stayed in the parsing thread's heap: 85 MB of a 1 GB report's.)
class TimerIndex
{
public:
    static constexpr std::uint32_t kNone = ~std::uint32_t(0);

    // The timer of that name and category, added to `timers` when new.
    std::uint32_t named(std::vector<PocketMineReport::Timer> &timers, std::string_view name, std::uint32_t category)
    {
        if (2 * (timers.size() + 1) > m_byName.size())
            growByName();
        const std::uint64_t hash = hashOf(name, category);
        for (std::size_t i = slotOf(hash, m_byName.size());; i = (i + 1) & (m_byName.size() - 1)) {
            NameSlot &slot = m_byName[i];
            if (slot.timer == kNone) {
                slot = {hash, std::uint32_t(timers.size())};
                timers.push_back({name, category});
                return slot.timer;
            }
            if (slot.hash == hash && timers[slot.timer].name == name && timers[slot.timer].category == category)
                return slot.timer;
        }
    }

    // The timer last given for this id in this category (kNone at first):
    // records of one timer share its id, so most are named without their text.
    std::uint32_t &ofId(std::uint64_t timerId, std::uint32_t category)
    {
        if (2 * (m_idsUsed + 1) > m_byId.size())
            growById();
        for (std::size_t i = slotOf(idHash(timerId, category), m_byId.size());; i = (i + 1) & (m_byId.size() - 1)) {
            IdSlot &slot = m_byId[i];
            if (!slot.used) {
                slot = {timerId, category, kNone, true};
                ++m_idsUsed;
                return slot.timer;
            }
            if (slot.timerId == timerId && slot.category == category)
                return slot.timer;
        }
    }

private:
    struct NameSlot
    {
        std::uint64_t hash = 0;
        std::uint32_t timer = kNone;
    };
    struct IdSlot
    {
        std::uint64_t timerId = 0;
        std::uint32_t category = 0;
        std::uint32_t timer = kNone;
        bool used = false;
    };

    static std::uint64_t hashOf(std::string_view name, std::uint32_t category)
    {
        return textHash(name) ^ (std::uint64_t(category) * 0x9E3779B97F4A7C15ULL);
    }
    static std::uint64_t idHash(std::uint64_t timerId, std::uint32_t category)
    {
        return (timerId ^ (std::uint64_t(category) << 40)) * 0x9E3779B97F4A7C15ULL;
    }
    // The high bits (Fibonacci hashing mixes into them); tables are powers of two.
    static std::size_t slotOf(std::uint64_t hash, std::size_t size) { return std::size_t(hash >> (64 - __builtin_ctzll(size))); }

    void growByName()
    {
        std::vector<NameSlot> old = std::exchange(m_byName, std::vector<NameSlot>(m_byName.empty() ? 64 : 2 * m_byName.size()));
        for (const NameSlot &s : old)
            if (s.timer != kNone)
                for (std::size_t i = slotOf(s.hash, m_byName.size());; i = (i + 1) & (m_byName.size() - 1))
                    if (m_byName[i].timer == kNone) {
                        m_byName[i] = s;
                        break;
                    }
    }
    void growById()
    {
        std::vector<IdSlot> old = std::exchange(m_byId, std::vector<IdSlot>(m_byId.empty() ? 64 : 2 * m_byId.size()));
        for (const IdSlot &s : old)
            if (s.used)
                for (std::size_t i = slotOf(idHash(s.timerId, s.category), m_byId.size());; i = (i + 1) & (m_byId.size() - 1))
                    if (!m_byId[i].used) {
                        m_byId[i] = s;
                        break;
                    }
    }

    std::vector<NameSlot> m_byName; // a power of two of them, at most half used
    std::vector<IdSlot> m_byId;     // the same
    std::size_t m_idsUsed = 0;
};

} // namespace hg
