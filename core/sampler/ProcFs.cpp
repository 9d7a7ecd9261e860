#include "ProcFs.h"

#include <QDir>
#include <QFile>

#include <fcntl.h>
#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace hg::procfs {

namespace {

QByteArray readAll(const QString &path)
{
    // Plain calls, not QFile: the sampler reads some of these files at every
    // tick, and QFile asks for the file's status three times besides.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {};
    QByteArray text;
    char chunk[4096];
    for (;;) { // /proc files report size 0: read to the end
        const ssize_t got = ::read(fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        text.append(chunk, got);
    }
    ::close(fd);
    return text;
}

QString processDir(pid_t pid)
{
    return QStringLiteral("/proc/%1").arg(pid);
}

} // namespace

bool processExists(pid_t pid)
{
    return pid > 0 && QFile::exists(processDir(pid));
}

std::vector<pid_t> threadIds(pid_t pid)
{
    std::vector<pid_t> ids;
    const QStringList names = QDir(processDir(pid) + QStringLiteral("/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        bool ok = false;
        const int tid = name.toInt(&ok);
        if (ok)
            ids.push_back(tid);
    }
    return ids;
}

QString taskFile(pid_t pid, pid_t tid, const char *name)
{
    return QStringLiteral("/proc/%1/task/%2/%3").arg(pid).arg(tid).arg(QLatin1String(name));
}

QString threadName(pid_t pid, pid_t tid)
{
    return QString::fromUtf8(readAll(taskFile(pid, tid, "comm"))).trimmed();
}

bool hasMemoryMap(pid_t tid)
{
    QFile maps(processDir(tid) + QStringLiteral("/maps"));
    char first = 0;
    return maps.open(QIODevice::ReadOnly) && maps.read(&first, 1) == 1;
}

QString commandLine(pid_t pid)
{
    QByteArray raw = readAll(processDir(pid) + QStringLiteral("/cmdline"));
    while (raw.endsWith('\0'))
        raw.chop(1);
    raw.replace('\0', ' ');
    return QString::fromUtf8(raw);
}

QString statusField(pid_t pid, const char *field)
{
    const QByteArray prefix = QByteArray(field) + ':';
    const QList<QByteArray> lines = readAll(processDir(pid) + QStringLiteral("/status")).split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith(prefix))
            return QString::fromUtf8(line.mid(prefix.size())).trimmed();
    }
    return {};
}

char threadState(pid_t pid, pid_t tid)
{
    const QByteArray stat = readAll(taskFile(pid, tid, "stat"));
    // "TID (comm) S ...": the name may hold spaces and parentheses.
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && close + 2 < stat.size() ? stat[close + 2] : '?';
}

std::optional<BlockedCall> blockedCall(pid_t pid, pid_t tid)
{
    // "NR ARG1 .. ARG6 SP PC" in a call; "-1 SP PC" blocked elsewhere,
    // "running" on a CPU.
    const QList<QByteArray> fields = readAll(taskFile(pid, tid, "syscall")).trimmed().split(' ');
    if (fields.size() != 9)
        return std::nullopt;
    std::array<std::uint64_t, 8> values{};
    for (std::size_t i = 0; i < values.size(); ++i) {
        bool ok = false;
        values[i] = fields[qsizetype(i) + 1].toULongLong(&ok, 0);
        if (!ok)
            return std::nullopt;
    }
    BlockedCall call;
    std::copy_n(values.begin(), call.arguments.size(), call.arguments.begin());
    call.sp = values[6];
    call.pc = values[7];
    return call;
}

std::optional<int> ptraceScope()
{
    const QByteArray text = readAll(QStringLiteral("/proc/sys/kernel/yama/ptrace_scope")).trimmed();
    bool ok = false;
    const int scope = text.toInt(&ok);
    return ok ? std::optional<int>(scope) : std::nullopt;
}

QString userName(uid_t uid)
{
    passwd entry{};
    passwd *found = nullptr;
    char buffer[1024];
    if (getpwuid_r(uid, &entry, buffer, sizeof buffer, &found) == 0 && found)
        return QString::fromLocal8Bit(found->pw_name);
    return QString::number(uid);
}

} // namespace hg::procfs
