#include "FunctionTable.h"

#include <algorithm>
#include <unordered_map>

namespace hg {

FunctionTable FunctionTable::of(const CallTree &tree)
{
    FunctionTable table;
    table.m_unit = tree.unit();
    table.m_whole = tree.node(0).total;
    if (tree.direction() != CallTree::Direction::TopDown)
        return table;

    std::unordered_map<std::uint32_t, std::uint32_t> rowOf; // frame -> row
    std::unordered_map<std::uint32_t, std::uint32_t> open;  // frame -> how often on the current path
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
        if (step.leaving) {
            --open[n.frame];
            continue;
        }
        const auto [it, added] = rowOf.try_emplace(n.frame, std::uint32_t(table.m_rows.size()));
        if (added)
            table.m_rows.push_back({n.frame, 0, 0, 0});
        Row &row = table.m_rows[it->second];
        row.self += n.self;
        std::uint32_t &onPath = open[n.frame];
        if (onPath == 0) {
            row.total += n.total;
            row.count += n.count;
        }
        ++onPath;
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
