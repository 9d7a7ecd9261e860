#pragma once
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace hg {

// What node's own name for a profile file says: `node --cpu-prof` writes
// one file per thread, CPU.<yyyymmdd>.<hhmmss>.<pid>.<thread id>.<seq>.cpuprofile,
// thread 0 being the main thread and the others its worker threads
// (worker_threads' threadId). The files hold no thread name themselves.
struct V8ProfileFileName
{
    Q_DECLARE_TR_FUNCTIONS(V8ProfileFileName)
public:
    qint64 pid = -1;
    qint64 threadId = -1;

    // nullopt for a name of another shape (--cpu-prof-name, DevTools' saves).
    static std::optional<V8ProfileFileName> parse(const QString &fileName);
    QString threadName() const;
    QString processName() const;
};

} // namespace hg
