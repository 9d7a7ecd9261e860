#include "StackTable.h"

#include <stdexcept>

namespace hg {

namespace {
// A 64-bit mix (MurmurHash3's finaliser) spreads neighbouring ids: its low
// bits pick the slot, its high 32 bits are the slot's tag.
std::uint64_t hashOf(StackId parent, FrameId frame)
{
    std::uint64_t k = (std::uint64_t(parent) << 32) | frame;
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

std::uint32_t tagOf(std::uint64_t hash) { return std::uint32_t(hash >> 32); }
} // namespace

StackId StackTable::intern(StackId parent, FrameId frame)
{
    reserveFor(1);
    return intern(parent, frame, hashOf(parent, frame));
}

StackId StackTable::intern(StackId parent, FrameId frame, std::uint64_t hash)
{
    const std::size_t mask = m_slots.size() - 1;
    const std::uint32_t tag = tagOf(hash);
    std::size_t slot = std::size_t(hash) & mask;
    for (; m_slots[slot].id != kNoId; slot = (slot + 1) & mask) {
        const Slot &s = m_slots[slot];
        if (s.tag == tag && m_nodes[s.id].frame == frame && m_nodes[s.id].parent == parent)
            return s.id;
    }
    if (m_nodes.size() >= kNoId)
        throw std::length_error("too many distinct stacks");
    const auto id = StackId(m_nodes.size());
    m_nodes.push_back({parent, frame});
    m_slots[slot] = {id, tag};
    return id;
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
        const std::size_t mask = m_slots.size() - 1;
        for (Lane &lane : lanes) {
            lane.hash = hashOf(lane.stack, lane.frames[lane.level]);
            __builtin_prefetch(&m_slots[std::size_t(lane.hash) & mask]);
        }
        for (Lane &lane : lanes) { // the slot has arrived by now; fetch its node too
            const Slot &slot = m_slots[std::size_t(lane.hash) & mask];
            if (slot.id != kNoId && slot.tag == tagOf(lane.hash))
                __builtin_prefetch(&m_nodes[slot.id]);
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

void StackTable::reserveFor(std::size_t moreStacks)
{
    while ((m_nodes.size() + moreStacks) * 2 > m_slots.size())
        grow();
}

void StackTable::grow()
{
    const std::size_t size = std::max<std::size_t>(1024, m_slots.size() * 2);
    m_slots.assign(size, Slot{kNoId, 0});
    const std::size_t mask = size - 1;
    for (StackId id = 0; id < m_nodes.size(); ++id) {
        const std::uint64_t hash = hashOf(m_nodes[id].parent, m_nodes[id].frame);
        std::size_t slot = std::size_t(hash) & mask;
        while (m_slots[slot].id != kNoId)
            slot = (slot + 1) & mask;
        m_slots[slot] = {id, tagOf(hash)};
    }
}

void StackTable::freeze()
{
    decltype(m_slots)().swap(m_slots); // `= {}` would keep the capacity
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
    for (StackId s = 0; s < m_nodes.size(); ++s)
        result[s] = m_nodes[s].parent == kNoId ? 1 : result[m_nodes[s].parent] + 1;
    return result;
}

std::size_t StackTable::memoryBytes() const
{
    return m_nodes.capacity() * sizeof(Node) + m_slots.capacity() * sizeof(Slot);
}

} // namespace hg
