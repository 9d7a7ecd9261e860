#include "TraceAddress.h"

namespace hg {

TraceAddress TraceAddress::parse(const QString &address)
{
    TraceAddress parsed;
    const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
    bool isPort = false;
    const uint port = colon > 0 ? address.mid(colon + 1).toUInt(&isPort) : 0;
    if (isPort && port > 0 && port <= 65535 && !address.contains(QLatin1Char('/'))) {
        parsed.host = address.left(colon);
        if (parsed.host.startsWith(QLatin1Char('[')) && parsed.host.endsWith(QLatin1Char(']')))
            parsed.host = parsed.host.mid(1, parsed.host.size() - 2); // [::1]:6000
        parsed.port = quint16(port);
    } else {
        parsed.path = address;
    }
    return parsed;
}

} // namespace hg
