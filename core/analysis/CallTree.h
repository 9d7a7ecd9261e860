#pragma once
#include "model/Ids.h"
#include "model/Time.h"

#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace hg {

class Profile;

// An aggregated call tree, top-down (callers to callees) or bottom-up (hot
// functions first, expanding to their callers). Built from samples or spans;
// node 0 is the root. Children are sorted by total, heaviest first. In a
// bottom-up tree a node's self equals its total: all of it is the self time of
// the top-level function, reached through this chain of callers.
class CallTree
{
public:
    enum class Direction { TopDown, BottomUp };
    // Time for spans and timed samples; Count for untimed (aggregated) samples.
    enum class Unit { Time, Count };

    struct Node
    {
        FrameId frame = kNoId;
        std::uint32_t parent = kNoId;
        std::int64_t total = 0;
        std::int64_t self = 0;
        std::uint64_t count = 0;
    };

    using CancelCheck = std::function<bool()>;

    // tracks: indices into profile.tracks(); empty means every track. Returns an
    // empty tree when cancelled.
    static CallTree build(const Profile &profile, const std::vector<TrackId> &tracks,
                          Direction direction, const CancelCheck &cancelled = {});

    // Bottom-up, a leaf's callers are followed this far up its chain. Each
    // distinct path with weight of its own adds its whole chain
    // (CallerChains), so deep recursion or a parent chain thousands of
    // records deep would cost paths x depth (minutes, gigabytes).
    static constexpr std::uint32_t kMaxCallerLevels = 512;

    Direction direction() const { return m_direction; }
    // Some chain went past kMaxCallerLevels (bottom-up only).
    bool callersCut() const { return m_callersCut; }
    Unit unit() const { return m_unit; }
    std::uint32_t size() const { return std::uint32_t(m_nodes.size()); }
    const Node &node(std::uint32_t i) const { return m_nodes[i]; }
    std::span<const std::uint32_t> children(std::uint32_t i) const
    {
        return {m_children.data() + m_childBegin[i], childCount(i)};
    }
    std::uint32_t childCount(std::uint32_t i) const { return m_childBegin[i + 1] - m_childBegin[i]; }
    // Where children(i) begins in the children lists of all nodes, which
    // lie one after another in node order.
    std::uint32_t childSlot(std::uint32_t i) const { return m_childBegin[i]; }
    // The children's totals together: more than the node's own total where
    // they ran concurrently.
    std::int64_t childTotal(std::uint32_t i) const;
    std::uint32_t depth(std::uint32_t i) const;
    // A top-down node's call path, root first, ending with its frame; empty
    // in a bottom-up tree, whose paths run from callees to callers.
    std::vector<FrameId> callPath(std::uint32_t i) const;
    // The chain of heaviest children from the root (root excluded).
    std::vector<std::uint32_t> hotPath() const;
    // Numbered depth first, heaviest child first (CallTree::build's
    // top-down trees): a subtree's nodes follow their root, so a walk in
    // that order reads the node table front to back.
    bool isDepthFirst() const { return m_depthFirst; }

    // Top-down trees of a profile (build): the nodes that paths with weight
    // of their own end on, in the order the first of those paths was given
    // (the order a bottom-up tree puts callers of equal weight in), and a
    // node's own count, which samples fold up the tree into `count`.
    // CallerTree makes the bottom-up tree from them as it is looked at.
    std::span<const std::uint32_t> weightedNodes() const { return m_weightedNodes; }
    std::uint64_t ownCount(std::uint32_t i) const { return m_ownCounts.empty() ? m_nodes[i].count : m_ownCounts[i]; }

    class PathBuilder;

private:
    class Assembler;
    class FromStacks;
    // Children lists, heaviest first, once every node is in.
    void linkChildren();
    // Numbers the nodes depth first, heaviest child first (parents still
    // before children): the order the function table, the callers page and
    // the flame graph walk a top-down tree in, which then read the node
    // table front to back rather than at random, a cache miss a node on a
    // tree of millions.
    void numberDepthFirst();
    Direction m_direction = Direction::TopDown;
    Unit m_unit = Unit::Time;
    bool m_callersCut = false;
    bool m_depthFirst = false;
    std::vector<Node> m_nodes = std::vector<Node>(1);
    // Every node's children, heaviest first, node after node: node i's
    // from m_childBegin[i] to m_childBegin[i + 1] (4 bytes a node rather
    // than a first child and a count in each node: 8).
    std::vector<std::uint32_t> m_children;
    std::vector<std::uint32_t> m_childBegin = std::vector<std::uint32_t>(2, 0);
    std::vector<std::uint32_t> m_weightedNodes;
    // Empty where every node's count is its own (no samples, no counts
    // that include callees): 8 bytes a node saved.
    std::vector<std::uint64_t> m_ownCounts;
};

// A top-down tree made of call paths given with their own figures, not
// from a profile (the caller/callee view's sandwich trees). Nothing is
// folded: a node totals what was added to it, and the root its
// children's sum.
class CallTree::PathBuilder
{
public:
    explicit PathBuilder(Unit unit);
    ~PathBuilder();
    // The node of `frame` under `parent` (0: the root), made on first use.
    std::uint32_t child(std::uint32_t parent, FrameId frame);
    void add(std::uint32_t node, std::int64_t total, std::int64_t self, std::uint64_t count);
    CallTree build();

private:
    std::unique_ptr<CallTree> m_tree;
    std::unique_ptr<Assembler> m_assembler;
};

} // namespace hg
