#include "FlameGraphLayout.h"

#include "model/SpanNester.h"

#include <algorithm>
#include <optional>

namespace hg {

namespace {

// Any tree with numbered nodes, node 0 the root: `Tree` gives size(),
// children(node), and for a node its width (total) and frame.
template <typename Tree, typename TotalOf, typename FrameOf>
FlameGraphLayout layOut(const Tree &tree, TotalOf totalOf, FrameOf frameOf, bool withSpanOfNode)
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
    if (withSpanOfNode)
        layout.spanOfNode.assign(tree.size(), kNoId);
    for (std::uint32_t i = 0; i < insertedNode.size(); ++i) {
        layout.nodeOfSpan[nested.newIndex[i]] = insertedNode[i];
        if (withSpanOfNode)
            layout.spanOfNode[insertedNode[i]] = nested.newIndex[i];
    }
    return layout;
}

// A tree numbered depth first, heaviest child first (CallTree::build's
// top-down trees) is visited in node order by the walk above, so a row's
// spans are its nodes in node order and each span is written at its place
// at once: no nesting pass, no table of the added spans beside the track's
// (SpanNester's were 40 bytes a node at the layout's peak), and nothing
// per node but a bit: the chain of drawn callers of the node visited is a
// stack. Ties of start within a row (spans of no width) are ordered as
// SpanNester orders them, the longer first: where that differs from node
// order, the layout is left to layOut (empty result here).
std::optional<FlameGraphLayout> layOutInNodeOrder(const CallTree &tree)
{
    const std::uint32_t count = tree.size();
    // Drawn: some weight, under a drawn node (a node of no weight is left
    // out with all below it). A drawn node's parent is on the stack of the
    // drawn chain being walked, which it pops down to.
    std::vector<bool> drawn(count, false);
    std::vector<std::uint32_t> chain;
    const auto visit = [&](std::uint32_t i) {
        const CallTree::Node &n = tree.node(i);
        if (n.total <= 0 || (n.parent != 0 && !drawn[n.parent]))
            return false;
        while (!chain.empty() && chain.back() != n.parent)
            chain.pop_back();
        drawn[i] = true;
        return true;
    };
    std::vector<std::uint32_t> rowBegin(1, 0);
    for (std::uint32_t i = 1; i < count; ++i) {
        if (!visit(i))
            continue;
        const auto row = std::uint32_t(chain.size());
        if (rowBegin.size() < std::size_t(row) + 2)
            rowBegin.resize(std::size_t(row) + 2, 0);
        ++rowBegin[row + 1];
        chain.push_back(i);
    }
    for (std::size_t r = 1; r < rowBegin.size(); ++r)
        rowBegin[r] += rowBegin[r - 1];
    const std::uint32_t spans = rowBegin.back();

    SpanTrack::Columns c;
    c.start.resize(spans);
    c.duration.resize(spans);
    c.frame.resize(spans);
    c.parent.resize(spans);
    c.statesParents = true; // as SpanNester::addChild's

    // The same walk again, each drawn caller with its span, where its next
    // child starts, and the share of its width a child's total gets (below
    // 1 where concurrent children took more than it).
    struct Caller
    {
        std::uint32_t span;
        TimePs next;
        double scale;
    };
    std::vector<Caller> callers;
    const auto scaleOf = [&](std::uint32_t node, TimePs width) {
        std::int64_t childSum = 0;
        for (const std::uint32_t child : tree.children(node))
            childSum += std::max<std::int64_t>(0, tree.node(child).total);
        return node != 0 && childSum > width ? double(width) / double(childSum) : 1.0;
    };
    std::fill(drawn.begin(), drawn.end(), false);
    chain.clear();
    std::vector<std::uint32_t> next(rowBegin.begin(), rowBegin.end() - 1);
    Caller root{kNoId, 0, scaleOf(0, 0)};
    for (std::uint32_t i = 1; i < count; ++i) {
        if (!visit(i))
            continue;
        callers.resize(chain.size());
        Caller &up = callers.empty() ? root : callers.back();
        const CallTree::Node &n = tree.node(i);
        const std::uint32_t span = next[chain.size()]++;
        const auto width = std::int64_t(double(n.total) * up.scale);
        c.start[span] = up.next;
        c.duration[span] = width;
        c.frame[span] = n.frame;
        c.parent[span] = up.span;
        const TimePs start = up.next;
        up.next += width;
        chain.push_back(i);
        callers.push_back({span, start, scaleOf(i, width)});
    }
    std::vector<bool>().swap(drawn);
    for (std::size_t r = 0; r + 1 < rowBegin.size(); ++r)
        for (std::uint32_t k = rowBegin[r] + 1; k < rowBegin[r + 1]; ++k)
            if (c.start[k] < c.start[k - 1] || (c.start[k] == c.start[k - 1] && c.duration[k] > c.duration[k - 1]))
                return std::nullopt;
    c.rowBegin = std::move(rowBegin);
    FlameGraphLayout layout;
    layout.spans = SpanTrack::fromColumns(std::move(c));
    return layout;
}

} // namespace

FlameGraphLayout FlameGraphLayout::build(const CallTree &tree)
{
    if (tree.isDepthFirst())
        if (std::optional<FlameGraphLayout> layout = layOutInNodeOrder(tree))
            return std::move(*layout);
    return layOut(tree, [&](std::uint32_t n) { return tree.node(n).total; },
                  [&](std::uint32_t n) { return tree.node(n).frame; }, false);
}

std::uint32_t FlameGraphLayout::nodeOf(std::uint32_t span, const CallTree &tree) const
{
    if (!nodeOfSpan.empty())
        return nodeOfSpan[span];
    std::vector<std::uint32_t> chain; // the span and its callers, innermost first
    for (std::uint32_t s = span; s != kNoId; s = spans.parent(s))
        chain.push_back(s);
    std::uint32_t node = 0;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const FrameId frame = spans.frame(*it);
        const auto children = tree.children(node);
        const auto child = std::find_if(children.begin(), children.end(), [&](std::uint32_t c) { return tree.node(c).frame == frame; });
        if (child == children.end())
            return 0; // not a layout of this tree
        node = *child;
    }
    return node;
}

FlameGraphLayout FlameGraphLayout::build(const DiffTree &tree, DiffTree::Side side, std::span<const FrameId> frameOfFunction)
{
    const auto figures = [&](std::uint32_t n) -> const SideFigures & {
        return side == DiffTree::Side::A ? tree.node(n).a : tree.node(n).b;
    };
    return layOut(tree, [&](std::uint32_t n) { return figures(n).total; },
                  [&](std::uint32_t n) { return frameOfFunction[tree.node(n).function]; }, true);
}

} // namespace hg
