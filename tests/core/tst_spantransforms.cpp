// Transforms on spans, against a reference: a span stays when the reshaped
// path of its calls is longer than its caller's (its own frame stayed),
// hanging from its nearest kept caller, with that reshaped path. On random
// calls nested in time (placed straight into rows, KeptSpanPlacement) and on
// calls with stated parents running concurrently (nested again by the
// builder), with the reshaped tracks' call paths and sums checked against
// ones made from their spans.
#include "TransformReference.h"
#include "analysis/CallTree.h"
#include "analysis/ProfileTransformer.h"
#include "model/ProfileBuilder.h"

#include <QRandomGenerator>
#include <QtTest>
#include <functional>
#include <map>

using namespace hg;

namespace {

using Calls = std::multimap<std::tuple<TimePs, TimePs, QString>, int>; // (start, duration, call path) -> 0

QString joined(const Profile &p, const std::vector<FrameId> &frames)
{
    QStringList names;
    for (const FrameId f : frames)
        names << p.frameName(f);
    return names.join(QLatin1Char(';'));
}

// Calls nested in time: `calls` top-level calls, each a tree up to 6 deep
// of five functions, recursion included. With `concurrent`, the parents are
// stated and some siblings overlap (run on lanes).
ProfilePtr randomCalls(bool concurrent, int calls = 60)
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack({QStringLiteral("calls"), QString(), 1, -1, {}, {}});
    std::vector<FrameId> frames;
    for (const char *name : {"a", "b", "c", "d", "e"})
        frames.push_back(b.addFrame(name));
    QRandomGenerator random(concurrent ? 43 : 41);
    std::function<void(TimePs, TimePs, int, std::uint32_t)> add = [&](TimePs start, TimePs length, int depth, std::uint32_t parent) {
        const FrameId frame = frames[random.bounded(5)];
        const std::uint32_t span = concurrent ? b.addChildSpan(t, start, length, frame, parent).index : b.addSpan(t, start, length, frame).index;
        if (depth == 6 || length < 16)
            return;
        TimePs at = start + 1;
        for (int child = int(random.bounded(4)); child > 0; --child) {
            const TimePs room = start + length - at;
            if (room < 4)
                break;
            const TimePs childLength = 1 + TimePs(random.bounded(std::uint32_t(room / 2)));
            add(at, childLength, depth + 1, span);
            // Concurrent siblings start inside the one before.
            at += concurrent && random.bounded(3) == 0 ? childLength / 2 : childLength + 1;
        }
    };
    for (int call = 0; call < calls; ++call)
        add(TimePs(call) * 10'000, 9'000, 0, kNoId);
    return b.build();
}

Calls callsOf(const Profile &p)
{
    Calls calls;
    for (const Track &track : p.tracks())
        for (std::uint32_t i = 0; i < track.spans.size(); ++i)
            calls.insert({{track.spans.start(i), track.spans.duration(i), joined(p, track.spans.callPath(i))}, 0});
    return calls;
}

// What the reference makes of the source's spans.
Calls expectedCalls(const Profile &source, const Transform &t)
{
    Calls calls;
    for (const Track &track : source.tracks())
        for (std::uint32_t i = 0; i < track.spans.size(); ++i) {
            const QStringList path = joined(source, track.spans.callPath(i)).split(QLatin1Char(';'));
            const std::optional<QStringList> reshaped = reference(path, t);
            const std::optional<QStringList> caller = path.size() > 1 ? reference(path.mid(0, path.size() - 1), t) : QStringList();
            const qsizetype above = caller ? caller->size() : 0; // a dropped caller keeps nothing above it
            if (reshaped && reshaped->size() > above)
                calls.insert({{track.spans.start(i), track.spans.duration(i), reshaped->join(QLatin1Char(';'))}, 0});
        }
    return calls;
}

// The spans again through a new builder: call paths and sums made from them.
ProfilePtr copiedSpanBySpan(const Profile &p)
{
    ProfileBuilder b(p);
    for (const Track &track : p.tracks()) {
        const TrackId t = b.addTrack(track.info);
        for (std::uint32_t i = 0; i < track.spans.size(); ++i) {
            if (track.spans.statesParents())
                b.addChildSpan(t, track.spans.start(i), track.spans.duration(i), track.spans.frame(i), track.spans.parent(i));
            else
                b.addSpan(t, track.spans.start(i), track.spans.duration(i), track.spans.frame(i));
        }
    }
    return b.build();
}

std::map<QString, std::tuple<qint64, qint64, quint64>> nodesByPath(const Profile &p)
{
    const CallTree tree = CallTree::build(p, {}, CallTree::Direction::TopDown);
    std::map<QString, std::tuple<qint64, qint64, quint64>> out;
    for (std::uint32_t i = 0; i < tree.size(); ++i)
        out[joined(p, tree.callPath(i))] = {tree.node(i).total, tree.node(i).self, tree.node(i).count};
    return out;
}

const std::vector<std::string> kSpecs{"merge:b", "focus:c", "collapse-recursion:a", "collapse-direct-recursion:a",
                                      "collapse-subtree:d", "drop:e", "focus-subtree:a;b", "merge-node:b;a", "focus-subtree:c"};

Transform parsed(const std::string &spec)
{
    return *Transform::parse(QString::fromStdString(spec));
}

} // namespace

class TestSpanTransforms : public QObject
{
    Q_OBJECT
private slots:
    void everyKindAgreesWithTheReference_data()
    {
        QTest::addColumn<bool>("concurrent");
        QTest::newRow("nested in time") << false;
        QTest::newRow("stated parents, on lanes") << true;
    }
    void everyKindAgreesWithTheReference()
    {
        QFETCH(bool, concurrent);
        const ProfilePtr source = randomCalls(concurrent);
        QCOMPARE(source->tracks()[0].spans.laneGroups().empty(), !concurrent);
        for (const std::string &spec : kSpecs) {
            const ProfilePtr reshaped = ProfileTransformer::apply(source, {parsed(spec)}).profile;
            const Calls expected = expectedCalls(*source, parsed(spec));
            QVERIFY2(expected.size() > 10, spec.c_str());
            QVERIFY2(callsOf(*reshaped) == expected, spec.c_str());
        }
    }

    // A placed track's rows are rows of calls: in order of start, none
    // overlapping, each call inside its caller in the row above; and the
    // call paths it was given are the ones its spans have.
    void placedRowsAndPathsAreSound()
    {
        const ProfilePtr source = randomCalls(false);
        for (const std::string &spec : kSpecs) {
            const ProfilePtr reshaped = ProfileTransformer::apply(source, {parsed(spec)}).profile;
            const SpanTrack &spans = reshaped->tracks()[0].spans;
            for (std::uint32_t row = 0; row < spans.rowCount(); ++row)
                for (std::uint32_t i = spans.row(row).first; i < spans.row(row).last; ++i) {
                    if (i > spans.row(row).first)
                        QVERIFY2(spans.start(i) >= spans.end(i - 1), spec.c_str());
                    const std::uint32_t parent = spans.parent(i);
                    QVERIFY2(row == 0 ? parent == kNoId : spans.rowOf(parent) == row - 1, spec.c_str());
                    if (parent != kNoId) // the random calls never outlive their callers
                        QVERIFY2(spans.start(parent) <= spans.start(i) && spans.end(i) <= spans.end(parent), spec.c_str());
                    std::vector<FrameId> given;
                    const std::shared_ptr<const SpanPaths> held = spans.callPaths();
                    const SpanPaths &paths = *held;
                    for (StackId p = paths.pathOf[i]; p != kNoId; p = paths.paths.parent(p))
                        given.insert(given.begin(), paths.paths.frame(p));
                    QVERIFY2(given == spans.callPath(i), spec.c_str());
                }
        }
    }

    // The sums handed over with the reshaped paths equal sums made from
    // the spans themselves; so does the call tree, on both kinds of track.
    void reshapedSumsEqualSumsOfTheSpans()
    {
        for (const bool concurrent : {false, true}) {
            const ProfilePtr source = randomCalls(concurrent);
            for (const std::string &spec : kSpecs) {
                const ProfilePtr reshaped = ProfileTransformer::apply(source, {parsed(spec)}).profile;
                QVERIFY2(nodesByPath(*reshaped) == nodesByPath(*copiedSpanBySpan(*reshaped)), spec.c_str());
            }
        }
    }

    // A document applies each step to the result of the one before: a
    // placed track (its handed-over paths) is the source of the next.
    void chainedTransformsAgreeWithTheReference()
    {
        const ProfilePtr source = randomCalls(false);
        for (const std::string first : {"merge:b", "collapse-recursion:a", "focus:c"})
            for (const std::string second : {"merge:d", "drop:e", "collapse-direct-recursion:a", "focus-subtree:c"}) {
                const ProfilePtr middle = ProfileTransformer::apply(source, {parsed(first)}).profile;
                const ProfilePtr last = ProfileTransformer::apply(middle, {parsed(second)}).profile;
                const std::string both = first + ", " + second;
                QVERIFY2(callsOf(*last) == expectedCalls(*middle, parsed(second)), both.c_str());
                QVERIFY2(nodesByPath(*last) == nodesByPath(*copiedSpanBySpan(*last)), both.c_str());
            }
    }

    // Recursion 300 deep, a call of b at every level: collapsing it sends
    // 300 source rows into one new row, each b's kept caller far up.
    void deepRecursionCollapses()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("deep"), QString(), 1, -1, {}, {}});
        const FrameId a = b.addFrame("a"), leaf = b.addFrame("b");
        for (TimePs level = 0; level < 300; ++level) {
            b.addSpan(t, level * 5, 3000 - level * 10, a);
            b.addSpan(t, level * 5 + 1, 2, leaf);
        }
        const ProfilePtr source = b.build();
        QCOMPARE(source->tracks()[0].spans.rowCount(), 301u);
        for (const std::string spec : {"collapse-recursion:a", "merge:a", "collapse-direct-recursion:a", "focus:a"}) {
            const ProfilePtr reshaped = ProfileTransformer::apply(source, {parsed(spec)}).profile;
            QVERIFY2(callsOf(*reshaped) == expectedCalls(*source, parsed(spec)), spec.c_str());
            QVERIFY2(nodesByPath(*reshaped) == nodesByPath(*copiedSpanBySpan(*reshaped)), spec.c_str());
        }
    }

    // Enough spans for the sums to be made in several chunks.
    void manySpansSumInChunks()
    {
        const ProfilePtr source = randomCalls(false, 20000);
        QVERIFY(source->spanCount() > 3 * 65536);
        QVERIFY(source->tracks()[0].spans.callPaths()->paths.size() * 8 < source->spanCount()); // few paths: worth several chunks
        for (const std::string spec : {"merge:b", "collapse-recursion:a"}) {
            const ProfilePtr reshaped = ProfileTransformer::apply(source, {parsed(spec)}).profile;
            QVERIFY2(callsOf(*reshaped) == expectedCalls(*source, parsed(spec)), spec.c_str());
            QVERIFY2(nodesByPath(*reshaped) == nodesByPath(*copiedSpanBySpan(*reshaped)), spec.c_str());
        }
    }

    // Flows and attributes follow a placed span to its new index.
    void attributesAndFlowsFollowPlacedSpans()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        const FrameId mainFrame = b.addFrame("main"), run = b.addFrame("run"), work = b.addFrame("work");
        b.addSpan(t, 0, 100, mainFrame);
        b.addSpan(t, 10, 30, run);
        const AddedSpan first = b.addSpan(t, 15, 10, work);
        b.addSpan(t, 50, 30, run);
        const AddedSpan second = b.addSpan(t, 55, 10, work);
        b.setSpanAttribute(second, b.intern("id"), AttributeValue::fromString(b.intern("second")));
        b.addFlow(first, second, b.intern("next"), b.intern("flow"));
        const ProfilePtr reshaped = ProfileTransformer::apply(b.build(), {parsed("merge:run")}).profile;
        const SpanTrack &spans = reshaped->tracks()[0].spans;
        QCOMPARE(spans.size(), 3u);
        QCOMPARE(reshaped->flows().all().size(), std::size_t(1));
        const Flow flow = reshaped->flows().all().front();
        QCOMPARE(spans.start(flow.from.span), 15);
        QCOMPARE(spans.start(flow.to.span), 55);
        QCOMPARE(spans.parent(flow.to.span), 0u);
        const auto id = reshaped->tracks()[0].spanAttributes.find(flow.to.span, reshaped->strings().find("id"));
        QVERIFY(id);
        QCOMPARE(id->s, reshaped->strings().find("second"));
    }
};

QTEST_GUILESS_MAIN(TestSpanTransforms)
#include "tst_spantransforms.moc"
