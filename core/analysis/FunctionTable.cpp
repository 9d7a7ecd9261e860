#include "FunctionTable.h"

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
    // Depth first without recursion (trees can be thousands of levels deep):
    // a node's total counts for its function only where no caller on its
    // path is the same function.
    struct Step { std::uint32_t node; bool leaving; };
    std::vector<Step> stack;
    for (const std::uint32_t c : tree.children(0))
        stack.push_back({c, false});
    while (!stack.empty()) {
        const Step step = stack.back();
        stack.pop_back();
        const CallTree::Node &n = tree.node(step.node);
        const std::uint32_t function = n.frame < functionOf.size() ? functionOf[n.frame] : functions;
        if (step.leaving) {
            --open[function];
            continue;
        }
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
        stack.push_back({step.node, true});
        for (const std::uint32_t c : tree.children(step.node))
            stack.push_back({c, false});
    }
    std::sort(table.m_rows.begin(), table.m_rows.end(), [](const Row &a, const Row &b) {
        return a.self != b.self ? a.self > b.self : a.total > b.total;
    });
    return table;
}

} // namespace hg
