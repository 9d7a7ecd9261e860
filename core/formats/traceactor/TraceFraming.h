#pragma once
#include "formats/JsonSequence.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <optional>

namespace hg {

// Where the JSON packets of a recorded TraceActor session lie in a file, for
// every transport real tools used: the remote-debugging framing
// "<decimal byte length>:<JSON>" back to back (the JSON may be
// pretty-printed), one packet a line, or JSON values back to back (a JSON
// array of packets is one such value; the reader opens it).
class TraceFraming
{
    Q_DECLARE_TR_FUNCTIONS(TraceFraming)
public:
    using Part = JsonSequence::Part;

    // Finds the packets one at a time, from the start of `data`.
    explicit TraceFraming(QByteArrayView data);
    // The next packet's JSON; false after the last. Throws ReadError
    // (offset, line) on a bad prefix or a length that runs past the end of
    // the file, and as JsonSequence does for unframed packets.
    bool next(Part &part);
    // Where the next packet is looked for.
    qint64 position() const { return m_position; }

    // True when the data starts with a length prefix ("123:{").
    static bool isFramed(QByteArrayView data);
    // Writes one packet in the framing.
    static QByteArray frame(const QByteArray &json);

private:
    QByteArrayView m_data;
    bool m_framed = false;
    qint64 m_position = 0;
    qint64 m_prefetched = 0; // the file before this is fetched into the cache
    std::optional<JsonSequence> m_sequence; // for packets without the framing
};

} // namespace hg
