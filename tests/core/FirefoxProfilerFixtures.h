#pragma once
// Small Firefox Profiler files for tst_firefoxprofiler, written by hand after
// what Firefox (Gecko format), samply and the profiler's web app (processed
// format) write. They live in tests/fuzz/seeds/firefoxprofiler/, where the
// fuzzer starts from them too:
//  - gecko.json: Firefox's layout, libs first, then meta, threads and one
//    subprocess that started 500 ms after the parent. Frames: a label, a
//    script with line and column (and the source index of Gecko 32+), a
//    native address in libxul; frame 2 has no category (it inherits
//    JavaScript from its caller). Markers of every phase.
//  - processed-v70.json: the processed format of today, shared tables and
//    strings, prefix offsets, time deltas, weights, CPU deltas, libraries on frames.
//  - processed-v55.json: the older layout, tables and strings per thread,
//    `prefix`, the function's file by name, absolute times, tracing-ms weights.
//  - perf-gecko.json: what `perf script report gecko` writes: Gecko version
//    24, times on the perf clock, "symbol (in dso)" names, User and Kernel.
#include <QByteArray>
#include <QFile>
#include <QString>

namespace hg::test {

inline QByteArray firefoxSeed(const char *name)
{
    QFile f(QStringLiteral(HG_FIREFOX_SEEDS_DIR "/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
}

inline const QByteArray kGecko = firefoxSeed("gecko.json");
inline const QByteArray kProcessed70 = firefoxSeed("processed-v70.json");
inline const QByteArray kProcessed55 = firefoxSeed("processed-v55.json");
inline const QByteArray kPerfGecko = firefoxSeed("perf-gecko.json");

} // namespace hg::test
