#pragma once
#include "CallTree.h"

#include <algorithm>
#include <vector>

namespace hg {

// The nodes of a bottom-up call tree, made from the distinct call paths that
// carry weight. Each source (the samples' stacks, a track's span paths, a
// track's aggregated nodes) gives a table of paths, parents first, with the
// self time and count that end on each. A path that carries nothing (an
// aggregated node with no time or samples of its own) is not walked at all:
// a chain per top-down node cost nodes × depth, 33 M nodes for a Go
// server's pprof file.
//
// The chains are walked a level at a time: the paths that reach a node are
// sorted by their next caller's frame, so each run of one frame is one child
// (paths of several tracks with it too), with no hash lookup per node and
// level.
class CallerChains
{
public:
    struct Weight
    {
        TimePs self = 0;
        std::uint64_t count = 0;
    };

    // Room for this many paths of all sources: each source grown on its
    // own copied the ones before it again (32 times for 32 tracks).
    void reserve(std::size_t paths);

    // Adds a table of paths: parentOf(i) is an earlier index or kNoId (a
    // root), weightOf(i) what ends on path i.
    template <typename ParentOf, typename FrameOf, typename WeightOf>
    void addSource(std::uint32_t size, const ParentOf &parentOf, const FrameOf &frameOf, const WeightOf &weightOf)
    {
        const auto offset = std::uint32_t(m_parent.size());
        if (offset + size > m_parent.capacity())
            reserve(std::max<std::size_t>(offset + size, 2 * m_parent.capacity()));
        for (std::uint32_t i = 0; i < size; ++i) {
            const std::uint32_t parent = parentOf(i);
            m_parent.push_back(parent == kNoId ? kNoId : offset + parent);
            m_frame.push_back(frameOf(i));
            m_weight.push_back(weightOf(i));
        }
    }

    // The tree's nodes, node 0 the root, parents before children (children
    // not linked yet). Siblings are numbered in the order the paths through
    // them were added, so equal totals sort as a chain-by-chain build put
    // them. callersCut: a chain went past CallTree::kMaxCallerLevels.
    // Empty when cancelled.
    std::vector<CallTree::Node> build(bool &callersCut, const CallTree::CancelCheck &cancelled);

private:
    std::vector<std::uint32_t> m_parent;
    std::vector<FrameId> m_frame;
    std::vector<Weight> m_weight;
};

} // namespace hg
