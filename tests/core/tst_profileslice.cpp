// ProfileSlice: the part of a profile within a time range, as the views of a
// selected range and `tree --range` aggregate it. Its call trees are checked
// against a brute-force count made straight from the whole profile: a
// sample counts when its time is inside, for its whole length; a span for
// its part inside, its self time less its children's parts inside.
#include "CorpusDir.h"
#include "analysis/CallTree.h"
#include "analysis/ProfileSlice.h"
#include "analysis/SampleWeights.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QRandomGenerator>
#include <QtTest>

#include <map>

using namespace hg;

namespace {

constexpr TimePs ms(double v) { return TimePs(v * double(kPsPerMs)); }

struct Figures
{
    qint64 total = 0, self = 0;
    quint64 count = 0;
    bool operator==(const Figures &) const = default;
};

using Path = std::vector<FrameId>;
using Paths = std::map<Path, Figures>;

QString pathText(const Profile &p, const Path &path)
{
    QStringList names;
    for (const FrameId f : path)
        names << p.frameName(f);
    return names.join(QLatin1Char(';'));
}

Paths pathsOf(const CallTree &tree)
{
    Paths paths;
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        const CallTree::Node &n = tree.node(i);
        paths[tree.callPath(i)] = {n.total, n.self, n.count};
    }
    return paths;
}

TimePs clippedLength(TimePs start, TimePs end, TimePs from, TimePs to)
{
    return std::max<TimePs>(0, std::min(end, to) - std::max(start, from));
}

// Length of the union of intervals, each first clipped to [from, to).
TimePs unionLength(std::vector<std::pair<TimePs, TimePs>> intervals, TimePs from, TimePs to)
{
    for (auto &[start, end] : intervals) {
        start = std::max(start, from);
        end = std::min(end, to);
    }
    std::sort(intervals.begin(), intervals.end());
    TimePs covered = 0, reach = INT64_MIN;
    for (const auto &[start, end] : intervals) {
        if (end <= start)
            continue;
        if (start >= reach) {
            covered += end - start;
            reach = end;
        } else if (end > reach) {
            covered += end - reach;
            reach = end;
        }
    }
    return covered;
}

// The brute-force count of the figures of each call path within `range`,
// from the whole profile: what a slice's top-down call tree must show.
Paths bruteForce(const Profile &p, TimeRange range)
{
    Paths paths;
    const TimePs fallback = SampleWeights::profileMedianInterval(p);
    for (const Track &t : p.tracks()) {
        const SampleTrack &samples = t.samples;
        const std::vector<TimePs> lengths = SampleWeights::compute(samples, fallback);
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            if ((samples.timed() && !range.contains(samples.time(i))) || samples.weight(i) == 0 || samples.stack(i) == kNoId)
                continue;
            Path path;
            for (StackId s = samples.stack(i); s != kNoId; s = p.stacks().parent(s))
                path.insert(path.begin(), p.stacks().frame(s));
            for (std::size_t depth = 1; depth <= path.size(); ++depth) {
                Figures &f = paths[Path(path.begin(), path.begin() + std::ptrdiff_t(depth))];
                f.total += lengths[i];
                f.count += samples.weight(i);
            }
            paths[path].self += lengths[i];
        }
        // A span counts when it overlaps the range; it hangs from its
        // nearest caller that does too (one that ended before the range
        // has no part in it).
        const SpanTrack &spans = t.spans;
        const auto inside = [&](std::uint32_t i) {
            return spans.duration(i) > 0 ? spans.start(i) < range.to && spans.end(i) > range.from : range.contains(spans.start(i));
        };
        const auto keptCaller = [&](std::uint32_t i) {
            std::uint32_t up = spans.parent(i);
            while (up != kNoId && !inside(up))
                up = spans.parent(up);
            return up;
        };
        std::vector<std::vector<std::pair<TimePs, TimePs>>> children(spans.size());
        for (std::uint32_t i = 0; i < spans.size(); ++i)
            if (inside(i) && keptCaller(i) != kNoId)
                children[keptCaller(i)].push_back({spans.start(i), spans.end(i)});
        for (std::uint32_t i = 0; i < spans.size(); ++i) {
            if (!inside(i))
                continue;
            Path path{spans.frame(i)};
            for (std::uint32_t up = keptCaller(i); up != kNoId; up = keptCaller(up))
                path.insert(path.begin(), spans.frame(up));
            const TimePs from = std::max(spans.start(i), range.from), to = std::min(spans.end(i), range.to);
            const TimePs part = clippedLength(spans.start(i), spans.end(i), range.from, range.to);
            Figures &f = paths[path];
            f.total += part;
            f.self += part - unionLength(children[i], from, to);
            f.count += 1;
        }
    }
    return paths;
}

void compareWithBruteForce(const Profile &p, TimeRange range)
{
    const ProfilePtr slice = ProfileSlice::cut(p, range);
    QVERIFY(slice);
    QCOMPARE(slice->tracks().size(), p.tracks().size());
    const Paths got = pathsOf(CallTree::build(*slice, {}, CallTree::Direction::TopDown));
    const Paths expected = bruteForce(p, range);
    for (const auto &[path, figures] : expected) {
        const auto found = got.find(path);
        if (found == got.end()) {
            QVERIFY2(figures.count == 0, qPrintable(QStringLiteral("%1 missing").arg(pathText(p, path))));
            continue;
        }
        if (!(found->second == figures))
            QFAIL(qPrintable(QStringLiteral("%1 in %2:%3: total %4 self %5 count %6, expected %7 %8 %9")
                                 .arg(pathText(p, path)).arg(range.from).arg(range.to)
                                 .arg(found->second.total).arg(found->second.self).arg(found->second.count)
                                 .arg(figures.total).arg(figures.self).arg(figures.count)));
    }
    for (const auto &[path, figures] : got)
        QVERIFY2(expected.count(path) || figures.count == 0, qPrintable(QStringLiteral("%1 extra").arg(pathText(p, path))));
}

// Ranges over [0, end]: random ones, some open, some past the end or empty.
std::vector<TimeRange> rangesOver(TimePs end, QRandomGenerator &random, int count)
{
    std::vector<TimeRange> ranges{{0, TimeRange::kOpenEnd}, {end / 3, end / 3 + 1}, {end + 1, end + 100}, {0, 1}};
    for (int i = 0; i < count; ++i) {
        const TimePs a = TimePs(random.bounded(double(end) * 1.1)), b = TimePs(random.bounded(double(end) * 1.1));
        if (a == b)
            continue;
        ranges.push_back({std::min(a, b), i % 7 == 0 ? TimeRange::kOpenEnd : std::max(a, b)});
    }
    return ranges;
}

// Two threads sampled at uneven intervals on a small call tree, with gaps
// (samples of weight 0) and weighted samples.
ProfilePtr sampledFixture(QRandomGenerator &random)
{
    ProfileBuilder b(QStringLiteral("test"));
    std::vector<StackId> stacks;
    const FrameId frames[] = {b.addFrame("main"), b.addFrame("run"), b.addFrame("parse"), b.addFrame("sql"), b.addFrame("idle")};
    for (int i = 0; i < 12; ++i) {
        const StackId parent = stacks.empty() || i % 4 == 0 ? StackId(kNoId) : stacks[std::size_t(random.bounded(int(stacks.size())))];
        stacks.push_back(b.addStack(parent, frames[random.bounded(5)]));
    }
    for (int track = 0; track < 2; ++track) {
        const TrackId t = b.addTrack({QStringLiteral("thread %1").arg(track), QString(), track, -1, {}, {}});
        TimePs time = random.bounded(20) * kPsPerMs;
        for (int i = 0; i < 400; ++i) {
            const bool gap = random.bounded(25) == 0;
            b.addSample(t, time, gap ? StackId(kNoId) : stacks[std::size_t(random.bounded(int(stacks.size())))],
                        gap ? 0 : 1 + std::uint32_t(random.bounded(3) == 0));
            time += TimePs(random.bounded(1, 30)) * kPsPerMs / 3;
        }
    }
    return b.build();
}

// Spans nested by time: roots one after another, each with children
// inside it, to three levels; some of zero length.
void addNested(ProfileBuilder &b, TrackId t, QRandomGenerator &random, const std::vector<FrameId> &frames, TimePs start,
               TimePs end, int depth)
{
    b.addSpan(t, start, end - start, frames[std::size_t(random.bounded(int(frames.size())))]);
    if (depth == 3)
        return;
    TimePs at = start;
    while (at < end) {
        const TimePs childStart = at + random.bounded(0, 4) * (end - start) / 16;
        const TimePs childEnd = std::min(end, childStart + random.bounded(0, 6) * (end - start) / 16);
        if (childStart >= end)
            break;
        addNested(b, t, random, frames, childStart, childEnd, depth + 1);
        at = std::max(childEnd, childStart + 1);
    }
}

ProfilePtr spanFixture(QRandomGenerator &random)
{
    ProfileBuilder b(QStringLiteral("test"));
    std::vector<FrameId> frames;
    for (const char *name : {"request", "query", "render", "cache", "log"})
        frames.push_back(b.addFrame(name));
    const TrackId t = b.addTrack({QStringLiteral("spans"), QString(), 1, -1, {}, {}});
    TimePs at = 0;
    for (int root = 0; root < 20; ++root) {
        const TimePs length = TimePs(random.bounded(1, 50)) * kPsPerMs;
        addNested(b, t, random, frames, at, at + length, 0);
        at += length + TimePs(random.bounded(0, 10)) * kPsPerMs;
    }
    // Concurrent children under stated parents, on lanes.
    const TrackId async = b.addTrack({QStringLiteral("async"), QString(), 2, -1, {}, {}});
    for (int root = 0; root < 10; ++root) {
        const TimePs start = TimePs(root) * ms(50);
        const AddedSpan parent = b.addChildSpan(async, start, ms(40), frames[0], kNoId);
        for (int c = 0; c < 4; ++c)
            b.addChildSpan(async, start + ms(random.bounded(0, 30)), ms(random.bounded(1, 30)), frames[1 + std::size_t(c % 2)], parent.index);
    }
    return b.build();
}

ProfilePtr load(const QString &relative)
{
    const LoadResult loaded = ProfileLoader::load(test::corpusPath(relative));
    return loaded.profile;
}

} // namespace

class TestProfileSlice : public QObject
{
    Q_OBJECT
private slots:
    void samplesCountInsideWithTheirWholeLength()
    {
        QRandomGenerator random(33);
        for (int round = 0; round < 5; ++round) {
            const ProfilePtr p = sampledFixture(random);
            for (const TimeRange &range : rangesOver(p->duration(), random, 40)) {
                compareWithBruteForce(*p, range);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    void spansCountForTheirPartInside()
    {
        QRandomGenerator random(34);
        for (int round = 0; round < 5; ++round) {
            const ProfilePtr p = spanFixture(random);
            for (const TimeRange &range : rangesOver(p->duration(), random, 40)) {
                compareWithBruteForce(*p, range);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    // The figures by hand: samples at 0, 10, 25 and 45 ms (lengths 10, 15,
    // 20 and the median 15); a span [5, 35) with a child [20, 30).
    void handCountedFigures()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId main = b.addFrame("main"), child = b.addFrame("child");
        const StackId stack = b.addStack(kNoId, main);
        const TrackId samples = b.addTrack({QStringLiteral("samples"), QString(), 1, -1, {}, {}});
        for (const double t : {0.0, 10.0, 25.0, 45.0})
            b.addSample(samples, ms(t), stack);
        const TrackId spans = b.addTrack({QStringLiteral("spans"), QString(), 2, -1, {}, {}});
        b.addSpan(spans, ms(5), ms(30), main);
        b.addSpan(spans, ms(20), ms(10), child);
        const ProfilePtr p = b.build();

        const auto totals = [&](TimeRange range, TrackId track) {
            const CallTree tree = CallTree::build(*ProfileSlice::cut(*p, range), {track}, CallTree::Direction::TopDown);
            return tree.size() > 1 ? std::pair<TimePs, TimePs>{tree.node(1).total, tree.node(1).self} : std::pair<TimePs, TimePs>{0, 0};
        };
        QCOMPARE(totals({ms(5), ms(30)}, samples), (std::pair<TimePs, TimePs>{ms(35), ms(35)})); // 10 and 25 ms: 15 + 20
        QCOMPARE(totals({ms(40), TimeRange::kOpenEnd}, samples), (std::pair<TimePs, TimePs>{ms(15), ms(15)})); // the last: the median
        QCOMPARE(totals({ms(11), ms(24)}, samples), (std::pair<TimePs, TimePs>{0, 0}));
        QCOMPARE(totals({ms(0), ms(25)}, spans), (std::pair<TimePs, TimePs>{ms(20), ms(15)})); // 5..25, the child's 20..25 not self
        QCOMPARE(totals({ms(22), ms(100)}, spans), (std::pair<TimePs, TimePs>{ms(13), ms(5)}));

        // Tracks keep their ids, an empty one stays.
        const ProfilePtr late = ProfileSlice::cut(*p, {ms(40), ms(50)});
        QCOMPARE(late->tracks().size(), std::size_t(2));
        QCOMPARE(late->tracks()[1].info.name, QStringLiteral("spans"));
        QVERIFY(late->tracks()[1].spans.empty());
        QCOMPARE(late->tracks()[0].samples.countStanding(), 1u);
    }

    void untimedSamplesAndAggregatedTreesStayWhole()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId tick = b.addFrame("tick"), physics = b.addFrame("physics");
        const TrackId folded = b.addTrack({QStringLiteral("folded"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(folded);
        b.addSample(folded, 0, b.addStack(kNoId, tick), 7);
        const TrackId timers = b.addTrack({QStringLiteral("timers"), QString(), -1, -1, {}, {}});
        const std::uint32_t root = b.addAggregateNode(timers, kNoId, tick, ms(80), 4);
        b.addAggregateNode(timers, root, physics, ms(30), 4);
        const std::uint32_t cpu = b.addCounter(QStringLiteral("cpu"), QStringLiteral("percent"));
        for (int i = 0; i < 10; ++i)
            b.addCounterValue(cpu, ms(10 * i), i);
        const ProfilePtr p = b.build();
        const ProfilePtr slice = ProfileSlice::cut(*p, {ms(20), ms(50)});
        QCOMPARE(slice->tracks()[0].samples.size(), 1u);
        QCOMPARE(slice->tracks()[0].samples.weight(0), 7u);
        QCOMPARE(slice->tracks()[1].nodes.size(), 2u);
        QCOMPARE(slice->counters().front().size(), std::size_t(3));
        QVERIFY(!ProfileSlice::cut(*p, {ms(20), ms(50)}, [] { return true; }));
    }

    // Real files: sampled (Sentry), spans nested by time (XPlane,
    // TraceActor) and stated (MiniProfiler).
    void corpusFiguresMatchTheBruteForceCount_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("sentry v1") << QStringLiteral("sentry/relay__sample_v1_valid.json");
        QTest::newRow("sentry node") << QStringLiteral("sentry/vroom__test_data_node.json");
        QTest::newRow("sentry js") << QStringLiteral("sentry/sentry__fixtures_profiles_valid_js_profile.json");
        QTest::newRow("xplane") << QStringLiteral("xplane/tracelens_mi300_jax08_gemm_tw003.xplane.pb");
        QTest::newRow("traceactor") << QStringLiteral("traceactor/Floorp__test_trace_client-01_session_s0_s14_s0.ndjson");
        QTest::newRow("miniprofiler") << QStringLiteral("miniprofiler/rack-mini-profiler__website_data.json");
    }

    void corpusFiguresMatchTheBruteForceCount()
    {
        QFETCH(QString, file);
        HG_CORPUS_FILE_OR_SKIP(test::corpusPath(file));
        const ProfilePtr p = load(file);
        QVERIFY(p);
        QRandomGenerator random(35);
        for (const TimeRange &range : rangesOver(p->duration(), random, 12)) {
            compareWithBruteForce(*p, range);
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(TestProfileSlice)
#include "tst_profileslice.moc"
