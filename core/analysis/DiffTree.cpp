#include "DiffTree.h"

#include <algorithm>
#include <numeric>

namespace hg {

namespace {

// A node of either side's tree and the function it calls.
struct Source
{
    std::uint32_t function;
    std::uint32_t node;
    bool inB;
};

void add(SideFigures &sum, const CallTree::Node &n)
{
    sum.total += n.total;
    sum.self += n.self;
    sum.count += n.count;
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
    const auto functionOf = [&](const Source &s, std::uint32_t node) {
        const FrameId frame = (s.inB ? b : a).node(node).frame;
        const std::span<const std::uint32_t> map = s.inB ? functionOfB : functionOfA;
        return frame < map.size() ? map[frame] : std::uint32_t(kNoId);
    };
    std::vector<Node> &nodes = tree.m_nodes;
    nodes.reserve(std::size_t(std::max(a.size(), b.size())) * 9 / 8);
    nodes[0].a = {a.node(0).total, a.node(0).self, a.node(0).count};
    nodes[0].b = {b.node(0).total, b.node(0).self, b.node(0).count};
    std::vector<Source> sources{{kNoId, 0, false}, {kNoId, 0, true}};
    std::vector<std::size_t> sourcesOf{0, 2}; // node i's sources: [sourcesOf[i], sourcesOf[i + 1])
    sourcesOf.reserve(nodes.capacity() + 1);
    sources.reserve(std::size_t(a.size()) + b.size());

    struct Group
    {
        std::uint32_t function;
        std::size_t first, last; // in `children`
        SideFigures a, b;
    };
    std::vector<Source> children;
    std::vector<Group> groups;
    for (std::uint32_t parent = 0; parent < nodes.size(); ++parent) {
        children.clear();
        for (std::size_t s = sourcesOf[parent]; s < sourcesOf[parent + 1]; ++s) {
            const Source source = sources[s];
            for (const std::uint32_t c : (source.inB ? b : a).children(source.node))
                children.push_back({functionOf(source, c), c, source.inB});
        }
        if (children.empty())
            continue;
        std::sort(children.begin(), children.end(), [](const Source &x, const Source &y) {
            return x.function != y.function ? x.function < y.function : x.inB != y.inB ? y.inB : x.node < y.node;
        });
        groups.clear();
        for (std::size_t i = 0; i < children.size(); ++i) {
            if (i == 0 || children[i].function != children[i - 1].function)
                groups.push_back({children[i].function, i, i, {}, {}});
            Group &group = groups.back();
            group.last = i + 1;
            add(children[i].inB ? group.b : group.a, (children[i].inB ? b : a).node(children[i].node));
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
            sources.insert(sources.end(), children.begin() + std::ptrdiff_t(group.first), children.begin() + std::ptrdiff_t(group.last));
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
