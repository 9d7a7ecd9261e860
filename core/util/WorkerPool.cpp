#include "WorkerPool.h"

#include <QThread>
#include <QThreadPool>
#include <algorithm>

namespace hg {

QThreadPool *workerPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool; // lives to the end of the process, as Qt's global one does
        p->setObjectName(QStringLiteral("hg::workerPool"));
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

} // namespace hg
