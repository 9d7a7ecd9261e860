#include "CallTreeFromStacks.h"

#include "model/StackTable.h"

#include <algorithm>

namespace hg {

namespace {

constexpr std::uint32_t kNone = 0xFFFFFFFFu;
constexpr std::uint32_t kCancelStride = 1u << 16;

} // namespace

bool CallTree::FromStacks::build(CallTree &tree, const StackTable &stacks, std::vector<StackSum> &perStack, const CancelCheck &cancelled)
{
    const auto count = std::uint32_t(std::min(stacks.size(), perStack.size()));
    const auto isCancelled = [&](std::uint32_t i) { return cancelled && i % kCancelStride == 0 && cancelled(); };
    // One pass from the last stack up (a parent's id is below its
    // children's): the sums folded into the parents, each stack's subtree
    // size, and the first stack with weight in its subtree. The general
    // build made a stack's node when it reached that stack, so siblings of
    // equal weight keep that order here.
    std::vector<std::uint32_t> firstWeighted(count, kNone), subtree(count, 0);
    std::uint32_t nodeCount = 1, weightedCount = 0;
    for (std::uint32_t s = 0; s < count; ++s) // before any sum is folded into it
        if (perStack[s].count) {
            firstWeighted[s] = s;
            ++weightedCount;
        }
    for (std::uint32_t s = count; s-- > 0;) {
        if (isCancelled(s))
            return false;
        if (firstWeighted[s] == kNone)
            continue; // no weight here or below: no node
        ++subtree[s];
        ++nodeCount;
        if (const StackId up = stacks.parent(StackId(s)); up != kNoId && up < count) {
            perStack[up].weight += perStack[s].weight;
            perStack[up].count += perStack[s].count;
            subtree[up] += subtree[s];
            firstWeighted[up] = std::min(firstWeighted[up], firstWeighted[s]);
        }
    }

    // Each stack's children (slot 0 the roots', slot s + 1 those of stack
    // s), heaviest first.
    std::vector<std::uint32_t> childBegin(std::size_t(count) + 2, 0), children(nodeCount - 1);
    const auto slotOf = [&](std::uint32_t s) {
        const StackId up = stacks.parent(StackId(s));
        return up == kNoId ? 0u : std::uint32_t(up) + 1;
    };
    for (std::uint32_t s = 0; s < count; ++s)
        if (firstWeighted[s] != kNone)
            ++childBegin[slotOf(s) + 1];
    for (std::size_t i = 1; i < childBegin.size(); ++i)
        childBegin[i] += childBegin[i - 1];
    {
        std::vector<std::uint32_t> cursor(childBegin.begin(), childBegin.end() - 1);
        for (std::uint32_t s = 0; s < count; ++s)
            if (firstWeighted[s] != kNone)
                children[cursor[slotOf(s)]++] = s;
    }
    struct Keyed
    {
        std::int64_t total;
        std::uint32_t first, stack;
    };
    std::vector<Keyed> keyed;
    for (std::size_t slot = 0; slot + 1 < childBegin.size(); ++slot) {
        const std::uint32_t begin = childBegin[slot], end = childBegin[slot + 1];
        if (end - begin < 2)
            continue;
        keyed.clear();
        for (std::uint32_t k = begin; k < end; ++k)
            keyed.push_back({perStack[children[k]].weight, firstWeighted[children[k]], children[k]});
        std::sort(keyed.begin(), keyed.end(), [](const Keyed &a, const Keyed &b) {
            return a.total != b.total ? a.total > b.total : a.first < b.first;
        });
        for (std::uint32_t k = begin; k < end; ++k)
            children[k] = keyed[k - begin].stack;
    }
    std::vector<Keyed>().swap(keyed);

    // Numbered depth first, heaviest child first: a child's number is its
    // parent's, plus one, plus the subtrees of its heavier siblings; parents
    // are numbered first, in stack order. `subtree` then holds each stack's
    // number; `stackAt` is the other way round.
    std::vector<std::uint32_t> stackAt(nodeCount, kNone);
    const auto placeChildren = [&](std::size_t slot, std::uint32_t at) {
        for (std::uint32_t k = childBegin[slot]; k < childBegin[slot + 1]; ++k) {
            const std::uint32_t c = children[k];
            const std::uint32_t size = subtree[c];
            subtree[c] = at;
            stackAt[at] = c;
            at += size;
        }
    };
    placeChildren(0, 1);
    for (std::uint32_t s = 0; s < count; ++s)
        if (firstWeighted[s] != kNone)
            placeChildren(std::size_t(s) + 1, subtree[s] + 1);
    const std::vector<std::uint32_t> &numberOf = subtree;
    // The nodes of stacks with weight, in stack order (the order the
    // bottom-up tree puts callers of equal weight in).
    tree.m_weightedNodes.clear();
    tree.m_weightedNodes.reserve(weightedCount);
    for (std::uint32_t s = 0; s < count; ++s)
        if (firstWeighted[s] == s)
            tree.m_weightedNodes.push_back(numberOf[s]);
    std::vector<std::uint32_t>().swap(firstWeighted);

    // Each node written once, at its number, with its children's list (in
    // the order just sorted, so ascending numbers). A node's own figures
    // are its sums less its children's.
    tree.m_nodes.resize(nodeCount);
    tree.m_ownCounts.resize(nodeCount);
    tree.m_children.resize(nodeCount - 1);
    tree.m_childBegin.resize(std::size_t(nodeCount) + 1);
    std::uint32_t listed = 0;
    for (std::uint32_t at = 0; at < nodeCount; ++at) {
        if (isCancelled(at))
            return false;
        const std::uint32_t s = at == 0 ? kNone : stackAt[at];
        const std::size_t slot = at == 0 ? 0 : std::size_t(s) + 1;
        std::int64_t childTotals = 0;
        std::uint64_t childCounts = 0;
        tree.m_childBegin[at] = listed;
        for (std::uint32_t k = childBegin[slot]; k < childBegin[slot + 1]; ++k) {
            const std::uint32_t c = children[k];
            tree.m_children[listed++] = numberOf[c];
            childTotals += perStack[c].weight;
            childCounts += perStack[c].count;
        }
        Node &node = tree.m_nodes[at];
        if (at == 0) {
            node = Node();
            node.total = childTotals;
            node.count = childCounts;
            continue;
        }
        const StackId up = stacks.parent(StackId(s));
        node.frame = stacks.frame(StackId(s));
        node.parent = up == kNoId ? 0 : numberOf[up];
        node.total = perStack[s].weight;
        node.self = perStack[s].weight - childTotals;
        node.count = perStack[s].count;
        tree.m_ownCounts[at] = perStack[s].count - childCounts;
    }
    tree.m_childBegin[nodeCount] = listed;
    tree.m_depthFirst = true;
    return true;
}

} // namespace hg
