#include "TraceTextArena.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>
#include <memory>

namespace hg {

TraceTextArena &TraceTextArena::operator=(TraceTextArena &&other) noexcept
{
    if (this != &other) {
        m_blocks = std::exchange(other.m_blocks, {});
        m_large = std::exchange(other.m_large, {});
        m_current = std::exchange(other.m_current, 0);
        m_used = std::exchange(other.m_used, 0);
    }
    return *this;
}

std::string_view TraceTextArena::copy(std::string_view utf8)
{
    char *bytes = static_cast<char *>(allocate(utf8.size(), 1));
    std::memcpy(bytes, utf8.data(), utf8.size());
    return {bytes, utf8.size()};
}

TraceValueText TraceTextArena::text(std::string_view utf8)
{
    if (utf8.empty())
        return TraceValueText();
    // A view counts its bytes in 32 bits; no packet's text comes near.
    return TraceValueText(copy(utf8.substr(0, std::numeric_limits<std::uint32_t>::max())));
}

TraceValueText TraceTextArena::keep(const TraceValueText &text)
{
    return text.isEmpty() ? TraceValueText() : TraceValueText(copy(text.utf8()), text.hash());
}

std::span<TraceValueText> TraceTextArena::texts(std::size_t count)
{
    if (count == 0)
        return {};
    // TraceValueText is trivially destructible: clear() need not end them.
    static_assert(std::is_trivially_destructible_v<TraceValueText>);
    auto *first = static_cast<TraceValueText *>(allocate(count * sizeof(TraceValueText), alignof(TraceValueText)));
    std::uninitialized_default_construct_n(first, count);
    return {first, count};
}

void TraceTextArena::clear()
{
    m_large.clear();
    m_current = 0;
    m_used = 0;
}

void *TraceTextArena::allocate(std::size_t bytes, std::size_t alignment)
{
    if (bytes > kBlockSize / 4) {
        m_large.push_back(std::make_unique_for_overwrite<std::byte[]>(bytes));
        return m_large.back().get();
    }
    for (;;) {
        if (m_current < m_blocks.size()) {
            const std::size_t start = (m_used + alignment - 1) / alignment * alignment;
            if (start + bytes <= kBlockSize) {
                m_used = start + bytes;
                return m_blocks[m_current].get() + start;
            }
            ++m_current;
            m_used = 0;
            continue;
        }
        m_blocks.push_back(std::make_unique_for_overwrite<std::byte[]>(kBlockSize));
    }
}

} // namespace hg
