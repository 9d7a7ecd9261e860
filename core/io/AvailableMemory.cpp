#include "AvailableMemory.h"

#include <QFile>
#include <algorithm>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace hg {

namespace {

constexpr qint64 kUnknown = qint64(16) << 30; // where nothing can be asked

// Linux: MemAvailable (free memory plus what the page cache would give back).
qint64 systemAvailable()
{
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (meminfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : meminfo.readAll().split('\n')) {
            if (!line.startsWith("MemAvailable:"))
                continue;
            bool ok = false;
            const qint64 kib = line.mid(13).trimmed().split(' ').value(0).toLongLong(&ok);
            if (ok && kib > 0)
                return kib * 1024;
        }
    }
#if defined(Q_OS_UNIX) && defined(_SC_PHYS_PAGES)
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
        return qint64(pages) * pageSize;
#endif
    return kUnknown;
}

} // namespace

qint64 AvailableMemory::bytes()
{
    qint64 available = systemAvailable();
#ifdef Q_OS_UNIX
    for (const int resource : {RLIMIT_DATA, RLIMIT_AS}) {
        rlimit limit{};
        if (getrlimit(resource, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
            available = std::min<qint64>(available, qint64(std::min<rlim_t>(limit.rlim_cur, rlim_t(INT64_MAX))));
    }
#endif
    return available;
}

} // namespace hg
