#include "LaneLayout.h"

#include "CoveredTime.h"
#include "LaneAllocator.h"

#include <algorithm>
#include <functional>

namespace hg {


LaneLayout::Result LaneLayout::compute(std::span<const TimePs> start, std::span<const TimePs> duration,
                                       std::span<const std::uint32_t> parent)
{
    const auto n = std::uint32_t(start.size());
    const std::uint32_t rootSlot = n;
    const auto slotOf = [&](std::uint32_t i) { return parent[i] == kNoId ? rootSlot : parent[i]; };
    const auto end = [&](std::uint32_t i) { return start[i] + duration[i]; };
    // Time order: by start, the longer first (the outer one), then as added.
    const auto before = [&](std::uint32_t a, std::uint32_t b) {
        if (start[a] != start[b])
            return start[a] < start[b];
        if (duration[a] != duration[b])
            return duration[a] > duration[b];
        return a < b;
    };
    Result result;

    // Children lists of every parent as added; the track's roots are the
    // children of slot n. Filled from the back, so `first` ends up holding
    // where each list begins. Siblings mostly come one after another:
    // counts and positions stay in a register while the parent stays the
    // same, rather than each waiting on the store before it.
    std::vector<std::uint32_t> first(n + 2, 0);
    {
        std::uint32_t slot = rootSlot, run = 0;
        for (std::uint32_t i = 0; i < n; ++i) {
            const std::uint32_t s = slotOf(i);
            if (s != slot) {
                first[slot] += run;
                slot = s;
                run = 0;
            }
            ++run;
        }
        first[slot] += run;
    }
    for (std::uint32_t s = 0, sum = 0; s <= n; ++s)
        first[s] = sum += first[s];
    first[n + 1] = n;
    std::vector<std::uint32_t> children(n);
    {
        std::uint32_t slot = rootSlot, at = first[rootSlot];
        for (std::uint32_t i = n; i-- > 0;) {
            const std::uint32_t s = slotOf(i);
            if (s != slot) {
                first[slot] = at;
                slot = s;
                at = first[s];
            }
            children[--at] = i;
        }
        first[slot] = at;
    }

    // One pass from the last parent to the first (children come after
    // their parents, so theirs are done): each parent's children, put in
    // time order where they were not added so, get their lanes in start
    // order, and from them the parent's height in rows, how far its
    // subtree reaches, and the time its children cover. A lane is as tall
    // as its tallest subtree; each child's lane becomes the first row of
    // that lane under the parent (laneOffset). A subtree reaches past its
    // root's end only where a stated child lies outside its parent: then
    // the height is flagged and the reach kept in `reach`, made when first
    // needed.
    constexpr std::uint32_t kReachesFurther = 1u << 31;
    std::vector<std::uint32_t> laneOffset(n);
    std::vector<std::uint32_t> &height = result.row; // rows replace the heights below
    height.resize(n);
    std::vector<TimePs> cover(n);
    std::vector<TimePs> reach;
    std::vector<std::uint32_t> laneHeight;
    LaneAllocator lanes;
    std::vector<Group> rootGroup;
    std::vector<std::uint32_t> rootOffsets;
    for (std::uint32_t slot = n + 1; slot-- > 0;) {
        const std::uint32_t slotIndex = slot == 0 ? rootSlot : slot - 1; // the roots last
        std::uint32_t *const kidsBegin = children.data() + first[slotIndex];
        std::uint32_t *const kidsEnd = children.data() + first[slotIndex + 1];
        const bool isSpan = slotIndex != rootSlot;
        const TimePs ownStart = isSpan ? start[slotIndex] : 0;
        const TimePs ownEnd = isSpan ? end(slotIndex) : 0;
        TimePs furthest;
        CoveredTime covered(ownStart, ownEnd);
        std::uint32_t tallest; // of lane 0 while it is the only one
        for (bool sorted = false;;) {
            furthest = ownEnd;
            covered = CoveredTime(ownStart, ownEnd);
            tallest = 0;
            lanes.reset();
            TimePs previousStart = INT64_MIN, previousDuration = 0;
            std::uint32_t previous = 0;
            bool inOrder = true;
            for (const std::uint32_t *kid = kidsBegin; kid != kidsEnd; ++kid) {
                const std::uint32_t c = *kid;
                const TimePs s = start[c];
                const TimePs d = duration[c];
                if (s < previousStart || (s == previousStart && (d > previousDuration || (d == previousDuration && c < previous)))) {
                    inOrder = false;
                    break;
                }
                previousStart = s;
                previousDuration = d;
                previous = c;
                const TimePs e = s + d;
                const std::uint32_t h = height[c] & ~kReachesFurther;
                const TimePs x = height[c] & kReachesFurther ? reach[c] : e;
                furthest = std::max(furthest, x);
                covered.add(s, e);
                const std::uint32_t laneCountBefore = lanes.count();
                const std::uint32_t lane = lanes.take(s, x);
                laneOffset[c] = lane;
                const std::uint32_t count = lanes.count();
                if (count == 1) {
                    tallest = std::max(tallest, h);
                    continue;
                }
                if (count != laneCountBefore) { // a new lane
                    if (laneHeight.size() < count)
                        laneHeight.resize(count);
                    if (laneCountBefore == 1)
                        laneHeight[0] = tallest;
                    laneHeight[lane] = 0;
                }
                laneHeight[lane] = std::max(laneHeight[lane], h);
            }
            if (inOrder || sorted)
                break;
            std::sort(kidsBegin, kidsEnd, before); // and once more, in time order
            sorted = true;
        }
        const std::uint32_t laneCount = lanes.count();
        std::uint32_t rows = tallest;
        if (laneCount >= 2) {
            // Lane heights become each lane's first row under the parent.
            Group group{isSpan ? slotIndex : kNoId, 0, laneCount};
            std::vector<std::uint32_t> &offsets = isSpan ? result.laneRowOffsets : rootOffsets;
            group.firstOffset = std::uint32_t(isSpan ? offsets.size() : 0);
            rows = 0;
            for (std::uint32_t l = 0; l < laneCount; ++l) {
                offsets.push_back(rows);
                rows += std::exchange(laneHeight[l], rows);
            }
            offsets.push_back(rows);
            for (const std::uint32_t *kid = kidsBegin; kid != kidsEnd; ++kid)
                laneOffset[*kid] = laneHeight[laneOffset[*kid]];
            (isSpan ? result.groups : rootGroup).push_back(group);
        }
        if (isSpan) {
            height[slotIndex] = 1 + rows;
            cover[slotIndex] = covered.covered();
            if (furthest > ownEnd) {
                if (reach.empty())
                    reach.resize(n);
                reach[slotIndex] = furthest;
                height[slotIndex] |= kReachesFurther;
            }
        }
    }
    std::vector<TimePs>().swap(reach);

    // Groups by parent, the roots' last (they were found last parent
    // first), their offsets in the same order.
    std::reverse(result.groups.begin(), result.groups.end());
    if (!result.groups.empty()) {
        std::vector<std::uint32_t> offsets;
        offsets.reserve(result.laneRowOffsets.size() + rootOffsets.size());
        for (Group &g : result.groups) {
            const auto from = result.laneRowOffsets.begin() + g.firstOffset;
            g.firstOffset = std::uint32_t(offsets.size());
            offsets.insert(offsets.end(), from, from + g.laneCount + 1);
        }
        result.laneRowOffsets = std::move(offsets);
    }
    if (!rootGroup.empty()) {
        rootGroup.front().firstOffset = std::uint32_t(result.laneRowOffsets.size());
        result.laneRowOffsets.insert(result.laneRowOffsets.end(), rootOffsets.begin(), rootOffsets.end());
        result.groups.push_back(rootGroup.front());
    }

    // Rows, parents first: one below the parent, at the child's lane.
    std::uint32_t rowCount = 0;
    for (std::uint32_t i = 0; i < n; ++i) {
        height[i] = (parent[i] == kNoId ? 0 : height[parent[i]] + 1) + laneOffset[i];
        rowCount = std::max(rowCount, height[i] + 1);
    }
    std::vector<std::uint32_t>().swap(laneOffset);
    const std::vector<std::uint32_t> &row = result.row;

    // Places in the track, by (row, start): the tree depth first, each
    // parent's children in time order, gives every row in time order (two
    // spans of one row lie under siblings on one lane, whose subtrees follow
    // one another), except where a stated child lies before its parent or a
    // tie is broken otherwise; such a row is put in order afterwards.
    result.rowBegin.assign(rowCount + 1, 0);
    for (std::uint32_t i = 0; i < n; ++i)
        ++result.rowBegin[row[i] + 1];
    for (std::uint32_t r = 0; r < rowCount; ++r)
        result.rowBegin[r + 1] += result.rowBegin[r];
    std::vector<std::uint32_t> next(result.rowBegin.begin(), result.rowBegin.end() - 1);
    std::vector<std::uint32_t> lastInRow(rowCount, kNoId);
    std::vector<std::uint8_t> rowOutOfOrder(rowCount, 0);
    bool anyOutOfOrder = false;
    result.newIndex.resize(n);
    struct Open
    {
        const std::uint32_t *at;
        const std::uint32_t *end;
    };
    std::vector<Open> open;
    open.push_back({children.data() + first[rootSlot], children.data() + first[rootSlot + 1]});
    while (!open.empty()) {
        Open &top = open.back();
        if (top.at == top.end) {
            open.pop_back();
            continue;
        }
        const std::uint32_t i = *top.at++;
        const std::uint32_t r = row[i];
        result.newIndex[i] = next[r]++;
        if (lastInRow[r] != kNoId && !before(lastInRow[r], i)) {
            rowOutOfOrder[r] = 1;
            anyOutOfOrder = true;
        }
        lastInRow[r] = i;
        if (first[i] != first[i + 1])
            open.push_back({children.data() + first[i], children.data() + first[i + 1]});
    }
    std::vector<std::uint32_t>().swap(children);
    std::vector<std::uint32_t>().swap(first);
    if (anyOutOfOrder) {
        std::vector<std::vector<std::uint32_t>> spansOfRow(rowCount);
        for (std::uint32_t i = 0; i < n; ++i)
            if (rowOutOfOrder[row[i]])
                spansOfRow[row[i]].push_back(i);
        for (std::uint32_t r = 0; r < rowCount; ++r) {
            std::sort(spansOfRow[r].begin(), spansOfRow[r].end(), before);
            for (std::uint32_t k = 0; k < spansOfRow[r].size(); ++k)
                result.newIndex[spansOfRow[r][k]] = result.rowBegin[r] + k;
        }
    }

    // Children on one lane never overlap and simply add up: the time they
    // cover is kept only when some parent has lanes.
    if (!result.groups.empty())
        result.childCover = std::move(cover);
    return result;
}

} // namespace hg
