// Merging many profiles as one (issue 30, "Many as one"): generates 100
// Sentry profiles of about 2 MB each, as from 100 machines running one
// program (the same functions, different stacks and samples), writes them to
// a temporary folder, then loads them all at once and merges them
// (MergeInputs, ProfileMerger): MB/s over the whole, load and merge apart.
// Target: >= 200 MB/s overall.
//
//   build/bin/bench_merge [files]
#include "SentryGenerator.h"
#include "analysis/ProfileMerger.h"
#include "formats/MergeInputs.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

using namespace hg;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int fileCount = app.arguments().size() > 1 ? app.arguments().at(1).toInt() : 100;
    if (fileCount < 1) {
        out << "usage: bench_merge [files]" << Qt::endl;
        return 2;
    }
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    QStringList files;
    qint64 bytes = 0;
    for (int i = 0; i < fileCount; ++i) {
        bench::SentryShape shape;
        shape.samples = 13'000;
        shape.threads = 4;
        shape.stacks = 3'000;
        shape.frames = 2'000;
        shape.seed = unsigned(100 + i);
        const QByteArray profile = bench::generateSentry(shape);
        files << dir.filePath(QStringLiteral("host-%1.sentry.json").arg(i, 3, 10, QLatin1Char('0')));
        QFile file(files.back());
        if (!file.open(QIODevice::WriteOnly) || file.write(profile) != profile.size())
            return 1;
        bytes += profile.size();
    }
    const double mb = double(bytes) / 1e6;
    out << QStringLiteral("%1 files, %2 MB (%3 MB each)").arg(fileCount).arg(mb, 0, 'f', 1).arg(mb / fileCount, 0, 'f', 2) << Qt::endl;
    for (const QString &path : files) { // page cache warm, as for the load benchmarks
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            file.readAll();
    }

    double best = 1e30;
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer timer;
        timer.start();
        const MergeInputs::Loaded loaded = MergeInputs::load(files);
        const double loadSeconds = double(timer.nsecsElapsed()) / 1e9;
        if (!loaded.errors.empty()) {
            out << loaded.errors.front().toString() << Qt::endl;
            return 1;
        }
        const ProfilePtr merged = ProfileMerger::merge(loaded.sources);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        best = std::min(best, seconds);
        out << QStringLiteral("run %1: load %2 s, merge %3 s, together %4 s = %5 MB/s; %6 tracks, %7 frames, %8 stacks, %9 samples")
                   .arg(run + 1)
                   .arg(loadSeconds, 0, 'f', 3)
                   .arg(seconds - loadSeconds, 0, 'f', 3)
                   .arg(seconds, 0, 'f', 3)
                   .arg(mb / seconds, 0, 'f', 0)
                   .arg(merged->tracks().size())
                   .arg(merged->frames().size())
                   .arg(merged->stacks().size())
                   .arg(merged->sampleCount())
            << Qt::endl;
    }
    out << QStringLiteral("best: %1 s = %2 MB/s (target >= 200 MB/s)").arg(best, 0, 'f', 3).arg(mb / best, 0, 'f', 0) << Qt::endl;
    return 0;
}
