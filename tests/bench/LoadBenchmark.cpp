#include "LoadBenchmark.h"
#include "GeneratorArguments.h"
#include "PeakMemory.h"

#include "formats/ProfileLoader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace hg::bench {

namespace {

// Loads `path` (page cache warm) and prints time, MB/s, peak memory growth
// against the file size and the model's size; false if it did not load.
// Time is the best of kRuns loads (a shared machine's other load only ever
// adds time); peak memory is the first load's, before the allocator holds
// freed memory of earlier runs.
bool measureLoad(const QString &path, QTextStream &out)
{
    constexpr int kRuns = 3;
    const double mb = double(QFileInfo(path).size()) / 1e6;
    out << QStringLiteral("file: %1 MB").arg(mb, 0, 'f', 1) << Qt::endl;

    // Warm the page cache so the figure is the reader's, not the disk's.
    { QFile f(path); f.open(QIODevice::ReadOnly); while (!f.read(1 << 24).isEmpty()) {} }

    double seconds = 0;
    qint64 peakGrowth = 0;
    std::size_t modelBytes = 0, spans = 0, samples = 0, nodes = 0;
    for (int run = 0; run < kRuns; ++run) {
        PeakMemory::reset();
        const qint64 rssBefore = PeakMemory::bytes();
        QElapsedTimer timer;
        timer.start();
        const LoadResult result = ProfileLoader::load(path);
        const double s = double(timer.nsecsElapsed()) / 1e9;
        if (!result.profile) {
            out << "load failed: " << (result.error ? result.error->toString() : QStringLiteral("cancelled")) << Qt::endl;
            return false;
        }
        seconds = run == 0 ? s : std::min(seconds, s);
        if (run == 0) {
            peakGrowth = PeakMemory::bytes() - rssBefore;
            modelBytes = result.profile->memoryBytes();
            spans = result.profile->spanCount();
            samples = result.profile->sampleCount();
            nodes = result.profile->nodeCount();
        }
    }
    const std::size_t items = spans + samples + nodes;
    out << QStringLiteral("hourglass:     %1 s, %2 MB/s (best of %9), peak memory %3 MB = %4x the file (model %5 MB = %6 bytes per span, sample or record; %7 spans, %8 samples, %10 records)")
               .arg(seconds, 0, 'f', 2).arg(mb / seconds, 0, 'f', 0)
               .arg(double(peakGrowth) / 1e6, 0, 'f', 0).arg(double(peakGrowth) / 1e6 / mb, 0, 'f', 2)
               .arg(double(modelBytes) / 1e6, 0, 'f', 0)
               .arg(items ? double(modelBytes) / double(items) : 0.0, 0, 'f', 1)
               .arg(spans).arg(samples).arg(kRuns).arg(nodes)
        << Qt::endl;
    return true;
}

} // namespace

int runLoadBenchmark(const QString &path, QTextStream &out) { return measureLoad(path, out) ? 0 : 1; }

int generateAndLoad(const QStringList &arguments, std::size_t defaultCount, const QString &fileName, const QString &items,
                    const std::function<bool(QFile &, std::size_t)> &write)
{
    const GeneratorArguments args(arguments, defaultCount, fileName);
    QTextStream out(stdout);
    out << "generating " << args.count() << ' ' << items << " ..." << Qt::endl;
    {
        QFile file(args.path());
        if (!file.open(QIODevice::WriteOnly) || !write(file, args.count())) {
            out << "cannot write " << args.path() << Qt::endl;
            return 1;
        }
    }
    return measureLoad(args.path(), out) ? 0 : 1;
}

int runLoadBenchmark(const QByteArray &bytes, const QString &path, QTextStream &out, bool compareQtJson)
{
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            out << "cannot write " << path << Qt::endl;
            return 1;
        }
    }
    if (!measureLoad(path, out))
        return 1;
    const double mb = double(QFileInfo(path).size()) / 1e6;
    QElapsedTimer timer;
    if (!compareQtJson)
        return 0;

    // For comparison: Qt's own parser, which only builds a QJsonDocument.
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    const QByteArray all = file.readAll();
    timer.restart();
    const QJsonDocument doc = QJsonDocument::fromJson(all);
    const double qtSeconds = double(timer.nsecsElapsed()) / 1e9;
    out << QStringLiteral("QJsonDocument: %1 s, %2 MB/s (parse only, no model)%3")
               .arg(qtSeconds, 0, 'f', 2).arg(mb / qtSeconds, 0, 'f', 0)
               .arg(doc.isNull() ? QStringLiteral(" - failed") : QString())
        << Qt::endl;
    return 0;
}

} // namespace hg::bench
