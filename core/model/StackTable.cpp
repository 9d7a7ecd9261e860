#include "StackTable.h"

#include <stdexcept>

namespace hg {

namespace {
std::size_t slotOf(StackId parent, FrameId frame, std::size_t mask)
{
    // A 64-bit mix (from MurmurHash3's finaliser) spreads neighbouring ids.
    std::uint64_t k = (std::uint64_t(parent) << 32) | frame;
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return std::size_t(k) & mask;
}
} // namespace

StackId StackTable::intern(StackId parent, FrameId frame)
{
    if ((m_frame.size() + 1) * 2 > m_slots.size())
        grow();
    const std::size_t mask = m_slots.size() - 1;
    std::size_t slot = slotOf(parent, frame, mask);
    for (StackId id; (id = m_slots[slot]) != kNoId; slot = (slot + 1) & mask)
        if (m_frame[id] == frame && m_parent[id] == parent)
            return id;
    if (m_frame.size() >= kNoId)
        throw std::length_error("too many distinct stacks");
    const auto id = StackId(m_frame.size());
    m_parent.push_back(parent);
    m_frame.push_back(frame);
    m_slots[slot] = id;
    return id;
}

void StackTable::grow()
{
    const std::size_t size = std::max<std::size_t>(1024, m_slots.size() * 2);
    m_slots.assign(size, kNoId);
    const std::size_t mask = size - 1;
    for (StackId id = 0; id < m_frame.size(); ++id) {
        std::size_t slot = slotOf(m_parent[id], m_frame[id], mask);
        while (m_slots[slot] != kNoId)
            slot = (slot + 1) & mask;
        m_slots[slot] = id;
    }
}

void StackTable::freeze()
{
    decltype(m_slots)().swap(m_slots); // `= {}` would keep the capacity
    m_parent.shrink_to_fit();
    m_frame.shrink_to_fit();
}

std::size_t StackTable::depth(StackId id) const
{
    std::size_t depth = 0;
    for (; id != kNoId; id = m_parent[id])
        ++depth;
    return depth;
}

std::vector<std::uint32_t> StackTable::depths() const
{
    std::vector<std::uint32_t> result(m_frame.size());
    for (StackId s = 0; s < m_frame.size(); ++s)
        result[s] = m_parent[s] == kNoId ? 1 : result[m_parent[s]] + 1;
    return result;
}

std::size_t StackTable::memoryBytes() const
{
    return (m_parent.capacity() + m_frame.capacity() + m_slots.capacity()) * sizeof(StackId);
}

} // namespace hg
