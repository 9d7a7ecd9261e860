#include "ProfileLoader.h"

#include "io/Gzip.h"
#include "io/MappedFile.h"
#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"
#include "util/WorkerPool.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QPromise>
#include <QtConcurrent>
#include <algorithm>
#include <atomic>
#include <cstring>
#include <new>
#include <numeric>

namespace hg {

namespace {
constexpr qint64 kProbeBytes = 1024;
constexpr qint64 kReadPadding = 64;          // at least simdjson's SIMDJSON_PADDING
constexpr qint64 kReadChunk = qint64(16) << 20; // cancel is checked between chunks
}

LoadResult ProfileLoader::load(const QString &path, const Callbacks &callbacks)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LoadResult r;
        r.error = LoadError{name, -1, -1, tr("cannot open the file: %1").arg(file.errorString())};
        return r;
    }
    if (QFileInfo(path).isDir()) {
        LoadResult r;
        r.error = LoadError{name, -1, -1, tr("this is a folder, not a profile file")};
        return r;
    }
    // Mapped with spare bytes after the end (the JSON readers parse in place
    // when SIMDJSON-style padding follows the data): no copy at all.
    MappedFile mapped;
    if (mapped.open(file, kReadPadding, callbacks.isCancelled)) {
        if (mapped.cancelled()) {
            LoadResult r;
            r.cancelled = true;
            return r;
        }
        return loadData(mapped.data(), path, callbacks, kReadPadding,
                        [&mapped](const char *upTo) { mapped.release(upTo); });
    }
    // Else read into a buffer with the same spare bytes.
    const qint64 size = file.size();
    if (size == 0 || file.isSequential()) {
        // A pipe or a /proc file: no size known in advance.
        QByteArray all = file.readAll();
        all.reserve(all.size() + kReadPadding);
        return loadData(all, path, callbacks, all.capacity() - all.size());
    }
    QByteArray buffer;
    try {
        buffer.resize(size + kReadPadding);
    } catch (const std::bad_alloc &) {
        LoadResult r;
        r.error = LoadError{name, -1, -1, tr("not enough memory to read %1").arg(QLocale().formattedDataSize(size))};
        return r;
    }
    qint64 done = 0;
    while (done < size) {
        if (callbacks.isCancelled && callbacks.isCancelled()) {
            LoadResult r;
            r.cancelled = true;
            return r;
        }
        const qint64 n = file.read(buffer.data() + done, std::min<qint64>(size - done, kReadChunk));
        if (n <= 0)
            break;
        done += n;
    }
    if (done < size) {
        LoadResult r;
        r.error = LoadError{name, done, -1, tr("cannot read the file past byte %1: %2").arg(done).arg(file.errorString())};
        return r;
    }
    std::memset(buffer.data() + size, 0, kReadPadding);
    return loadData(QByteArrayView(buffer.constData(), size), path, callbacks, kReadPadding);
}

LoadResult ProfileLoader::loadData(QByteArrayView data, const QString &path, const Callbacks &callbacks)
{
    return loadData(data, path, callbacks, 0);
}

LoadResult ProfileLoader::loadData(QByteArrayView data, const QString &path, const Callbacks &callbacks,
                                   qint64 readablePadding, std::function<void(const char *)> inputConsumed)
{
    LoadResult result;
    result.fileSize = data.size();
    const QString name = QDir::toNativeSeparators(path);
    const qint64 total = data.size();
    ReadContext context;
    context.isCancelled = callbacks.isCancelled;
    context.readablePadding = readablePadding;
    context.onInputConsumed = std::move(inputConsumed);
    context.fileName = QFileInfo(path).fileName();

    try {
        QByteArray inflated;
        QByteArrayView input = data;
        const bool compressed = Gzip::isGzip(data);
        if (compressed) {
            // Decompression is the first half of the progress, reading the second.
            context.onProgress = [&](qint64 done) { if (callbacks.onProgress) callbacks.onProgress(done / 2, total); };
            inflated = Gzip::decompress(data, context);
            inflated.reserve(inflated.size() + kReadPadding);
            context.readablePadding = inflated.capacity() - inflated.size();
            context.onInputConsumed = nullptr; // the reader reads the inflated copy
            input = inflated;
        }
        if (input.isEmpty())
            throw ReadError(tr("the file is empty"), 0);

        const QByteArrayView head = input.first(std::min<qint64>(kProbeBytes, input.size()));
        QString detectName = path;
        if (detectName.endsWith(QStringLiteral(".gz"), Qt::CaseInsensitive))
            detectName.chop(3);
        const FormatModule *reader = FormatRegistry::instance().detect(head, detectName);
        if (!reader) {
            QStringList ids;
            for (const FormatModule &r : FormatRegistry::instance().modules())
                ids << r.displayName();
            throw ReadError(tr("unknown format: the content matches none of the readable formats (%1)")
                                .arg(ids.join(QStringLiteral(", "))), 0);
        }
        result.formatId = reader->id;
        const qint64 inputSize = input.size();
        // The input's bytes as the file's; never less than reported before
        // (a reader that showed a part goes over its bytes again). A part
        // comes with the progress reported before it.
        std::atomic<qint64> reported{0};
        const auto fileBytes = [&](qint64 done) {
            const qint64 bytes = compressed ? total / 2 + qint64(double(done) / double(inputSize) * double(total / 2)) : done;
            qint64 before = reported.load();
            while (before < bytes && !reported.compare_exchange_weak(before, bytes)) {
            }
            return std::max(before, bytes);
        };
        context.onProgress = [&](qint64 done) {
            const qint64 bytes = fileBytes(done);
            if (callbacks.onProgress)
                callbacks.onProgress(bytes, total);
        };
        if (callbacks.onPreview)
            context.onPreview = [&](ProfilePtr part) { callbacks.onPreview(std::move(part), reported.load(), total); };
        ProfileBuilder builder(reader->id);
        reader->read(input, builder, context);
        context.checkCancelled();
        result.profile = builder.build();
        if (callbacks.onProgress)
            callbacks.onProgress(total, total);
    } catch (const ReadCancelled &) {
        result.cancelled = true;
    } catch (const ReadError &e) {
        result.error = LoadError{name, e.offset(), e.line(), e.message()};
    } catch (const std::bad_alloc &) {
        result.error = LoadError{name, -1, -1, tr("not enough memory to open this file")};
    } catch (const std::exception &e) {
        result.error = LoadError{name, -1, -1, tr("cannot read the file: %1").arg(QString::fromUtf8(e.what()))};
    }
    return result;
}

namespace {

// Progress in per mille of all bytes, with a text saying how many were read.
template <typename T>
ProfileLoader::Callbacks promiseCallbacks(QPromise<T> &promise)
{
    promise.setProgressRange(0, 1000);
    ProfileLoader::Callbacks callbacks;
    callbacks.isCancelled = [&promise] { return promise.isCanceled(); };
    callbacks.onProgress = [&promise](qint64 done, qint64 total) {
        const int perMille = total > 0 ? int(std::min<qint64>(1000, done * 1000 / total)) : 0;
        const QLocale locale;
        promise.setProgressValueAndText(perMille, ProfileLoader::tr("%1 of %2 read")
                                                      .arg(locale.formattedDataSize(done), locale.formattedDataSize(total)));
    };
    return callbacks;
}

} // namespace

std::vector<LoadResult> ProfileLoader::loadAll(const QStringList &paths, const Callbacks &callbacks)
{
    std::vector<LoadResult> results(std::size_t(paths.size()));
    std::vector<qint64> sizes(results.size());
    for (std::size_t i = 0; i < sizes.size(); ++i)
        sizes[i] = QFileInfo(paths[qsizetype(i)]).size();
    std::vector<std::size_t> order(results.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sizes[a] > sizes[b]; });
    const qint64 total = std::accumulate(sizes.begin(), sizes.end(), qint64(0));
    // Each file's bytes read so far; their sum is the progress of all.
    std::vector<std::atomic<qint64>> done(results.size());
    std::atomic<qint64> doneAll{0};
    parallelFor(order.size(), [&](std::size_t i) {
        const std::size_t file = order[i];
        Callbacks each;
        each.isCancelled = callbacks.isCancelled;
        const auto advance = [&, file](qint64 bytes) {
            const qint64 before = done[file].exchange(bytes);
            const qint64 now = doneAll += bytes - before;
            if (callbacks.onProgress)
                callbacks.onProgress(now, total);
        };
        each.onProgress = [&advance](qint64 bytes, qint64) { advance(bytes); };
        results[file] = load(paths[qsizetype(file)], each);
        advance(sizes[file]);
    });
    return results;
}

QFuture<LoadResult> ProfileLoader::runAsync(std::function<LoadResult(const Callbacks &)> job)
{
    return QtConcurrent::run(workerPool(), [job = std::move(job)](QPromise<LoadResult> &promise) {
        promise.addResult(job(promiseCallbacks(promise)));
    });
}

QFuture<LoadResult> ProfileLoader::loadAsync(const QString &path, decltype(Callbacks::onPreview) onPreview)
{
    return runAsync([path, onPreview = std::move(onPreview)](Callbacks callbacks) {
        callbacks.onPreview = onPreview;
        return load(path, callbacks);
    });
}

QFuture<std::vector<LoadResult>> ProfileLoader::loadAllAsync(const QStringList &paths)
{
    return QtConcurrent::run(workerPool(), [paths](QPromise<std::vector<LoadResult>> &promise) {
        promise.addResult(loadAll(paths, promiseCallbacks(promise)));
    });
}

} // namespace hg
