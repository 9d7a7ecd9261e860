#include "LaneLayout.h"

#include <algorithm>
#include <functional>

namespace hg {

namespace {

// Children lists of every parent in time order; the track's roots are the
// children of slot n.
struct Children
{
    std::vector<std::uint32_t> first; // n + 2 entries
    std::vector<std::uint32_t> list;

    std::span<const std::uint32_t> of(std::uint32_t slot) const
    {
        return {list.data() + first[slot], first[slot + 1] - first[slot]};
    }
};

// Hands out lanes to siblings in start order: the lowest lane whose last
// span (with its subtree) has ended.
class LaneAllocator
{
public:
    void reset()
    {
        m_busy.clear();
        m_free.clear();
        m_count = 0;
    }
    std::uint32_t take(TimePs start, TimePs extentEnd)
    {
        while (!m_busy.empty() && m_busy.front().end <= start) {
            m_free.push_back(m_busy.front().lane);
            std::push_heap(m_free.begin(), m_free.end(), std::greater<>());
            std::pop_heap(m_busy.begin(), m_busy.end(), laterEnd);
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
        std::push_heap(m_busy.begin(), m_busy.end(), laterEnd);
        return lane;
    }
    std::uint32_t count() const { return m_count; }

private:
    struct Busy
    {
        TimePs end;
        std::uint32_t lane;
    };
    static bool laterEnd(const Busy &a, const Busy &b) { return a.end > b.end; }
    std::vector<Busy> m_busy;           // min-heap by end
    std::vector<std::uint32_t> m_free;  // min-heap of lane numbers
    std::uint32_t m_count = 0;
};

} // namespace

LaneLayout::Result LaneLayout::compute(std::span<const TimePs> start, std::span<const TimePs> duration,
                                       std::span<const std::uint32_t> parent, std::span<const std::uint32_t> timeOrder)
{
    const auto n = std::uint32_t(start.size());
    const std::uint32_t rootSlot = n;
    const auto slotOf = [&](std::uint32_t i) { return parent[i] == kNoId ? rootSlot : parent[i]; };
    const auto inTimeOrder = [&](std::uint32_t k) { return timeOrder.empty() ? k : timeOrder[k]; };
    const auto end = [&](std::uint32_t i) { return start[i] + duration[i]; };

    Children children;
    children.first.assign(n + 2, 0);
    for (std::uint32_t i = 0; i < n; ++i)
        ++children.first[slotOf(i) + 1];
    for (std::uint32_t s = 0; s <= n; ++s)
        children.first[s + 1] += children.first[s];
    children.list.resize(n);
    {
        std::vector<std::uint32_t> fill(children.first.begin(), children.first.end() - 1);
        for (std::uint32_t k = 0; k < n; ++k) {
            const std::uint32_t i = inTimeOrder(k);
            children.list[fill[slotOf(i)]++] = i;
        }
    }

    // How far each subtree reaches: children come after their parents.
    std::vector<TimePs> extent(n);
    for (std::uint32_t i = 0; i < n; ++i)
        extent[i] = end(i);
    for (std::uint32_t i = n; i-- > 0;)
        if (parent[i] != kNoId)
            extent[parent[i]] = std::max(extent[parent[i]], extent[i]);

    // Lanes of each parent's children; laneBase[slot] is where the slot's
    // lanes start in the flat per-lane arrays.
    std::vector<std::uint32_t> lane(n);
    std::vector<std::uint32_t> laneBase(n + 2, 0);
    LaneAllocator lanes;
    for (std::uint32_t slot = 0; slot <= n; ++slot) {
        lanes.reset();
        for (const std::uint32_t c : children.of(slot))
            lane[c] = lanes.take(start[c], extent[c]);
        laneBase[slot + 1] = laneBase[slot] + lanes.count();
    }
    std::vector<TimePs>().swap(extent);

    // Heights bottom-up: a span is one row over its lanes, a lane as tall as
    // its tallest subtree.
    std::vector<std::uint32_t> laneRows(laneBase[n + 1], 0);
    for (std::uint32_t i = n; i-- > 0;) {
        std::uint32_t height = 1;
        for (std::uint32_t l = laneBase[i]; l < laneBase[i + 1]; ++l)
            height += laneRows[l];
        const std::uint32_t l = laneBase[slotOf(i)] + lane[i];
        laneRows[l] = std::max(laneRows[l], height);
    }

    Result result;
    // Lane heights become each lane's first row under its parent.
    for (std::uint32_t slot = 0; slot <= n; ++slot) {
        const std::uint32_t count = laneBase[slot + 1] - laneBase[slot];
        const bool grouped = count >= 2;
        if (grouped)
            result.groups.push_back({slot == rootSlot ? kNoId : slot, std::uint32_t(result.laneRowOffsets.size()), count});
        std::uint32_t offset = 0;
        for (std::uint32_t l = laneBase[slot]; l < laneBase[slot + 1]; ++l) {
            if (grouped)
                result.laneRowOffsets.push_back(offset);
            offset += std::exchange(laneRows[l], offset);
        }
        if (grouped)
            result.laneRowOffsets.push_back(offset);
    }

    result.row.resize(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        const std::uint32_t below = parent[i] == kNoId ? 0 : result.row[parent[i]] + 1;
        result.row[i] = below + laneRows[laneBase[slotOf(i)] + lane[i]];
    }

    if (!result.groups.empty()) {
        // Union of the children within their parent, swept in start order.
        result.childCover.assign(n, 0);
        for (std::uint32_t p = 0; p < n; ++p) {
            TimePs covered = 0, coveredEnd = start[p];
            for (const std::uint32_t c : children.of(p)) {
                const TimePs from = std::max(start[c], coveredEnd);
                const TimePs to = std::min(end(c), end(p));
                if (to > from) {
                    covered += to - from;
                    coveredEnd = to;
                }
            }
            result.childCover[p] = covered;
        }
    }
    return result;
}

} // namespace hg
