#pragma once
#include "CallTree.h"
#include "model/SpanTrack.h"

#include <vector>

namespace hg {

// A call tree laid out as a flame graph: each node a span whose start is the
// summed totals of its heavier siblings before it (left-heavy) and whose
// width is its total, so the same renderer that paints time paints weight.
struct FlameGraphLayout
{
    SpanTrack spans;
    std::vector<std::uint32_t> nodeOfSpan;
    std::vector<std::uint32_t> spanOfNode; // kNoId for the root

    static FlameGraphLayout build(const CallTree &tree);
};

} // namespace hg
