#pragma once
#include "model/Ids.h"

#include <QCoreApplication>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

namespace hg {

class ProfileBuilder;

// The call tree of one V8 CPU profile, as its writers give it: nodes with an
// id and a function, linked by "children" lists of ids (.cpuprofile files),
// by "parent" ids (Chrome trace chunks, where a node may name a parent sent
// in an earlier chunk) or by nesting (the old format's "head" tree). Nodes
// are gathered as they come; resolve() links them once all are in and gives
// each node its stack: its function under its parent's stack.
class V8ProfileNodes
{
    Q_DECLARE_TR_FUNCTIONS(V8ProfileNodes)
public:
    static constexpr std::int64_t kNoNodeId = INT64_MIN;

    // A node whose fields are still being read; returns its index.
    std::uint32_t add(FrameId frame = FrameId(kNoId));
    void setFrame(std::uint32_t node, FrameId frame) { m_nodes[node].frame = frame; }
    void setId(std::uint32_t node, std::int64_t id) { m_nodes[node].id = id; }
    void setParentId(std::uint32_t node, std::int64_t parent) { m_nodes[node].parentId = parent; }
    // The old format: the node is nested in `parent` (an index).
    void setParentIndex(std::uint32_t node, std::uint32_t parent) { m_nodes[node].parentIndex = parent; }
    // V8's "(root)": without a parent, no function (its children are the
    // stacks' roots).
    void setRoot(std::uint32_t node) { m_nodes[node].root = true; }
    // One id of a node's "children" list.
    void addChild(std::uint32_t node, std::int64_t child) { m_children.push_back({node, child}); }
    std::size_t size() const { return m_nodes.size(); }
    bool empty() const { return m_nodes.empty(); }

    // Links the nodes and gives each its stack. What does not fit is
    // warned about and recovered from: a node id given twice (the first
    // counts), a parent or child id of no node (the node becomes a root), a
    // child listed under two parents (the first counts), parents that form
    // a cycle (broken where it closes). `profileName` names the profile in
    // the warnings.
    void resolve(ProfileBuilder &builder, const QString &profileName);

    // After resolve(): the stack of the node with this id; nullopt for no
    // such node; kNoId for V8's root.
    std::optional<StackId> stackOf(std::int64_t id) const
    {
        const std::uint32_t node = indexOf(id);
        return node == kNoId ? std::nullopt : std::optional<StackId>(m_stacks[node]);
    }
    std::uint32_t indexOf(std::int64_t id) const;
    FrameId frameOf(std::uint32_t node) const { return m_nodes[node].frame; }
    StackId stackAt(std::uint32_t node) const { return m_stacks[node]; }

private:
    struct Node
    {
        std::int64_t id = kNoNodeId;
        std::int64_t parentId = kNoNodeId;
        FrameId frame{kNoId};
        std::uint32_t parentIndex = kNoId;
        bool root = false;
    };
    void indexIds(std::size_t &duplicates);
    std::vector<std::uint32_t> parents(std::size_t &unknownParents, std::size_t &unknownChildren, std::size_t &twoParents) const;

    std::vector<Node> m_nodes;
    std::vector<std::pair<std::uint32_t, std::int64_t>> m_children; // (node, child id)
    // id -> node: a table when ids are small (as V8 numbers them, from 1),
    // else a hash.
    std::vector<std::uint32_t> m_denseIndex;
    std::unordered_map<std::int64_t, std::uint32_t> m_sparseIndex;
    std::vector<StackId> m_stacks; // per node, after resolve()
};

} // namespace hg
