#pragma once
#include "Time.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace hg {

// Hands out lanes to spans taken in start order: the lowest lane whose last
// span is over (busy until the end given with it), as few lanes as the most
// spans at once. The one allocator of lanes: siblings on lanes (LaneLayout),
// the call stacks of a track (CallStacks), Chrome's lane threads. Starts do
// not decrease, so a lane that has ended stays free until taken. A few lanes
// are looked through in order; past kScanned, heaps of the busy and the free
// lanes take over.
class LaneAllocator
{
public:
    static constexpr std::uint32_t kScanned = 32;

    void reset()
    {
        m_count = 0;
        m_heaps = false;
    }
    std::uint32_t take(TimePs start, TimePs extentEnd)
    {
        if (!m_heaps) {
            std::uint32_t lane = 0;
            while (lane < m_count && m_busyUntil[lane] > start)
                ++lane;
            if (lane < m_count || m_count < kScanned) {
                if (lane == m_count) {
                    if (m_busyUntil.size() <= lane)
                        m_busyUntil.resize(lane + 1);
                    ++m_count;
                }
                m_busyUntil[lane] = extentEnd;
                return lane;
            }
            m_heaps = true;
            m_busy.clear();
            m_free.clear();
            for (std::uint32_t l = 0; l < m_count; ++l)
                m_busy.push_back({m_busyUntil[l], l});
            std::make_heap(m_busy.begin(), m_busy.end(), LaterEnd());
        }
        while (!m_busy.empty() && m_busy.front().end <= start) {
            m_free.push_back(m_busy.front().lane);
            std::push_heap(m_free.begin(), m_free.end(), std::greater<>());
            std::pop_heap(m_busy.begin(), m_busy.end(), LaterEnd());
            m_busy.pop_back();
        }
        std::uint32_t lane;
        if (m_free.empty()) {
            lane = m_count++;
        } else {
            std::pop_heap(m_free.begin(), m_free.end(), std::greater<>());
            lane = m_free.back();
            m_free.pop_back();
        }
        m_busy.push_back({extentEnd, lane});
        std::push_heap(m_busy.begin(), m_busy.end(), LaterEnd());
        return lane;
    }
    std::uint32_t count() const { return m_count; }

private:
    struct Busy
    {
        TimePs end;
        std::uint32_t lane;
    };
    struct LaterEnd
    {
        bool operator()(const Busy &a, const Busy &b) const { return a.end > b.end; }
    };
    std::vector<TimePs> m_busyUntil;    // by lane, while scanning
    std::vector<Busy> m_busy;           // min-heap by end
    std::vector<std::uint32_t> m_free;  // min-heap of lane numbers
    std::uint32_t m_count = 0;
    bool m_heaps = false;
};

} // namespace hg
