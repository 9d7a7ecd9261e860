#pragma once
#include "Ids.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hg {

// Call stacks as a prefix tree: each stack is (caller stack, frame). A root
// stack's parent is kNoId. Equal paths share one id.
class StackTable
{
public:
    StackId intern(StackId parent, FrameId frame);
    StackId parent(StackId id) const { return m_parent[id]; }
    FrameId frame(StackId id) const { return m_frame[id]; }
    std::size_t size() const { return m_frame.size(); }
    std::size_t depth(StackId id) const;
    // Depth of every stack in one pass (a parent's id is always smaller).
    std::vector<std::uint32_t> depths() const;
    std::size_t memoryBytes() const;

private:
    std::vector<StackId> m_parent;
    std::vector<FrameId> m_frame;
    std::unordered_map<std::uint64_t, StackId> m_index;
};

} // namespace hg
