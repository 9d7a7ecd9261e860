#include "ProfileSaver.h"

#include "io/AtomicFile.h"
#include "io/Gzip.h"
#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "util/WorkerPool.h"

#include <QDir>
#include <QPromise>
#include <QtConcurrent>

namespace hg {

const FormatModule *ProfileSaver::chooseWriter(const Profile &profile, const QString &path, const QString &formatId,
                                               QString *why)
{
    const FormatRegistry &registry = FormatRegistry::instance();
    const FormatModule *writer = formatId.isEmpty() ? registry.writerForFileName(path) : registry.writer(formatId);
    if (!writer) {
        QStringList known;
        for (const FormatModule *w : registry.writers())
            known << QStringLiteral("%1 (.%2)").arg(w->id, w->extensions.join(QStringLiteral(", .")));
        *why = formatId.isEmpty()
            ? tr("no writable format has this file name's extension; writable formats: %1").arg(known.join(QStringLiteral("; ")))
            : tr("\"%1\" is not a writable format; writable formats: %2").arg(formatId, known.join(QStringLiteral("; ")));
        return nullptr;
    }
    if (writer->cannotWriteReason) {
        const QString reason = writer->cannotWriteReason(profile);
        if (!reason.isEmpty()) {
            *why = reason;
            return nullptr;
        }
    }
    return writer;
}

SaveResult ProfileSaver::save(const Profile &profile, const QString &path, const QString &formatId,
                              const std::function<bool()> &isCancelled)
{
    SaveResult result;
    const QString name = QDir::toNativeSeparators(path);
    QString why;
    const FormatModule *writer = chooseWriter(profile, path, formatId, &why);
    if (!writer) {
        result.error = name + QStringLiteral(": ") + why;
        return result;
    }
    try {
        ReadContext context;
        context.isCancelled = isCancelled;
        QByteArray bytes = writer->write(profile, context);
        // Writers of formats that are compressed anyway (pprof) gzip themselves.
        if (path.endsWith(QStringLiteral(".gz"), Qt::CaseInsensitive) && !Gzip::isGzip(bytes))
            bytes = Gzip::compress(bytes);
        if (const QString error = AtomicFile::write(path, bytes); !error.isEmpty())
            result.error = name + QStringLiteral(": ") + error;
        else
            result.bytesWritten = bytes.size();
        if (result.error.isEmpty() && writer->writeNote)
            result.note = writer->writeNote(profile);
    } catch (const ReadCancelled &) {
        result.cancelled = true;
    } catch (const std::bad_alloc &) {
        result.error = name + QStringLiteral(": ") + tr("not enough memory to write this profile");
    }
    return result;
}

QFuture<SaveResult> ProfileSaver::saveAsync(ProfilePtr profile, const QString &path, const QString &formatId,
                                            ProfileScope scope)
{
    return QtConcurrent::run(workerPool(), [profile, path, formatId, scope = std::move(scope)](QPromise<SaveResult> &promise) {
        const auto isCancelled = [&promise] { return promise.isCanceled(); };
        ProfilePtr part = profile;
        if (!scope.isWhole()) {
            part = scope.apply(*profile, isCancelled);
            if (!part) {
                promise.addResult(SaveResult{QString(), true, 0});
                return;
            }
            if (part->tracks().empty()) {
                promise.addResult(SaveResult{QDir::toNativeSeparators(path) + QStringLiteral(": ")
                                                 + tr("nothing of the profile is in the chosen part"),
                                             false, 0});
                return;
            }
        }
        promise.addResult(save(*part, path, formatId, isCancelled));
    });
}

std::vector<ProfileSaver::WriterFit> ProfileSaver::writerFits(const Profile &profile)
{
    std::vector<WriterFit> fits;
    for (const FormatModule *writer : FormatRegistry::instance().writers())
        fits.push_back({writer, writer->cannotWriteReason ? writer->cannotWriteReason(profile) : QString()});
    return fits;
}

} // namespace hg
