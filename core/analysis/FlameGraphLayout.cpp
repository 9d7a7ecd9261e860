#include "FlameGraphLayout.h"

#include "model/SpanNester.h"

namespace hg {

FlameGraphLayout FlameGraphLayout::build(const CallTree &tree)
{
    FlameGraphLayout layout;
    SpanNester nester;
    std::vector<std::uint32_t> insertedNode;
    nester.reserve(tree.size());
    insertedNode.reserve(tree.size());
    // Depth-first, parents before children, children heaviest first.
    struct Pending { std::uint32_t node; std::int64_t start; };
    std::vector<Pending> stack{{0, 0}};
    while (!stack.empty()) {
        const Pending p = stack.back();
        stack.pop_back();
        if (p.node != 0) {
            nester.add(p.start, tree.node(p.node).total, tree.node(p.node).frame);
            insertedNode.push_back(p.node);
        }
        const auto children = tree.children(p.node);
        std::int64_t offset = p.start;
        std::vector<Pending> next;
        for (const std::uint32_t c : children) {
            if (tree.node(c).total <= 0)
                continue; // nothing to draw
            next.push_back({c, offset});
            offset += tree.node(c).total;
        }
        stack.insert(stack.end(), next.rbegin(), next.rend());
    }
    SpanNester::Result nested = nester.nest();
    layout.spans = std::move(nested.track);
    layout.nodeOfSpan.assign(layout.spans.size(), 0);
    layout.spanOfNode.assign(tree.size(), kNoId);
    for (std::uint32_t i = 0; i < insertedNode.size(); ++i) {
        layout.nodeOfSpan[nested.newIndex[i]] = insertedNode[i];
        layout.spanOfNode[insertedNode[i]] = nested.newIndex[i];
    }
    return layout;
}

} // namespace hg
