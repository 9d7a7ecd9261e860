#include "CallerChains.h"

#include "model/StackTable.h"

#include <algorithm>
#include <new>
#include <numeric>

namespace hg {

namespace {

// One weighted path on its way up: the path it has reached (`at`, whose
// frame is the next node's), the node it came from, what it carries, and
// when it was given (for the siblings' order).
struct Walker
{
    std::uint32_t at;
    FrameId frame;
    std::uint32_t node;
    std::uint32_t order;
    TimePs self;
    std::uint64_t count;
};

bool carries(const CallerChains::Weight &w) { return w.self != 0 || w.count != 0; }

} // namespace

void CallerChains::mergeEqualPaths()
{
    StackTable merged;
    std::vector<std::uint32_t> mergedOf(m_parent.size());
    std::vector<Weight> weight;
    std::vector<std::uint32_t> order;
    for (std::uint32_t i = 0; i < m_parent.size(); ++i) { // parents first
        const std::uint32_t parent = m_parent[i];
        const StackId id = merged.intern(parent == kNoId ? StackId(kNoId) : StackId(mergedOf[parent]), m_frame[i]);
        mergedOf[i] = id;
        if (id >= weight.size()) {
            weight.resize(id + 1);
            order.resize(id + 1, kNoId);
        }
        if (!carries(m_weight[i]))
            continue;
        weight[id].self += m_weight[i].self;
        weight[id].count += m_weight[i].count;
        order[id] = std::min(order[id], i);
    }
    std::vector<std::uint32_t>().swap(mergedOf);
    m_parent.resize(merged.size());
    m_frame.resize(merged.size());
    for (StackId s{0}; s < merged.size(); ++s) {
        m_parent[s] = merged.parent(s);
        m_frame[s] = merged.frame(s);
    }
    m_parent.shrink_to_fit();
    m_frame.shrink_to_fit();
    m_weight = std::move(weight);
    m_order = std::move(order);
}

std::vector<CallTree::Node> CallerChains::build(bool &callersCut, const CallTree::CancelCheck &cancelled)
{
    if (m_sources > 1)
        mergeEqualPaths();
    const auto size = std::uint32_t(m_parent.size());
    const auto orderOf = [this](std::uint32_t path) { return m_order.empty() ? path : m_order[path]; };

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
        walkers.push_back({i, m_frame[i], 0, orderOf(i), m_weight[i].self, m_weight[i].count});
        nodes[0].total += m_weight[i].self;
        nodes[0].count += m_weight[i].count;
    }
    std::vector<std::uint32_t>().swap(depth);
    try {
        nodes.reserve(bound);
    } catch (const std::bad_alloc &) {
        // Grown as it goes instead.
    }

    // A node's children: its walkers sorted by frame (then order), one child
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
                return a.frame != b.frame ? a.frame < b.frame : a.order < b.order;
            });
            runs.clear();
            for (std::size_t r = from; r < to;) {
                std::size_t e = r + 1;
                while (e < to && walkers[e].frame == walkers[r].frame)
                    ++e;
                runs.push_back({r, e});
                r = e;
            }
            std::sort(runs.begin(), runs.end(), [&](const Run &a, const Run &b) { return walkers[a.begin].order < walkers[b.begin].order; });
            for (const Run &run : runs) {
                CallTree::Node n;
                n.frame = walkers[run.begin].frame;
                n.parent = walkers[run.begin].node;
                const auto node = std::uint32_t(nodes.size());
                for (std::size_t w = run.begin; w < run.end; ++w) {
                    const Walker &walker = walkers[w];
                    n.self += walker.self;
                    n.count += walker.count;
                    if (const std::uint32_t up = m_parent[walker.at]; up != kNoId)
                        next.push_back({up, m_frame[up], node, walker.order, walker.self, walker.count});
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
