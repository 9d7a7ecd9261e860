// The flame chart's sample spans of a whole profile, as the app builds them
// for its first paint of a sampled track (ProfileSampleSpans: every track
// within its share of the span budget, tracks and parts of a track on every
// core): time, spans made, how many were folded, and the frames the walk
// opened (its work: a frame each time a sample's stack differs from the one
// before it at that depth).
//
//   build/bin/bench_samplespans FILE [--runs N]
#include "PeakMemory.h"
#include "analysis/ProfileSampleSpans.h"
#include "analysis/StackPaths.h"
#include "analysis/SampleStackWalk.h"
#include "formats/ProfileLoader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTextStream>
#include <algorithm>
#include <ctime>

using namespace hg;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList args = app.arguments().mid(1);
    int runs = 3;
    if (const qsizetype k = args.indexOf(QStringLiteral("--runs")); k >= 0 && k + 1 < args.size()) {
        runs = std::max(1, args[k + 1].toInt());
        args.remove(k, 2);
    }
    if (args.size() != 1) {
        out << "usage: bench_samplespans FILE [--runs N]" << Qt::endl;
        return 2;
    }
    const double mb = double(QFileInfo(args[0]).size()) / 1e6;
    const LoadResult loaded = ProfileLoader::load(args[0]);
    if (!loaded.profile) {
        out << "cannot load " << args[0] << Qt::endl;
        return 1;
    }
    const ProfilePtr &profile = loaded.profile;
    std::uint64_t samples = 0, opened = 0;
    const std::clock_t walkCpu = std::clock();
    for (const Track &t : profile->tracks()) {
        samples += t.samples.size();
        if (t.spans.empty() && !t.samples.empty() && t.samples.timed())
            SampleStackWalk(profile->stacks(), t.samples)
                .run(0, t.samples.size(), 0, [&](std::size_t, StackId, TimePs) { ++opened; }, [](std::size_t, StackId, TimePs, TimePs) {});
    }
    out << QStringLiteral("%1: %2 MB, %3 samples, %4 frames opened by the walk (%5 a sample; the bare walk %6 s CPU)")
               .arg(args[0]).arg(mb, 0, 'f', 1).arg(samples).arg(opened).arg(samples ? double(opened) / samples : 0.0, 0, 'f', 1)
               .arg(double(std::clock() - walkCpu) / CLOCKS_PER_SEC, 0, 'f', 3)
        << Qt::endl;
    const StackPaths paths(profile->stacks(), StackPaths::budgetFor(samples));
    std::uint64_t pathIds = 0;
    for (const std::uint32_t d : paths.depths())
        pathIds += d;
    out << QStringLiteral("%1 stacks, their paths %2 ids (%3)")
               .arg(profile->stacks().size()).arg(pathIds)
               .arg(paths.hasPaths() ? QStringLiteral("walked along paths") : QStringLiteral("over the budget: walked up parent links"))
        << Qt::endl;
    const qint64 before = bench::PeakMemory::bytes();
    double best = 1e30, bestCpu = 1e30;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpuBefore = std::clock();
        const std::shared_ptr<const ProfileSampleSpans::Tracks> tracks = ProfileSampleSpans::of(profile);
        const double s = double(timer.nsecsElapsed()) / 1e9;
        const double cpu = double(std::clock() - cpuBefore) / CLOCKS_PER_SEC;
        best = std::min(best, s);
        bestCpu = std::min(bestCpu, cpu);
        std::uint64_t spans = 0, blocks = 0;
        std::size_t folded = 0;
        for (const SampleSpans::Result &r : *tracks) {
            spans += r.spans.size();
            if (r.resolution) {
                ++folded;
                for (std::uint32_t i = 0; i < r.spans.size(); ++i)
                    blocks += r.spans.frame(i) == kNoId;
            }
        }
        out << QStringLiteral("run %1: %2 s (CPU %3 s), %4 spans (%5 blocks), %6 of %7 tracks folded")
                   .arg(run + 1).arg(s, 0, 'f', 3).arg(cpu, 0, 'f', 3).arg(spans).arg(blocks).arg(folded).arg(tracks->size())
            << Qt::endl;
    }
    out << QStringLiteral("sample spans: %1 s, CPU %2 s (best of %3), peak %4 MB above the loaded profile")
               .arg(best, 0, 'f', 3).arg(bestCpu, 0, 'f', 3).arg(runs).arg(double(bench::PeakMemory::bytes() - before) / 1e6, 0, 'f', 0)
        << Qt::endl;
    return 0;
}
