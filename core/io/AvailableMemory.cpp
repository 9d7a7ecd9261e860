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

// Linux: what the process uses now of what its limits count, in bytes:
// address space (VmSize) and data (data + stack), from /proc/self/statm.
std::pair<qint64, qint64> processUse()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return {0, 0};
    const QList<QByteArray> pages = statm.readAll().trimmed().split(' ');
#if defined(Q_OS_UNIX)
    const qint64 pageSize = sysconf(_SC_PAGESIZE);
#else
    const qint64 pageSize = 4096;
#endif
    if (pages.size() < 6 || pageSize <= 0)
        return {0, 0};
    return {pages[0].toLongLong() * pageSize, pages[5].toLongLong() * pageSize};
}

} // namespace

qint64 AvailableMemory::bytes()
{
    qint64 available = systemAvailable();
#ifdef Q_OS_UNIX
    // The limits count what the process already holds.
    const auto [addressSpace, data] = processUse();
    for (const auto &[resource, used] : {std::pair{RLIMIT_DATA, data}, std::pair{RLIMIT_AS, addressSpace}}) {
        rlimit limit{};
        if (getrlimit(resource, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
            const qint64 cap = qint64(std::min<rlim_t>(limit.rlim_cur, rlim_t(INT64_MAX)));
            available = std::min<qint64>(available, std::max<qint64>(0, cap - used));
        }
    }
#endif
    return available;
}

} // namespace hg
