#pragma once
#include "model/StackTable.h"

#include <algorithm>
#include <random>
#include <vector>

namespace hg::test {

// A reader's own prefix tree, parents first, as internTree takes it: chains
// (a node whose parent is the node before), branches off earlier nodes and
// roots, over 12 frames, so that many of its stacks repeat each other.
inline std::vector<StackTable::TreeNode> randomStackTree(std::size_t count, std::mt19937 &rng)
{
    std::vector<StackTable::TreeNode> nodes;
    nodes.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const unsigned kind = rng() % 8;
        std::uint32_t parent = StackTable::TreeNode::kNone;
        if (i > 0 && kind < 5)
            parent = std::uint32_t(i - 1);
        else if (i > 0 && kind < 7)
            parent = std::uint32_t(rng() % i);
        nodes.push_back({parent, FrameId(rng() % 12)});
    }
    return nodes;
}

// Paths like a recording's samples: each shares a prefix with the one
// before, now and then an empty one or another activity.
inline std::vector<std::vector<FrameId>> recordingLikePaths(std::size_t count, unsigned seed, unsigned frames)
{
    std::mt19937 rng(seed);
    std::vector<std::vector<FrameId>> paths(count);
    std::vector<FrameId> walk;
    for (std::vector<FrameId> &path : paths) {
        const unsigned kind = rng() % 10;
        if (kind == 0)
            walk.clear();
        else if (kind == 1)
            walk.assign(1 + rng() % 4, FrameId(rng() % 3));
        else if (kind > 4)
            walk.resize(walk.size() - std::min<std::size_t>(walk.size(), rng() % 4));
        for (unsigned more = kind > 4 ? 1 + rng() % 4 : 0; more > 0 && walk.size() < 40; --more)
            walk.push_back(FrameId(rng() % frames));
        path = walk;
    }
    return paths;
}

} // namespace hg::test
