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
    // Each span's node; empty for a tree numbered depth first (CallTree's
    // top-down trees), whose spans find their node through nodeOf: 4 bytes
    // a span, 64 MB of a 1 GB XSpace's flame graph, kept for the few spans
    // a person clicks or points at.
    std::vector<std::uint32_t> nodeOfSpan;
    // kNoId for the root and nodes not drawn. Only a comparison's layout
    // has it (its views select a node's span in either shape); a call
    // tree's is empty: no view looks a node up, and it was 4 bytes a node.
    std::vector<std::uint32_t> spanOfNode;

    static FlameGraphLayout build(const CallTree &tree);
    // The node of a span of build(tree): its parent span's node's child of
    // its frame (a call tree node's children have frames of their own),
    // found up the span's callers.
    std::uint32_t nodeOf(std::uint32_t span, const CallTree &tree) const;
    // A comparison in one side's shape (the differential flame graph):
    // widths by that side's totals, frames by the function of each node
    // (frameOfFunction: a frame of it in that side's profile).
    static FlameGraphLayout build(const DiffTree &tree, DiffTree::Side side, std::span<const FrameId> frameOfFunction);
};

} // namespace hg
