#include "FrameTable.h"

#include <stdexcept>

namespace hg {

std::size_t FrameTable::Hash::operator()(const Frame &f) const noexcept
{
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
    mix(f.name); mix(f.file); mix(f.module); mix(f.category);
    mix(f.line); mix(f.column); mix(f.address); mix(f.flags);
    return std::size_t(h);
}

FrameId FrameTable::intern(const Frame &frame)
{
    if (auto it = m_index.find(frame); it != m_index.end())
        return it->second;
    if (m_frames.size() >= kNoId)
        throw std::length_error("too many distinct frames");
    const auto id = FrameId(m_frames.size());
    m_frames.push_back(frame);
    m_index.emplace(frame, id);
    return id;
}

std::size_t FrameTable::memoryBytes() const
{
    return m_frames.capacity() * sizeof(Frame) + m_index.size() * (sizeof(Frame) + 4 + 2 * sizeof(void *));
}

} // namespace hg
