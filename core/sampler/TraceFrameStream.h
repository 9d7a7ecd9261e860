#pragma once
#include <QByteArray>
#include <optional>

namespace hg {

// Cuts the remote-debugging framing ("<decimal byte length>:<JSON>") out of
// bytes as they arrive on a connection. Like Mozilla's transport, it gives
// up on a prefix of more than 20 characters or one that is not digits.
class TraceFrameStream
{
public:
    void append(const QByteArray &bytes) { m_buffer += bytes; }
    // The next whole packet, if one has arrived.
    std::optional<QByteArray> next();
    bool failed() const { return m_failed; }

private:
    QByteArray m_buffer;
    bool m_failed = false;
};

} // namespace hg
