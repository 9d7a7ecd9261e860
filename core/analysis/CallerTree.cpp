#include "CallerTree.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace hg {

namespace {

// Writes the walkers walker(0..n) (in rank order within each frame) to `to`
// sorted by frame, then rank: a stable counting pass where the frames are
// few beside the walkers (a function's callers, the root's functions), else
// a sort. Nothing is written when cancelled (false).
template <typename WalkerOf>
bool sortByFrame(const CallTree &tree, std::uint32_t n, const WalkerOf &walker, decltype(walker(0)) *to,
                 const std::function<bool()> &isCancelled)
{
    using Walker = decltype(walker(0));
    const auto frameOf = [&tree](const Walker &w) { return std::uint32_t(tree.node(w.at).frame); };
    std::uint64_t frames = 0;
    for (std::uint32_t k = 0; k < n; ++k)
        frames = std::max<std::uint64_t>(frames, std::uint64_t(frameOf(walker(k))) + 1);
    if (frames <= 4 * std::uint64_t(n) + 1024) {
        std::vector<std::uint32_t> at(std::size_t(frames) + 1, 0);
        for (std::uint32_t k = 0; k < n; ++k)
            ++at[frameOf(walker(k)) + 1];
        for (std::size_t f = 1; f < at.size(); ++f)
            at[f] += at[f - 1];
        if (isCancelled())
            return false;
        for (std::uint32_t k = 0; k < n; ++k) {
            const Walker w = walker(k);
            to[at[frameOf(w)]++] = w;
        }
        return true;
    }
    struct Keyed
    {
        std::uint32_t frame;
        Walker walker;
    };
    std::vector<Keyed> keyed(n);
    for (std::uint32_t k = 0; k < n; ++k)
        keyed[k] = {frameOf(walker(k)), walker(k)};
    std::sort(keyed.begin(), keyed.end(), [](const Keyed &a, const Keyed &b) {
        return a.frame != b.frame ? a.frame < b.frame : a.walker.rank < b.walker.rank;
    });
    if (isCancelled())
        return false;
    for (std::size_t k = 0; k < keyed.size(); ++k)
        to[k] = keyed[k].walker;
    return true;
}

// Whether a weighted node lies deeper than `levels`. Numbered depth first,
// a node's callers are the chain walked down to it (a stack, nothing per
// node but a bit: a depth a node was 64 MB at a 1 GB XSpace).
bool chainsPastLevels(const CallTree &tree, std::span<const std::uint32_t> weighted, std::uint32_t levels)
{
    if (!tree.isDepthFirst()) {
        std::vector<std::uint32_t> depth(tree.size(), 0);
        for (std::uint32_t i = 1; i < tree.size(); ++i) // parents come first
            depth[i] = depth[tree.node(i).parent] + 1;
        return std::any_of(weighted.begin(), weighted.end(), [&](std::uint32_t node) { return depth[node] > levels; });
    }
    std::vector<bool> isWeighted(tree.size(), false);
    for (const std::uint32_t node : weighted)
        isWeighted[node] = true;
    std::vector<std::uint32_t> chain; // the callers of the node visited, root first (the root left out)
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        const std::uint32_t parent = tree.node(i).parent;
        while (!chain.empty() && chain.back() != parent)
            chain.pop_back();
        chain.push_back(i);
        if (isWeighted[i] && chain.size() > levels)
            return true;
    }
    return false;
}

} // namespace

std::unique_ptr<CallerTree> CallerTree::build(std::shared_ptr<const CallTree> topDown, std::uint32_t openLevels,
                                              const CallTree::CancelCheck &cancelled)
{
    std::unique_ptr<CallerTree> tree(new CallerTree(std::move(topDown)));
    const CallTree &paths = *tree->m_topDown;
    const std::span<const std::uint32_t> weighted = paths.weightedNodes();

    // A chain longer than the bottom-up tree's levels (CallerChains stops
    // there): the leaf, then kMaxCallerLevels callers.
    tree->m_callersCut = chainsPastLevels(paths, weighted, CallTree::kMaxCallerLevels + 1);
    if (cancelled && cancelled())
        return {};

    Made root;
    root.parent = kNoId;
    root.walkEnd = std::uint32_t(weighted.size());
    root.callers = !weighted.empty();
    tree->m_walkers.resize(weighted.size()); // placed by frame when the root is opened
    for (std::uint32_t rank = 0; rank < weighted.size(); ++rank) {
        root.total += paths.node(weighted[rank]).self;
        root.count += paths.ownCount(weighted[rank]);
    }
    tree->m_nodes.push_back(root);
    tree->open(0);
    // The hottest chain, which the view opens first.
    for (std::uint32_t node = 0, level = 0; level < openLevels && tree->childCount(node) > 0; ++level) {
        if (cancelled && cancelled())
            return {};
        node = tree->child(node, 0);
    }
    if (cancelled && cancelled())
        return {};
    return tree;
}

CallTree::Node CallerTree::node(std::uint32_t i) const
{
    const Made &made = m_nodes[i];
    CallTree::Node n;
    n.frame = made.frame;
    n.parent = made.parent;
    n.total = made.total;
    n.self = i == 0 ? 0 : made.total;

    n.count = made.count;
    return n;
}

std::uint32_t CallerTree::childCount(std::uint32_t i)
{
    open(i);
    return m_nodes[i].childCount;
}

void CallerTree::open(std::uint32_t i)
{
    if (isOpened(i) || isOpening(i))
        return;
    const std::shared_ptr<Opening> opening = beginOpen(i);
    makeCallers(*opening);
    finishOpen(*opening);
}

std::shared_ptr<CallerTree::Opening> CallerTree::beginOpen(std::uint32_t i)
{
    auto opening = std::make_shared<Opening>();
    opening->m_node = i;
    opening->m_made = m_nodes[i];
    m_nodes[i].opening = true;
    return opening;
}

bool CallerTree::makeCallers(Opening &opening, const CallTree::CancelCheck &cancelled)
{
    const Made &opened = opening.m_made;
    if (!opened.callers)
        return true;
    const CallTree &paths = *m_topDown;
    const std::span<const std::uint32_t> weighted = paths.weightedNodes();
    const std::function<bool()> isCancelled = [&cancelled] { return cancelled && cancelled(); };

    // Sorted into the node's own place, which its children share out. The
    // place is written last, once nothing can cancel: a cancelled opening
    // leaves the walkers as they were.
    Walker *const sorted = m_walkers.data() + opened.walkBegin;
    std::uint32_t walkers = opened.walkEnd - opened.walkBegin;
    if (opening.m_node == 0) { // every weighted node, at its own frame
        return makeFunctions(opening, isCancelled);
    } else { // one caller up; a chain that ends there leaves
        std::vector<Walker> up;
        up.reserve(walkers);
        for (std::uint32_t w = opened.walkBegin; w < opened.walkEnd; ++w)
            if (const std::uint32_t caller = paths.node(m_walkers[w].at).parent; caller != 0)
                up.push_back({caller, m_walkers[w].rank});
        if (isCancelled())
            return false;
        walkers = std::uint32_t(up.size());
        if (!sortByFrame(paths, walkers, [&](std::uint32_t k) { return up[k]; }, sorted, isCancelled))
            return false;
    }

    struct Run
    {
        std::uint32_t begin, end;
        std::int64_t total;
        std::uint64_t count;
        bool callers;
    };
    std::vector<Run> runs;
    const std::uint32_t childDepth = opened.depth + 1;
    FrameId runFrame = kNoId;
    for (std::uint32_t k = 0; k < walkers; ++k) {
        const Walker &w = sorted[k];
        const CallTree::Node &at = paths.node(w.at);
        // Past the levels CallTree::build makes, no callers.
        const bool hasCaller = childDepth <= CallTree::kMaxCallerLevels && at.parent != 0;
        if (runs.empty() || at.frame != runFrame) {
            runs.push_back({k, k, 0, 0, false});
            runFrame = at.frame;
        }
        Run &run = runs.back();
        run.end = k + 1;
        run.total += paths.node(weighted[w.rank]).self;
        run.count += paths.ownCount(weighted[w.rank]);
        run.callers = run.callers || hasCaller;
    }
    // Heaviest first; equal ones in the order of their first paths (each
    // run is in rank order).
    std::sort(runs.begin(), runs.end(), [&](const Run &a, const Run &b) {
        return a.total != b.total ? a.total > b.total : sorted[a.begin].rank < sorted[b.begin].rank;
    });
    opening.m_children.reserve(runs.size());
    for (const Run &run : runs) {
        Made child;
        child.frame = paths.node(sorted[run.begin].at).frame;
        child.parent = opening.m_node;
        child.total = run.total;
        child.count = run.count;
        child.walkBegin = opened.walkBegin + run.begin;
        child.walkEnd = opened.walkBegin + run.end;
        child.depth = childDepth;
        child.callers = run.callers;
        opening.m_children.push_back(child);
    }
    return true;
}

bool CallerTree::makeFunctions(Opening &opening, const std::function<bool()> &isCancelled)
{
    // What makeCallers does for any node, in two passes over the weighted
    // nodes rather than four: their nodes are read at random (16 M at a
    // 1 GB XSpace, a cache miss each), so the first pass sums each
    // function's figures as it counts its walkers, and the second places
    // them. A node's read is asked for a few ranks ahead.
    const CallTree &paths = *m_topDown;
    const std::span<const std::uint32_t> weighted = paths.weightedNodes();
    const auto n = std::uint32_t(weighted.size());
    constexpr std::uint32_t kAhead = 16;
    const auto ahead = [&](std::uint32_t rank) {
        if (rank + kAhead < n)
            __builtin_prefetch(&paths.node(weighted[rank + kAhead]));
    };
    struct Function
    {
        std::uint32_t walkers = 0;
        std::uint32_t firstRank = 0;
        std::int64_t total = 0;
        std::uint64_t count = 0;
        bool callers = false;
    };
    std::vector<Function> functions; // by frame, grown to the highest met
    for (std::uint32_t rank = 0; rank < n; ++rank) {
        ahead(rank);
        const CallTree::Node &at = paths.node(weighted[rank]);
        if (at.frame >= functions.size())
            functions.resize(std::max<std::size_t>(std::size_t(at.frame) + 1, 2 * functions.size()));
        Function &f = functions[at.frame];
        if (f.walkers++ == 0)
            f.firstRank = rank;
        f.total += at.self;
        f.count += paths.ownCount(weighted[rank]);
        f.callers = f.callers || at.parent != 0;
    }
    if (isCancelled())
        return false;
    // Walkers by frame, then rank: each function's place begins where the
    // functions of lower frames end.
    std::vector<std::uint32_t> place(functions.size());
    std::uint32_t next = 0;
    struct Run
    {
        FrameId frame;
        std::uint32_t begin;
    };
    std::vector<Run> runs;
    for (std::uint32_t frame = 0; frame < functions.size(); ++frame) {
        place[frame] = next;
        if (functions[frame].walkers > 0)
            runs.push_back({FrameId(frame), next});
        next += functions[frame].walkers;
    }
    Walker *const sorted = m_walkers.data();
    for (std::uint32_t rank = 0; rank < n; ++rank) {
        ahead(rank);
        const std::uint32_t node = weighted[rank];
        sorted[place[paths.node(node).frame]++] = {node, rank};
    }
    // Heaviest first; equal ones in the order of their first paths.
    std::sort(runs.begin(), runs.end(), [&](const Run &a, const Run &b) {
        const Function &fa = functions[a.frame], &fb = functions[b.frame];
        return fa.total != fb.total ? fa.total > fb.total : fa.firstRank < fb.firstRank;
    });
    opening.m_children.reserve(runs.size());
    for (const Run &run : runs) {
        const Function &f = functions[run.frame];
        Made child;
        child.frame = run.frame;
        child.parent = 0;
        child.total = f.total;
        child.count = f.count;
        child.walkBegin = run.begin;
        child.walkEnd = run.begin + f.walkers;
        child.depth = 1;
        child.callers = f.callers && CallTree::kMaxCallerLevels >= 1;
        opening.m_children.push_back(child);
    }
    return true;
}

void CallerTree::finishOpen(const Opening &opening)
{
    Made &node = m_nodes[opening.m_node];
    node.opening = false;
    node.firstChild = size();
    node.childCount = std::uint32_t(opening.m_children.size());
    m_nodes.insert(m_nodes.end(), opening.m_children.begin(), opening.m_children.end());
}

void CallerTree::abandonOpen(const Opening &opening) { m_nodes[opening.m_node].opening = false; }

} // namespace hg
