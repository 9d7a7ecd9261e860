// ProfileScope: the part of a profile an export writes (tracks, a time
// range, search matches), copied with the same frames and times.
#include "analysis/ProfileScope.h"
#include "model/ProfileBuilder.h"

#include <QtTest>

using namespace hg;

namespace {

TrackInfo trackNamed(const QString &name)
{
    TrackInfo info;
    info.name = name;
    return info;
}

constexpr TimePs ms(double v) { return TimePs(v * double(kPsPerMs)); }

// "requests": main [0,100) > query [10,30), render [40,90) > query [50,60);
// "thread": samples every 10 ms of main>work / main>idle;
// "timers": an aggregated tree tick > (physics, query).
ProfilePtr makeProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    const FrameId main = b.addFrame("main"), query = b.addFrame("query"), render = b.addFrame("render");
    const FrameId work = b.addFrame("work"), idle = b.addFrame("idle"), tick = b.addFrame("tick"),
                  physics = b.addFrame("physics");
    const StringId note = b.intern("note"), parentKey = b.intern("step");

    const TrackId requests = b.addTrack(trackNamed(QStringLiteral("requests")));
    b.addSpan(requests, ms(0), ms(100), main);
    const AddedSpan firstQuery = b.addSpan(requests, ms(10), ms(20), query);
    const AddedSpan renderSpan = b.addSpan(requests, ms(40), ms(50), render);
    const AddedSpan secondQuery = b.addSpan(requests, ms(50), ms(10), query);
    b.setSpanAttribute(firstQuery, note, AttributeValue::fromString(b.intern("first")));
    b.setSpanAttribute(secondQuery, note, AttributeValue::fromString(b.intern("second")));
    b.setSpanAttribute(secondQuery, parentKey, AttributeValue::fromSpan(renderSpan.index));
    b.setTrackAttribute(requests, b.intern("user"), AttributeValue::fromString(b.intern("ann")));

    const TrackId thread = b.addTrack(trackNamed(QStringLiteral("thread")));
    const StackId mainStack = b.addStack(kNoId, main);
    const StackId workStack = b.addStack(mainStack, work), idleStack = b.addStack(mainStack, idle);
    for (int i = 0; i < 10; ++i)
        b.addSample(thread, ms(10 * i), i % 2 ? idleStack : workStack, 2);

    const TrackId timers = b.addTrack(trackNamed(QStringLiteral("timers")));
    const std::uint32_t root = b.addAggregateNode(timers, kNoId, tick, ms(80), 4);
    b.addAggregateNode(timers, root, physics, ms(30), 4);
    b.addAggregateNode(timers, root, query, ms(20), 8);

    const std::uint32_t cpu = b.addCounter(QStringLiteral("cpu"), QStringLiteral("percent"));
    for (int i = 0; i < 10; ++i)
        b.addCounterValue(cpu, ms(10 * i), i);
    return b.build();
}

const Track *trackNamed(const Profile &p, const QString &name)
{
    for (const Track &t : p.tracks())
        if (t.info.name == name)
            return &t;
    return nullptr;
}

// "name@start+duration" of every span, in model order.
QStringList spanList(const Profile &p, const Track &t)
{
    QStringList out;
    for (std::uint32_t i = 0; i < t.spans.size(); ++i)
        out << QStringLiteral("%1@%2+%3")
                   .arg(p.frameName(t.spans.frame(i)))
                   .arg(double(t.spans.start(i)) / double(kPsPerMs))
                   .arg(double(t.spans.duration(i)) / double(kPsPerMs));
    return out;
}

std::vector<std::uint8_t> matching(const Profile &p, const QString &name)
{
    std::vector<std::uint8_t> matches(p.frames().size(), 0);
    for (FrameId f{0}; f < p.frames().size(); ++f)
        matches[f] = p.frameName(f) == name;
    return matches;
}

} // namespace

class TestProfileScope : public QObject
{
    Q_OBJECT
private slots:
    void wholeScopeCopiesEverything()
    {
        const ProfilePtr p = makeProfile();
        const ProfilePtr copy = ProfileScope{}.apply(*p);
        QCOMPARE(copy->tracks().size(), std::size_t(3));
        QCOMPARE(copy->spanCount(), p->spanCount());
        QCOMPARE(copy->sampleCount(), p->sampleCount());
        QCOMPARE(copy->nodeCount(), p->nodeCount());
        QCOMPARE(copy->duration(), p->duration());
        QCOMPARE(copy->counters().front().size(), std::size_t(10));
        QCOMPARE(copy->formatId(), p->formatId());
        const Track &requests = *trackNamed(*copy, QStringLiteral("requests"));
        QCOMPARE(spanList(*copy, requests), spanList(*p, *trackNamed(*p, QStringLiteral("requests"))));
        QCOMPARE(attributeText(copy->strings(),
                               *requests.attributes.findNamed(0, copy->strings(), "user")),
                 QStringLiteral("ann"));
    }

    void tracksChosenByIndex()
    {
        const ProfilePtr p = makeProfile();
        ProfileScope scope;
        scope.tracks = {TrackId(1)};
        const ProfilePtr part = scope.apply(*p);
        QCOMPARE(part->tracks().size(), std::size_t(1));
        QCOMPARE(part->tracks().front().info.name, QStringLiteral("thread"));
        QCOMPARE(part->sampleCount(), std::size_t(10));
    }

    void rangeClipsSpansAndKeepsSamplesInside()
    {
        const ProfilePtr p = makeProfile();
        ProfileScope scope;
        scope.from = ms(20);
        scope.to = ms(55);
        const ProfilePtr part = scope.apply(*p);
        const Track &requests = *trackNamed(*part, QStringLiteral("requests"));
        QCOMPARE(spanList(*part, requests),
                 (QStringList{QStringLiteral("main@20+35"), QStringLiteral("query@20+10"), QStringLiteral("render@40+15"),
                              QStringLiteral("query@50+5")}));
        // The span reference of the second query still names render.
        const auto step = requests.spanAttributes.findNamed(3, part->strings(), "step");
        QVERIFY(step);
        QCOMPARE(part->frameName(requests.spans.frame(std::uint32_t(step->u))), QStringLiteral("render"));
        const Track &thread = *trackNamed(*part, QStringLiteral("thread"));
        QCOMPARE(thread.samples.size(), 4u); // 20, 30, 40, 50 ms
        QCOMPARE(thread.samples.weight(0), 2u);
        QCOMPARE(trackNamed(*part, QStringLiteral("timers"))->nodes.size(), 3u); // no times: kept whole
        QCOMPARE(part->counters().front().size(), std::size_t(4));
    }

    void rangeKeepsConcurrentChildrenOnLanes()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId step = b.addFrame("step"), query = b.addFrame("query");
        const TrackId t = b.addTrack({QStringLiteral("request"), QString(), -1, -1, {}, {}});
        const AddedSpan root = b.addChildSpan(t, 0, ms(100), step, kNoId);
        for (int i = 0; i < 3; ++i)
            b.addChildSpan(t, ms(10 + i), ms(50), query, root.index);
        ProfileScope scope;
        scope.from = ms(5);
        scope.to = ms(40);
        const ProfilePtr part = scope.apply(*b.build());
        const SpanTrack &spans = part->tracks().front().spans;
        QVERIFY(spans.statesParents());
        QCOMPARE(spans.size(), 4u);
        QCOMPARE(spans.laneGroupOf(0)->laneCount, 3u);
        QVERIFY(part->diagnostics().empty());
    }

    void rangeWithNothingDropsTheTrack()
    {
        const ProfilePtr p = makeProfile();
        ProfileScope scope;
        scope.from = ms(200);
        scope.tracks = {TrackId(0), TrackId(1)};
        QVERIFY(scope.apply(*p)->tracks().empty());
    }

    void searchKeepsMatchesWithTheirPaths()
    {
        const ProfilePtr p = makeProfile();
        ProfileScope scope;
        scope.frameMatches = matching(*p, QStringLiteral("query"));
        const ProfilePtr part = scope.apply(*p);
        // Spans: both queries and the spans above them.
        QCOMPARE(spanList(*part, *trackNamed(*part, QStringLiteral("requests"))),
                 (QStringList{QStringLiteral("main@0+100"), QStringLiteral("query@10+20"), QStringLiteral("render@40+50"),
                              QStringLiteral("query@50+10")}));
        // No sample has a query on its stack: the track is left out.
        QVERIFY(!trackNamed(*part, QStringLiteral("thread")));
        const Track &timers = *trackNamed(*part, QStringLiteral("timers"));
        QCOMPARE(timers.nodes.size(), 2u);
        QCOMPARE(part->frameName(timers.nodes.frame(1)), QStringLiteral("query"));
        QCOMPARE(timers.nodes.parent(1), 0u);

        scope.frameMatches = matching(*p, QStringLiteral("work"));
        const ProfilePtr work = scope.apply(*p);
        QCOMPARE(work->tracks().size(), std::size_t(1));
        QCOMPARE(work->sampleCount(), std::size_t(5));
    }

    void cancelStops()
    {
        const ProfilePtr p = makeProfile();
        ProfileScope scope;
        scope.from = ms(1);
        QVERIFY(!scope.apply(*p, [] { return true; }));
    }
};

QTEST_GUILESS_MAIN(TestProfileScope)
#include "tst_profilescope.moc"
