#include "CallTree.h"

#include "SampleWeights.h"
#include "model/Profile.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>

namespace hg {

// Grows the node table: child lookup by (parent, frame).
class CallTree::Assembler
{
public:
    explicit Assembler(std::vector<Node> &nodes) : m_nodes(nodes) {}

    std::uint32_t child(std::uint32_t parent, FrameId frame)
    {
        const std::uint64_t key = (std::uint64_t(parent) << 32) | frame;
        const auto [it, inserted] = m_index.try_emplace(key, std::uint32_t(m_nodes.size()));
        if (inserted) {
            Node n;
            n.frame = frame;
            n.parent = parent;
            m_nodes.push_back(n);
        }
        return it->second;
    }

private:
    std::vector<Node> &m_nodes;
    std::unordered_map<std::uint64_t, std::uint32_t> m_index;
};

namespace {

constexpr std::uint32_t kCancelStride = 1u << 16;

struct StackWeight
{
    std::int64_t weight = 0;
    std::uint64_t count = 0;
};

} // namespace

CallTree CallTree::build(const Profile &profile, const std::vector<std::uint32_t> &trackList,
                         Direction direction, const CancelCheck &cancelled)
{
    CallTree tree;
    tree.m_direction = direction;
    std::vector<std::uint32_t> tracks = trackList;
    if (tracks.empty()) {
        tracks.resize(profile.tracks().size());
        std::iota(tracks.begin(), tracks.end(), 0u);
    }
    auto isCancelled = [&cancelled](std::uint32_t i) { return cancelled && i % kCancelStride == 0 && cancelled(); };

    // Samples: first sum weights per distinct stack, then walk each stack once.
    std::vector<StackWeight> perStack;
    const TimePs fallback = SampleWeights::profileMedianInterval(profile);
    for (const std::uint32_t ti : tracks) {
        const SampleTrack &samples = profile.tracks()[ti].samples;
        if (samples.empty())
            continue;
        if (!samples.timed())
            tree.m_unit = Unit::Count;
        if (perStack.empty())
            perStack.resize(profile.stacks().size());
        const std::vector<TimePs> weights = SampleWeights::compute(samples, fallback);
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            if (isCancelled(i))
                return {};
            const StackId s = samples.stack(i);
            if (s >= perStack.size())
                continue;
            perStack[s].weight += weights[i];
            perStack[s].count += 1;
        }
    }

    Assembler assembler(tree.m_nodes);
    const StackTable &stacks = profile.stacks();
    // Top-down sample counts are inclusive: folded up with the totals below.
    std::vector<std::uint64_t> sampleCount;
    if (direction == Direction::TopDown) {
        std::vector<std::uint32_t> nodeOfStack(perStack.size(), kNoId);
        std::vector<StackId> chain;
        for (StackId s = 0; s < perStack.size(); ++s) {
            if (!perStack[s].count)
                continue;
            chain.clear();
            StackId up = s;
            while (up != kNoId && nodeOfStack[up] == kNoId) {
                chain.push_back(up);
                up = stacks.parent(up);
            }
            std::uint32_t node = up == kNoId ? 0 : nodeOfStack[up];
            for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
                node = assembler.child(node, stacks.frame(*it));
                nodeOfStack[*it] = node;
            }
            tree.m_nodes[node].self += perStack[s].weight;
            sampleCount.resize(tree.m_nodes.size(), 0);
            sampleCount[node] += perStack[s].count;
        }
    } else {
        for (StackId s = 0; s < perStack.size(); ++s) {
            if (!perStack[s].count)
                continue;
            std::uint32_t node = 0;
            for (StackId up = s; up != kNoId; up = stacks.parent(up)) {
                node = assembler.child(node, stacks.frame(up));
                // Bottom-up, every weight is the leaf's self time, all the way up.
                tree.m_nodes[node].self += perStack[s].weight;
                tree.m_nodes[node].total += perStack[s].weight;
                tree.m_nodes[node].count += perStack[s].count;
            }
            tree.m_nodes[0].total += perStack[s].weight;
            tree.m_nodes[0].count += perStack[s].count;
        }
    }

    // Spans: self = duration minus the children's durations.
    for (const std::uint32_t ti : tracks) {
        const SpanTrack &spans = profile.tracks()[ti].spans;
        if (spans.empty())
            continue;
        std::vector<TimePs> childTime(spans.size(), 0);
        for (std::uint32_t i = 0; i < spans.size(); ++i)
            if (spans.parent(i) != kNoId)
                childTime[spans.parent(i)] += spans.duration(i);
        if (direction == Direction::TopDown) {
            std::vector<std::uint32_t> nodeOfSpan(spans.size());
            // Parents precede children: spans are ordered by depth.
            for (std::uint32_t i = 0; i < spans.size(); ++i) {
                if (isCancelled(i))
                    return {};
                const std::uint32_t parent = spans.parent(i);
                const std::uint32_t node = assembler.child(parent == kNoId ? 0 : nodeOfSpan[parent], spans.frame(i));
                nodeOfSpan[i] = node;
                tree.m_nodes[node].self += std::max<TimePs>(0, spans.duration(i) - childTime[i]);
                tree.m_nodes[node].count += 1;
            }
        } else {
            for (std::uint32_t i = 0; i < spans.size(); ++i) {
                if (isCancelled(i))
                    return {};
                const TimePs self = std::max<TimePs>(0, spans.duration(i) - childTime[i]);
                std::uint32_t node = 0;
                for (std::uint32_t up = i; up != kNoId; up = spans.parent(up)) {
                    node = assembler.child(node, spans.frame(up));
                    tree.m_nodes[node].self += self;
                    tree.m_nodes[node].total += self;
                    tree.m_nodes[node].count += 1;
                }
                tree.m_nodes[0].total += self;
                tree.m_nodes[0].count += 1;
            }
        }
    }

    std::vector<Node> &nodes = tree.m_nodes;
    if (direction == Direction::TopDown) {
        // Children come after their parents: fold totals bottom to top.
        sampleCount.resize(nodes.size(), 0);
        for (std::size_t i = nodes.size(); i-- > 1;) {
            Node &n = nodes[i];
            n.total += n.self;
            nodes[n.parent].total += n.total;
            sampleCount[n.parent] += sampleCount[i];
            n.count += sampleCount[i];
        }
        nodes[0].count = 0;
        for (std::uint32_t c = 1; c < nodes.size(); ++c)
            if (nodes[c].parent == 0)
                nodes[0].count += nodes[c].count;
    }

    // Children lists, heaviest first.
    tree.m_children.resize(nodes.size() > 0 ? nodes.size() - 1 : 0);
    std::vector<std::uint32_t> childCount(nodes.size(), 0);
    for (std::uint32_t i = 1; i < nodes.size(); ++i)
        ++childCount[nodes[i].parent];
    std::uint32_t offset = 0;
    for (std::uint32_t i = 0; i < nodes.size(); ++i) {
        nodes[i].firstChild = offset;
        nodes[i].childCount = 0;
        offset += childCount[i];
    }
    for (std::uint32_t i = 1; i < nodes.size(); ++i) {
        Node &p = nodes[nodes[i].parent];
        tree.m_children[p.firstChild + p.childCount++] = i;
    }
    for (const Node &n : nodes) {
        auto first = tree.m_children.begin() + n.firstChild;
        std::sort(first, first + n.childCount, [&nodes](std::uint32_t a, std::uint32_t b) {
            return nodes[a].total != nodes[b].total ? nodes[a].total > nodes[b].total : a < b;
        });
    }
    return tree;
}

std::span<const std::uint32_t> CallTree::children(std::uint32_t i) const
{
    const Node &n = m_nodes[i];
    return {m_children.data() + n.firstChild, n.childCount};
}

std::uint32_t CallTree::depth(std::uint32_t i) const
{
    std::uint32_t d = 0;
    for (; m_nodes[i].parent != kNoId; i = m_nodes[i].parent)
        ++d;
    return d;
}

std::vector<std::uint32_t> CallTree::hotPath() const
{
    std::vector<std::uint32_t> path;
    for (std::uint32_t n = 0; m_nodes[n].childCount;) {
        n = children(n).front();
        path.push_back(n);
    }
    return path;
}

} // namespace hg
