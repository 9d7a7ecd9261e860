#pragma once
#include "Ids.h"
#include "Time.h"

#include <cstdint>
#include <span>
#include <vector>

namespace hg {

// Rows for spans whose parents are stated (MiniProfiler's steps and custom
// timings, async slices): siblings that overlap are concurrent, so they go
// side by side on lanes under their parent, never into each other. Lanes are
// given greedily in start order, each sibling to the lowest free lane, which
// needs as few lanes as the most siblings running at once. A lane is as tall
// as the deepest subtree on it; a sibling that ends early but has a child
// running on keeps its lane busy until that child ends, so no row ever holds
// two overlapping spans.
class LaneLayout
{
public:
    // Parents with two or more lanes. `parent` is kNoId for the track's roots;
    // the lanes' first rows, relative to the first row under the parent, are
    // laneRowOffsets[firstOffset + lane], with one more entry for the rows of
    // all lanes together.
    struct Group
    {
        std::uint32_t parent = kNoId;
        std::uint32_t firstOffset = 0;
        std::uint32_t laneCount = 0;
    };
    struct Result
    {
        std::vector<std::uint32_t> row;        // by insertion index
        std::vector<Group> groups;             // ordered by parent, roots last
        std::vector<std::uint32_t> laneRowOffsets;
        // By insertion index, the time of a span that its children cover
        // (their union within it); filled only when some parent has lanes,
        // as children on one lane never overlap and simply add up.
        std::vector<TimePs> childCover;
        // By insertion index, where the span goes in the track, ordered by
        // (row, start, the longer first, insertion index); and where each
        // row begins there (rows + 1 entries).
        std::vector<std::uint32_t> newIndex;
        std::vector<std::uint32_t> rowBegin;
    };

    // parent[i] is kNoId or less than i (parents are added first). Spans
    // come in any order; in time order (by start, the longer first) is
    // cheapest.
    static Result compute(std::span<const TimePs> start, std::span<const TimePs> duration,
                          std::span<const std::uint32_t> parent);
};

} // namespace hg
