#include "ProcessList.h"

#include "ProcFs.h"

#include <QDir>
#include <QFile>

#include <sys/stat.h>
#include <unistd.h>

#include <unordered_map>

namespace hg {

namespace {

// Fields of /proc/PID/stat after the name: state is the first (3 in proc(5)).
bool readStat(pid_t pid, ProcessInfo &info)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray stat = file.readAll();
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return false;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    if (fields.size() < 18)
        return false;
    // proc(5): utime 14, stime 15, num_threads 20 (counting from pid = 1).
    info.cpuTicks = fields[11].toULongLong() + fields[12].toULongLong();
    info.threads = fields[17].toInt();
    return true;
}

} // namespace

std::vector<ProcessInfo> ProcessList::scan()
{
    std::vector<ProcessInfo> processes;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const pid_t pid = entry.toInt(&ok);
        if (!ok || pid == getpid())
            continue;
        ProcessInfo info;
        info.pid = pid;
        info.command = procfs::commandLine(pid);
        if (info.command.isEmpty() || !readStat(pid, info))
            continue; // a kernel thread, or gone meanwhile
        info.name = procfs::threadName(pid, pid);
        struct stat owner{};
        if (::stat(QStringLiteral("/proc/%1").arg(pid).toLocal8Bit().constData(), &owner) == 0)
            info.user = procfs::userName(owner.st_uid);
        processes.push_back(std::move(info));
    }
    return processes;
}

void ProcessList::computeCpu(std::vector<ProcessInfo> &now, const std::vector<ProcessInfo> &before, double seconds)
{
    if (seconds <= 0)
        return;
    std::unordered_map<pid_t, unsigned long long> previous;
    for (const ProcessInfo &info : before)
        previous.emplace(info.pid, info.cpuTicks);
    const double ticksPerSecond = double(sysconf(_SC_CLK_TCK));
    for (ProcessInfo &info : now) {
        const auto found = previous.find(info.pid);
        if (found != previous.end() && info.cpuTicks >= found->second)
            info.cpuPercent = double(info.cpuTicks - found->second) / ticksPerSecond / seconds * 100;
    }
}

} // namespace hg
