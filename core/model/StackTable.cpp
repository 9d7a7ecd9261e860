#include "StackTable.h"

#include <stdexcept>

namespace hg {

StackId StackTable::intern(StackId parent, FrameId frame)
{
    reserveFor(1);
    return intern(parent, frame, idPairHash(parent, frame));
}

StackId StackTable::intern(StackId parent, FrameId frame, std::uint64_t hash)
{
    const StackId found = m_index.find(hash, [&](StackId id) {
        return m_nodes[id].frame == frame && m_nodes[id].parent == parent;
    });
    if (found != kNoId)
        return found;
    if (m_nodes.size() >= kNoId)
        throw std::length_error("too many distinct stacks");
    const auto id = StackId(m_nodes.size());
    m_nodes.push_back({parent, frame});
    m_index.insert(id, hash);
    return id;
}

std::uint64_t StackTable::hashOf(StackId id) const { return idPairHash(m_nodes[id].parent, m_nodes[id].frame); }

void StackTable::reserveFor(std::size_t more)
{
    if (m_index.empty() && !m_nodes.empty()) { // frozen: index every stack again
        m_index.reserve(m_nodes.size() + more);
        for (StackId id{0}; id < m_nodes.size(); ++id)
            m_index.insert(id, hashOf(id));
        return;
    }
    m_index.reserve(more);
}

std::vector<StackId> StackTable::internPaths(std::size_t count, const PathOf &pathOf)
{
    constexpr std::size_t kLanes = 32; // paths in flight: enough to keep the memory system busy
    struct Lane
    {
        std::size_t path;
        std::span<const FrameId> frames;
        std::size_t level = 0;
        StackId stack = kNoId;
        std::uint64_t hash = 0;
    };
    std::vector<StackId> result(count, kNoId);
    std::vector<Lane> lanes;
    lanes.reserve(kLanes);
    std::size_t next = 0;
    auto refill = [&] {
        while (lanes.size() < kLanes && next < count) {
            const std::size_t path = next++;
            const std::span<const FrameId> frames = pathOf(path);
            if (!frames.empty())
                lanes.push_back({path, frames});
        }
    };
    refill();
    while (!lanes.empty()) {
        reserveFor(lanes.size()); // no growing between the prefetch and the lookup
        for (Lane &lane : lanes) {
            lane.hash = idPairHash(lane.stack, lane.frames[lane.level]);
            __builtin_prefetch(m_index.home(lane.hash));
        }
        for (Lane &lane : lanes) { // the slot has arrived by now; fetch its node too
            if (const StackId likely = m_index.likelyAt(lane.hash); likely != kNoId)
                __builtin_prefetch(&m_nodes[likely]);
        }
        for (std::size_t i = 0; i < lanes.size();) {
            Lane &lane = lanes[i];
            lane.stack = intern(lane.stack, lane.frames[lane.level], lane.hash);
            if (++lane.level < lane.frames.size()) {
                ++i;
                continue;
            }
            result[lane.path] = lane.stack;
            lanes[i] = lanes.back();
            lanes.pop_back();
        }
        refill();
    }
    return result;
}

void StackTable::freeze()
{
    m_index.release();
    m_nodes.shrink_to_fit();
}

std::size_t StackTable::depth(StackId id) const
{
    std::size_t depth = 0;
    for (; id != kNoId; id = m_nodes[id].parent)
        ++depth;
    return depth;
}

std::vector<std::uint32_t> StackTable::depths() const
{
    std::vector<std::uint32_t> result(m_nodes.size());
    for (StackId s{0}; s < m_nodes.size(); ++s)
        result[s] = m_nodes[s].parent == kNoId ? 1 : result[m_nodes[s].parent] + 1;
    return result;
}

std::size_t StackTable::memoryBytes() const
{
    return m_nodes.capacity() * sizeof(Node) + m_index.memoryBytes();
}

} // namespace hg
