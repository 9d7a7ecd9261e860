#include "SaveProfileJob.h"

#include <QFileInfo>
#include <QProgressDialog>

namespace hg {

SaveProfileJob::SaveProfileJob(ProfilePtr profile, const QString &path, const QString &formatId, ProfileScope scope,
                               QWidget *dialogParent)
    : QObject(dialogParent)
    , m_path(path)
    , m_progress(new QProgressDialog(tr("Saving %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, dialogParent))
    , m_save([this](std::optional<SaveResult> saved) { onSaved(std::move(saved)); })
{
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300); // quick saves flash no dialog
    connect(m_progress, &QProgressDialog::canceled, this, [this] { m_save.cancel(); });
    m_save.start(ProfileSaver::saveAsync(std::move(profile), path, formatId, std::move(scope)));
}

void SaveProfileJob::onSaved(std::optional<SaveResult> saved)
{
    m_progress->reset();
    m_progress->deleteLater();
    SaveResult result;
    if (saved)
        result = std::move(*saved);
    else
        result.cancelled = true;
    emit finished(m_path, result);
    deleteLater();
}

} // namespace hg
