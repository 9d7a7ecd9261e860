#pragma once
#include <QByteArray>

#include <cstdint>
#include <vector>

namespace hg {

// Walks a tree depth first from its root (node 0), children in their order,
// with each node's path as folded-stacks text ("a;b;c") built on its
// parent's: visit(node, path) for every node below the root. Without
// recursion (trees can be thousands of levels deep). childrenOf(node) gives
// a range of node ids; textOf(node) the node's frame as folded text.
template <typename ChildrenOf, typename TextOf, typename Visit>
void forEachFoldedPath(const ChildrenOf &childrenOf, const TextOf &textOf, const Visit &visit)
{
    struct Pending
    {
        std::uint32_t node;
        qsizetype prefixLength;
    };
    QByteArray path;
    std::vector<Pending> pending;
    const auto pushChildren = [&](std::uint32_t node) {
        const auto children = childrenOf(node);
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            pending.push_back({std::uint32_t(*it), path.size()});
    };
    pushChildren(0);
    while (!pending.empty()) {
        const Pending p = pending.back();
        pending.pop_back();
        path.truncate(p.prefixLength);
        if (!path.isEmpty())
            path += ';';
        path += textOf(p.node);
        visit(p.node, path);
        pushChildren(p.node);
    }
}

} // namespace hg
