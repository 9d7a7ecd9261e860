#include "FrameTable.h"

#include <stdexcept>

namespace hg {

std::uint64_t FrameTable::hashOf(const Frame &f)
{
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
    mix(f.name); mix(f.file); mix(f.module); mix(f.category);
    mix(f.line); mix(f.column); mix(f.address); mix(f.flags);
    return mixBits(h); // the index picks a slot from the high bits
}

FrameId FrameTable::intern(const Frame &frame)
{
    const std::uint64_t hash = hashOf(frame);
    if (const FrameId found = m_index.find(hash, [&](FrameId id) { return m_frames[id] == frame; }); found != kNoId)
        return found;
    if (m_frames.size() >= kNoId)
        throw std::length_error("too many distinct frames");
    const auto id = FrameId(m_frames.size());
    m_frames.push_back(frame);
    m_index.insert(id, hash);
    return id;
}

std::size_t FrameTable::memoryBytes() const
{
    return m_frames.capacity() * sizeof(Frame) + m_index.memoryBytes();
}

} // namespace hg
