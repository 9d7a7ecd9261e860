// pprof reader benchmark: generates a profile as Go's runtime/pprof writes
// one for a big labelled server (PprofGenerator: many samples with distinct
// label sets, ~200 000 locations, ~60 000 functions, string table at the
// end), uncompressed or, with --gzip, gzip-compressed at the speed Go uses;
// --heap writes a heap profile (four sample types, a "bytes" label) instead
// of a CPU profile. Then loads it through ProfileLoader: MB/s, peak memory
// against the file size, model bytes per sample.
//
//   build/bin/bench_pprof [samples] [--heap] [--gzip] [--keep FILE]
#include "LoadBenchmark.h"
#include "PprofGenerator.h"
#include "io/Gzip.h"

#include <QCoreApplication>
#include <QFile>

using namespace hg;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments();
    const bool heap = arguments.removeAll(QStringLiteral("--heap")) > 0;
    const bool gzip = arguments.removeAll(QStringLiteral("--gzip")) > 0;
    return bench::generateAndLoad(arguments, 2'000'000, gzip ? QStringLiteral("bench.pb.gz") : QStringLiteral("bench.pb"),
                                  QStringLiteral("samples"), [&](QFile &file, std::size_t samples) {
                                      QByteArray bytes = bench::generatePprofProfile(samples, heap);
                                      if (gzip)
                                          bytes = Gzip::compress(bytes, 1); // zlib's best speed, as runtime/pprof
                                      return file.write(bytes) == bytes.size();
                                  });
}
