#include "V8ProfileFileName.h"

#include <QRegularExpression>

namespace hg {

std::optional<V8ProfileFileName> V8ProfileFileName::parse(const QString &fileName)
{
    static const QRegularExpression pattern(QStringLiteral("^CPU\\.\\d{8}\\.\\d{6}\\.(\\d+)\\.(\\d+)\\.\\d+\\.cpuprofile(\\.gz)?$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(fileName);
    if (!m.hasMatch())
        return std::nullopt;
    V8ProfileFileName name;
    name.pid = m.captured(1).toLongLong();
    name.threadId = m.captured(2).toLongLong();
    return name;
}

QString V8ProfileFileName::threadName() const
{
    return threadId == 0 ? tr("Main thread") : tr("Worker thread %1").arg(threadId);
}

QString V8ProfileFileName::processName() const
{
    return tr("Node.js process %1").arg(pid);
}

} // namespace hg
