#pragma once
#include "ChromeTraceParser.h"

#include <cstdint>
#include <vector>

namespace hg {

// One async slice as matched: begun by b or S (or an instant: n, or a step
// of a legacy slice: T, p), ended by e or F.
struct ChromeTraceAsyncSlice
{
    std::uint32_t begin = 0;      // its event (b, S, n, T or p)
    std::uint32_t end = kNoId;    // its e or F; kNoId for instants and for slices never ended
    std::uint32_t parent = kNoId; // the slice it is nested in (an index into the slices)
    std::uint32_t root = 0;       // its outermost slice (itself for a root)
};

// Matches the async events of a trace into slices, in time order:
// - Nestable events (b/e/n) belong together by category and id (id, or
//   id2.global: across processes; id2.local: within its process; "scope"
//   makes another id). A b while a slice of its id is open is its child; an
//   e ends the innermost open slice of its id and name (any name when it
//   has none); an n is a zero-length child of the innermost open slice of
//   its id, or a root.
// - Legacy events (S/T/p/F) belong together by name, category and id: S
//   begins, F ends; a step (T, p) is a zero-length child of the open slice.
// A slice's parent always comes before it. What does not match is counted.
class ChromeTraceAsyncSlices
{
public:
    struct Result
    {
        std::vector<ChromeTraceAsyncSlice> slices; // parents first
        std::vector<std::uint32_t> unmatchedEnds;   // e/F events that ended nothing
        std::vector<std::uint32_t> orphanSteps;     // T/p events without an open slice
        std::vector<std::uint32_t> withoutId;       // async events with no id at all
        std::vector<std::uint32_t> neverEnded;      // slice indices of b/S without e/F
    };

    // timeOrder: the async events' indices by ts (file order for equal ts).
    static Result match(const ChromeTraceEvents &events, const std::vector<std::uint32_t> &timeOrder);
};

} // namespace hg
