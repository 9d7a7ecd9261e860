#include "TraceFrameStream.h"

namespace hg {

std::optional<QByteArray> TraceFrameStream::next()
{
    if (m_failed)
        return std::nullopt;
    const qsizetype colon = m_buffer.indexOf(':');
    if (colon < 0) {
        m_failed = m_buffer.size() > 20;
        return std::nullopt;
    }
    if (colon == 0 || colon > 20) {
        m_failed = true;
        return std::nullopt;
    }
    qint64 length = 0;
    for (qsizetype i = 0; i < colon; ++i) {
        const char c = m_buffer[i];
        if (c < '0' || c > '9') {
            m_failed = true;
            return std::nullopt;
        }
        length = length * 10 + (c - '0');
    }
    if (m_buffer.size() - colon - 1 < length)
        return std::nullopt; // the rest is still on its way
    QByteArray packet = m_buffer.mid(colon + 1, length);
    m_buffer.remove(0, colon + 1 + length);
    return packet;
}

} // namespace hg
