// Firefox Profiler reader benchmark: generates a recording like a long
// Firefox session (3 processes of 3 threads, 2 M samples a millisecond
// apart with CPU deltas, 40 k stacks and 8 k frames a thread, 700 k markers
// with payloads, about 150 MB) in the Gecko format Firefox writes, or with
// --processed in the processed format, or with --devtools in the Gecko format
// inside the DevTools wrapper speedscope imports, then loads it through
// ProfileLoader and prints throughput and peak memory against the file size.
//
//   build/bin/bench_firefox [samples] [--processed | --devtools] [--keep FILE]
#include "FirefoxGenerator.h"
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace hg;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList arguments = app.arguments();
    bench::FirefoxShape shape;
    shape.processed = arguments.removeAll(QStringLiteral("--processed")) > 0;
    shape.devtools = arguments.removeAll(QStringLiteral("--devtools")) > 0;
    const bench::GeneratorArguments args(arguments, 2'000'000, shape.processed  ? QStringLiteral("bench.processed.json")
                                                               : shape.devtools ? QStringLiteral("bench.devtools.json")
                                                                                : QStringLiteral("bench.gecko.json"));
    shape.samples = args.count();
    out << QStringLiteral("%1 samples, %2 format")
               .arg(args.count())
               .arg(shape.processed  ? QStringLiteral("processed")
                    : shape.devtools ? QStringLiteral("Gecko (DevTools wrapper)")
                                     : QStringLiteral("Gecko"))
        << Qt::endl;
    return bench::runLoadBenchmark(bench::generateFirefox(shape), args.path(), out);
}
