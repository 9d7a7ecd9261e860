#include "CallerChains.h"

#include "util/HugePages.h"

#include <algorithm>
#include <new>

namespace hg {

namespace {

// One weighted path on its way up: the path it has reached (`at`, whose
// frame is the next node's), the node it came from, and the path it started
// from (its weight; the order paths were given in, for the siblings').
struct Walker
{
    std::uint32_t at;
    FrameId frame;
    std::uint32_t node;
    std::uint32_t path;
};

bool carries(const CallerChains::Weight &w) { return w.self != 0 || w.count != 0; }

// The first level's walkers, in path order and all at the root, sorted by
// frame then path: one stable counting pass over the frames instead of a
// sort of every weighted path (frame ids far beyond the walkers' count are
// sorted as the other levels are).
void sortByFrame(std::vector<Walker> &walkers)
{
    std::uint64_t frames = 0;
    for (const Walker &w : walkers)
        frames = std::max<std::uint64_t>(frames, std::uint64_t(w.frame) + 1);
    if (frames > 4 * std::uint64_t(walkers.size()) + (1u << 20)) {
        std::sort(walkers.begin(), walkers.end(), [](const Walker &a, const Walker &b) {
            return a.frame != b.frame ? a.frame < b.frame : a.path < b.path;
        });
        return;
    }
    std::vector<std::uint32_t> at(std::size_t(frames) + 1, 0);
    for (const Walker &w : walkers)
        ++at[std::size_t(w.frame) + 1];
    for (std::size_t f = 1; f < at.size(); ++f)
        at[f] += at[f - 1];
    std::vector<Walker> sorted;
    reserveOnHugePages(sorted, walkers.size());
    sorted.resize(walkers.size());
    for (const Walker &w : walkers)
        sorted[at[w.frame]++] = w;
    walkers.swap(sorted);
}

} // namespace

void CallerChains::reserve(std::size_t paths)
{
    reserveOnHugePages(m_parent, paths);
    reserveOnHugePages(m_frame, paths);
    reserveOnHugePages(m_weight, paths);
}

std::vector<CallTree::Node> CallerChains::build(bool &callersCut, const CallTree::CancelCheck &cancelled)
{
    const auto size = std::uint32_t(m_parent.size());

    std::vector<CallTree::Node> nodes(1);
    std::vector<Walker> walkers;
    // Room for every node the chains can make, so the table is never copied
    // while growing (pages never written to cost no memory).
    std::vector<std::uint32_t> depth(size);
    std::size_t bound = 1, weighted = 0;
    for (std::uint32_t i = 0; i < size; ++i)
        weighted += carries(m_weight[i]);
    reserveOnHugePages(walkers, weighted);
    for (std::uint32_t i = 0; i < size; ++i) {
        depth[i] = m_parent[i] == kNoId ? 1 : depth[m_parent[i]] + 1;
        if (!carries(m_weight[i]))
            continue;
        bound += std::min<std::uint32_t>(depth[i], CallTree::kMaxCallerLevels + 1);
        walkers.push_back({i, m_frame[i], 0, i});
        nodes[0].total += m_weight[i].self;
        nodes[0].count += m_weight[i].count;
    }
    std::vector<std::uint32_t>().swap(depth);
    try {
        reserveOnHugePages(nodes, bound);
    } catch (const std::bad_alloc &) {
        // Grown as it goes instead.
    }
    sortByFrame(walkers); // the root's group, sorted below at once

    // A node's children: its walkers sorted by frame (then path), one child
    // a run; the children numbered by the earliest path through each.
    // Each walker moves on to its path's caller in place (a walker makes
    // at most one on the next level, written at or before its own place):
    // a second table of walkers was 16 bytes a weighted path at the peak.
    // The next level's walkers of one node stay together, in the order of
    // their frames rather than of their nodes, which changes no node's
    // children or their order.
    struct Run
    {
        std::size_t begin, end;
        Weight weight;
        std::uint32_t node;
    };
    // Walkers read m_weight, m_parent and m_frame at random (millions of
    // paths); asked for this many walkers ahead, the misses overlap.
    constexpr std::size_t kAhead = 16;
    std::vector<Run> runs;
    std::vector<std::uint32_t> byPath;
    for (std::uint32_t level = 0; !walkers.empty(); ++level) {
        if (level > CallTree::kMaxCallerLevels) { // the leaf, then its callers
            callersCut = true;
            break;
        }
        if (cancelled && cancelled())
            return {};
        std::size_t moved = 0; // the next level's walkers so far
        for (std::size_t from = 0; from < walkers.size();) {
            std::size_t to = from + 1;
            while (to < walkers.size() && walkers[to].node == walkers[from].node)
                ++to;
            if (level > 0) // the first level's one group is sorted already
                std::sort(walkers.begin() + std::ptrdiff_t(from), walkers.begin() + std::ptrdiff_t(to), [](const Walker &a, const Walker &b) {
                    return a.frame != b.frame ? a.frame < b.frame : a.path < b.path;
                });
            runs.clear();
            for (std::size_t w = from; w < to; ++w) {
                if (w + kAhead < to)
                    __builtin_prefetch(&m_weight[walkers[w + kAhead].path]);
                if (w == from || walkers[w].frame != walkers[w - 1].frame)
                    runs.push_back({w, w, {}, 0});
                Run &run = runs.back();
                run.end = w + 1;
                run.weight.self += m_weight[walkers[w].path].self;
                run.weight.count += m_weight[walkers[w].path].count;
            }
            // The children in the order of their earliest paths...
            byPath.resize(runs.size());
            for (std::uint32_t k = 0; k < byPath.size(); ++k)
                byPath[k] = k;
            std::sort(byPath.begin(), byPath.end(), [&](std::uint32_t a, std::uint32_t b) {
                return walkers[runs[a].begin].path < walkers[runs[b].begin].path;
            });
            for (const std::uint32_t k : byPath) {
                Run &run = runs[k];
                CallTree::Node n;
                n.frame = walkers[run.begin].frame;
                n.parent = walkers[run.begin].node;
                n.self = n.total = run.weight.self;
                n.count = run.weight.count;
                run.node = std::uint32_t(nodes.size());
                nodes.push_back(n);
            }
            // ...then the walkers moved on in place, in the order they lie.
            std::size_t r = 0;
            for (std::size_t w = from; w < to; ++w) {
                if (w + kAhead < to)
                    __builtin_prefetch(&m_parent[walkers[w + kAhead].at]);
                if (w + kAhead / 2 < to)
                    if (const std::uint32_t up = m_parent[walkers[w + kAhead / 2].at]; up != kNoId)
                        __builtin_prefetch(&m_frame[up]);
                while (w >= runs[r].end)
                    ++r;
                if (const std::uint32_t up = m_parent[walkers[w].at]; up != kNoId)
                    walkers[moved++] = {up, m_frame[up], runs[r].node, walkers[w].path};
            }
            from = to;
        }
        walkers.resize(moved);
    }
    return nodes;
}

} // namespace hg
