// Model benchmark: builds 10 million spans and 10 million samples through
// ProfileBuilder and prints the model's bytes per item and items per second.
// The spans twice: nested by time (calls ~10 deep), and with stated parents
// shaped like requests (steps with their queries), 10 % of the siblings
// overlapping the one before, which LaneLayout puts on lanes.
//
//   build/bin/bench_model [count] [--stated-only | --time-only]
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
    std::size_t count = 10'000'000;
    bool timeNesting = true, stated = true;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--stated-only")
            timeNesting = false;
        else if (arg == "--time-only")
            stated = false;
        else
            count = std::stoull(arg);
    }
    std::mt19937 rng(3);

    // Spans: calls nested ~10 deep, as complete spans in time order.
    QElapsedTimer timer;
    double addSpansS = 0, buildSpansS = 0;
    ProfilePtr spanProfile;
    if (timeNesting) {
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
    addSpansS = timer.nsecsElapsed() / 1e9;
    timer.restart();
    spanProfile = spans.build();
    buildSpansS = timer.nsecsElapsed() / 1e9;
    }

    // Spans with stated parents: requests of 2-6 steps under a root step,
    // a step holding 0-30 queries (SQL, HTTP, cache) and now and then a
    // child step of its own with a few more. Siblings follow one another
    // with a small gap, except that one in ten starts while the sibling
    // before it still runs (a Promise.all, an async fan-out). Each request
    // is laid out first (a step lasts as long as its children), then added
    // as the MiniProfiler reader adds one: its steps, then their queries.
    double addStatedS = 0, buildStatedS = 0;
    ProfilePtr statedProfile;
    if (stated) {
        timer.restart();
        std::mt19937 rng(5); // the same spans whether or not the others were made
        ProfileBuilder b(QStringLiteral("bench"));
        std::vector<FrameId> names;
        for (int i = 0; i < 1000; ++i)
            names.push_back(b.addFrame(std::string("query_") + std::to_string(i)));
        const TrackId track = b.addTrack({QStringLiteral("requests"), QString(), 1, -1, {}, {}});
        ProfileBuilder::SpanAppender appender = b.spanAppender(track);
        appender.reserve(count, 0);
        struct Item
        {
            TimePs start, duration;
            FrameId frame;
            std::uint32_t parent; // within the request
            bool step;
        };
        std::vector<Item> request;
        const auto item = [&](TimePs start, FrameId frame, std::uint32_t parent, bool step = false) {
            request.push_back({start, 0, frame, parent, step});
            return std::uint32_t(request.size() - 1);
        };
        // Queries of `parent` from `from`, one after another (one in ten
        // overlapping the one before); returns where the last one ended.
        const auto addQueries = [&](std::uint32_t parent, TimePs from, std::size_t n) {
            TimePs cursor = from, lastStart = from, lastEnd = from;
            for (std::size_t q = 0; q < n; ++q) {
                const TimePs d = TimePs(1 + rng() % 200) * kPsPerUs / 4;
                const TimePs start = q > 0 && rng() % 10 == 0 ? lastStart + (lastEnd - lastStart) / 2 : cursor;
                request[item(start, names[rng() % names.size()], parent)].duration = d;
                lastStart = start;
                lastEnd = start + d;
                cursor = std::max(cursor, lastEnd) + 2 * kPsPerUs;
            }
            return cursor;
        };
        std::size_t added = 0;
        TimePs clock = 0;
        std::vector<std::uint32_t> indexOf;
        while (added < count) {
            request.clear();
            const std::uint32_t root = item(clock, names[0], kNoId, true);
            TimePs cursor = clock + 5 * kPsPerUs;
            const std::size_t steps = 2 + rng() % 5;
            for (std::size_t st = 0; st < steps; ++st) {
                const std::uint32_t step = item(cursor, names[1 + st], root, true);
                TimePs end = addQueries(step, cursor + kPsPerUs, rng() % 31);
                if (rng() % 4 == 0) {
                    const std::uint32_t inner = item(end, names[10 + st], step, true);
                    const TimePs innerEnd = addQueries(inner, end + kPsPerUs, rng() % 8);
                    request[inner].duration = innerEnd - end;
                    end = innerEnd;
                }
                request[step].duration = end + kPsPerUs - cursor;
                cursor = end + 3 * kPsPerUs;
            }
            request[root].duration = cursor - clock;
            clock = cursor + 50 * kPsPerUs;
            indexOf.resize(request.size());
            for (const bool steps : {true, false})
                for (std::size_t i = 0; i < request.size() && added < count; ++i) {
                    const Item &r = request[i];
                    if (r.step != steps)
                        continue;
                    indexOf[i] = appender.addChild(r.start, r.duration, r.frame, r.parent == kNoId ? SpanNester::kRoot : indexOf[r.parent]);
                    ++added;
                }
        }
        addStatedS = timer.nsecsElapsed() / 1e9;
        timer.restart();
        statedProfile = b.build();
        buildStatedS = timer.nsecsElapsed() / 1e9;
    }

    if (!timeNesting || !stated) { // one kind of spans alone
        if (spanProfile)
            out << QStringLiteral("spans nested by time: %1 spans, %2 rows; add %3 s, build (sort + nest) %4 s\n")
                       .arg(spanProfile->spanCount()).arg(spanProfile->tracks()[0].spans.rowCount())
                       .arg(addSpansS, 0, 'f', 2).arg(buildSpansS, 0, 'f', 2);
        if (statedProfile)
            out << QStringLiteral("spans with stated parents, 10 % overlapping siblings: %1 spans, %2 rows, %3 parents with lanes; "
                                  "add %4 s, build (lanes) %5 s\n")
                       .arg(statedProfile->spanCount()).arg(statedProfile->tracks()[0].spans.rowCount())
                       .arg(statedProfile->tracks()[0].spans.laneGroups().size())
                       .arg(addStatedS, 0, 'f', 2).arg(buildStatedS, 0, 'f', 2);
        return 0;
    }

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
    if (spanProfile) {
        const SpanTrack &spanTrack = spanProfile->tracks()[0].spans;
        out << QStringLiteral("%1 %2 %3 %4   (budget 24 B; %5 rows)\n").arg(QStringLiteral("span"), -10).arg(spanTrack.size(), 12)
                   .arg(double(spanTrack.memoryBytes()) / spanTrack.size(), 12, 'f', 2)
                   .arg(spanTrack.size() / (addSpansS + buildSpansS), 24, 'e', 3).arg(spanTrack.rowCount());
    }
    if (statedProfile) {
        const SpanTrack &spanTrack = statedProfile->tracks()[0].spans;
        out << QStringLiteral("%1 %2 %3 %4   (%5 rows, %6 parents with lanes)\n").arg(QStringLiteral("stated"), -10).arg(spanTrack.size(), 12)
                   .arg(double(spanTrack.memoryBytes()) / spanTrack.size(), 12, 'f', 2)
                   .arg(spanTrack.size() / (addStatedS + buildStatedS), 24, 'e', 3).arg(spanTrack.rowCount())
                   .arg(spanTrack.laneGroups().size());
    }
    out << QStringLiteral("%1 %2 %3 %4   (budget 16 B)\n").arg(QStringLiteral("sample"), -10).arg(sampleCount, 12)
               .arg(double(sampleBytes) / sampleCount, 12, 'f', 2)
               .arg(sampleCount / (addSamplesS + buildSamplesS), 24, 'e', 3);
    if (spanProfile)
        out << QStringLiteral("\nspans nested by time: add %1 s, build (sort + nest) %2 s\n").arg(addSpansS, 0, 'f', 2).arg(buildSpansS, 0, 'f', 2);
    if (statedProfile)
        out << QStringLiteral("spans with stated parents, 10 % overlapping siblings: add %1 s, build (lanes) %2 s\n")
                   .arg(addStatedS, 0, 'f', 2).arg(buildStatedS, 0, 'f', 2);
    out << QStringLiteral("samples: add %1 s, build %2 s\n").arg(addSamplesS, 0, 'f', 2).arg(buildSamplesS, 0, 'f', 2);
    out << QStringLiteral("call tree of %1 samples: %2 s, %3 nodes\n").arg(sampleCount).arg(treeS, 0, 'f', 3).arg(tree.size());
    return 0;
}
