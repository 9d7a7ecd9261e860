#pragma once
#include "SpanTrack.h"

#include <optional>
#include <vector>

namespace hg {

// Walks a track's spans down its rows without a sort, callers before their
// callees and, for time-nested calls, in order of start: a span's callees
// follow it in the next row, in order. visit(span, carried) gets what its
// caller's visit returned (`rootCarry` for roots) and returns what its own
// callees get, or nullopt to stop the walk. Spans the walk cannot reach
// this way (lanes, partial overlaps) are not visited. Returns how many were.
template <typename Carry, typename Visit>
std::uint32_t walkSpansPreOrder(const SpanTrack &spans, const Carry &rootCarry, const Visit &visit)
{
    const std::uint32_t rows = spans.rowCount();
    if (rows == 0)
        return 0;
    std::vector<std::uint32_t> next(rows);
    for (std::uint32_t r = 0; r < rows; ++r)
        next[r] = spans.row(r).first;
    struct Open
    {
        std::uint32_t span, row;
        Carry carry;
    };
    std::vector<Open> open;
    std::uint32_t visited = 0;
    const auto enter = [&](std::uint32_t span, std::uint32_t row, const Carry &carried) {
        std::optional<Carry> carry = visit(span, carried);
        if (!carry)
            return false;
        ++visited;
        open.push_back({span, row, std::move(*carry)});
        return true;
    };
    for (std::uint32_t root = spans.row(0).first; root < spans.row(0).last; ++root) {
        if (!enter(root, 0, rootCarry))
            return visited;
        while (!open.empty()) {
            const Open &top = open.back();
            const std::uint32_t below = top.row + 1;
            if (below < rows && next[below] < spans.row(below).last && spans.parent(next[below]) == top.span) {
                const Carry carried = top.carry; // `top` moves when `open` grows
                if (!enter(next[below]++, below, carried))
                    return visited;
            } else {
                open.pop_back();
            }
        }
    }
    return visited;
}

} // namespace hg
