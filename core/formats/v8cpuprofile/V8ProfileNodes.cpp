#include "V8ProfileNodes.h"

#include "model/ProfileBuilder.h"

#include <climits>

namespace hg {

namespace {

int countArg(std::size_t n) { return int(std::min<std::size_t>(n, INT_MAX)); }

} // namespace

std::uint32_t V8ProfileNodes::add(FrameId frame)
{
    if (m_nodes.size() >= std::size_t(kNoId) - 1)
        throw std::length_error("too many profile nodes");
    m_nodes.emplace_back();
    m_nodes.back().frame = frame;
    return std::uint32_t(m_nodes.size() - 1);
}

std::uint32_t V8ProfileNodes::indexOf(std::int64_t id) const
{
    if (!m_denseIndex.empty() || m_sparseIndex.empty())
        return id >= 0 && std::uint64_t(id) < m_denseIndex.size() ? m_denseIndex[std::size_t(id)] : std::uint32_t(kNoId);
    const auto it = m_sparseIndex.find(id);
    return it == m_sparseIndex.end() ? std::uint32_t(kNoId) : it->second;
}

void V8ProfileNodes::indexIds(std::size_t &duplicates)
{
    // V8 numbers its nodes from 1 in the order it makes them: a table by
    // id. Ids far beyond the node count (another writer's) go into a hash.
    std::int64_t maxId = -1;
    bool small = true;
    for (const Node &n : m_nodes) {
        if (n.id == kNoNodeId)
            continue;
        if (n.id < 0 || std::uint64_t(n.id) > 4 * std::uint64_t(m_nodes.size()) + 1024) {
            small = false;
            break;
        }
        maxId = std::max(maxId, n.id);
    }
    m_denseIndex.clear();
    m_sparseIndex.clear();
    if (small)
        m_denseIndex.assign(std::size_t(maxId + 1), kNoId);
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        const std::int64_t id = m_nodes[i].id;
        if (id == kNoNodeId)
            continue;
        if (small) {
            std::uint32_t &slot = m_denseIndex[std::size_t(id)];
            if (slot != kNoId)
                ++duplicates;
            else
                slot = i;
        } else if (!m_sparseIndex.try_emplace(id, i).second) {
            ++duplicates;
        }
    }
}

std::vector<std::uint32_t> V8ProfileNodes::parents(std::size_t &unknownParents, std::size_t &unknownChildren, std::size_t &twoParents) const
{
    std::vector<std::uint32_t> parent(m_nodes.size(), kNoId);
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        const Node &n = m_nodes[i];
        if (n.parentIndex != kNoId) {
            parent[i] = n.parentIndex;
        } else if (n.parentId != kNoNodeId) {
            parent[i] = indexOf(n.parentId);
            if (parent[i] == kNoId)
                ++unknownParents;
        }
    }
    for (const auto &[node, childId] : m_children) {
        const std::uint32_t child = indexOf(childId);
        if (child == kNoId)
            ++unknownChildren;
        else if (parent[child] == kNoId)
            parent[child] = node;
        else if (parent[child] != node)
            ++twoParents;
    }
    return parent;
}

void V8ProfileNodes::resolve(ProfileBuilder &builder, const QString &profileName)
{
    std::size_t duplicates = 0, unknownParents = 0, unknownChildren = 0, twoParents = 0, cycles = 0;
    indexIds(duplicates);
    std::vector<std::uint32_t> parent = parents(unknownParents, unknownChildren, twoParents);
    std::vector<std::pair<std::uint32_t, std::int64_t>>().swap(m_children);

    // Parents first, by walking up from each node to one already done (no
    // recursion: V8 trees of thousands of levels are real). A walk that
    // meets itself is a cycle: the last node reached becomes a root.
    enum : std::uint8_t { New, OnPath, Done };
    std::vector<std::uint8_t> state(m_nodes.size(), New);
    m_stacks.assign(m_nodes.size(), StackId(kNoId));
    std::vector<std::uint32_t> path;
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        if (state[i] == Done)
            continue;
        path.clear();
        std::uint32_t up = i;
        while (up != kNoId && state[up] == New) {
            state[up] = OnPath;
            path.push_back(up);
            up = parent[up];
        }
        if (up != kNoId && state[up] == OnPath) {
            parent[path.back()] = kNoId;
            ++cycles;
        }
        for (auto it = path.rbegin(); it != path.rend(); ++it) {
            const std::uint32_t node = *it;
            const FrameId frame = m_nodes[node].frame;
            if (parent[node] == kNoId && m_nodes[node].root)
                m_stacks[node] = StackId(kNoId);
            else
                m_stacks[node] = builder.addStack(parent[node] == kNoId ? StackId(kNoId) : m_stacks[parent[node]], frame);
            state[node] = Done;
        }
    }

    if (duplicates)
        builder.warn(tr("%1: %n node id(s) are given to more than one node; the first node of each id counts", nullptr, countArg(duplicates)).arg(profileName));
    if (unknownParents)
        builder.warn(tr("%1: %n node(s) name a parent id that no node has; they are shown as roots", nullptr, countArg(unknownParents)).arg(profileName));
    if (unknownChildren)
        builder.warn(tr("%1: %n child id(s) in \"children\" lists belong to no node; they were left out", nullptr, countArg(unknownChildren)).arg(profileName));
    if (twoParents)
        builder.warn(tr("%1: %n node(s) are listed as the child of two parents; the first parent counts", nullptr, countArg(twoParents)).arg(profileName));
    if (cycles)
        builder.warn(tr("%1: the parent links of the nodes form %n cycle(s); each was cut at one node, shown as a root", nullptr, countArg(cycles)).arg(profileName));
}

} // namespace hg
