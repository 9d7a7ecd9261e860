// V8 CPU profile benchmark: generates a .cpuprofile as `node --cpu-prof`
// writes it for a busy web server (60 k call tree nodes over 12 k functions
// in 400 scripts, 20 M samples at ~1 ms, about 225 MB), or with --chrome the
// same samples as a Chrome recording's Profile and ProfileChunk events
// beside the main thread's task slices, or with --old in the old format
// ("head" tree, "timestamps"), then loads it through ProfileLoader and prints
// throughput and peak memory against the file size; QJsonDocument on the
// same bytes for comparison.
//
//   build/bin/bench_v8cpuprofile [samples] [--chrome | --old] [--keep FILE]
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"
#include "V8ProfileGenerator.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace hg;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList arguments = app.arguments();
    const bool chrome = arguments.removeAll(QStringLiteral("--chrome")) > 0;
    const bool old = !chrome && arguments.removeAll(QStringLiteral("--old")) > 0;
    const bench::GeneratorArguments args(arguments, 20'000'000, chrome ? QStringLiteral("bench.trace.json")
                                                                : old  ? QStringLiteral("bench.old.cpuprofile")
                                                                       : QStringLiteral("bench.cpuprofile"));
    bench::V8ProfileShape shape;
    shape.samples = args.count();
    out << QStringLiteral("%1 samples, %2 nodes, as %3").arg(shape.samples).arg(shape.nodes)
               .arg(chrome ? QStringLiteral("a Chrome trace's ProfileChunk events")
                    : old  ? QStringLiteral("a .cpuprofile in the old format")
                           : QStringLiteral("a .cpuprofile"))
        << Qt::endl;
    const QByteArray bytes = chrome ? bench::generateChromeTraceWithSamples(shape)
                             : old  ? bench::generateOldCpuProfile(shape)
                                    : bench::generateCpuProfile(shape);
    return bench::runLoadBenchmark(bytes, args.path(), out);
}
