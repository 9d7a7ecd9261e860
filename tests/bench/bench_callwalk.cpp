// Readers of formats the app writes itself: generates a recording-like
// profile (CallWalkProfile: timed samples of one thread whose neighbours share
// most of their frames, nested spans of another), writes it with the app's
// speedscope writer (a sampled and an evented profile; 2 M samples make 298 MB) or, with --pprof, its
// pprof writer (gzip-compressed profile.proto, one sample per call path),
// then loads the file through ProfileLoader: MB/s, peak memory against the
// file size, model bytes per sample.
//
//   build/bin/bench_callwalk [samples] [--pprof] [--keep FILE]
#include "CallWalkProfile.h"
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"
#include "formats/pprof/PprofWriter.h"
#include "formats/speedscope/SpeedscopeWriter.h"
#include "io/ReadContext.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace hg;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList arguments = app.arguments();
    const bool pprof = arguments.removeAll(QStringLiteral("--pprof")) > 0;
    const bench::GeneratorArguments args(arguments, 2'000'000, pprof ? QStringLiteral("bench.pb.gz") : QStringLiteral("bench.speedscope.json"));
    out << QStringLiteral("%1 samples and %2 spans, as %3").arg(args.count()).arg(args.count() / 2)
               .arg(pprof ? QStringLiteral("pprof") : QStringLiteral("speedscope JSON"))
        << Qt::endl;
    const ProfilePtr profile = bench::generateCallWalkProfile(args.count());
    const ReadContext context;
    const QByteArray bytes = pprof ? PprofWriter::write(*profile, context) : SpeedscopeWriter::write(*profile, context);
    return bench::runLoadBenchmark(bytes, args.path(), out, !pprof);
}
