#include "FlameGraphLayout.h"

#include "model/SpanNester.h"

namespace hg {

namespace {

// Any tree with numbered nodes, node 0 the root: `Tree` gives size(),
// children(node), and for a node its width (total) and frame.
template <typename Tree, typename TotalOf, typename FrameOf>
FlameGraphLayout layOut(const Tree &tree, TotalOf totalOf, FrameOf frameOf)
{
    FlameGraphLayout layout;
    SpanNester nester;
    std::vector<std::uint32_t> insertedNode;
    nester.reserve(tree.size());
    insertedNode.reserve(tree.size());
    // Depth-first, parents before children, children heaviest first. A
    // node is as wide as its total, except under a parent whose concurrent
    // children took more than it: they share its width in proportion.
    struct Pending { std::uint32_t node; std::int64_t start; std::int64_t width; std::uint32_t span; };
    std::vector<Pending> stack{{0, 0, 0, SpanNester::kRoot}};
    std::vector<Pending> next;
    while (!stack.empty()) {
        const Pending p = stack.back();
        stack.pop_back();
        std::uint32_t span = SpanNester::kRoot;
        if (p.node != 0) {
            nester.addChild(p.start, p.width, frameOf(p.node), p.span);
            span = std::uint32_t(insertedNode.size());
            insertedNode.push_back(p.node);
        }
        std::int64_t childSum = 0;
        for (const std::uint32_t c : tree.children(p.node))
            childSum += std::max<std::int64_t>(0, totalOf(c));
        const double scale = p.node != 0 && childSum > p.width ? double(p.width) / double(childSum) : 1.0;
        std::int64_t offset = p.start;
        next.clear();
        for (const std::uint32_t c : tree.children(p.node)) {
            if (totalOf(c) <= 0)
                continue; // nothing to draw
            const auto width = std::int64_t(double(totalOf(c)) * scale);
            next.push_back({c, offset, width, span});
            offset += width;
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

} // namespace

FlameGraphLayout FlameGraphLayout::build(const CallTree &tree)
{
    return layOut(tree, [&](std::uint32_t n) { return tree.node(n).total; },
                  [&](std::uint32_t n) { return tree.node(n).frame; });
}

FlameGraphLayout FlameGraphLayout::build(const DiffTree &tree, DiffTree::Side side, std::span<const FrameId> frameOfFunction)
{
    const auto figures = [&](std::uint32_t n) -> const SideFigures & {
        return side == DiffTree::Side::A ? tree.node(n).a : tree.node(n).b;
    };
    return layOut(tree, [&](std::uint32_t n) { return figures(n).total; },
                  [&](std::uint32_t n) { return frameOfFunction[tree.node(n).function]; });
}

} // namespace hg
