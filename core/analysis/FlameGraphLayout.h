#pragma once
#include "CallTree.h"
#include "DiffTree.h"
#include "model/SpanTrack.h"

#include <span>
#include <vector>

namespace hg {

// A call tree laid out as a flame graph: each node a span whose start is the
// summed totals of its heavier siblings before it (left-heavy) and whose
// width is its total, so the same renderer that paints time paints weight.
struct FlameGraphLayout
{
    SpanTrack spans;
    std::vector<std::uint32_t> nodeOfSpan;
    // kNoId for the root and nodes not drawn. Only a comparison's layout
    // has it (its views select a node's span in either shape); a call
    // tree's is empty: no view looks a node up, and it was 4 bytes a node.
    std::vector<std::uint32_t> spanOfNode;

    static FlameGraphLayout build(const CallTree &tree);
    // A comparison in one side's shape (the differential flame graph):
    // widths by that side's totals, frames by the function of each node
    // (frameOfFunction: a frame of it in that side's profile).
    static FlameGraphLayout build(const DiffTree &tree, DiffTree::Side side, std::span<const FrameId> frameOfFunction);
};

} // namespace hg
