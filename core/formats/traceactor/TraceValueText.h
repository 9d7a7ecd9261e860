#pragma once
#include "util/TextHash.h"

#include <cstdint>
#include <string_view>

namespace hg {

// A text the assembler stores as it is, nearly always a different one
// (values, callsites): a view of UTF-8 kept in a TraceTextArena, with its
// textHash(), both made on the thread that parses, so the one that
// assembles only looks it up. Valid as long as the arena keeps it.
class TraceValueText
{
public:
    TraceValueText() = default;
    // `stored` must outlive the view (see TraceTextArena::text()).
    explicit TraceValueText(std::string_view stored)
        : m_data(stored.data()), m_size(std::uint32_t(stored.size())), m_hash(textHash(stored))
    {
    }
    // `stored`, whose textHash() is `hash` (a copy of a text known before).
    TraceValueText(std::string_view stored, std::uint64_t hash)
        : m_data(stored.data()), m_size(std::uint32_t(stored.size())), m_hash(hash)
    {
    }
    std::string_view utf8() const { return {m_data, m_size}; }
    std::uint64_t hash() const { return m_hash; } // textHash(utf8())
    bool isEmpty() const { return m_size == 0; }

private:
    const char *m_data = "";
    std::uint32_t m_size = 0;
    std::uint64_t m_hash = textHash(std::string_view());
};

} // namespace hg
