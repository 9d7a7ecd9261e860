#include "StackTable.h"

#include <stdexcept>

namespace hg {

StackId StackTable::intern(StackId parent, FrameId frame)
{
    const std::uint64_t key = (std::uint64_t(parent) << 32) | frame;
    if (auto it = m_index.find(key); it != m_index.end())
        return it->second;
    if (m_frame.size() >= kNoId)
        throw std::length_error("too many distinct stacks");
    const auto id = StackId(m_frame.size());
    m_parent.push_back(parent);
    m_frame.push_back(frame);
    m_index.emplace(key, id);
    return id;
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
    return m_parent.capacity() * 4 + m_frame.capacity() * 4 + m_index.size() * (8 + 4 + 2 * sizeof(void *));
}

} // namespace hg
