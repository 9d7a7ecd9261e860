#include "TraceTextCache.h"

namespace hg {

QString TraceTextCache::text(std::string_view utf8)
{
    if (utf8.empty())
        return {};
    if (const auto it = m_texts.find(utf8); it != m_texts.end())
        return it->second;
    QString converted = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    if (m_texts.size() < kMaxEntries && utf8.size() <= kMaxLength)
        m_texts.emplace(m_keys.emplace_back(utf8), converted);
    return converted;
}

} // namespace hg
