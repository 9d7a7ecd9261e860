#include "SaveProfileJob.h"

#include <QFileInfo>
#include <QProgressDialog>

namespace hg {

SaveProfileJob::SaveProfileJob(ProfilePtr profile, const QString &path, const QString &formatId, ProfileScope scope,
                               QWidget *dialogParent)
    : QObject(dialogParent)
    , m_path(path)
    , m_progress(new QProgressDialog(tr("Saving %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, dialogParent))
{
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300); // quick saves flash no dialog
    connect(m_progress, &QProgressDialog::canceled, this, [this] { m_watcher.cancel(); });
    connect(&m_watcher, &QFutureWatcher<SaveResult>::finished, this, [this] {
        m_progress->reset();
        m_progress->deleteLater();
        SaveResult result;
        if (m_watcher.isCanceled() || m_watcher.future().resultCount() == 0)
            result.cancelled = true;
        else
            result = m_watcher.result();
        emit finished(m_path, result);
        deleteLater();
    });
    m_watcher.setFuture(ProfileSaver::saveAsync(std::move(profile), path, formatId, std::move(scope)));
}

} // namespace hg
