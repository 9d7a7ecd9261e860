#include "JsonSequence.h"

#include "JsonBlocks.h"
#include "JsonDocument.h"
#include "io/ReadError.h"


namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

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
    // jsonblocks reads 64 bytes at a time for brackets outside strings.
    const char *close = jsonblocks::closingBracket(begin + i, begin + size);
    if (!close)
        throw errorAt(m_data, size, tr("the JSON value that starts at byte %1 is not closed: the file ends inside it").arg(start));
    i = close - begin + 1;
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
