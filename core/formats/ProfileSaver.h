#pragma once
#include "analysis/ProfileScope.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QFuture>
#include <functional>

namespace hg {

struct FormatModule;

struct SaveResult
{
    QString error; // empty on success: "out.json: the Sentry sample format holds ..."
    bool cancelled = false;
    qint64 bytesWritten = 0;
    QString note = QString(); // the writer's writeNote on the profile written, if any
};

// Writes a profile in another format: the writer from `formatId` or from the
// file name's extension, gzip when the name ends in ".gz", and an atomic
// replace so a failed save never leaves half a file.
class ProfileSaver
{
    Q_DECLARE_TR_FUNCTIONS(ProfileSaver)
public:
    // The writer that save() would use, or null with `why` filled in.
    static const FormatModule *chooseWriter(const Profile &profile, const QString &path, const QString &formatId,
                                            QString *why);
    static SaveResult save(const Profile &profile, const QString &path, const QString &formatId = QString(),
                           const std::function<bool()> &isCancelled = {});
    // save() on the global thread pool, of the part of the profile in
    // `scope`; cancelling the future stops the writer.
    static QFuture<SaveResult> saveAsync(ProfilePtr profile, const QString &path, const QString &formatId,
                                         ProfileScope scope = {});

    // Every writable format with why it cannot hold this profile (empty
    // when it can), in registry order: for menus that offer what fits and
    // say why the rest is not offered.
    struct WriterFit
    {
        const FormatModule *writer;
        QString whyNot;
    };
    static std::vector<WriterFit> writerFits(const Profile &profile);
};

} // namespace hg
