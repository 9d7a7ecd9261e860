#pragma once
#include "TraceValueText.h"

#include <cstddef>
#include <memory>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace hg {

// Where a batch of packets keeps its value texts and argument lists: in a
// few large blocks that never move, so a packet holds views instead of a
// string and a vector of its own, and a batch of thousands of packets
// costs a few allocations instead of one or more per packet. Views stay
// valid until clear() or the arena's end.
class TraceTextArena
{
public:
    TraceTextArena() = default;
    TraceTextArena(TraceTextArena &&other) noexcept { *this = std::move(other); }
    TraceTextArena &operator=(TraceTextArena &&other) noexcept; // leaves `other` empty

    // A copy of `utf8` kept here.
    TraceValueText text(std::string_view utf8);
    // A copy of a text kept elsewhere, its hash as it was.
    TraceValueText keep(const TraceValueText &text);
    // Room for `count` texts kept here (an argument list), default-made.
    std::span<TraceValueText> texts(std::size_t count);
    // Forgets every text; the blocks of the usual size are kept for reuse.
    void clear();

    static constexpr std::size_t kBlockSize = 64 * 1024;

private:
    std::string_view copy(std::string_view utf8);
    void *allocate(std::size_t bytes, std::size_t alignment);

    std::vector<std::unique_ptr<std::byte[]>> m_blocks; // of kBlockSize, in use order
    std::vector<std::unique_ptr<std::byte[]>> m_large;  // one per text over a quarter block
    std::size_t m_current = 0;   // the block being filled
    std::size_t m_used = 0;      // bytes of it
};

} // namespace hg
