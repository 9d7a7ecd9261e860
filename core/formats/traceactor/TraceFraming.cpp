#include "TraceFraming.h"

#include "formats/JsonDocument.h"
#include "io/ReadError.h"

#include <algorithm>

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
constexpr qint64 kPrefetchBytes = 2048;

qint64 skipSpace(QByteArrayView data, qint64 i)
{
    while (i < data.size() && isSpace(data[i]))
        ++i;
    return i;
}

} // namespace

bool TraceFraming::isFramed(QByteArrayView data)
{
    qint64 i = skipSpace(data, 0);
    const qint64 digits = i;
    while (i < data.size() && i - digits < 20 && isDigit(data[i]))
        ++i;
    return i > digits && i < data.size() && data[i] == ':';
}

TraceFraming::TraceFraming(QByteArrayView data) : m_data(data), m_framed(isFramed(data))
{
    if (m_framed)
        m_position = skipSpace(data, 0);
    else
        m_sequence.emplace(data);
}

bool TraceFraming::next(Part &part)
{
    if (m_sequence) {
        const bool found = m_sequence->next(part);
        m_position = m_sequence->position();
        return found;
    }
    const QByteArrayView data = m_data;
    qint64 i = m_position;
    if (i >= data.size())
        return false;
    const qint64 prefix = i;
    qint64 length = 0;
    while (i < data.size() && isDigit(data[i]) && i - prefix < 18)
        length = length * 10 + (data[i++] - '0');
    if (i == prefix || i >= data.size() || data[i] != ':')
        throw ReadError(tr("expected a packet length and ':' (the remote-debugging framing \"<length>:<JSON>\")"), prefix,
                        JsonDocument::lineAt(data, prefix));
    ++i;
    if (length > data.size() - i)
        throw ReadError(tr("the packet at byte %1 claims %2 bytes, but only %3 are left: the file is cut short")
                            .arg(prefix).arg(length).arg(data.size() - i),
                        prefix, JsonDocument::lineAt(data, prefix));
    part = {i, length};
    // Each packet's length prefix is where the one before says, one read a
    // packet apart: in memory the reads would wait one after the other.
    // Every cache line of the file is fetched a few packets ahead instead.
    m_prefetched = std::max(m_prefetched, i + length); // not all of a huge packet
    for (const qint64 ahead = std::min<qint64>(i + length + kPrefetchBytes, data.size()); m_prefetched < ahead; m_prefetched += 64)
        __builtin_prefetch(data.data() + m_prefetched);
    m_position = skipSpace(data, i + length);
    return true;
}

QByteArray TraceFraming::frame(const QByteArray &json)
{
    return QByteArray::number(json.size()) + ':' + json;
}

} // namespace hg
