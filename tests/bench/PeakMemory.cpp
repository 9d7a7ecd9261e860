#include "PeakMemory.h"

#include <QFile>

namespace hg::bench {

void PeakMemory::reset()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5");
}

namespace {

// A "Vm...:" line of /proc/self/status in bytes.
qint64 statusBytes(const QByteArray &label)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(label))
            return line.mid(label.size()).trimmed().split(' ').first().toLongLong() * 1024;
    return -1;
}

} // namespace

qint64 PeakMemory::bytes()
{
    return statusBytes(QByteArrayLiteral("VmHWM:"));
}

qint64 PeakMemory::current()
{
    return statusBytes(QByteArrayLiteral("VmRSS:"));
}

} // namespace hg::bench
