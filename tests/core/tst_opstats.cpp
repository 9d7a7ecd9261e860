// XPlane op statistics against a brute-force count: random nested events on
// tracks of three planes (two tracks sharing one), ops whose name several
// frames carry, and children that outlive their parent.
#include "formats/xplane/OpStats.h"
#include "model/ProfileBuilder.h"

#include <QtTest>
#include <map>
#include <random>

using namespace hg;

namespace {

ProfilePtr randomEvents(std::uint32_t seed)
{
    ProfileBuilder b(QStringLiteral("xplane"));
    std::mt19937 rng(seed);
    std::vector<FrameId> frames;
    for (int f = 0; f < 40; ++f) {
        Frame frame;
        frame.name = b.intern("op_" + std::to_string(f % 13)); // three or four frames an op
        frame.file = b.intern("kernel_" + std::to_string(f));
        frames.push_back(b.addFrame(frame));
    }
    const char *groups[] = {"/device:GPU:0", "/host:CPU", "/device:GPU:0", "/device:GPU:1", "/host:CPU"};
    for (int t = 0; t < 5; ++t) {
        const TrackId track = b.addTrack({QStringLiteral("line %1").arg(t), QString::fromLatin1(groups[t]), t, -1, {}, {}});
        TimePs at = 0;
        for (int e = 0; e < 400; ++e) {
            const TimePs outer = 1000 + TimePs(rng() % 100'000);
            b.addSpan(track, at, outer, frames[rng() % frames.size()]);
            // Nested events, some running past their parent's end.
            const int children = int(rng() % 4);
            TimePs childAt = at;
            for (int c = 0; c < children; ++c) {
                const TimePs length = TimePs(rng() % (outer / 2 + 1));
                b.addSpan(track, childAt, length, frames[rng() % frames.size()]);
                childAt += length / 2 + 1;
            }
            at += outer + TimePs(rng() % 500);
        }
    }
    return b.build();
}

// The statistics counted one event at a time with maps, as the first
// version of OpStats did; an op's frame is its frame with the most time,
// the lowest id of equals.
struct BruteOp
{
    FrameId frame{};
    std::uint64_t count = 0;
    TimePs total = 0, self = 0, min = 0, max = 0;
};
std::map<QString, std::map<QString, BruteOp>> bruteForce(const Profile &p, const std::vector<TrackId> &tracks)
{
    std::map<QString, std::map<QString, BruteOp>> planes;
    std::map<QString, std::map<QString, std::map<FrameId, TimePs>>> timeByFrame;
    for (const TrackId t : tracks) {
        const Track &track = p.tracks()[t];
        const SpanTrack &spans = track.spans;
        for (std::uint32_t i = 0; i < spans.size(); ++i) {
            TimePs children = 0;
            for (std::uint32_t j = 0; j < spans.size(); ++j)
                if (spans.parent(j) == i)
                    children += spans.duration(j);
            const QString name = p.frameName(spans.frame(i));
            BruteOp &op = planes[track.info.group][name];
            op.min = op.count ? std::min(op.min, spans.duration(i)) : spans.duration(i);
            op.max = std::max(op.max, spans.duration(i));
            ++op.count;
            op.total += spans.duration(i);
            op.self += std::max<TimePs>(0, spans.duration(i) - children);
            timeByFrame[track.info.group][name][spans.frame(i)] += spans.duration(i);
        }
    }
    for (auto &[plane, ops] : planes)
        for (auto &[name, op] : ops) {
            TimePs most = -1;
            for (const auto &[frame, time] : timeByFrame[plane][name])
                if (time > most) {
                    most = time;
                    op.frame = frame;
                }
        }
    return planes;
}

void compareWithBruteForce(const Profile &p, const std::vector<TrackId> &tracks)
{
    const OpStats stats = OpStats::compute(p, tracks);
    std::vector<TrackId> all = tracks;
    if (all.empty())
        for (std::uint32_t t = 0; t < p.tracks().size(); ++t)
            all.push_back(TrackId(t));
    const auto expected = bruteForce(p, all);
    QCOMPARE(stats.planes().size(), expected.size());
    for (const OpStats::Plane &plane : stats.planes()) {
        QVERIFY(expected.count(plane.name));
        const auto &ops = expected.at(plane.name);
        QCOMPARE(plane.ops.size(), ops.size());
        TimePs self = 0;
        for (std::size_t k = 0; k < plane.ops.size(); ++k) {
            const OpStats::Op &op = plane.ops[k];
            const BruteOp &want = ops.at(p.strings().string(op.name));
            QCOMPARE(op.count, want.count);
            QCOMPARE(op.total, want.total);
            QCOMPARE(op.self, want.self);
            QCOMPARE(op.min, want.min);
            QCOMPARE(op.max, want.max);
            QCOMPARE(op.frame, want.frame);
            if (k > 0)
                QVERIFY(plane.ops[k - 1].self >= op.self); // most self time first
            self += want.self;
        }
        QCOMPARE(plane.self, self);
    }
}

} // namespace

class TestOpStats : public QObject
{
    Q_OBJECT
private slots:
    void everyTrackMatchesBruteForce()
    {
        for (std::uint32_t seed = 1; seed <= 5; ++seed) {
            const ProfilePtr p = randomEvents(seed);
            compareWithBruteForce(*p, {});
        }
    }

    void chosenTracksMatchBruteForceInTheirOrder()
    {
        const ProfilePtr p = randomEvents(11);
        compareWithBruteForce(*p, {TrackId(4), TrackId(0), TrackId(2)});
        // Planes come in the order of their first chosen track.
        const OpStats stats = OpStats::compute(*p, {TrackId(4), TrackId(0), TrackId(2)});
        QCOMPARE(stats.planes().size(), std::size_t(2));
        QCOMPARE(stats.planes()[0].name, QStringLiteral("/host:CPU"));
        QCOMPARE(stats.planes()[1].name, QStringLiteral("/device:GPU:0"));
    }
};

QTEST_MAIN(TestOpStats)
#include "tst_opstats.moc"
