#include "AggregateTree.h"

#include <algorithm>
#include <stdexcept>

namespace hg {

std::uint32_t AggregateTree::add(std::uint32_t parent, FrameId frame, TimePs total, std::uint64_t count)
{
    const auto index = std::uint32_t(m_frame.size());
    if (parent != kNoId && parent >= index)
        throw std::invalid_argument("AggregateTree: a parent must be added before its children");
    m_frame.push_back(frame);
    m_parent.push_back(parent);
    m_total.push_back(total);
    m_count.push_back(count);
    return index;
}

std::vector<std::uint64_t> AggregateTree::ownCounts() const
{
    std::vector<std::uint64_t> own(m_count);
    if (m_countsIncludeCallees)
        for (std::uint32_t i = 0; i < size(); ++i)
            if (m_parent[i] != kNoId)
                own[m_parent[i]] -= std::min(own[m_parent[i]], m_count[i]);
    return own;
}

void AggregateTree::reserve(std::size_t nodes)
{
    m_frame.reserve(nodes);
    m_parent.reserve(nodes);
    m_total.reserve(nodes);
    m_count.reserve(nodes);
}

std::uint32_t AggregateTree::depthCount() const
{
    std::vector<std::uint32_t> depth(m_frame.size(), 1);
    std::uint32_t deepest = 0;
    for (std::uint32_t i = 0; i < m_frame.size(); ++i) {
        if (m_parent[i] != kNoId)
            depth[i] = depth[m_parent[i]] + 1;
        deepest = std::max(deepest, depth[i]);
    }
    return deepest;
}

std::size_t AggregateTree::memoryBytes() const
{
    return m_frame.capacity() * sizeof(FrameId) + m_parent.capacity() * sizeof(std::uint32_t)
        + m_total.capacity() * sizeof(TimePs) + m_count.capacity() * sizeof(std::uint64_t);
}

} // namespace hg
