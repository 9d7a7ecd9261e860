#include "ReleaseOffGuiThread.h"

#include "WorkerPool.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace hg {

void releaseOffGuiThread(std::shared_ptr<void> last)
{
    const QCoreApplication *app = QCoreApplication::instance();
    if (!app || QThread::currentThread() != app->thread() || QCoreApplication::closingDown())
        return; // `last` goes out of scope here: freed at once
    workerPool()->start([object = std::move(last)]() mutable { object.reset(); });
}

} // namespace hg
