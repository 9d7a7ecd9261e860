#include "FunctionTable.h"
#include "TopDownWalk.h"

#include <algorithm>
#include <numeric>

namespace hg {

FunctionTable FunctionTable::of(const CallTree &tree)
{
    FrameId highest{0};
    for (std::uint32_t i = 1; i < tree.size(); ++i)
        if (tree.node(i).frame != kNoId)
            highest = std::max(highest, tree.node(i).frame);
    std::vector<std::uint32_t> itself(tree.size() > 1 ? std::size_t(highest) + 1 : 0);
    std::iota(itself.begin(), itself.end(), 0u);
    return of(tree, itself);
}

FunctionTable FunctionTable::of(const CallTree &tree, std::span<const std::uint32_t> functionOf)
{
    FunctionTable table;
    table.m_unit = tree.unit();
    table.m_whole = tree.node(0).total;
    if (tree.direction() != CallTree::Direction::TopDown)
        return table;

    const std::uint32_t functions = functionOf.empty() ? 0 : *std::max_element(functionOf.begin(), functionOf.end()) + 1;
    // Indexed by function: dense numbers, so no hashing per node. Frames
    // the numbering does not know share one more slot.
    std::vector<std::uint32_t> rowOf(functions + 1, kNoId);
    std::vector<std::uint32_t> open(functions + 1, 0); // how often on the current path
    const auto functionOfNode = [&](std::uint32_t node) {
        const FrameId frame = tree.node(node).frame;
        return frame < functionOf.size() ? functionOf[frame] : functions;
    };
    // A node's total counts for its function only where no caller on its
    // path is the same function.
    const auto enter = [&](std::uint32_t node) {
        const CallTree::Node &n = tree.node(node);
        const std::uint32_t function = functionOfNode(node);
        if (rowOf[function] == kNoId) {
            rowOf[function] = std::uint32_t(table.m_rows.size());
            table.m_rows.push_back({n.frame, 0, 0, 0});
        }
        Row &row = table.m_rows[rowOf[function]];
        row.self += n.self;
        if (open[function]++ == 0) {
            row.total += n.total;
            row.count += n.count;
        }
    };
    const auto leave = [&](std::uint32_t node) { --open[functionOfNode(node)]; };
    walkTopDown(tree, enter, leave, [] { return false; });
    // Equal rows keep the order they were met in: heaviest paths first.
    std::stable_sort(table.m_rows.begin(), table.m_rows.end(), [](const Row &a, const Row &b) {
        return a.self != b.self ? a.self > b.self : a.total > b.total;
    });
    return table;
}

} // namespace hg
