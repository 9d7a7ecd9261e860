#pragma once
#include "CallTree.h"

#include <cstdint>
#include <vector>

namespace hg {

class StackTable;

// What the samples of a tree's tracks weigh on one stack of the profile.
struct StackSum
{
    std::int64_t weight = 0;
    std::uint64_t count = 0;
};

// A top-down tree of samples alone (no spans, no aggregated records), made
// straight from the profile's stack table: a stack with weight, or below
// which some stack has weight, is a node. The general build appended those
// stacks' nodes, folded the weights up, linked and sorted the children,
// then numbered the nodes depth first and moved every node to its number;
// here the weights fold in the stack table's own order and each node is
// written once, at its final number: the same tree (children heaviest
// first, ties in the order the general build made them) with about half of
// the memory written, which on a fresh process was mostly page faults.
class CallTree::FromStacks
{
public:
    // perStack: the samples' sums by stack id, folded up in place. False
    // when cancelled.
    static bool build(CallTree &tree, const StackTable &stacks, std::vector<StackSum> &perStack, const CancelCheck &cancelled);
};

} // namespace hg
