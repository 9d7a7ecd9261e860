#include "StackTable.h"

#include <algorithm>
#include <stdexcept>

namespace hg {

StackTable StackTable::withTagBits(unsigned bits)
{
    StackTable table;
    table.m_tagMask = bits >= 32 ? 0xFFFFFFFFu : (std::uint32_t(1) << bits) - 1;
    return table;
}

StackId StackTable::intern(StackId parent, FrameId frame)
{
    reserveFor(1);
    return intern(parent, frame, childTag(tagOf(parent), frame));
}

StackId StackTable::intern(StackId parent, FrameId frame, std::uint32_t tag)
{
    const StackId found = m_index.find(keyOf(tag), [&](StackId id) {
        return m_nodes[id].frame == frame && m_nodes[id].parent == parent;
    });
    return found != kNoId ? found : add(parent, frame, tag);
}

StackId StackTable::add(StackId parent, FrameId frame, std::uint32_t tag)
{
    if (m_nodes.size() >= kNoId)
        throw std::length_error("too many distinct stacks");
    const auto id = StackId(m_nodes.size());
    m_tags.push_back(tag);
    try {
        m_nodes.push_back({parent, frame});
    } catch (...) { // out of memory: the two columns still agree
        m_tags.pop_back();
        throw;
    }
    m_index.insert(id, keyOf(tag));
    return id;
}

void StackTable::reserveFor(std::size_t more)
{
    if (m_index.empty() && !m_nodes.empty()) { // frozen: tag and index every stack again (parents come first)
        m_tags.resize(m_nodes.size());
        m_index.reserve(m_nodes.size() + more);
        for (StackId id{0}; id < m_nodes.size(); ++id) {
            m_tags[id] = childTag(tagOf(m_nodes[id].parent), m_nodes[id].frame);
            m_index.insert(id, keyOf(m_tags[id]));
        }
    }
    m_index.reserve(more);
}

void StackTable::internPath(StackId parent, std::span<const FrameId> frames, std::vector<StackId> &stacks)
{
    if (frames.empty())
        return;
    reserveFor(frames.size()); // no growing between a prefetch and its lookup
    // Every level's slot asked for at once, then the stacks those slots
    // name: two rounds of cache misses for the path instead of two a level.
    m_pathTags.resize(frames.size());
    std::uint32_t tag = tagOf(parent);
    for (std::size_t i = 0; i < frames.size(); ++i) {
        m_pathTags[i] = tag = childTag(tag, frames[i]);
        __builtin_prefetch(m_index.home(keyOf(tag)));
    }
    for (std::size_t i = 0; i < frames.size(); ++i)
        if (const StackId likely = m_index.likelyAt(keyOf(m_pathTags[i])); likely != kNoId)
            __builtin_prefetch(&m_nodes[likely]);
    std::size_t level = 0;
    for (; level < frames.size(); ++level) {
        const FrameId frame = frames[level];
        const StackId found = m_index.find(keyOf(m_pathTags[level]), [&](StackId id) {
            return m_nodes[id].frame == frame && m_nodes[id].parent == parent;
        });
        if (found == kNoId)
            break;
        stacks.push_back(parent = found);
    }
    for (; level < frames.size(); ++level) // below a new stack every stack is new
        stacks.push_back(parent = add(parent, frames[level], m_pathTags[level]));
}

std::vector<StackId> StackTable::internTree(std::span<const TreeNode> nodes)
{
    constexpr std::size_t kLanes = 32; // chains in flight: enough to keep the memory system busy
    constexpr StackId kPending{0xFFFFFFFEu}; // not interned yet (no table holds that many stacks)
    struct Lane
    {
        std::size_t node, end; // the chain's next node and its end
        StackId parent = kNoId;
    };
    if (m_nodes.size() + nodes.size() >= kPending)
        throw std::length_error("too many distinct stacks");
    reserveFor(nodes.size()); // no growing between a prefetch and its lookup
    // Known before any lookup, so a chain's slots are asked for when it starts.
    const std::vector<std::uint32_t> tagOfNode = tagsOfBatch(nodes);
    std::vector<StackId> result(nodes.size(), kPending);
    std::vector<Lane> lanes;
    lanes.reserve(kLanes);
    std::size_t next = 0;
    const auto parentOf = [&](std::size_t node) {
        const std::uint32_t parent = nodes[node].parent;
        return parent == TreeNode::kNone ? StackId(kNoId) : result[parent];
    };
    while (!lanes.empty() || next < nodes.size()) {
        while (lanes.size() < kLanes && next < nodes.size()) { // the next chains
            std::size_t end = next + 1;
            while (end < nodes.size() && nodes[end].parent == end - 1)
                ++end;
            for (std::size_t node = next; node < end; ++node)
                __builtin_prefetch(m_index.home(keyOf(tagOfNode[node])));
            lanes.push_back({next, end});
            next = end;
        }
        // A chain starts once its parent, in an earlier chain, is interned:
        // the first lane's always is, so every round makes progress.
        for (Lane &lane : lanes) {
            lane.parent = parentOf(lane.node);
            if (lane.parent != kPending) // the slot has arrived by now; fetch its node too
                if (const StackId likely = m_index.likelyAt(keyOf(tagOfNode[lane.node])); likely != kNoId)
                    __builtin_prefetch(&m_nodes[likely]);
        }
        for (std::size_t i = 0; i < lanes.size();) {
            Lane &lane = lanes[i];
            if (lane.parent != kPending) {
                result[lane.node] = intern(lane.parent, nodes[lane.node].frame, tagOfNode[lane.node]);
                if (++lane.node == lane.end) {
                    lanes.erase(lanes.begin() + std::ptrdiff_t(i)); // in order: the first lane stays the oldest chain
                    continue;
                }
            }
            ++i;
        }
    }
    return result;
}

std::vector<std::uint32_t> StackTable::tagsOfBatch(std::span<const TreeNode> nodes) const
{
    // Every node's tag from the tag of its parent in the batch, which comes before it.
    std::vector<std::uint32_t> tags(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const std::uint32_t parent = nodes[i].parent;
        if (parent != TreeNode::kNone && parent >= i)
            throw std::invalid_argument("a stack batch's parent comes after its child");
        tags[i] = childTag(parent == TreeNode::kNone ? kRootTag : tags[parent], nodes[i].frame);
    }
    return tags;
}

std::vector<StackId> StackTable::internInOrder(std::span<const TreeNode> nodes)
{
    // How far ahead a node's slot, then (once the slot has arrived) the
    // stack it likely names, are fetched.
    constexpr std::size_t kSlotAhead = 16, kNodeAhead = 8;
    if (m_nodes.size() + nodes.size() >= kNoId)
        throw std::length_error("too many distinct stacks");
    reserveFor(nodes.size()); // no growing between a prefetch and its lookup
    const std::vector<std::uint32_t> tagOfNode = tagsOfBatch(nodes);
    std::vector<StackId> result(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i + kSlotAhead < nodes.size())
            __builtin_prefetch(m_index.home(keyOf(tagOfNode[i + kSlotAhead])));
        if (i + kNodeAhead < nodes.size())
            if (const StackId likely = m_index.likelyAt(keyOf(tagOfNode[i + kNodeAhead])); likely != kNoId)
                __builtin_prefetch(&m_nodes[likely]);
        const std::uint32_t parent = nodes[i].parent;
        result[i] = intern(parent == TreeNode::kNone ? StackId(kNoId) : result[parent], nodes[i].frame, tagOfNode[i]);
    }
    return result;
}

std::vector<StackId> StackTable::internPaths(std::size_t count, const PathOf &pathOf)
{
    // A block of paths at a time as one tree: a path's frames after those it
    // shares with the path before are new nodes; the shared ones are the
    // nodes that path has at those levels (its own or an earlier path's).
    // Blocks keep the tree small; each block's first path starts at the root.
    constexpr std::size_t kBlock = 4096;
    std::vector<StackId> result(count, kNoId);
    std::vector<TreeNode> nodes;
    std::vector<std::uint32_t> nodeAtLevel; // of the path before
    std::vector<std::uint32_t> pathNode;
    for (std::size_t first = 0; first < count; first += kBlock) {
        const std::size_t last = std::min(count, first + kBlock);
        nodes.clear();
        pathNode.assign(last - first, TreeNode::kNone);
        std::span<const FrameId> previous;
        for (std::size_t i = first; i < last; ++i) {
            const std::span<const FrameId> path = pathOf(i);
            std::size_t shared = 0;
            const std::size_t most = std::min(path.size(), previous.size());
            while (shared < most && path[shared] == previous[shared])
                ++shared;
            nodeAtLevel.resize(path.size());
            for (std::size_t level = shared; level < path.size(); ++level) {
                nodeAtLevel[level] = std::uint32_t(nodes.size());
                nodes.push_back({level ? nodeAtLevel[level - 1] : TreeNode::kNone, path[level]});
            }
            if (!path.empty())
                pathNode[i - first] = nodeAtLevel[path.size() - 1];
            previous = path;
        }
        const std::vector<StackId> stackOfNode = internTree(nodes);
        for (std::size_t i = first; i < last; ++i)
            if (pathNode[i - first] != TreeNode::kNone)
                result[i] = stackOfNode[pathNode[i - first]];
    }
    return result;
}

void StackTable::freeze()
{
    m_index.release();
    m_tags = {};
    std::vector<std::uint32_t>().swap(m_pathTags);
    m_nodes.shrink_to_fit();
}

std::size_t StackTable::depth(StackId id) const
{
    std::size_t depth = 0;
    for (; id != kNoId; id = m_nodes[id].parent)
        ++depth;
    return depth;
}

std::vector<std::uint32_t> StackTable::depths() const
{
    std::vector<std::uint32_t> result(m_nodes.size());
    for (StackId s{0}; s < m_nodes.size(); ++s)
        result[s] = m_nodes[s].parent == kNoId ? 1 : result[m_nodes[s].parent] + 1;
    return result;
}

std::size_t StackTable::memoryBytes() const
{
    return m_nodes.capacity() * sizeof(Node) + m_tags.capacity() * sizeof(std::uint32_t) + m_index.memoryBytes();
}

} // namespace hg
