#include "JsonSequence.h"

#include "JsonDocument.h"
#include "io/ReadError.h"

#include <array>
#include <cstring>

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// The index of the quote that closes a string whose text starts at i (size
// if none): memchr finds quotes fast; one after an odd run of backslashes
// is escaped.
qint64 stringEnd(const char *begin, qint64 i, qint64 size)
{
    while (i < size) {
        const void *quote = std::memchr(begin + i, '"', std::size_t(size - i));
        if (!quote)
            return size;
        const qint64 q = static_cast<const char *>(quote) - begin;
        qint64 backslashes = 0;
        while (q - backslashes - 1 >= i && begin[q - backslashes - 1] == '\\')
            ++backslashes;
        if (backslashes % 2 == 0)
            return q;
        i = q + 1;
    }
    return size;
}

ReadError errorAt(QByteArrayView data, qint64 offset, const QString &message)
{
    return ReadError(message, offset, JsonDocument::lineAt(data, offset));
}

} // namespace

JsonSequence::JsonSequence(QByteArrayView data) : m_data(data)
{
    if (data.size() >= 3 && data.first(3) == QByteArrayView("\xEF\xBB\xBF"))
        m_position = 3; // UTF-8 byte order mark
}

bool JsonSequence::next(Part &part)
{
    const char *const begin = m_data.data();
    const qint64 size = m_data.size();
    qint64 i = m_position;
    while (i < size && isSpace(begin[i]))
        ++i;
    if (i >= size) {
        m_position = size;
        if (!m_found)
            throw errorAt(m_data, 0, tr("the file holds no JSON object"));
        return false;
    }
    const qint64 start = i;
    if (begin[i] != '{' && begin[i] != '[')
        throw errorAt(m_data, i, tr("expected a JSON object or array, found '%1'").arg(QChar::fromLatin1(begin[i])));
    // Most bytes are neither brackets nor quotes: skip them by table.
    static const auto kStructural = [] {
        std::array<bool, 256> t{};
        for (const unsigned char c : {'{', '}', '[', ']', '"'})
            t[c] = true;
        return t;
    }();
    int depth = 0;
    for (; i < size; ++i) {
        const auto c = static_cast<unsigned char>(begin[i]);
        if (!kStructural[c])
            continue;
        if (c == '"') {
            i = stringEnd(begin, i + 1, size);
            continue;
        }
        if (c == '{' || c == '[')
            ++depth;
        else if (--depth == 0)
            break;
    }
    if (i >= size)
        throw errorAt(m_data, size, tr("the JSON value that starts at byte %1 is not closed: the file ends inside it").arg(start));
    ++i;
    part = {start, i - start};
    m_position = i;
    m_found = true;
    return true;
}

std::vector<JsonSequence::Part> JsonSequence::split(QByteArrayView data)
{
    std::vector<Part> parts;
    JsonSequence sequence(data);
    for (Part part; sequence.next(part);)
        parts.push_back(part);
    return parts;
}

} // namespace hg
