#pragma once
#include "Ids.h"

#include <cstdint>
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
    // Frees the lookup index once no stack will be added (a built profile).
    void freeze();

private:
    void grow();

    std::vector<StackId> m_parent;
    std::vector<FrameId> m_frame;
    // Open addressing over the columns: a slot holds a stack id (kNoId when
    // empty), so the index costs 8 bytes a stack and no allocation per entry.
    std::vector<StackId> m_slots;
};

} // namespace hg
