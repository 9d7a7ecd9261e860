#pragma once
#include <QString>

namespace hg {

// Where a TraceActor listens, as people write it: HOST:PORT (with [IPv6]
// in brackets) when what follows the last colon is a port number, else the
// path of a Unix socket.
struct TraceAddress
{
    QString host;      // empty for a Unix socket
    quint16 port = 0;
    QString path;

    bool isTcp() const { return !host.isEmpty(); }
    static TraceAddress parse(const QString &address);
};

} // namespace hg
