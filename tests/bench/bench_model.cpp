// Model benchmark: builds 10 million spans and 10 million samples through
// ProfileBuilder and prints the model's bytes per item and items per second.
//
//   build/bin/bench_model [count]
#include "analysis/CallTree.h"
#include "model/ProfileBuilder.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <random>

using namespace hg;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const std::size_t count = argc > 1 ? std::stoull(argv[1]) : 10'000'000;
    std::mt19937 rng(3);

    // Spans: calls nested ~10 deep, as complete spans in time order.
    QElapsedTimer timer;
    timer.start();
    ProfileBuilder spans(QStringLiteral("bench"));
    std::vector<FrameId> frames;
    for (int i = 0; i < 1000; ++i)
        frames.push_back(spans.addFrame(std::string("function_") + std::to_string(i)));
    const TrackId st = spans.addTrack({QStringLiteral("spans"), QString(), 1, -1, {}, {}});
    TimePs clock = 0;
    std::size_t added = 0;
    while (added < count) {
        // One call tree: a 9-deep chain whose innermost call holds leaf calls.
        const TimePs start = clock;
        std::size_t leaves = std::min<std::size_t>(count - added, 1 + rng() % 20);
        TimePs cursor = start + 10 * 1000;
        for (std::size_t l = 0; l < leaves; ++l) {
            const TimePs d = TimePs(1 + rng() % 50) * kPsPerUs;
            spans.addSpan(st, cursor, d, frames[rng() % frames.size()]);
            cursor += d + 100;
        }
        added += leaves;
        for (int depth = 8; depth >= 0 && added < count; --depth, ++added)
            spans.addSpan(st, start + depth * 1000, cursor + 1000 * (9 - depth) - start - depth * 1000, frames[std::size_t(depth)]);
        clock = cursor + 20 * kPsPerUs;
    }
    const double addSpansS = timer.nsecsElapsed() / 1e9;
    timer.restart();
    const ProfilePtr spanProfile = spans.build();
    const double buildSpansS = timer.nsecsElapsed() / 1e9;
    const SpanTrack &spanTrack = spanProfile->tracks()[0].spans;

    // Samples: a few thousand distinct stacks, 1 ms apart, on 4 threads.
    timer.restart();
    ProfileBuilder samples(QStringLiteral("bench"));
    std::vector<StackId> stacks;
    for (int s = 0; s < 4000; ++s) {
        StackId stack = kNoId;
        const int depth = 5 + int(rng() % 30);
        for (int d = 0; d < depth; ++d)
            stack = samples.addStack(stack, samples.addFrame(std::string("fn_") + std::to_string(rng() % 3000)));
        stacks.push_back(stack);
    }
    TrackId threads[4];
    for (int t = 0; t < 4; ++t)
        threads[t] = samples.addTrack({QStringLiteral("thread %1").arg(t), QString(), t, -1, {}, {}});
    for (std::size_t i = 0; i < count; ++i)
        samples.addSample(threads[i % 4], TimePs(i / 4) * kPsPerMs, stacks[rng() % stacks.size()]);
    const double addSamplesS = timer.nsecsElapsed() / 1e9;
    timer.restart();
    const ProfilePtr sampleProfile = samples.build();
    const double buildSamplesS = timer.nsecsElapsed() / 1e9;
    std::size_t sampleBytes = 0, sampleCount = 0;
    for (const Track &t : sampleProfile->tracks()) {
        sampleBytes += t.samples.memoryBytes();
        sampleCount += t.samples.size();
    }
    timer.restart();
    const CallTree tree = CallTree::build(*sampleProfile, {}, CallTree::Direction::TopDown);
    const double treeS = timer.nsecsElapsed() / 1e9;

    out << QStringLiteral("%1 %2 %3 %4\n").arg(QStringLiteral("item"), -10).arg(QStringLiteral("count"), 12)
               .arg(QStringLiteral("bytes/item"), 12).arg(QStringLiteral("items/s (add + build)"), 24);
    out << QStringLiteral("%1 %2 %3 %4   (budget 24 B; %5 rows)\n").arg(QStringLiteral("span"), -10).arg(spanTrack.size(), 12)
               .arg(double(spanTrack.memoryBytes()) / spanTrack.size(), 12, 'f', 2)
               .arg(spanTrack.size() / (addSpansS + buildSpansS), 24, 'e', 3).arg(spanTrack.rowCount());
    out << QStringLiteral("%1 %2 %3 %4   (budget 16 B)\n").arg(QStringLiteral("sample"), -10).arg(sampleCount, 12)
               .arg(double(sampleBytes) / sampleCount, 12, 'f', 2)
               .arg(sampleCount / (addSamplesS + buildSamplesS), 24, 'e', 3);
    out << QStringLiteral("\nspans: add %1 s, build (sort + nest) %2 s\n").arg(addSpansS, 0, 'f', 2).arg(buildSpansS, 0, 'f', 2);
    out << QStringLiteral("samples: add %1 s, build %2 s\n").arg(addSamplesS, 0, 'f', 2).arg(buildSamplesS, 0, 'f', 2);
    out << QStringLiteral("call tree of %1 samples: %2 s, %3 nodes\n").arg(sampleCount).arg(treeS, 0, 'f', 3).arg(tree.size());
    return 0;
}
