#pragma once
#include "LoadError.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QFuture>
#include <functional>
#include <optional>
#include <vector>

namespace hg {

struct LoadResult
{
    ProfilePtr profile;
    std::optional<LoadError> error;
    bool cancelled = false;
    QString formatId;
    qint64 fileSize = 0;
};

// Opens a profile file of any registered format, gzip or not: detection by
// content, then the reader, then the builder. The same path serves the CLI
// (synchronous) and the GUI (a QtConcurrent worker with progress and cancel).
class ProfileLoader
{
    Q_DECLARE_TR_FUNCTIONS(ProfileLoader)
public:
    struct Callbacks
    {
        std::function<void(qint64 bytesDone, qint64 bytesTotal)> onProgress;
        std::function<bool()> isCancelled;
        // A part of the profile to show while the rest is read (see
        // ReadContext::onPreview), called on the loading thread with the
        // progress so far (the part's bytes), as onProgress gives it.
        std::function<void(ProfilePtr part, qint64 bytesDone, qint64 bytesTotal)> onPreview;
    };

    static LoadResult load(const QString &path, const Callbacks &callbacks = {});
    // `name` is used for format detection and in error messages.
    static LoadResult loadData(QByteArrayView data, const QString &name, const Callbacks &callbacks = {});
    // Loads several files at once, as many as there are cores, the biggest
    // first; results in the order of `paths`. Progress is the bytes read of
    // all of them together.
    static std::vector<LoadResult> loadAll(const QStringList &paths, const Callbacks &callbacks = {});

    // Runs load() on the global thread pool. Progress is reported in per mille
    // (range 0..1000) with a text saying how many bytes were read; cancelling
    // the future stops the reader at its next check.
    // `onPreview`: as Callbacks::onPreview.
    static QFuture<LoadResult> loadAsync(const QString &path, decltype(Callbacks::onPreview) onPreview = {});
    // Runs `job` (a load of some kind) on the global thread pool, its
    // callbacks tied to the future as loadAsync()'s are.
    static QFuture<LoadResult> runAsync(std::function<LoadResult(const Callbacks &)> job);
    // loadAll() on the global thread pool, with progress as loadAsync().
    static QFuture<std::vector<LoadResult>> loadAllAsync(const QStringList &paths);

private:
    // readablePadding: bytes after the end of `data` that may be read (not
    // used); inputConsumed: see ReadContext::onInputConsumed.
    static LoadResult loadData(QByteArrayView data, const QString &name, const Callbacks &callbacks,
                               qint64 readablePadding, std::function<void(const char *)> inputConsumed = {});
};

} // namespace hg
