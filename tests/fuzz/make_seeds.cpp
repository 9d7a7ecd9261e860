// fuzz_seeds OUTDIR FILE...: loads each FILE and writes it in every format
// that can hold it, to OUTDIR/<format id>/<file name>.<extension>, skipping
// outputs larger than 64 KiB. Gives the bridge formats (no corpus of their
// own) and every other format small, valid seeds made by our own writers.
// fuzz_seeds --ids: the registry's format ids, one a line (the fuzz targets).
// Formats no writer makes (perf.data) get files written by the tests'
// fixtures instead.
#include "../core/PerfDataFixtures.h"
#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "formats/ProfileLoader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>

using namespace hg;

namespace {

// Small perf.data files: a process of two threads with call chains, as a
// file and as a pipe, and a recording of two events with sched_switch.
int writePerfDataSeeds(const QDir &out)
{
    using fixtures::PerfDataFile;
    PerfDataFile f;
    PerfDataFile::Attr clock;
    clock.sampleType |= PerfDataFile::kIdentifier | PerfDataFile::kCpu;
    clock.ids = {1, 2};
    clock.name = "cpu-clock";
    f.addAttr(clock);
    f.hostname("seed");
    f.commandLine({"perf", "record", "-g"});
    f.comm(10, 10, "app", 0, true);
    f.mmap2(10, 0x400000, 0x2000, 0x1000, "/usr/bin/true");
    f.fork(10, 10, 11, 10, 5);
    for (int i = 0; i < 8; ++i) {
        PerfDataFile::Sample s;
        s.pid = 10;
        s.tid = 10 + i % 2;
        s.time = 1000 * std::uint64_t(i + 1);
        s.ip = 0x400100 + std::uint64_t(i);
        s.callchain = {PerfDataFile::kContextKernel, 0xffffffff81000010ull, PerfDataFile::kContextUser, s.ip, 0x400200};
        f.sample(0, s);
    }
    f.lost(3);
    f.finishedRound();
    PerfDataFile two = f;
    PerfDataFile::Attr sw = clock;
    sw.type = 2;
    sw.sampleType |= PerfDataFile::kRaw;
    sw.ids = {3};
    sw.name = "sched:sched_switch";
    two.addAttr(sw);
    PerfDataFile::Sample s;
    s.pid = s.tid = 10;
    s.time = 9000;
    s.id = 3;
    s.raw = QByteArray(64, '\0');
    two.sample(1, s);
    out.mkpath(QStringLiteral("perfdata"));
    int written = 0;
    for (const auto &[name, bytes] : {std::pair{"threads.data", f.file()}, std::pair{"pipe.data", f.pipe()},
                                      std::pair{"two-events.data", two.file()}}) {
        QFile file(out.filePath(QStringLiteral("perfdata/") + QLatin1String(name)));
        if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size())
            ++written;
    }
    return written;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args == QStringList{QStringLiteral("--ids")}) {
        for (const FormatModule &m : FormatRegistry::instance().modules())
            std::printf("%s\n", qPrintable(m.id));
        return 0;
    }
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: fuzz_seeds OUTDIR FILE... | fuzz_seeds --ids\n");
        return 2;
    }
    const QDir out(args.first());
    int written = writePerfDataSeeds(out);
    for (const QString &path : args.mid(1)) {
        const LoadResult loaded = ProfileLoader::load(path);
        if (!loaded.profile)
            continue;
        for (const FormatModule *w : FormatRegistry::instance().writers()) {
            if (!w->cannotWriteReason(*loaded.profile).isEmpty())
                continue;
            QByteArray bytes;
            try {
                bytes = w->write(*loaded.profile, ReadContext());
            } catch (const std::exception &) {
                continue;
            }
            if (bytes.isEmpty() || bytes.size() > 64 * 1024)
                continue;
            out.mkpath(w->id);
            QFile f(out.filePath(w->id + QLatin1Char('/') + QFileInfo(path).fileName() + QLatin1Char('.') + w->extensions.value(0)));
            if (f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size())
                ++written;
        }
    }
    std::printf("fuzz_seeds: wrote %d seeds\n", written);
    return 0;
}
