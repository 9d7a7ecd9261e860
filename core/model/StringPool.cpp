#include "StringPool.h"

#include "util/TextHash.h"
#include "util/Utf8Text.h"

#include <cstring>
#include <stdexcept>
#include <utility>

namespace hg {

namespace {
constexpr std::size_t kBlockSize = 256 * 1024;

std::uint64_t hashOf(std::string_view text) { return textHash(text); }
} // namespace

StringPool::StringPool()
{
    startIfEmpty();
}

void StringPool::startIfEmpty()
{
    if (!m_index.empty())
        return;
    m_strings.push_back({}); // "" is id 0
    m_index.insert(StringId(0), hashOf(std::string_view()));
}

StringPool::StringPool(StringPool &&other) noexcept
{
    *this = std::move(other);
}

StringPool &StringPool::operator=(StringPool &&other) noexcept
{
    if (this != &other) {
        m_blocks = std::move(other.m_blocks);
        m_current = other.m_current;
        m_blockUsed = other.m_blockUsed;
        m_storedBytes = other.m_storedBytes;
        m_strings = std::move(other.m_strings);
        m_index = std::move(other.m_index);
        other.reset();
    }
    return *this;
}

void StringPool::reset() noexcept
{
    // No allocation here (moves are noexcept): startIfEmpty() builds the
    // index and the "" entry again on first use.
    m_blocks.clear();
    m_current = nullptr;
    m_blockUsed = 0;
    m_storedBytes = 0;
    m_strings.clear();
    m_index.release();
}

StringPool StringPool::copy() const
{
    StringPool result;
    result.m_strings.reserve(m_strings.size());
    for (std::size_t id = 1; id < m_strings.size(); ++id) {
        const std::string_view text = m_strings[id];
        if (find(text) == id)
            result.intern(text);
        else
            result.m_strings.push_back(result.store(text)); // added unindexed (add() would drop "")
    }
    return result;
}

StringId StringPool::intern(std::string_view utf8)
{
    return intern(utf8, hashOf(utf8));
}

StringId StringPool::intern(std::string_view utf8, std::uint64_t hash)
{
    startIfEmpty();
    if (const StringId found = m_index.find(hash, [&](StringId id) { return m_strings[id] == utf8; }); found != kNoId)
        return found;
    if (m_strings.size() >= kNoId)
        throw std::length_error("too many distinct strings");
    const auto id = StringId(m_strings.size());
    m_strings.push_back(store(utf8));
    m_index.insert(id, hash);
    return id;
}

StringId StringPool::add(std::string_view utf8)
{
    if (utf8.empty())
        return StringId(0);
    startIfEmpty();
    if (m_strings.size() >= kNoId)
        throw std::length_error("too many distinct strings");
    m_strings.push_back(store(utf8));
    return StringId(m_strings.size() - 1);
}

StringId StringPool::intern(const QString &text)
{
    // Short ASCII texts (most of them) are narrowed on the stack, not
    // converted into a QByteArray allocated and freed for each.
    constexpr qsizetype kOnStack = 256;
    if (text.size() <= kOnStack) {
        char ascii[kOnStack];
        const QChar *units = text.constData();
        qsizetype i = 0;
        for (; i < text.size() && units[i].unicode() < 0x80; ++i)
            ascii[i] = char(units[i].unicode());
        if (i == text.size())
            return intern(std::string_view(ascii, std::size_t(i)));
    }
    const QByteArray utf8 = text.toUtf8();
    return intern(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

StringId StringPool::find(std::string_view utf8) const
{
    return m_index.find(hashOf(utf8), [&](StringId id) { return m_strings[id] == utf8; });
}

QString StringPool::string(StringId id) const
{
    const std::string_view v = m_strings[id];
    return fromUtf8(v);
}

std::size_t StringPool::memoryBytes() const
{
    return m_storedBytes + m_strings.capacity() * sizeof(std::string_view)
        + m_index.memoryBytes();
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
