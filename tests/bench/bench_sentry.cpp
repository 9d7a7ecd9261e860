// Sentry reader benchmark: generates a V1 profile like a busy mobile app's
// (8 threads, 1.5 M samples, 200 k stacks, 20 k frames, numbers as strings,
// about 200 MB), then loads it through ProfileLoader and prints throughput and
// peak memory against the file size; QJsonDocument on the same bytes for
// comparison.
//
//   build/bin/bench_sentry [samples] [--keep FILE]
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"
#include "SentryGenerator.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTextStream>
#include <cstdio>

using namespace hg;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const bench::GeneratorArguments args(app.arguments(), 1'500'000, QStringLiteral("bench.sentry.json"));
    out << QStringLiteral("%1 samples").arg(args.count()) << Qt::endl;
    bench::SentryShape shape;
    shape.samples = args.count();
    double meanDepth = 0;
    const QByteArray bytes = bench::generateSentry(shape, &meanDepth);
    std::fprintf(stderr, "mean stack depth %.1f\n", meanDepth);
    return bench::runLoadBenchmark(bytes, args.path(), out);
}
