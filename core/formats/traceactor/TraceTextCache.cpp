#include "TraceTextCache.h"

#include "util/TextHash.h"

namespace hg {

QString TraceTextCache::text(std::string_view utf8, std::uint32_t *number)
{
    if (number)
        *number = kNoTextNumber;
    if (utf8.empty())
        return {};
    const std::uint64_t hash = textHash(utf8);
    if (const std::uint32_t found = m_index.find(hash, [&](std::uint32_t id) { return m_entries[id].utf8 == utf8; }); found != kNoId) {
        if (number)
            *number = m_firstNumber + found;
        return m_entries[found].text;
    }
    QString converted = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    if (m_entries.size() < kMaxEntries && utf8.size() <= kMaxLength) {
        m_entries.push_back({std::string(utf8), converted});
        m_index.insert(std::uint32_t(m_entries.size() - 1), hash);
        if (number)
            *number = m_firstNumber + std::uint32_t(m_entries.size() - 1);
    }
    return converted;
}

} // namespace hg
