#pragma once
#include "formats/JsonSequence.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <vector>

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

    // True when the data starts with a length prefix ("123:{").
    static bool isFramed(QByteArrayView data);
    // Throws ReadError (offset, line) on a bad prefix or a length that runs
    // past the end of the file.
    static std::vector<Part> split(QByteArrayView data);
    // Writes one packet in the framing.
    static QByteArray frame(const QByteArray &json);
};

} // namespace hg
