#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace hg {

// Counts per 64-bit key in one flat array (open addressing, linear
// probing): for a count a sample, where std::unordered_map allocates a
// node per key and follows a pointer per look-up.
class FlatCounter
{
public:
    void add(std::uint64_t key, std::uint64_t count)
    {
        if (key == kEmpty) {
            m_emptyKeyCount += count;
            return;
        }
        if (2 * (m_used + 1) > m_slots.size())
            grow();
        for (std::size_t i = slotOf(key);; i = (i + 1) & (m_slots.size() - 1)) {
            Slot &s = m_slots[i];
            if (s.key == key) {
                s.count += count;
                return;
            }
            if (s.key == kEmpty) {
                s = {key, count};
                ++m_used;
                return;
            }
        }
    }

    // Calls `visit(key, count)` for each key counted, in no set order.
    template<typename Visit>
    void forEach(Visit visit) const
    {
        for (const Slot &s : m_slots)
            if (s.key != kEmpty)
                visit(s.key, s.count);
        if (m_emptyKeyCount)
            visit(kEmpty, m_emptyKeyCount);
    }

private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t(0);
    struct Slot
    {
        std::uint64_t key = kEmpty;
        std::uint64_t count = 0;
    };

    std::size_t slotOf(std::uint64_t key) const
    {
        // Fibonacci hashing: the high bits of the product mix all the key's.
        return std::size_t((key * 0x9E3779B97F4A7C15ULL) >> m_shift);
    }
    void grow()
    {
        std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(m_slots.empty() ? 64 : 2 * m_slots.size()));
        m_shift = 64 - __builtin_ctzll(m_slots.size());
        m_used = 0;
        for (const Slot &s : old)
            if (s.key != kEmpty)
                add(s.key, s.count);
    }

    std::vector<Slot> m_slots; // a power of two of them, at most half used
    int m_shift = 64;
    std::size_t m_used = 0;
    std::uint64_t m_emptyKeyCount = 0; // of the key kEmpty stands for
};

} // namespace hg
