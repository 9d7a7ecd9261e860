// CPU time and thread state per sample in the model: weight:cpu counts
// each sample by its CPU figure (the totals are the figures' sums), only:
// keeps the samples on a CPU or off one (against a brute-force count), a
// time range and the Sentry writer keep the figures, and a step with nothing
// to act on says so.
#include "analysis/CallTree.h"
#include "analysis/PathTransform.h"
#include "analysis/ProfileSlice.h"
#include "analysis/ProfileTransformer.h"
#include "analysis/SampleWeights.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "formats/sentry/SentryFormat.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <QtTest>

using namespace hg;

namespace {

constexpr std::uint64_t kNone = SampleTrack::kUnknownCpu;

struct FixtureSample
{
    int timeMs;
    const char *leaf;
    std::uint64_t cpuNs;
    ThreadState state;
};

// Two threads: "worker" with states and CPU figures, "js" with CPU figures
// alone (as a Firefox profile has them), and "plain" with neither.
ProfilePtr fixture()
{
    ProfileBuilder b(QStringLiteral("test"));
    const FrameId mainFrame = b.addFrame(std::string_view("main"));
    const auto stackOf = [&](const char *leaf) { return b.addStack(b.addStack(kNoId, mainFrame), b.addFrame(std::string_view(leaf))); };
    const auto add = [&](const QString &name, const std::vector<FixtureSample> &samples) {
        TrackInfo info;
        info.name = name;
        const TrackId track = b.addTrack(info);
        for (const FixtureSample &s : samples) {
            const std::uint32_t i = b.addSample(track, s.timeMs * kPsPerMs, stackOf(s.leaf));
            if (s.cpuNs != kNone)
                b.setSampleCpu(track, i, s.cpuNs);
            if (s.state != ThreadState::Unknown)
                b.setSampleState(track, i, s.state);
        }
    };
    add(QStringLiteral("worker"), {{0, "work", kNone, ThreadState::Running},
                                   {10, "work", 9'000'000, ThreadState::Running},
                                   {20, "wait", 1'000'000, ThreadState::Sleeping},
                                   {30, "work", 8'000'000, ThreadState::Running},
                                   {40, "read", 0, ThreadState::Blocked}});
    add(QStringLiteral("js"), {{0, "work", kNone, ThreadState::Unknown},
                               {10, "work", 8'000'000, ThreadState::Unknown},
                               {20, "wait", 2'000'000, ThreadState::Unknown}});
    add(QStringLiteral("plain"), {{0, "work", kNone, ThreadState::Unknown}, {10, "wait", kNone, ThreadState::Unknown}});
    return b.build();
}

ProfilePtr transformed(const ProfilePtr &profile, const QStringList &specs)
{
    TransformList steps;
    for (const QString &spec : specs)
        steps.push_back(*Transform::parse(spec));
    return ProfileTransformer::apply(profile, steps).profile;
}

// The self time of each leaf function over every track.
std::map<QString, TimePs> selfByLeaf(const Profile &profile)
{
    const CallTree tree = CallTree::build(profile, {}, CallTree::Direction::TopDown);
    std::map<QString, TimePs> self;
    for (std::uint32_t n = 1; n < tree.size(); ++n)
        if (tree.node(n).self)
            self[profile.frameName(tree.node(n).frame)] += tree.node(n).self;
    return self;
}

// Brute force: what each kept sample of the source counts, by leaf, with
// its wall time (until the next sample; the last the median interval) or
// its CPU figure.
std::map<QString, TimePs> expected(const Profile &profile, bool cpu, const std::function<bool(const SampleTrack &, std::uint32_t)> &keeps)
{
    std::map<QString, TimePs> self;
    for (const Track &t : profile.tracks()) {
        const SampleTrack &s = t.samples;
        for (std::uint32_t i = 0; i < s.size(); ++i) {
            if (!keeps(s, i))
                continue;
            const TimePs weight = cpu ? TimePs(s.cpuNs(i).value_or(0)) * kPsPerNs
                                      : i + 1 < s.size() ? s.time(i + 1) - s.time(i)
                                                         : SampleWeights::medianInterval(s);
            if (weight)
                self[profile.frameName(profile.stacks().frame(s.stack(i)))] += weight;
        }
    }
    return self;
}

// On a CPU: by the state, else by the CPU figure against the time since the sample before.
bool onCpu(const SampleTrack &s, std::uint32_t i)
{
    if (s.state(i) != ThreadState::Unknown)
        return s.state(i) == ThreadState::Running;
    return i > 0 && s.cpuNs(i) && TimePs(*s.cpuNs(i)) * kPsPerNs * 2 >= s.time(i) - s.time(i - 1);
}
bool known(const SampleTrack &s, std::uint32_t i) { return s.state(i) != ThreadState::Unknown || (i > 0 && s.cpuNs(i)); }

} // namespace

class TestSampleCpu : public QObject
{
    Q_OBJECT
private slots:
    void figuresInTheModel()
    {
        const ProfilePtr p = fixture();
        const SampleTrack &worker = p->tracks()[0].samples, &js = p->tracks()[1].samples, &plain = p->tracks()[2].samples;
        QVERIFY(worker.hasCpu() && worker.hasStates());
        QVERIFY(js.hasCpu() && !js.hasStates());
        QVERIFY(!plain.hasCpu() && !plain.hasStates());
        QCOMPARE(worker.cpuNs(1), std::optional<std::uint64_t>(9'000'000));
        QVERIFY(!worker.cpuNs(0));
        QCOMPARE(worker.state(4), ThreadState::Blocked);
        QCOMPARE(worker.cpuTotalNs(), std::uint64_t(18'000'000));
        QCOMPARE(js.onCpu(1), OnCpu::Yes); // 8 of 10 ms
        QCOMPARE(js.onCpu(2), OnCpu::No);  // 2 of 10 ms
        QCOMPARE(js.onCpu(0), OnCpu::Unknown);
        QCOMPARE(plain.onCpu(1), OnCpu::Unknown);
    }

    void weighingByCpuSumsTheFigures()
    {
        const ProfilePtr p = fixture();
        const ProfilePtr cpu = transformed(p, {QStringLiteral("weight:cpu")});
        QVERIFY(cpu);
        QCOMPARE(cpu->tracks()[0].samples.weighting(), SampleWeighting::Cpu);
        // The tree's total is the sum of the CPU figures: 18 + 10 ms.
        const CallTree tree = CallTree::build(*cpu, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.node(0).total, std::int64_t(28 * kPsPerMs));
        const auto all = [](const SampleTrack &, std::uint32_t) { return true; };
        QCOMPARE(selfByLeaf(*cpu), expected(*p, true, all));
        QCOMPARE(selfByLeaf(*cpu)[QStringLiteral("work")], 25 * kPsPerMs);
        // Wall time again, and a path transform after keeps the weighting.
        QCOMPARE(selfByLeaf(*transformed(p, {QStringLiteral("weight:cpu"), QStringLiteral("weight:wall")})), expected(*p, false, all));
        const ProfilePtr merged = transformed(p, {QStringLiteral("weight:cpu"), QStringLiteral("merge:wait")});
        QCOMPARE(CallTree::build(*merged, {}, CallTree::Direction::TopDown).node(0).total, std::int64_t(28 * kPsPerMs));
        QVERIFY(weighsByCpu({*Transform::parse(QStringLiteral("weight:cpu"))}));
    }

    void filtersKeepTheSamplesOnOrOffACpu()
    {
        const ProfilePtr p = fixture();
        const ProfilePtr running = transformed(p, {QStringLiteral("only:running")});
        const ProfilePtr waiting = transformed(p, {QStringLiteral("only:waiting")});
        QVERIFY(running && waiting);
        QCOMPARE(selfByLeaf(*running), expected(*p, false, [](const SampleTrack &s, std::uint32_t i) { return known(s, i) && onCpu(s, i); }));
        QCOMPARE(selfByLeaf(*waiting), expected(*p, false, [](const SampleTrack &s, std::uint32_t i) { return known(s, i) && !onCpu(s, i); }));
        // worker 0, 1, 3 and js 1 ran; worker 2, 4 and js 2 waited.
        QCOMPARE(running->tracks()[0].samples.countStanding(), 3u);
        QCOMPARE(running->tracks()[1].samples.countStanding(), 1u);
        QCOMPARE(waiting->tracks()[0].samples.countStanding(), 2u);
        QCOMPARE(waiting->tracks()[1].samples.countStanding(), 1u);
        QCOMPARE(running->tracks()[2].samples.countStanding() + waiting->tracks()[2].samples.countStanding(), 0u);
        // Both at once keep nothing; by CPU, the running samples' figures.
        QCOMPARE(transformed(p, {QStringLiteral("only:running"), QStringLiteral("only:waiting")})->sampleCount(), std::size_t(0));
        const ProfilePtr runningCpu = transformed(p, {QStringLiteral("only:running"), QStringLiteral("weight:cpu")});
        QCOMPARE(CallTree::build(*runningCpu, {}, CallTree::Direction::TopDown).node(0).total, std::int64_t(25 * kPsPerMs));
    }

    void aRangeKeepsFiguresAndWeighting()
    {
        const ProfilePtr cpu = transformed(fixture(), {QStringLiteral("weight:cpu")});
        const ProfilePtr cut = ProfileSlice::cut(*cpu, TimeRange{10 * kPsPerMs, 35 * kPsPerMs});
        QCOMPARE(cut->tracks()[0].samples.weighting(), SampleWeighting::Cpu);
        QCOMPARE(cut->tracks()[0].samples.state(2), ThreadState::Running);
        // worker 1..3 (9 + 1 + 8 ms), js 1..2 (8 + 2 ms).
        QCOMPARE(CallTree::build(*cut, {}, CallTree::Direction::TopDown).node(0).total, std::int64_t(28 * kPsPerMs));
    }

    void stepsWithNothingToActOnSaySo()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack(TrackInfo{});
        b.addSample(t, 0, b.addStack(kNoId, b.addFrame(std::string_view("f"))));
        const ProfilePtr plain = b.build();
        TransformList steps{*Transform::parse(QStringLiteral("weight:cpu"))};
        QVERIFY_THROWS_EXCEPTION(TransformError, ProfileTransformer::apply(plain, steps));
        steps = {*Transform::parse(QStringLiteral("only:running"))};
        QVERIFY_THROWS_EXCEPTION(TransformError, ProfileTransformer::apply(plain, steps));
        QVERIFY(!Transform::parse(QStringLiteral("weight:cycles")));
        QVERIFY(!Transform::parse(QStringLiteral("only:sleeping")));
        QCOMPARE(Transform::parse(QStringLiteral("only:waiting"))->spec(), QStringLiteral("only:waiting"));
    }

    void sentryKeepsFiguresAsExtensionMembers()
    {
        const ProfilePtr p = fixture();
        const QByteArray written = FormatRegistry::instance().writer(QString(SentryFormat::id))->write(*p, ReadContext());
        QVERIFY(written.contains("\"hourglass_cpu_delta_ns\":9000000"));
        QVERIFY(written.contains("\"hourglass_thread_state\":\"blocked\""));
        const LoadResult back = ProfileLoader::loadData(written, QStringLiteral("out.json"));
        QVERIFY(back.profile);
        // Track by track in order: the writer keeps it.
        QCOMPARE(back.profile->tracks().size(), p->tracks().size());
        for (std::size_t t = 0; t < p->tracks().size(); ++t) {
            const SampleTrack &a = p->tracks()[t].samples, &b = back.profile->tracks()[t].samples;
            QVERIFY(std::ranges::equal(a.cpuColumn(), b.cpuColumn()));
            QVERIFY(std::ranges::equal(a.stateColumn(), b.stateColumn()));
        }
    }
};

QTEST_GUILESS_MAIN(TestSampleCpu)
#include "tst_samplecpu.moc"
