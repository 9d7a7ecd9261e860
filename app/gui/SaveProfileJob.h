#pragma once
#include "BackgroundResult.h"
#include "formats/ProfileSaver.h"

#include <QObject>

class QProgressDialog;
class QWidget;

namespace hg {

// One "Save As" or "Export" write (of the part of the profile in scope) on
// a worker thread, with a progress dialog whose Cancel stops it (the atomic
// write then leaves the old file untouched). Deletes itself when done.
class SaveProfileJob : public QObject
{
    Q_OBJECT
public:
    SaveProfileJob(ProfilePtr profile, const QString &path, const QString &formatId, ProfileScope scope,
                   QWidget *dialogParent);

signals:
    void finished(const QString &path, const hg::SaveResult &result);

private:
    void onSaved(std::optional<SaveResult> saved);

    QString m_path;
    QProgressDialog *m_progress;
    BackgroundResult<SaveResult> m_save;
};

} // namespace hg
