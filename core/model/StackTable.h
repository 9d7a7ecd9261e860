#pragma once
#include "Ids.h"
#include "TaggedIdIndex.h"
#include "util/ReallocVector.h"

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace hg {

// Call stacks as a prefix tree: each stack is (caller stack, frame). A root
// stack's parent is kNoId. Equal paths share one id, numbered in the order
// they are first interned.
//
// The lookup index is keyed by a hash of a stack's whole root-first path (its
// "tag": a mix of the parent's tag and the frame), not by (parent id, frame):
// the tags of a path's every level are known from its frames alone, before
// any lookup, so all of a path's lookups can be in flight at once. A match is
// checked against the parent found one level up and the frame, so tags that
// collide cost a probe, never a wrong stack. Each stack's tag is kept (4
// bytes a stack) while stacks are added and dropped by freeze().
class StackTable
{
public:
    StackTable() = default;
    // For tests: tags of only `bits` bits, so that distinct paths collide.
    static StackTable withTagBits(unsigned bits);

    StackId intern(StackId parent, FrameId frame);
    // The stacks of a path's frames below `parent` (root first), appended to
    // `stacks`: the one of `frames[0]` (a child of `parent`), then its child,
    // down to the stack of the whole path. New stacks are numbered in the
    // path's order, as intern() one frame after the other would number them.
    void internPath(StackId parent, std::span<const FrameId> frames, std::vector<StackId> &stacks);
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
    // The same batch numbered as one intern() per node in the batch's order
    // would number it (a reader's own stack table, whose order the model
    // keeps): every node's tag is known up front, so the lookups of the
    // nodes a little ahead are asked for while the current one is interned.
    std::vector<StackId> internInOrder(std::span<const TreeNode> nodes);
    // The stack id of each of `count` call paths (frames root first; an
    // empty path gives kNoId). A path's frames shared with the path before
    // it cost one comparison each (neighbouring samples of a recording
    // share most of their frames); the rest go through internTree.
    // A span from `pathOf` must stay valid until the call returns.
    using PathOf = std::function<std::span<const FrameId>(std::size_t)>;
    std::vector<StackId> internPaths(std::size_t count, const PathOf &pathOf);
    // Room for `more` new stacks, so that a reader that knows how many it
    // will add grows the index once, not by doubling.
    void reserve(std::size_t more) { reserveFor(more); }
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
    // The tag of every node of a batch given parents first (std::invalid_argument if not).
    std::vector<std::uint32_t> tagsOfBatch(std::span<const TreeNode> nodes) const;
    static constexpr std::uint32_t kRootTag = 0xFFFFFFFFu; // the "tag" of kNoId, a root's parent
    std::uint32_t childTag(std::uint32_t parentTag, FrameId frame) const
    {
        return std::uint32_t(idPairHash(parentTag, frame) >> 32) & m_tagMask;
    }
    std::uint32_t tagOf(StackId id) const { return id == kNoId ? kRootTag : m_tags[id]; }
    // TaggedIdIndex picks the slot from a hash's high 32 bits: the tag.
    static std::uint64_t keyOf(std::uint32_t tag) { return std::uint64_t(tag) << 32; }
    StackId intern(StackId parent, FrameId frame, std::uint32_t tag);
    StackId add(StackId parent, FrameId frame, std::uint32_t tag);
    // Room for `more` new stacks (the index again after freeze()).
    void reserveFor(std::size_t more);

    // Parent and frame side by side: a lookup that finds its stack reads one
    // cache line, not one in each of two columns.
    struct Node
    {
        StackId parent;
        FrameId frame;
    };

    // Grown a stack at a time to tens of millions: without a copy.
    ReallocVector<Node> m_nodes;
    ReallocVector<std::uint32_t> m_tags; // by stack, while the index is kept
    TaggedIdIndex<StackId> m_index;
    std::uint32_t m_tagMask = 0xFFFFFFFFu;
    std::vector<std::uint32_t> m_pathTags; // internPath's, kept to spare an allocation a path
};

} // namespace hg
