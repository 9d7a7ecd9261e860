#include "ChromeTraceStackFrames.h"

#include "model/ProfileBuilder.h"

#include <algorithm>
#include <optional>

namespace hg {

namespace {

constexpr std::uint32_t kTableIds = 1u << 20; // the table's 8 MB at most

// The number a decimal id without leading zeros stands for, when it is small
// enough for the table; nullopt for any other text ("0x1f", "012", "7a").
std::optional<std::uint32_t> smallNumber(std::string_view text)
{
    if (text.empty() || text.size() > 7 || (text[0] == '0' && text.size() > 1))
        return std::nullopt;
    std::uint32_t n = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        n = n * 10 + std::uint32_t(c - '0');
    }
    return n < kTableIds ? std::optional<std::uint32_t>(n) : std::nullopt;
}

} // namespace

std::int64_t ChromeTraceStackFrames::idOf(std::string_view text)
{
    // Numbered in the order of first sight, whichever way an id is kept
    // (a text always goes the same way).
    if (const std::optional<std::uint32_t> n = smallNumber(text)) {
        if (*n >= m_byNumber.size())
            m_byNumber.resize(std::min<std::size_t>(kTableIds, std::max<std::size_t>(*n + 1, m_byNumber.size() * 2)), -1);
        std::int64_t &id = m_byNumber[*n];
        if (id < 0)
            id = m_next++;
        return id;
    }
    if (const auto it = m_ids.find(text); it != m_ids.end())
        return it->second;
    m_ids.emplace(std::string(text), m_next);
    return m_next++;
}

void ChromeTraceStackFrames::add(std::string_view id, FrameId frame, std::string_view parent)
{
    const std::uint32_t node = m_nodes.add(frame);
    m_nodes.setId(node, idOf(id));
    if (!parent.empty())
        m_nodes.setParentId(node, idOf(parent));
}

void ChromeTraceStackFrames::resolve(ProfileBuilder &builder)
{
    m_nodes.resolve(builder, QStringLiteral("\"stackFrames\""));
}

} // namespace hg
