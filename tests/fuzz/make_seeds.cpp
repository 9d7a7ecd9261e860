// fuzz_seeds OUTDIR FILE...: loads each FILE and writes it in every format
// that can hold it, to OUTDIR/<format id>/<file name>.<extension>, skipping
// outputs larger than 64 KiB. Gives the bridge formats (no corpus of their
// own) and every other format small, valid seeds made by our own writers.
// fuzz_seeds --ids: the registry's format ids, one a line (the fuzz targets).
#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "formats/ProfileLoader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>

using namespace hg;

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
    int written = 0;
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
