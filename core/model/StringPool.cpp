#include "StringPool.h"

#include <cstring>
#include <stdexcept>

namespace hg {

namespace {
constexpr std::size_t kBlockSize = 256 * 1024;
}

StringPool::StringPool()
{
    m_strings.emplace_back();
    m_index.emplace(std::string_view(), 0);
}

StringPool StringPool::copy() const
{
    StringPool result;
    result.m_strings.reserve(m_strings.size());
    result.m_index.reserve(m_index.size());
    for (std::size_t id = 1; id < m_strings.size(); ++id) {
        const std::string_view text = m_strings[id];
        const auto indexed = m_index.find(text);
        if (indexed != m_index.end() && indexed->second == id)
            result.intern(text);
        else
            result.m_strings.push_back(result.store(text)); // added unindexed (add() would drop "")
    }
    return result;
}

StringId StringPool::intern(std::string_view utf8)
{
    if (auto it = m_index.find(utf8); it != m_index.end())
        return it->second;
    if (m_strings.size() >= kNoId)
        throw std::length_error("too many distinct strings");
    const std::string_view stored = store(utf8);
    const auto id = StringId(m_strings.size());
    m_strings.push_back(stored);
    m_index.emplace(stored, id);
    return id;
}

StringId StringPool::add(std::string_view utf8)
{
    if (utf8.empty())
        return 0;
    if (m_strings.size() >= kNoId)
        throw std::length_error("too many distinct strings");
    m_strings.push_back(store(utf8));
    return StringId(m_strings.size() - 1);
}

StringId StringPool::intern(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return intern(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

StringId StringPool::find(std::string_view utf8) const
{
    const auto it = m_index.find(utf8);
    return it == m_index.end() ? kNoId : it->second;
}

QString StringPool::string(StringId id) const
{
    const std::string_view v = m_strings[id];
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

std::size_t StringPool::memoryBytes() const
{
    return m_storedBytes + m_strings.capacity() * sizeof(std::string_view)
        + m_index.size() * (sizeof(std::string_view) + sizeof(StringId) + 2 * sizeof(void *));
}

std::string_view StringPool::store(std::string_view utf8)
{
    // Big strings get a block of their own so small ones keep packing densely.
    if (utf8.size() > kBlockSize / 4) {
        m_blocks.push_back(std::make_unique<char[]>(utf8.size() + 1));
        std::memcpy(m_blocks.back().get(), utf8.data(), utf8.size());
        m_storedBytes += utf8.size();
        return {m_blocks.back().get(), utf8.size()};
    }
    if (!m_current || m_blockUsed + utf8.size() > kBlockSize) {
        m_blocks.push_back(std::make_unique<char[]>(kBlockSize));
        m_current = m_blocks.back().get();
        m_blockUsed = 0;
        m_storedBytes += kBlockSize;
    }
    char *target = m_current + m_blockUsed;
    std::memcpy(target, utf8.data(), utf8.size());
    m_blockUsed += utf8.size();
    return {target, utf8.size()};
}

} // namespace hg
