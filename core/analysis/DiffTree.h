#pragma once
#include "CallTree.h"

#include <span>
#include <vector>

namespace hg {

// One side's figures of a function or a call path, in its tree's unit.
struct SideFigures
{
    std::int64_t total = 0;
    std::int64_t self = 0;
    std::uint64_t count = 0;
    bool operator==(const SideFigures &) const = default;
};

// Two top-down call trees merged: a node is a call path, matched between
// the sides by the functions along it (root first), with each side's
// figures (zero where a side lacks the path). The differential flame graph
// draws B's shape (nodes with b.total > 0) coloured by the change, or A's
// shape; the diff call tree shows both. Node 0 is the root; parents come
// before their children, and children are sorted heaviest in B first, then
// heaviest in A.
class DiffTree
{
public:
    enum class Side { A, B };

    struct Node
    {
        std::uint32_t function = kNoId; // a FunctionMatcher number; kNoId at the root
        std::uint32_t parent = kNoId;
        SideFigures a, b;
        std::uint32_t firstChild = 0;
        std::uint32_t childCount = 0;
    };

    // functionOfA and functionOfB number each side's frames (FunctionMatcher:
    // one numbering for both). Both trees go the same way: top-down (the
    // comparison) or bottom-up (its bottom-up tree).
    static DiffTree merge(const CallTree &a, std::span<const std::uint32_t> functionOfA,
                          const CallTree &b, std::span<const std::uint32_t> functionOfB);

    std::uint32_t size() const { return std::uint32_t(m_nodes.size()); }
    const Node &node(std::uint32_t i) const { return m_nodes[i]; }
    std::span<const std::uint32_t> children(std::uint32_t i) const
    {
        const Node &n = m_nodes[i];
        return {m_children.data() + n.firstChild, n.childCount};
    }
    // The functions of a node's call path, root first, ending with its own.
    std::vector<std::uint32_t> callPath(std::uint32_t i) const;

private:
    std::vector<Node> m_nodes = std::vector<Node>(1);
    std::vector<std::uint32_t> m_children;
};

} // namespace hg
