#pragma once
#include "Ids.h"
#include "TaggedIdIndex.h"

#include <cstdint>
#include <vector>

namespace hg {

// One function location: what a stack entry or a span refers to. Strings are
// StringPool ids (0 = unknown).
struct Frame
{
    enum Flag : std::uint32_t { InApp = 1u << 0, NotInApp = 1u << 1, HasAddress = 1u << 2 };

    StringId name;
    StringId file;
    StringId module;
    StringId category; // colouring group: "sql", an XPlane op category, ...
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    std::uint64_t address = 0;
    std::uint32_t flags = 0;

    bool operator==(const Frame &) const = default;
};

// Deduplicated frames, addressed by FrameId.
class FrameTable
{
public:
    FrameId intern(const Frame &frame);
    const Frame &operator[](FrameId id) const { return m_frames[id]; }
    std::size_t size() const { return m_frames.size(); }
    std::size_t memoryBytes() const;

private:
    static std::uint64_t hashOf(const Frame &frame);
    std::vector<Frame> m_frames;
    // By hash, to the frames above: no copy of each frame and no node
    // allocated per frame, as a std::unordered_map of frames had.
    TaggedIdIndex<FrameId> m_index;
};

} // namespace hg
