#include "CallerChains.h"

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

} // namespace

std::vector<CallTree::Node> CallerChains::build(bool &callersCut, const CallTree::CancelCheck &cancelled)
{
    const auto size = std::uint32_t(m_parent.size());

    std::vector<CallTree::Node> nodes(1);
    std::vector<Walker> walkers, next;
    // Room for every node the chains can make, so the table is never copied
    // while growing (pages never written to cost no memory).
    std::vector<std::uint32_t> depth(size);
    std::size_t bound = 1;
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
        nodes.reserve(bound);
    } catch (const std::bad_alloc &) {
        // Grown as it goes instead.
    }

    // A node's children: its walkers sorted by frame (then path), one child
    // a run; the children numbered by the earliest path through each.
    struct Run
    {
        std::size_t begin, end;
    };
    std::vector<Run> runs;
    for (std::uint32_t level = 0; !walkers.empty(); ++level) {
        if (level > CallTree::kMaxCallerLevels) { // the leaf, then its callers
            callersCut = true;
            break;
        }
        if (cancelled && cancelled())
            return {};
        next.clear();
        for (std::size_t from = 0; from < walkers.size();) {
            std::size_t to = from + 1;
            while (to < walkers.size() && walkers[to].node == walkers[from].node)
                ++to;
            std::sort(walkers.begin() + std::ptrdiff_t(from), walkers.begin() + std::ptrdiff_t(to), [](const Walker &a, const Walker &b) {
                return a.frame != b.frame ? a.frame < b.frame : a.path < b.path;
            });
            runs.clear();
            for (std::size_t r = from; r < to;) {
                std::size_t e = r + 1;
                while (e < to && walkers[e].frame == walkers[r].frame)
                    ++e;
                runs.push_back({r, e});
                r = e;
            }
            std::sort(runs.begin(), runs.end(), [&](const Run &a, const Run &b) { return walkers[a.begin].path < walkers[b.begin].path; });
            for (const Run &run : runs) {
                CallTree::Node n;
                n.frame = walkers[run.begin].frame;
                n.parent = walkers[run.begin].node;
                const auto node = std::uint32_t(nodes.size());
                for (std::size_t w = run.begin; w < run.end; ++w) {
                    const Walker &walker = walkers[w];
                    n.self += m_weight[walker.path].self;
                    n.count += m_weight[walker.path].count;
                    if (const std::uint32_t up = m_parent[walker.at]; up != kNoId)
                        next.push_back({up, m_frame[up], node, walker.path});
                }
                n.total = n.self;
                nodes.push_back(n);
            }
            from = to;
        }
        walkers.swap(next);
    }
    return nodes;
}

} // namespace hg
