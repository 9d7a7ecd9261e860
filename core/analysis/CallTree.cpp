#include "CallTree.h"

#include "CallTreeFromStacks.h"
#include "CallerChains.h"
#include "SampleWeights.h"
#include "model/Profile.h"
#include "model/TaggedIdIndex.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <new>
#include <numeric>

namespace hg {

// Grows the node table: child lookup by (parent, frame) in an open-addressing
// index (a node-based hash map cost a third of a big tree's build in
// allocations and cache misses). Nodes appended without a lookup (append:
// the samples' paths, unique already) are indexed on the next lookup.
class CallTree::Assembler
{
public:
    explicit Assembler(std::vector<Node> &nodes) : m_nodes(nodes) {}

    std::uint32_t child(std::uint32_t parent, FrameId frame)
    {
        indexAppended();
        const std::uint64_t hash = idPairHash(parent, frame);
        const std::uint32_t found = m_index.find(hash, [&](std::uint32_t node) {
            return m_nodes[node].parent == parent && m_nodes[node].frame == frame;
        });
        if (found != kNoId)
            return found;
        const std::uint32_t node = append(parent, frame);
        m_index.insert(node, hash);
        m_indexed = m_nodes.size();
        return node;
    }

    // A new node, known not to be a child of `parent` yet.
    std::uint32_t append(std::uint32_t parent, FrameId frame)
    {
        Node n;
        n.frame = frame;
        n.parent = parent;
        m_nodes.push_back(n);
        return std::uint32_t(m_nodes.size() - 1);
    }

    // Room for `more` lookups' new nodes at once: growing the index moves
    // every entry again, once a doubling.
    void reserveIndex(std::size_t more) { m_index.reserve(more); }
    void releaseIndex() { m_index.release(); }

    // Asks for the memory a later child(parent, frame) reads: first the
    // index slot it starts at, then (closer to the lookup) the node that
    // slot likely names. A lookup in a tree of millions of nodes is two
    // cache misses, and a path's lookup waits for its parent's; asked for
    // paths ahead, the misses overlap.
    void prefetchSlot(std::uint32_t parent, FrameId frame) const
    {
        if (!m_index.empty())
            __builtin_prefetch(m_index.home(idPairHash(parent, frame)));
    }
    void prefetchNode(std::uint32_t parent, FrameId frame) const
    {
        if (m_index.empty())
            return;
        if (const std::uint32_t node = m_index.likelyAt(idPairHash(parent, frame)); node < m_nodes.size())
            __builtin_prefetch(m_nodes.data() + node);
    }

private:
    void indexAppended()
    {
        if (m_indexed == m_nodes.size())
            return;
        m_index.reserve(m_nodes.size() - m_indexed);
        for (; m_indexed < m_nodes.size(); ++m_indexed)
            if (m_indexed > 0) // the root is no one's child
                m_index.insert(std::uint32_t(m_indexed), idPairHash(m_nodes[m_indexed].parent, m_nodes[m_indexed].frame));
    }

    std::vector<Node> &m_nodes;
    TaggedIdIndex<> m_index;
    std::size_t m_indexed = 0;
};

namespace {

constexpr std::uint32_t kCancelStride = 1u << 16;

// Per track of the tree (in the order of its track list): its spans' call
// paths, held while the tree is built; null for a track without spans.
using HeldSpanPaths = std::vector<std::shared_ptr<const SpanPaths>>;

// What the paths that end on each top-down node carry of their own, for
// the bottom-up tree made from it (CallerTree): the nodes in the order of
// the first path with weight or a count (the order the sources are given
// in, as CallerChains numbers callers of equal weight), and the own counts
// where the tree's counts are not own (samples fold theirs up the tree,
// pprof's include their callees').
struct OwnWeights
{
    std::vector<std::uint32_t> order;
    std::vector<bool> listed;
    std::vector<std::uint64_t> counts;
    bool keepCounts = false;

    void add(std::uint32_t node, std::int64_t self, std::uint64_t count)
    {
        if (keepCounts) {
            if (counts.size() <= node)
                counts.resize(node + 1, 0);
            counts[node] += count;
        }
        if (self == 0 && count == 0)
            return;
        if (listed.size() <= node)
            listed.resize(node + 1, false);
        if (!listed[node]) {
            listed[node] = true;
            order.push_back(node);
        }
    }
};

// Aggregated nodes carry no times of day and run one at a time: self is
// the total less the children's totals, and a node's total in the tree is
// its self plus its children's (a category whose timers add up to more than
// its own figure shows their sum).
struct NodeSource
{
    const AggregateTree &nodes;
    std::vector<TimePs> childTotals = childTotalsOf(nodes);
    std::uint32_t size() const { return nodes.size(); }
    std::uint32_t parent(std::uint32_t i) const { return nodes.parent(i); }
    FrameId frame(std::uint32_t i) const { return nodes.frame(i); }
    TimePs total(std::uint32_t i) const { return nodes.total(i); }
    TimePs self(std::uint32_t i) const { return std::max<TimePs>(0, nodes.total(i) - childTotals[i]); }
    std::uint64_t count(std::uint32_t i) const { return nodes.count(i); }

    static std::vector<TimePs> childTotalsOf(const AggregateTree &nodes)
    {
        std::vector<TimePs> sums(nodes.size(), 0);
        for (std::uint32_t i = 0; i < nodes.size(); ++i)
            if (nodes.parent(i) != kNoId)
                sums[nodes.parent(i)] += nodes.total(i);
        return sums;
    }
};

// Adds aggregated nodes to a top-down tree (parents first), their selves
// to be folded up the tree (foldedSelf); false when cancelled. Where no two
// of the nodes share a parent and frame, one below a node they made is new:
// appended without a lookup (all but the roots of a lone pprof track).
template <typename Assembler, typename Cancelled>
bool addAggregateNodes(const NodeSource &source, std::vector<CallTree::Node> &nodes, std::vector<std::int64_t> &foldedSelf,
                       OwnWeights &own, Assembler &assembler, const Cancelled &isCancelled)
{
    const std::uint32_t n = source.size();
    const auto firstNew = std::uint32_t(nodes.size());
    const bool distinct = source.nodes.pathsDistinct();
    std::vector<std::uint32_t> nodeOf(n);
    const std::vector<std::uint64_t> ownCounts = source.nodes.countsIncludeCallees() ? source.nodes.ownCounts() : std::vector<std::uint64_t>();
    for (std::uint32_t i = 0; i < n; ++i) {
        if (isCancelled(i))
            return false;
        const TimePs self = source.self(i);
        const std::uint32_t parent = source.parent(i);
        const std::uint32_t under = parent == kNoId ? 0 : nodeOf[parent];
        const std::uint32_t node = distinct && under >= firstNew ? assembler.append(under, source.frame(i))
                                                                 : assembler.child(under, source.frame(i));
        nodeOf[i] = node;
        nodes[node].self += self;
        nodes[node].count += source.count(i);
        foldedSelf.resize(nodes.size(), 0);
        foldedSelf[node] += self;
        own.add(node, self, ownCounts.empty() ? source.count(i) : ownCounts[i]);
    }
    return true;
}

// Adds a track's spans to a top-down tree by their call paths: a path's
// spans count at once, so the cost is the distinct paths. A node totals
// what its spans took (ownTotal), never its children's sum, which
// concurrent children can exceed. False when cancelled.
//
// The paths were made in the spans' (depth, start) order, so a path's
// parent is nearly always many paths before it: its node is known ahead,
// and the memory of the path's lookup is asked for a few paths early.
//
// A track's paths are distinct, so a path whose parent's node this track
// made is new too: appended without a lookup (for the XSpaces of the
// benchmarks, every path below the second level, about half of them).
template <typename Assembler, typename Cancelled>
bool addSpanPaths(const SpanPaths &spans, std::vector<CallTree::Node> &nodes, std::vector<std::int64_t> &ownTotal,
                  OwnWeights &own, Assembler &assembler, const Cancelled &isCancelled)
{
    constexpr std::uint32_t kSlotAhead = 16, kNodeAhead = 8;
    const StackTable &paths = spans.paths;
    const auto size = std::uint32_t(paths.size());
    const auto firstNew = std::uint32_t(nodes.size());
    std::vector<std::uint32_t> nodeOf(size);
    // The parent's node of a path looked up (one whose parent's node is
    // older than this track), or kNoId for one appended.
    const auto lookedUpUnder = [&](StackId p, std::uint32_t known) -> std::uint32_t {
        const StackId up = paths.parent(p);
        if (up == kNoId)
            return 0;
        if (up >= known)
            return kNoId;
        return nodeOf[up] < firstNew ? nodeOf[up] : std::uint32_t(kNoId);
    };
    const auto ahead = [&](std::uint32_t q, std::uint32_t p, const auto &ask) {
        if (q >= size)
            return;
        if (const std::uint32_t parent = lookedUpUnder(StackId(q), p); parent != kNoId)
            ask(parent, paths.frame(StackId(q)));
    };
    for (StackId p{0}; p < size; ++p) {
        if (isCancelled(p))
            return false;
        ahead(p + kSlotAhead, p, [&](std::uint32_t parent, FrameId frame) { assembler.prefetchSlot(parent, frame); });
        ahead(p + kNodeAhead, p, [&](std::uint32_t parent, FrameId frame) { assembler.prefetchNode(parent, frame); });
        const SpanPaths::Sum &sum = spans.sums[p];
        const std::uint32_t under = lookedUpUnder(p, p);
        const std::uint32_t node = under != kNoId ? assembler.child(under, paths.frame(p))
                                                  : assembler.append(nodeOf[paths.parent(p)], paths.frame(p));
        nodeOf[p] = node;
        nodes[node].self += sum.self;
        nodes[node].count += sum.count;
        ownTotal.resize(nodes.size(), 0);
        ownTotal[node] += sum.total;
        own.add(node, sum.self, sum.count);
    }
    return true;
}

// The nodes the spans' paths and the aggregated nodes can add: each is
// looked up by (parent, frame), unlike the samples' stacks.
std::size_t lookedUpBound(const Profile &profile, const std::vector<TrackId> &tracks, const HeldSpanPaths &spanPaths)
{
    std::size_t bound = 0;
    for (std::size_t k = 0; k < tracks.size(); ++k) {
        if (spanPaths[k])
            bound += spanPaths[k]->paths.size();
        bound += profile.tracks()[tracks[k]].nodes.size();
    }
    return bound;
}

// The bottom-up tree's nodes from every source's distinct weighted paths
// (CallerChains); empty when cancelled. The span paths are let go once
// copied, before the chains are walked.
std::vector<CallTree::Node> callerChainNodes(const Profile &profile, const std::vector<TrackId> &tracks,
                                             const std::vector<StackSum> &perStack, HeldSpanPaths &spanPaths,
                                             bool &callersCut, const CallTree::CancelCheck &cancelled)
{
    CallerChains chains;
    const StackTable &stacks = profile.stacks();
    chains.reserve(perStack.size() + lookedUpBound(profile, tracks, spanPaths));
    if (!perStack.empty())
        chains.addSource(
            std::uint32_t(perStack.size()), [&](std::uint32_t s) { return std::uint32_t(stacks.parent(StackId(s))); },
            [&](std::uint32_t s) { return stacks.frame(StackId(s)); },
            [&](std::uint32_t s) { return perStack[s].count ? CallerChains::Weight{perStack[s].weight, perStack[s].count} : CallerChains::Weight{}; });
    for (std::size_t k = 0; k < tracks.size(); ++k) {
        const Track &track = profile.tracks()[tracks[k]];
        if (spanPaths[k]) {
            const SpanPaths &spans = *spanPaths[k];
            chains.addSource(
                std::uint32_t(spans.paths.size()), [&](std::uint32_t p) { return std::uint32_t(spans.paths.parent(StackId(p))); },
                [&](std::uint32_t p) { return spans.paths.frame(StackId(p)); },
                [&](std::uint32_t p) { return CallerChains::Weight{spans.sums[p].self, spans.sums[p].count}; });
            spanPaths[k].reset();
        }
        if (!track.nodes.empty()) {
            const NodeSource source{track.nodes};
            const std::vector<std::uint64_t> ownCounts = track.nodes.ownCounts();
            chains.addSource(
                source.size(), [&](std::uint32_t i) { return source.parent(i); }, [&](std::uint32_t i) { return source.frame(i); },
                [&](std::uint32_t i) { return CallerChains::Weight{source.self(i), ownCounts[i]}; });
        }
    }
    return chains.build(callersCut, cancelled);
}

// The root totals its children (top-down; spans' totals are their own,
// so they are not folded into it on the way up).
void sumRoot(std::vector<CallTree::Node> &nodes)
{
    nodes[0].total = 0;
    nodes[0].count = 0;
    for (std::uint32_t c = 1; c < nodes.size(); ++c) {
        if (nodes[c].parent == 0) {
            nodes[0].total += nodes[c].total;
            nodes[0].count += nodes[c].count;
        }
    }
}

// Room for as many nodes as the tree can have, so the node table is never
// copied while growing: a copy held the old and the new table at once, a
// few hundred MB at the peak of a big profile's pages. Pages never written
// to cost no memory; a bound too big to be had is left alone.
void reserveNodes(std::vector<CallTree::Node> &nodes, std::size_t bound)
{
    try {
        nodes.reserve(bound);
    } catch (const std::bad_alloc &) {
        // Grown as it goes instead.
    }
}

} // namespace

CallTree CallTree::build(const Profile &profile, const std::vector<TrackId> &trackList,
                         Direction direction, const CancelCheck &cancelled)
{
    CallTree tree;
    tree.m_direction = direction;
    std::vector<TrackId> tracks = trackList;
    if (tracks.empty()) {
        tracks.resize(profile.tracks().size());
        std::iota(tracks.begin(), tracks.end(), TrackId(0));
    }
    auto isCancelled = [&cancelled](std::uint32_t i) { return cancelled && i % kCancelStride == 0 && cancelled(); };

    // Samples: first sum weights per distinct stack, then walk each stack once.
    std::vector<StackSum> perStack;
    const TimePs fallback = SampleWeights::profileMedianInterval(profile);
    for (const std::uint32_t ti : tracks) {
        const SampleTrack &samples = profile.tracks()[ti].samples;
        if (samples.empty())
            continue;
        if (!samples.timed())
            tree.m_unit = Unit::Count;
        if (perStack.empty())
            perStack.resize(profile.stacks().size());
        // Summed per stack once per track (the track keeps the sums), so a
        // tree costs the distinct stacks, not the samples.
        const StackWeights &sums = samples.stackWeights();
        for (const StackWeights::Entry &e : sums.entries) {
            if (e.stack >= perStack.size())
                continue;
            perStack[e.stack].weight += e.weight;
            perStack[e.stack].count += e.count;
        }
        if (sums.lastCount && sums.lastStack < perStack.size()) {
            const TimePs median = SampleWeights::medianInterval(samples);
            perStack[sums.lastStack].weight += median > 0 ? median : fallback;
            perStack[sums.lastStack].count += sums.lastCount;
        }
        if (cancelled && cancelled())
            return {};
    }

    // A span track's call paths, made while this tree is built (or shared
    // with whoever holds them): kept for good they were as big as a tree,
    // and no page reads them once the trees are made.
    const auto pathsOf = [&](std::size_t k) -> std::shared_ptr<const SpanPaths> {
        const SpanTrack &spans = profile.tracks()[tracks[k]].spans;
        return spans.empty() || (cancelled && cancelled()) ? nullptr : spans.callPaths();
    };
    if (direction == Direction::BottomUp) {
        // Every track's at once, on every core.
        HeldSpanPaths spanPaths(tracks.size());
        parallelFor(tracks.size(), [&](std::size_t k) { spanPaths[k] = pathsOf(k); });
        if (cancelled && cancelled())
            return {};
        tree.m_nodes = callerChainNodes(profile, tracks, perStack, spanPaths, tree.m_callersCut, cancelled);
        if (tree.m_nodes.empty())
            return {};
        tree.linkChildren();
        return tree;
    }
    const StackTable &stacks = profile.stacks();
    // A track has at most as many span paths as spans.
    std::size_t lookedUp = 0;
    for (const TrackId t : tracks)
        lookedUp += profile.tracks()[t].spans.size() + profile.tracks()[t].nodes.size();
    if (lookedUp == 0 && !perStack.empty()) { // samples alone
        if (!FromStacks::build(tree, stacks, perStack, cancelled))
            return {};
        return tree;
    }
    reserveNodes(tree.m_nodes, 1 + (perStack.empty() ? 0 : stacks.size()) + lookedUp);

    Assembler assembler(tree.m_nodes);
    OwnWeights own;
    own.keepCounts = !perStack.empty();
    for (const TrackId t : tracks)
        own.keepCounts = own.keepCounts || profile.tracks()[t].nodes.countsIncludeCallees();
    own.order.reserve(perStack.size() + lookedUp); // pages never written to cost nothing
    if (own.keepCounts)
        own.counts.reserve(tree.m_nodes.capacity());
    // Top-down sample counts are inclusive: folded up with the totals below.
    std::vector<std::uint64_t> sampleCount;
    { // the stacks' nodes are needed only here: freed before the spans add theirs
        std::vector<std::uint32_t> nodeOfStack(perStack.size(), kNoId);
        std::vector<StackId> chain;
        for (StackId s{0}; s < perStack.size(); ++s) {
            if (!perStack[s].count)
                continue;
            chain.clear();
            StackId up = s;
            while (up != kNoId && nodeOfStack[up] == kNoId) {
                chain.push_back(up);
                up = stacks.parent(up);
            }
            // A stack is one (caller stack, frame) pair of the table, so its
            // node is new: no lookup.
            std::uint32_t node = up == kNoId ? 0 : nodeOfStack[up];
            // Distinct stacks are distinct paths: each is a new node.
            for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
                node = assembler.append(node, stacks.frame(*it));
                nodeOfStack[*it] = node;
            }
            tree.m_nodes[node].self += perStack[s].weight;
            sampleCount.resize(tree.m_nodes.size(), 0);
            sampleCount[node] += perStack[s].count;
            own.add(node, perStack[s].weight, perStack[s].count);
        }
    }

    // Spans and aggregated nodes: their own totals, self less their children.
    std::vector<std::int64_t> ownTotal; // what spans took
    if (lookedUp > 0)
        ownTotal.reserve(tree.m_nodes.capacity()); // grown by doubling, it was copied and up to twice its size
    std::vector<std::int64_t> foldedSelf(tree.m_nodes.size());
    for (std::size_t i = 0; i < foldedSelf.size(); ++i)
        foldedSelf[i] = tree.m_nodes[i].self; // the samples'

    // Each track's span paths are made on the other core while the track
    // before is added, and let go once added: all held at once, they were
    // a fifth of a 200 MB XSpace's peak while its pages were built.
    std::shared_ptr<const SpanPaths> ahead = tracks.empty() ? nullptr : pathsOf(0);
    for (std::size_t k = 0; k < tracks.size(); ++k) {
        const Track &track = profile.tracks()[tracks[k]];
        const std::shared_ptr<const SpanPaths> spans = std::move(ahead);
        bool done = true;
        const auto add = [&] {
            // Distinct nodes are looked up at their roots only (addAggregateNodes).
            assembler.reserveIndex((spans ? spans->paths.size() : 0) + (track.nodes.pathsDistinct() ? 0 : track.nodes.size()));
            done = (!spans || addSpanPaths(*spans, tree.m_nodes, ownTotal, own, assembler, isCancelled))
                && (track.nodes.size() == 0 || addAggregateNodes(NodeSource{track.nodes}, tree.m_nodes, foldedSelf, own, assembler, isCancelled));
        };
        // A thread of its own only for a track worth one (thousands of small
        // tracks would each start one).
        constexpr std::size_t kSpansWorthAThread = 1u << 16;
        if (k + 1 < tracks.size() && profile.tracks()[tracks[k + 1]].spans.size() >= kSpansWorthAThread) {
            parallelFor(2, [&](std::size_t job) {
                if (job == 1)
                    ahead = pathsOf(k + 1);
                else
                    add();
            });
        } else {
            add();
            if (k + 1 < tracks.size())
                ahead = pathsOf(k + 1);
        }
        if (!done || (cancelled && cancelled()))
            return {};
    }

    assembler.releaseIndex(); // no more lookups: its memory goes before the children lists take theirs
    std::vector<Node> &nodes = tree.m_nodes;
    // Children come after their parents: sample weights and aggregated
    // selves fold bottom to top; spans add their own totals, which
    // concurrent children may exceed (the root's total is then its
    // children's sum). A column no source wrote to is left out: a tree of
    // spans alone has nothing to fold, and two columns of zeros were
    // 16 bytes a node at the build's peak.
    const bool folds = foldedSelf.size() > 1, counts = !sampleCount.empty(), owns = !ownTotal.empty();
    if (folds)
        foldedSelf.resize(nodes.size(), 0);
    if (counts)
        sampleCount.resize(nodes.size(), 0);
    if (owns)
        ownTotal.resize(nodes.size(), 0);
    std::vector<std::int64_t> foldedTotal(std::move(foldedSelf));
    for (std::size_t i = nodes.size(); i-- > 1;) {
        Node &n = nodes[i];
        n.total = 0;
        if (folds) {
            foldedTotal[n.parent] += foldedTotal[i];
            n.total += foldedTotal[i];
        }
        if (owns)
            n.total += ownTotal[i];
        if (counts) {
            sampleCount[n.parent] += sampleCount[i];
            n.count += sampleCount[i];
        }
    }
    sumRoot(nodes);

    tree.m_weightedNodes = std::move(own.order);
    if (own.keepCounts) {
        own.counts.resize(nodes.size(), 0);
        tree.m_ownCounts = std::move(own.counts);
    }
    own = {};
    tree.linkChildren();
    tree.numberDepthFirst();
    return tree;
}

void CallTree::numberDepthFirst()
{
    m_depthFirst = true;
    const std::uint32_t count = size();
    // A node's place is its parent's, plus one, plus the subtrees of its
    // heavier siblings: two passes in node order (parents come first)
    // instead of a walk that reads the nodes at random. Each place keeps
    // the node moved to it and its subtree's size, which is all the new
    // numbering's children lists and parents are made of (below).
    struct Place
    {
        std::uint32_t old, subtree;
    };
    std::vector<Place> places(count);
    {
        // First every node's subtree size, then, in its stead once its
        // parent has placed it, its new number.
        std::vector<std::uint32_t> newOf(count, 1);
        for (std::uint32_t i = count; i-- > 1;)
            newOf[m_nodes[i].parent] += newOf[i];
        places[0] = {0, newOf[0]};
        newOf[0] = 0;
        for (std::uint32_t n = 0; n < count; ++n) {
            std::uint32_t at = newOf[n] + 1;
            for (const std::uint32_t c : children(n)) {
                const std::uint32_t subtree = newOf[c];
                newOf[c] = at;
                places[at] = {c, subtree};
                at += subtree;
            }
        }
        for (std::uint32_t &node : m_weightedNodes)
            node = newOf[node];
    }
    // The old children lists go before the nodes move (their memory).
    std::vector<std::uint32_t>().swap(m_children);
    std::vector<std::uint32_t>().swap(m_childBegin);
    // Sixteen bytes of every node at a time (half a node): gathered through
    // places, then written back in order. The gathers' reads are
    // independent, so their cache misses overlap; following the
    // permutation's cycles (swapping whole nodes) waited for one miss after
    // another, a tenth of a microsecond a node. Each gather is a cache miss
    // a node whatever it reads of it: two of sixteen bytes cost half of
    // four of eight (a fifth of the numbering), for 8 bytes a node more
    // while it runs. The parents are set from the places after.
    struct Half
    {
        std::uint64_t first, second;
    };
    {
        std::vector<Half> column(count);
        const auto moveHalf = [&](auto get, auto set) {
            parallelForStretches(count, kColumnStretch, [&](std::size_t from, std::size_t to) {
                for (std::size_t at = from; at < to; ++at)
                    column[at] = get(m_nodes[places[at].old]);
            });
            for (std::uint32_t at = 0; at < count; ++at)
                set(m_nodes[at], column[at]);
        };
        moveHalf([](const Node &n) { return Half{std::uint64_t(n.total), std::uint64_t(n.self)}; },
                 [](Node &n, const Half &h) {
                     n.total = std::int64_t(h.first);
                     n.self = std::int64_t(h.second);
                 });
        moveHalf([](const Node &n) { return Half{n.count, std::uint64_t(n.frame)}; },
                 [](Node &n, const Half &h) {
                     n.count = h.first;
                     n.frame = FrameId(std::uint32_t(h.second));
                 });
    }
    if (!m_ownCounts.empty()) {
        std::vector<std::uint64_t> ownCounts(count);
        for (std::uint32_t at = 0; at < count; ++at)
            ownCounts[at] = m_ownCounts[places[at].old];
        m_ownCounts.swap(ownCounts);
    }
    // A node's children follow it, each after the subtree of the one
    // before: its list is read off the subtree sizes, near the node, not
    // gathered from the old lists at random.
    m_children.resize(count > 0 ? count - 1 : 0);
    m_childBegin.resize(std::size_t(count) + 1);
    std::uint32_t slot = 0;
    for (std::uint32_t at = 0; at < count; ++at) {
        m_childBegin[at] = slot;
        const std::uint32_t end = at + places[at].subtree;
        for (std::uint32_t c = at + 1; c < end; c += places[c].subtree) {
            m_children[slot++] = c;
            m_nodes[c].parent = at;
        }
    }
    m_childBegin[count] = slot;
}

void CallTree::linkChildren()
{
    const std::vector<Node> &nodes = m_nodes;
    const auto count = std::uint32_t(nodes.size());
    m_children.resize(count > 0 ? count - 1 : 0);
    // Counted into the slot after each parent's, summed, then each child
    // placed at its parent's cursor, which ends where the next parent's
    // list begins: shifted back by one, the cursors are the beginnings.
    m_childBegin.assign(std::size_t(count) + 1, 0);
    for (std::uint32_t i = 1; i < count; ++i)
        ++m_childBegin[nodes[i].parent + 1];
    for (std::uint32_t i = 1; i <= count; ++i)
        m_childBegin[i] += m_childBegin[i - 1];
    for (std::uint32_t i = 1; i < count; ++i)
        m_children[m_childBegin[nodes[i].parent]++] = i;
    for (std::uint32_t i = count; i > 0; --i)
        m_childBegin[i] = m_childBegin[i - 1];
    m_childBegin[0] = 0;
    // Each list sorted by its children's totals gathered beside them: a
    // sort comparing the nodes themselves read each a cache miss log(n)
    // times. Lists apart, on every core.
    struct Keyed
    {
        std::int64_t total;
        std::uint32_t node;
    };
    parallelForStretches(count, kColumnStretch, [&](std::size_t from, std::size_t to) {
        std::vector<Keyed> keyed;
        for (std::size_t i = from; i < to; ++i) {
            const std::span<std::uint32_t> list(m_children.data() + m_childBegin[i], childCount(std::uint32_t(i)));
            if (list.size() < 2)
                continue;
            keyed.clear();
            for (const std::uint32_t c : list)
                keyed.push_back({nodes[c].total, c});
            std::sort(keyed.begin(), keyed.end(), [](const Keyed &a, const Keyed &b) {
                return a.total != b.total ? a.total > b.total : a.node < b.node;
            });
            for (std::size_t k = 0; k < list.size(); ++k)
                list[k] = keyed[k].node;
        }
    });
}

CallTree::PathBuilder::PathBuilder(Unit unit)
    : m_tree(std::make_unique<CallTree>())
    , m_assembler(std::make_unique<Assembler>(m_tree->m_nodes))
{
    m_tree->m_unit = unit;
}

CallTree::PathBuilder::~PathBuilder() = default;

std::uint32_t CallTree::PathBuilder::child(std::uint32_t parent, FrameId frame) { return m_assembler->child(parent, frame); }

void CallTree::PathBuilder::add(std::uint32_t node, std::int64_t total, std::int64_t self, std::uint64_t count)
{
    Node &n = m_tree->m_nodes[node];
    n.total += total;
    n.self += self;
    n.count += count;
}

CallTree CallTree::PathBuilder::build()
{
    std::vector<Node> &nodes = m_tree->m_nodes;
    sumRoot(nodes);
    m_tree->linkChildren();
    m_assembler.reset();
    return std::move(*m_tree);
}

std::int64_t CallTree::childTotal(std::uint32_t i) const
{
    std::int64_t sum = 0;
    for (const std::uint32_t c : children(i))
        sum += m_nodes[c].total;
    return sum;
}

std::uint32_t CallTree::depth(std::uint32_t i) const
{
    std::uint32_t d = 0;
    for (; m_nodes[i].parent != kNoId; i = m_nodes[i].parent)
        ++d;
    return d;
}

std::vector<FrameId> CallTree::callPath(std::uint32_t i) const
{
    std::vector<FrameId> path;
    if (m_direction != Direction::TopDown)
        return path;
    for (; i != 0 && i < m_nodes.size(); i = m_nodes[i].parent)
        path.push_back(m_nodes[i].frame);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<std::uint32_t> CallTree::hotPath() const
{
    std::vector<std::uint32_t> path;
    for (std::uint32_t n = 0; childCount(n);) {
        n = children(n).front();
        path.push_back(n);
    }
    return path;
}

} // namespace hg
