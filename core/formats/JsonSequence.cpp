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

qint64 JsonSequence::nextStart()
{
    const char *const begin = m_data.data();
    const qint64 size = m_data.size();
    qint64 i = m_position;
    while (i < size && isSpace(begin[i]))
        ++i;
    m_position = i;
    if (i >= size) {
        if (!m_found)
            throw errorAt(m_data, 0, tr("the file holds no JSON object"));
        return -1;
    }
    if (begin[i] != '{' && begin[i] != '[')
        throw errorAt(m_data, i, tr("expected a JSON object or array, found '%1'").arg(QChar::fromLatin1(begin[i])));
    return i;
}

void JsonSequence::partEnded(qint64 end)
{
    m_position = end;
    m_found = true;
}

ReadError JsonSequence::notClosed(QByteArrayView data, qint64 start)
{
    return errorAt(data, data.size(), tr("the JSON value that starts at byte %1 is not closed: the file ends inside it").arg(start));
}

bool JsonSequence::next(Part &part)
{
    const qint64 start = nextStart();
    if (start < 0)
        return false;
    // jsonblocks reads 64 bytes at a time for brackets outside strings.
    const char *close = jsonblocks::closingBracket(m_data.data() + start, m_data.data() + m_data.size());
    if (!close)
        throw notClosed(m_data, start);
    const qint64 end = close - m_data.data() + 1;
    part = {start, end - start};
    partEnded(end);
    return true;
}

} // namespace hg
