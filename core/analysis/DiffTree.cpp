#include "DiffTree.h"

#include "util/ParallelFor.h"

#include <QThread>

#include <algorithm>
#include <numeric>

namespace hg {

namespace {

// A node of one side's tree as the merge reads it, the children of each
// node side by side (in the tree's order of children lists): its function,
// its figures, where its own children are in the same array, and how many
// nodes its subtree holds (the work below it).
struct Child
{
    std::uint32_t function;
    std::uint32_t firstChild;
    std::uint32_t childCount;
    std::uint32_t subtree;
    SideFigures figures;
};

// One pass over the tree in node order, each child read once; the merge's
// walk then reads a node's children in one place instead of chasing each
// through the tree (a cache miss apiece, one after another).
std::vector<Child> childrenOf(const CallTree &tree, std::span<const std::uint32_t> functionOf)
{
    std::vector<std::uint32_t> subtree(tree.size(), 1);
    for (std::uint32_t i = tree.size(); i-- > 1;) // children come after their parents
        subtree[tree.node(i).parent] += subtree[i];
    std::vector<Child> children(tree.size() > 0 ? tree.size() - 1 : 0);
    for (std::uint32_t parent = 0; parent < tree.size(); ++parent) {
        const std::uint32_t first = tree.childSlot(parent);
        const std::span<const std::uint32_t> list = tree.children(parent);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const CallTree::Node &n = tree.node(list[i]);
            children[first + i] = {n.frame < functionOf.size() ? functionOf[n.frame] : std::uint32_t(kNoId),
                                   tree.childSlot(list[i]), tree.childCount(list[i]), subtree[list[i]], {n.total, n.self, n.count}};
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
// Trees smaller than this (both sides' nodes) are merged on one thread.
constexpr std::size_t kParallelNodes = 100'000;
// Nodes waiting to be expanded before they are shared out among threads.
constexpr std::size_t kShareOut = 256;

void addFigures(SideFigures &sum, const SideFigures &figures)
{
    sum.total += figures.total;
    sum.self += figures.self;
    sum.count += figures.count;
}

// Merged nodes grown breadth first: each node's sources, its children made
// together, heaviest first. The whole tree, or the part of it below some of
// its nodes, which a thread grows on its own (ids then are its own; a
// node's firstChild is the id of its first child less one).
class Growth
{
public:
    Growth(const std::vector<Child> &childrenA, const std::vector<Child> &childrenB)
        : m_children{&childrenA, &childrenB}
    {
    }

    std::vector<DiffTree::Node> nodes;
    std::size_t next = 0; // the first node not expanded yet

    void reserve(std::size_t nodeCount)
    {
        nodes.reserve(nodeCount);
        m_sourcesOf.reserve(nodeCount + 1);
        m_sources.reserve(nodeCount);
    }
    // A node with the calls of `sources` below it.
    void add(const DiffTree::Node &node, std::span<const Source> sources)
    {
        nodes.push_back(node);
        m_sources.insert(m_sources.end(), sources.begin(), sources.end());
        m_sourcesOf.push_back(m_sources.size());
    }
    std::span<const Source> sourcesOf(std::size_t node) const
    {
        return {m_sources.data() + m_sourcesOf[node], m_sourcesOf[node + 1] - m_sourcesOf[node]};
    }
    // The nodes below a node, as far as both sides' trees tell.
    std::uint64_t work(std::size_t node) const
    {
        std::uint64_t sum = 0;
        for (const Source &s : sourcesOf(node))
            for (std::uint32_t c = s.firstChild; c < s.firstChild + s.childCount; ++c)
                sum += side(s.inB)[c].subtree;
        return sum;
    }

    // Expands nodes until `waiting` of them are left unexpanded (0: all).
    void grow(std::size_t waiting)
    {
        for (; next < nodes.size() && (waiting == 0 || nodes.size() - next < waiting); ++next) {
            // Breadth first, a node's children are read from anywhere in
            // the side's array: ask for those of a node further on now, so
            // the cache misses overlap instead of coming one after another.
            if (const std::size_t ahead = next + kReadAhead; ahead < nodes.size())
                for (const Source &s : sourcesOf(ahead))
                    __builtin_prefetch(side(s.inB).data() + s.firstChild);
            expand(std::uint32_t(next));
        }
    }

private:
    const std::vector<Child> &side(bool inB) const { return *m_children[inB ? 1 : 0]; }

    void expand(std::uint32_t parent)
    {
        m_calls.clear();
        for (const Source &source : sourcesOf(parent)) {
            const std::vector<Child> &children = side(source.inB);
            for (std::uint32_t c = source.firstChild; c < source.firstChild + source.childCount; ++c)
                m_calls.push_back({children[c].function, c, source.inB});
        }
        if (m_calls.empty())
            return;
        std::sort(m_calls.begin(), m_calls.end(), [](const Call &x, const Call &y) {
            return x.function != y.function ? x.function < y.function : x.inB != y.inB ? y.inB : x.child < y.child;
        });
        m_groups.clear();
        for (std::size_t i = 0; i < m_calls.size(); ++i) {
            if (i == 0 || m_calls[i].function != m_calls[i - 1].function)
                m_groups.push_back({m_calls[i].function, i, i, {}, {}});
            Group &group = m_groups.back();
            group.last = i + 1;
            addFigures(m_calls[i].inB ? group.b : group.a, side(m_calls[i].inB)[m_calls[i].child].figures);
        }
        std::sort(m_groups.begin(), m_groups.end(), [](const Group &x, const Group &y) {
            if (x.b.total != y.b.total)
                return x.b.total > y.b.total;
            return x.a.total != y.a.total ? x.a.total > y.a.total : x.function < y.function;
        });
        nodes[parent].firstChild = std::uint32_t(nodes.size() - 1); // node k is children slot k - 1
        nodes[parent].childCount = std::uint32_t(m_groups.size());
        for (const Group &group : m_groups) {
            DiffTree::Node node;
            node.function = group.function;
            node.parent = parent;
            node.a = group.a;
            node.b = group.b;
            nodes.push_back(node);
            for (std::size_t i = group.first; i < group.last; ++i) {
                const Child &child = side(m_calls[i].inB)[m_calls[i].child];
                if (child.childCount)
                    m_sources.push_back({child.firstChild, child.childCount, m_calls[i].inB});
            }
            m_sourcesOf.push_back(m_sources.size());
        }
    }

    struct Group
    {
        std::uint32_t function;
        std::size_t first, last; // in m_calls
        SideFigures a, b;
    };
    const std::vector<Child> *m_children[2];
    std::vector<Source> m_sources;
    std::vector<std::size_t> m_sourcesOf{0}; // node i's sources: [m_sourcesOf[i], m_sourcesOf[i + 1])
    std::vector<Call> m_calls;
    std::vector<Group> m_groups;
};

// The nodes waiting in `whole` (from whole.next on) shared out among
// `parts` threads by the work below them, each part grown to the end on
// its own thread, then appended to `whole`, ids made the whole's.
void growInParts(Growth &whole, std::size_t parts, const std::vector<Child> &childrenA, const std::vector<Child> &childrenB)
{
    std::vector<std::uint32_t> waiting(whole.nodes.size() - whole.next);
    std::iota(waiting.begin(), waiting.end(), std::uint32_t(whole.next));
    std::vector<std::uint64_t> work(whole.nodes.size(), 0);
    for (const std::uint32_t n : waiting)
        work[n] = whole.work(n);
    std::stable_sort(waiting.begin(), waiting.end(), [&](std::uint32_t x, std::uint32_t y) { return work[x] > work[y]; });
    // Heaviest first, each to the part with the least work so far.
    std::vector<std::vector<std::uint32_t>> roots(parts);
    std::vector<std::uint64_t> load(parts, 0);
    for (const std::uint32_t n : waiting) {
        const std::size_t part = std::size_t(std::min_element(load.begin(), load.end()) - load.begin());
        roots[part].push_back(n);
        load[part] += work[n] + 1;
    }
    std::vector<Growth> grown(parts, Growth(childrenA, childrenB));
    parallelFor(parts, [&](std::size_t part) {
        Growth &g = grown[part];
        g.reserve(std::size_t(load[part]) + roots[part].size());
        for (const std::uint32_t n : roots[part])
            g.add(whole.nodes[n], whole.sourcesOf(n));
        g.grow(0);
    });
    std::size_t base = whole.nodes.size();
    std::size_t total = base;
    for (const Growth &g : grown)
        total += g.nodes.size();
    whole.nodes.reserve(total);
    for (std::size_t part = 0; part < parts; ++part) {
        const std::vector<std::uint32_t> &own = roots[part];
        // A part's first nodes are the roots it was given; the rest follow them.
        const auto idOf = [&](std::uint32_t local) {
            return local < own.size() ? own[local] : std::uint32_t(base + local - own.size());
        };
        for (std::uint32_t local = 0; local < grown[part].nodes.size(); ++local) {
            DiffTree::Node node = grown[part].nodes[local];
            if (node.childCount)
                node.firstChild = idOf(node.firstChild + 1) - 1;
            if (local < own.size()) {
                whole.nodes[own[local]].firstChild = node.firstChild;
                whole.nodes[own[local]].childCount = node.childCount;
                continue;
            }
            node.parent = idOf(node.parent);
            whole.nodes.push_back(node);
        }
        base += grown[part].nodes.size() - own.size();
    }
    whole.next = whole.nodes.size();
}

} // namespace

// Breadth first from the root: a merged node's children are its sources'
// children grouped by function (two frames of one function under one
// caller, say at two lines, make one path). Sorting each node's few
// children beats a hash table of two million paths, whose every look-up
// misses the cache; and each node's children are made together, heaviest
// first, so they come out contiguous and in order. Big trees: once a few
// hundred nodes wait, the subtrees below them are grown on every core.
DiffTree DiffTree::merge(const CallTree &a, std::span<const std::uint32_t> functionOfA,
                         const CallTree &b, std::span<const std::uint32_t> functionOfB)
{
    std::vector<Child> childrenA, childrenB;
    parallelFor(2, [&](std::size_t side) {
        (side == 0 ? childrenA : childrenB) = side == 0 ? childrenOf(a, functionOfA) : childrenOf(b, functionOfB);
    });
    Growth whole(childrenA, childrenB);
    whole.reserve(std::size_t(std::max(a.size(), b.size())) * 9 / 8);
    Node root;
    root.a = {a.node(0).total, a.node(0).self, a.node(0).count};
    root.b = {b.node(0).total, b.node(0).self, b.node(0).count};
    const Source rootSources[] = {{a.childSlot(0), a.childCount(0), false}, {b.childSlot(0), b.childCount(0), true}};
    whole.add(root, rootSources);
    const std::size_t parts = std::size_t(std::max(1, QThread::idealThreadCount()));
    if (parts > 1 && std::size_t(a.size()) + b.size() >= kParallelNodes) {
        whole.grow(kShareOut);
        if (whole.next < whole.nodes.size())
            growInParts(whole, parts, childrenA, childrenB);
    }
    whole.grow(0);

    DiffTree tree;
    tree.m_nodes = std::move(whole.nodes);
    tree.m_children.resize(tree.m_nodes.size() - 1);
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
