#include "TraceTextCache.h"

#include "util/TextHash.h"
#include "util/Utf8Text.h"

namespace hg {

std::uint32_t TraceTextCache::find(std::string_view utf8)
{
    if (utf8.empty())
        return kNoId;
    const std::uint64_t hash = textHash(utf8);
    if (const std::uint32_t found = m_index.find(hash, [&](std::uint32_t id) { return m_entries[id].utf8 == utf8; }); found != kNoId)
        return found;
    if (m_entries.size() >= kMaxEntries || utf8.size() > kMaxLength)
        return kNoId;
    m_entries.push_back({std::string(utf8), QString()});
    m_index.insert(std::uint32_t(m_entries.size() - 1), hash);
    return std::uint32_t(m_entries.size() - 1);
}

QString TraceTextCache::text(std::string_view utf8, std::uint32_t *number)
{
    const std::uint32_t id = find(utf8);
    if (number)
        *number = id == kNoId ? kNoTextNumber : m_firstNumber + id;
    if (id == kNoId)
        return fromUtf8(utf8);
    QString &text = m_entries[id].text;
    if (text.isNull())
        text = fromUtf8(utf8);
    return text;
}

std::uint32_t TraceTextCache::number(std::string_view utf8)
{
    const std::uint32_t id = find(utf8);
    return id == kNoId ? kNoTextNumber : m_firstNumber + id;
}

} // namespace hg
