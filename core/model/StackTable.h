#pragma once
#include "Ids.h"
#include "TaggedIdIndex.h"

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace hg {

// Call stacks as a prefix tree: each stack is (caller stack, frame). A root
// stack's parent is kNoId. Equal paths share one id.
class StackTable
{
public:
    StackId intern(StackId parent, FrameId frame);
    // A batch of stacks given as a tree of their own, parents first: each
    // node is an earlier node's child (`parent` its index in the batch) or a
    // root (kNone). Returns each node's stack id. A node whose parent is the
    // node just before it continues a chain (a path's frames one after
    // another); several chains are walked side by side so the cache misses
    // of their lookups overlap: a table of millions of stacks is read at
    // random, and one chain's lookups must wait for each other.
    struct TreeNode
    {
        static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
        std::uint32_t parent;
        FrameId frame;
    };
    std::vector<StackId> internTree(std::span<const TreeNode> nodes);
    // The stack id of each of `count` call paths (frames root first; an
    // empty path gives kNoId). A path's frames shared with the path before
    // it cost one comparison each (neighbouring samples of a recording
    // share most of their frames); the rest go through internTree.
    // A span from `pathOf` must stay valid until the call returns.
    using PathOf = std::function<std::span<const FrameId>(std::size_t)>;
    std::vector<StackId> internPaths(std::size_t count, const PathOf &pathOf);
    StackId parent(StackId id) const { return m_nodes[id].parent; }
    FrameId frame(StackId id) const { return m_nodes[id].frame; }
    std::size_t size() const { return m_nodes.size(); }
    // Asks for a stack's entry ahead of a walk up from it (a cache miss each
    // on a table of millions of stacks).
    void prefetch(StackId id) const { __builtin_prefetch(m_nodes.data() + id); }
    std::size_t depth(StackId id) const;
    // Depth of every stack in one pass (a parent's id is always smaller).
    std::vector<std::uint32_t> depths() const;
    std::size_t memoryBytes() const;
    // Frees the lookup index once no stack will be added (a built profile).
    void freeze();

private:
    StackId intern(StackId parent, FrameId frame, std::uint64_t hash);
    std::uint64_t hashOf(StackId id) const;
    // Room for `more` new stacks (the index again after freeze()).
    void reserveFor(std::size_t more);

    // Parent and frame side by side: a lookup that finds its stack reads one
    // cache line, not one in each of two columns.
    struct Node
    {
        StackId parent;
        FrameId frame;
    };

    std::vector<Node> m_nodes;
    TaggedIdIndex<StackId> m_index;
};

} // namespace hg
