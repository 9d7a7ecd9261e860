#pragma once
#include <QByteArray>
#include <cstddef>

namespace hg::bench {

// A Sentry V1 profile like a busy mobile app's, numbers as strings: samples
// spread over threads, stacks that share prefixes as a real call tree's do,
// frames "-[BenchViewController methodN:]" (the same names for every seed, so
// generated profiles share their functions). For bench_sentry (one big file)
// and bench_merge (many small ones).
struct SentryShape
{
    std::size_t samples = 1'500'000;
    int threads = 8;
    int stacks = 200'000;
    int frames = 20'000;
    unsigned seed = 11;
};

// meanDepth, if given, receives the stacks' mean depth.
QByteArray generateSentry(const SentryShape &shape, double *meanDepth = nullptr);

} // namespace hg::bench
