#include "DiffTree.h"

#include "util/ParallelFor.h"

#include <algorithm>
#include <numeric>

namespace hg {

namespace {

// A node of one side's tree as the merge reads it, the children of each
// node side by side (in the tree's order of children lists): its function,
// its figures, and where its own children are in the same array.
struct Child
{
    std::uint32_t function;
    std::uint32_t firstChild;
    std::uint32_t childCount;
    SideFigures figures;
};

// One pass over the tree in node order, each child read once; the merge's
// walk then reads a node's children in one place instead of chasing each
// through the tree (a cache miss apiece, one after another).
std::vector<Child> childrenOf(const CallTree &tree, std::span<const std::uint32_t> functionOf)
{
    std::vector<Child> children(tree.size() > 0 ? tree.size() - 1 : 0);
    for (std::uint32_t parent = 0; parent < tree.size(); ++parent) {
        const std::uint32_t first = tree.node(parent).firstChild;
        const std::span<const std::uint32_t> list = tree.children(parent);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const CallTree::Node &n = tree.node(list[i]);
            children[first + i] = {n.frame < functionOf.size() ? functionOf[n.frame] : std::uint32_t(kNoId),
                                   n.firstChild, n.childCount, {n.total, n.self, n.count}};
        }
    }
    return children;
}

// Where a merged node's calls are on one side: a node's children there.
struct Source
{
    std::uint32_t firstChild;
    std::uint32_t childCount;
    bool inB;
};

// A child of one of a merged node's sources, to be grouped by function.
struct Call
{
    std::uint32_t function;
    std::uint32_t child; // in its side's children
    bool inB;
};

// How many nodes ahead the merge asks for the children it will read.
constexpr std::uint32_t kReadAhead = 16;

void add(SideFigures &sum, const SideFigures &figures)
{
    sum.total += figures.total;
    sum.self += figures.self;
    sum.count += figures.count;
}

} // namespace

// Breadth first from the root: a merged node's children are its sources'
// children grouped by function (two frames of one function under one
// caller, say at two lines, make one path). Sorting each node's few
// children beats a hash table of two million paths, whose every look-up
// misses the cache; and each node's children are made together, heaviest
// first, so they come out contiguous and in order.
DiffTree DiffTree::merge(const CallTree &a, std::span<const std::uint32_t> functionOfA,
                         const CallTree &b, std::span<const std::uint32_t> functionOfB)
{
    DiffTree tree;
    std::vector<Child> childrenA, childrenB;
    parallelFor(2, [&](std::size_t side) {
        (side == 0 ? childrenA : childrenB) = side == 0 ? childrenOf(a, functionOfA) : childrenOf(b, functionOfB);
    });
    std::vector<Node> &nodes = tree.m_nodes;
    nodes.reserve(std::size_t(std::max(a.size(), b.size())) * 9 / 8);
    nodes[0].a = {a.node(0).total, a.node(0).self, a.node(0).count};
    nodes[0].b = {b.node(0).total, b.node(0).self, b.node(0).count};
    std::vector<Source> sources{{a.node(0).firstChild, a.node(0).childCount, false},
                                {b.node(0).firstChild, b.node(0).childCount, true}};
    std::vector<std::size_t> sourcesOf{0, 2}; // node i's sources: [sourcesOf[i], sourcesOf[i + 1])
    sourcesOf.reserve(nodes.capacity() + 1);
    sources.reserve(std::size_t(a.size()) + b.size());

    struct Group
    {
        std::uint32_t function;
        std::size_t first, last; // in `calls`
        SideFigures a, b;
    };
    std::vector<Call> calls;
    std::vector<Group> groups;
    for (std::uint32_t parent = 0; parent < nodes.size(); ++parent) {
        // Breadth first, a node's children are read from anywhere in the
        // side's array: ask for those of a node further on now, so the
        // cache misses overlap instead of coming one after another.
        if (const std::uint32_t ahead = parent + kReadAhead; ahead < nodes.size())
            for (std::size_t s = sourcesOf[ahead]; s < sourcesOf[ahead + 1]; ++s)
                __builtin_prefetch((sources[s].inB ? childrenB : childrenA).data() + sources[s].firstChild);
        calls.clear();
        for (std::size_t s = sourcesOf[parent]; s < sourcesOf[parent + 1]; ++s) {
            const Source source = sources[s];
            const std::vector<Child> &children = source.inB ? childrenB : childrenA;
            for (std::uint32_t c = source.firstChild; c < source.firstChild + source.childCount; ++c)
                calls.push_back({children[c].function, c, source.inB});
        }
        if (calls.empty())
            continue;
        std::sort(calls.begin(), calls.end(), [](const Call &x, const Call &y) {
            return x.function != y.function ? x.function < y.function : x.inB != y.inB ? y.inB : x.child < y.child;
        });
        groups.clear();
        for (std::size_t i = 0; i < calls.size(); ++i) {
            if (i == 0 || calls[i].function != calls[i - 1].function)
                groups.push_back({calls[i].function, i, i, {}, {}});
            Group &group = groups.back();
            group.last = i + 1;
            add(calls[i].inB ? group.b : group.a, (calls[i].inB ? childrenB : childrenA)[calls[i].child].figures);
        }
        std::sort(groups.begin(), groups.end(), [](const Group &x, const Group &y) {
            if (x.b.total != y.b.total)
                return x.b.total > y.b.total;
            return x.a.total != y.a.total ? x.a.total > y.a.total : x.function < y.function;
        });
        nodes[parent].firstChild = std::uint32_t(nodes.size() - 1); // node k is children slot k - 1
        nodes[parent].childCount = std::uint32_t(groups.size());
        for (const Group &group : groups) {
            Node node;
            node.function = group.function;
            node.parent = parent;
            node.a = group.a;
            node.b = group.b;
            nodes.push_back(node);
            for (std::size_t i = group.first; i < group.last; ++i) {
                const Child &child = (calls[i].inB ? childrenB : childrenA)[calls[i].child];
                if (child.childCount)
                    sources.push_back({child.firstChild, child.childCount, calls[i].inB});
            }
            sourcesOf.push_back(sources.size());
        }
    }
    tree.m_children.resize(nodes.size() - 1);
    std::iota(tree.m_children.begin(), tree.m_children.end(), 1u);
    return tree;
}

std::vector<std::uint32_t> DiffTree::callPath(std::uint32_t i) const
{
    std::vector<std::uint32_t> path;
    for (; i != 0 && i < m_nodes.size(); i = m_nodes[i].parent)
        path.push_back(m_nodes[i].function);
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace hg
