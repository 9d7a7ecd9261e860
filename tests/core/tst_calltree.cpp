// Aggregation: top-down and bottom-up trees from samples and from spans,
// with expected values worked out by hand next to each fixture; and a span
// track as call stacks, as the writers of one stack per thread deal it out.
#include "analysis/CallStacks.h"
#include "analysis/CallTree.h"
#include "analysis/FunctionTable.h"
#include "analysis/SampleWeights.h"
#include "model/ProfileBuilder.h"
#include "model/StackWeights.h"

#include <QtTest>
#include <map>
#include <random>

using namespace hg;

namespace {

const CallTree::Node *child(const CallTree &tree, std::uint32_t parent, const Profile &p, const char *name)
{
    for (const std::uint32_t c : tree.children(parent))
        if (p.frameName(tree.node(c).frame) == QLatin1String(name))
            return &tree.node(c);
    return nullptr;
}

std::uint32_t childIndex(const CallTree &tree, std::uint32_t parent, const Profile &p, const char *name)
{
    for (const std::uint32_t c : tree.children(parent))
        if (p.frameName(tree.node(c).frame) == QLatin1String(name))
            return c;
    return kNoId;
}

// Thread 1 samples at 0, 10, 20, 40 ms (intervals 10, 10, 20; median 10):
//   main>run>work, main>run>work, main>run, main>idle
// weights: 10, 10, 20, 10 (last = median) ms.
// Thread 2: one sample of main>work at 0 -> weight = profile median (10 ms).
ProfilePtr samples()
{
    ProfileBuilder b(QStringLiteral("test"));
    const FrameId main = b.addFrame("main"), run = b.addFrame("run"), work = b.addFrame("work"), idle = b.addFrame("idle");
    const StackId sMain = b.addStack(kNoId, main), sRun = b.addStack(sMain, run);
    const StackId sWork = b.addStack(sRun, work), sIdle = b.addStack(sMain, idle), sMainWork = b.addStack(sMain, work);
    const TrackId t1 = b.addTrack({QStringLiteral("t1"), QString(), 1, -1, {}, {}});
    const TrackId t2 = b.addTrack({QStringLiteral("t2"), QString(), 2, -1, {}, {}});
    b.addSample(t1, 0, sWork);
    b.addSample(t1, 10 * kPsPerMs, sWork);
    b.addSample(t1, 20 * kPsPerMs, sRun);
    b.addSample(t1, 40 * kPsPerMs, sIdle);
    b.addSample(t2, 0, sMainWork);
    return b.build();
}

// Frames named f0, f1, ...
std::vector<FrameId> numberedFrames(ProfileBuilder &b, int count)
{
    std::vector<FrameId> frames;
    for (int f = 0; f < count; ++f)
        frames.push_back(b.addFrame(QByteArray("f" + QByteArray::number(f)).toStdString()));
    return frames;
}

// The nodes are numbered depth first in the order of their children
// lists, each child's parent its node, every node reached; inOrder(a, b)
// says whether sibling a may come before sibling b.
template <typename InOrder>
void verifyDepthFirst(const CallTree &tree, const InOrder &inOrder)
{
    std::vector<std::uint32_t> pending{0};
    std::uint32_t expected = 0;
    while (!pending.empty()) {
        const std::uint32_t n = pending.back();
        pending.pop_back();
        QCOMPARE(n, expected++);
        const auto children = tree.children(n);
        for (std::size_t c = 1; c < children.size(); ++c)
            QVERIFY(inOrder(children[c - 1], children[c]));
        for (const std::uint32_t c : children)
            QCOMPARE(tree.node(c).parent, n);
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
    QCOMPARE(expected, tree.size());
}

} // namespace

class TestCallTree : public QObject
{
    Q_OBJECT
private slots:
    // A weighted sample (a collapsed line "a;b 12") counts as its weight: a
    // file whose lines add up to 15 shows 15 samples, not 2 stacks.
    void weightedSamplesCountTheirWeight()
    {
        ProfileBuilder b(QStringLiteral("collapsed"));
        const TrackId t = b.addTrack({QStringLiteral("stacks"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(t);
        const StackId a = b.addStack(kNoId, b.addFrame("a"));
        b.addSample(t, 0, b.addStack(a, b.addFrame("b")), 12);
        b.addSample(t, 0, b.addStack(a, b.addFrame("c")), 3);
        const ProfilePtr p = b.build();
        for (const CallTree::Direction direction : {CallTree::Direction::TopDown, CallTree::Direction::BottomUp}) {
            const CallTree tree = CallTree::build(*p, {}, direction);
            QCOMPARE(tree.node(0).count, 15u);
        }
        const CallTree topDown = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        QCOMPARE(topDown.node(topDown.children(0).front()).count, 15u); // a
    }

    // Each function merged over its callers; a recursive call adds its self
    // time but not its total a second time.
    void functionTableMergesCallersAndCountsRecursionOnce()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
        const FrameId main = b.addFrame("main"), parse = b.addFrame("parse"), walk = b.addFrame("walk");
        // main > parse > walk > walk, and main > walk: samples of 1 ms.
        const StackId m = b.addStack(kNoId, main);
        const StackId mp = b.addStack(m, parse);
        const StackId mpw = b.addStack(mp, walk);
        const StackId mpww = b.addStack(mpw, walk);
        const StackId mw = b.addStack(m, walk);
        TimePs time = 0;
        for (const auto &[stack, times] : std::vector<std::pair<StackId, int>>{{m, 1}, {mp, 2}, {mpw, 3}, {mpww, 4}, {mw, 5}})
            for (int i = 0; i < times; ++i, time += kPsPerMs)
                b.addSample(t, time, stack);
        const ProfilePtr p = b.build();
        const FunctionTable table = FunctionTable::of(CallTree::build(*p, {}, CallTree::Direction::TopDown));
        QCOMPARE(table.whole(), 15 * kPsPerMs);
        std::map<QString, FunctionTable::Row> byName;
        for (const FunctionTable::Row &row : table.rows())
            byName[p->frameName(row.frame)] = row;
        QCOMPARE(byName.size(), std::size_t(3));
        QCOMPARE(byName[QStringLiteral("walk")].self, 12 * kPsPerMs);
        QCOMPARE(byName[QStringLiteral("walk")].total, 12 * kPsPerMs); // the inner walk is inside the outer one
        QCOMPARE(byName[QStringLiteral("walk")].count, 12u);
        QCOMPARE(byName[QStringLiteral("parse")].total, 9 * kPsPerMs);
        QCOMPARE(byName[QStringLiteral("main")].total, 15 * kPsPerMs);
        QCOMPARE(byName[QStringLiteral("main")].self, 1 * kPsPerMs);
        QCOMPARE(p->frameName(table.rows().front().frame), QStringLiteral("walk")); // heaviest self first
        QVERIFY(FunctionTable::of(CallTree::build(*p, {}, CallTree::Direction::BottomUp)).rows().empty());
    }

    void aggregatedNodesAreAFirstClassTree()
    {
        // tick (100 ms, 10x) > world (60 ms) > entities (50 ms); tick > world
        // again (a record with the same name, merged) 20 ms; tick > net 10 ms.
        ProfileBuilder b(QStringLiteral("pocketmine"));
        const TrackId t = b.addTrack({QStringLiteral("Main thread"), QString(), -1, -1, {}, {}});
        const FrameId tick = b.addFrame("tick"), world = b.addFrame("world"), entities = b.addFrame("entities"), net = b.addFrame("net");
        const std::uint32_t root = b.addAggregateNode(t, kNoId, tick, 100 * kPsPerMs, 10);
        const std::uint32_t w = b.addAggregateNode(t, root, world, 60 * kPsPerMs, 10);
        b.addAggregateNode(t, w, entities, 50 * kPsPerMs, 40);
        b.addAggregateNode(t, root, world, 20 * kPsPerMs, 2);
        const std::uint32_t n = b.addAggregateNode(t, root, net, 10 * kPsPerMs, 7);
        b.setNodeAttribute(t, n, b.intern("Violations"), AttributeValue::fromInt(3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, b.addAggregateNode(t, 99, net, 1, 1));
        const ProfilePtr p = b.build();
        QCOMPARE(p->tracks()[0].nodes.size(), 5u);
        QCOMPARE(p->maxDepth(p->tracks()[0]), std::size_t(3));
        QCOMPARE(p->tracks()[0].nodeAttributes.of(n).front().value.i, std::int64_t(3));

        const CallTree top = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        QCOMPARE(top.unit(), CallTree::Unit::Time);
        QCOMPARE(top.children(0).size(), std::size_t(1));
        const CallTree::Node &tickNode = top.node(top.children(0)[0]);
        QCOMPARE(tickNode.total, 100 * kPsPerMs);
        QCOMPARE(tickNode.self, 10 * kPsPerMs);
        QCOMPARE(tickNode.count, std::uint64_t(10));
        const CallTree::Node &worldNode = top.node(top.children(top.children(0)[0])[0]);
        QCOMPARE(p->frameName(worldNode.frame), QStringLiteral("world"));
        QCOMPARE(worldNode.total, 80 * kPsPerMs); // both world records merged
        QCOMPARE(worldNode.self, 30 * kPsPerMs);
        QCOMPARE(worldNode.count, std::uint64_t(12));

        const CallTree bottom = CallTree::build(*p, {}, CallTree::Direction::BottomUp);
        TimePs entitiesSelf = -1;
        for (const std::uint32_t c : bottom.children(0))
            if (p->frameName(bottom.node(c).frame) == QLatin1String("entities"))
                entitiesSelf = bottom.node(c).self;
        QCOMPARE(entitiesSelf, 50 * kPsPerMs);
    }

    void sampleWeightsAreTimeToTheNextSample()
    {
        const ProfilePtr p = samples();
        QCOMPARE(SampleWeights::medianInterval(p->tracks()[0].samples), 10 * kPsPerMs);
        QCOMPARE(SampleWeights::medianInterval(p->tracks()[1].samples), 0);
        const std::vector<TimePs> w = SampleWeights::compute(p->tracks()[0].samples, 99);
        QCOMPARE(w, (std::vector<TimePs>{10 * kPsPerMs, 10 * kPsPerMs, 20 * kPsPerMs, 10 * kPsPerMs}));
        QCOMPARE(SampleWeights::compute(p->tracks()[1].samples, 7), std::vector<TimePs>{7});
    }

    void topDownFromSamples()
    {
        const ProfilePtr p = samples();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.unit(), CallTree::Unit::Time);
        QCOMPARE(tree.node(0).total, 60 * kPsPerMs); // 50 on t1 + 10 on t2
        const std::uint32_t main = childIndex(tree, 0, *p, "main");
        QCOMPARE(tree.node(main).total, 60 * kPsPerMs);
        QCOMPARE(tree.node(main).self, 0);
        QCOMPARE(tree.node(main).count, 5u);
        // Children heaviest first: run (40), then work (10, from t2) / idle (10).
        QCOMPARE(p->frameName(tree.node(tree.children(main)[0]).frame), QStringLiteral("run"));
        const std::uint32_t run = childIndex(tree, main, *p, "run");
        QCOMPARE(tree.node(run).total, 40 * kPsPerMs);
        QCOMPARE(tree.node(run).self, 20 * kPsPerMs);
        QCOMPARE(tree.node(run).count, 3u);
        QCOMPARE(child(tree, run, *p, "work")->total, 20 * kPsPerMs);
        QCOMPARE(child(tree, main, *p, "idle")->self, 10 * kPsPerMs);
        QCOMPARE(tree.hotPath().size(), std::size_t(3)); // main > run > work
        QCOMPARE(tree.depth(childIndex(tree, run, *p, "work")), 3u);
    }

    void topDownOfOneTrack()
    {
        const ProfilePtr p = samples();
        const CallTree tree = CallTree::build(*p, {TrackId(1)}, CallTree::Direction::TopDown);
        QCOMPARE(tree.node(0).total, 10 * kPsPerMs);
        QCOMPARE(tree.size(), 3u); // root, main, work
    }

    void bottomUpFromSamples()
    {
        const ProfilePtr p = samples();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::BottomUp);
        QCOMPARE(tree.node(0).total, 60 * kPsPerMs);
        // Leaves: work 30 (20 via run, 10 via main), run 20, idle 10.
        const std::uint32_t work = childIndex(tree, 0, *p, "work");
        QCOMPARE(tree.children(0)[0], work);
        QCOMPARE(tree.node(work).total, 30 * kPsPerMs);
        QCOMPARE(tree.node(work).self, 30 * kPsPerMs);
        QCOMPARE(tree.node(work).count, 3u);
        const std::uint32_t viaRun = childIndex(tree, work, *p, "run");
        QCOMPARE(tree.node(viaRun).total, 20 * kPsPerMs);
        QCOMPARE(child(tree, viaRun, *p, "main")->total, 20 * kPsPerMs);
        QCOMPARE(child(tree, work, *p, "main")->total, 10 * kPsPerMs);
        QCOMPARE(child(tree, 0, *p, "run")->total, 20 * kPsPerMs);
    }

    void fromSpansWithRecursion()
    {
        // f [0,100) > f [10,60) > g [20,30); g [70,90) directly under the outer f.
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f"), g = b.addFrame("g");
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        b.addSpan(t, 0, 100, f);
        b.addSpan(t, 10, 50, f);
        b.addSpan(t, 20, 10, g);
        b.addSpan(t, 70, 20, g);
        const ProfilePtr p = b.build();
        const CallTree top = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        const std::uint32_t outer = childIndex(top, 0, *p, "f");
        QCOMPARE(top.node(outer).total, 100);
        QCOMPARE(top.node(outer).self, 30); // 100 - 50 - 20
        QCOMPARE(top.node(outer).count, 1u);
        const std::uint32_t inner = childIndex(top, outer, *p, "f");
        QCOMPARE(top.node(inner).total, 50);
        QCOMPARE(top.node(inner).self, 40);
        QCOMPARE(child(top, inner, *p, "g")->total, 10);
        QCOMPARE(child(top, outer, *p, "g")->total, 20);
        QCOMPARE(top.node(0).total, 100);

        const CallTree bottom = CallTree::build(*p, {}, CallTree::Direction::BottomUp);
        // Self times: f 30 + 40 = 70, g 10 + 20 = 30.
        QCOMPARE(child(bottom, 0, *p, "f")->total, 70);
        QCOMPARE(child(bottom, 0, *p, "g")->total, 30);
        QCOMPARE(child(bottom, 0, *p, "g")->count, 2u);
        QCOMPARE(bottom.node(0).total, 100);
    }

    // A span track's call paths live while a tree being built (or another
    // caller) holds them, and are made again after; given ones stay.
    void spanCallPathsAreHeldOnlyWhileUsed()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f"), g = b.addFrame("g");
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        b.addSpan(t, 0, 100, f);
        b.addSpan(t, 10, 50, g);
        const ProfilePtr p = b.build();
        const SpanTrack &spans = p->tracks()[0].spans;

        std::weak_ptr<const SpanPaths> made = spans.callPaths();
        QVERIFY(made.expired()); // no one held them
        std::shared_ptr<const SpanPaths> held = spans.callPaths();
        QCOMPARE(held->paths.size(), std::size_t(2));
        QCOMPARE(spans.callPaths(), held); // the same while held
        const CallTree top = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        QCOMPARE(top.size(), 3u);
        made = held;
        held.reset();
        QVERIFY(made.expired()); // the tree let go of them too
        QCOMPARE(CallTree::build(*p, {}, CallTree::Direction::BottomUp).size(), 4u); // f, g, g under f
        QCOMPARE(spans.callPaths()->paths.size(), std::size_t(2)); // made again

        SpanTrack copy = spans;
        copy.setCallPaths(*spans.callPaths());
        made = copy.callPaths();
        QVERIFY(!made.expired()); // given: kept for good
    }

    void untimedSamplesCount()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const StackId s = b.addStack(kNoId, b.addFrame("a"));
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(t);
        b.addSample(t, 0, s, 5);
        b.addSample(t, 0, s, 7);
        const ProfilePtr p = b.build();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.unit(), CallTree::Unit::Count);
        QCOMPARE(tree.node(0).total, 12);
    }

    void cancelReturnsAnEmptyTree()
    {
        const ProfilePtr p = samples();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown, [] { return true; });
        QCOMPARE(tree.size(), 1u);
        QCOMPARE(tree.node(0).total, 0);
    }
    // ---- call stacks --------------------------------------------------------

    void aTrackNestedByTimeIsOneStack()
    {
        // Nested calls, a tie (same start, the longer outside), a child
        // outliving its parent, a zero-length call and a second root.
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
        const FrameId f = b.addFrame(std::string_view("f"));
        b.addSpan(t, 0, 100, f);
        b.addSpan(t, 10, 20, f);
        b.addSpan(t, 10, 5, f);
        b.addSpan(t, 50, 80, f); // ends after its parent
        b.addSpan(t, 60, 0, f);
        b.addSpan(t, 200, 10, f);
        const ProfilePtr p = b.build();
        const SpanTrack &spans = p->tracks()[0].spans;
        const CallStacks stacks = CallStacks::of(spans);
        QCOMPARE(stacks.count(), 1u);
        QVERIFY(stacks.keepsTree());
        QCOMPARE(stacks.spansOf(0).size(), std::size_t(6));
        for (std::uint32_t i = 0; i < spans.size(); ++i) {
            QCOMPARE(stacks.stackOf(i), 0u);
            QCOMPARE(stacks.parentOf(i), spans.parent(i));
        }
        TimePs last = 0;
        for (const std::uint32_t s : stacks.spansOf(0)) {
            QVERIFY(spans.start(s) >= last);
            last = spans.start(s);
        }
        QCOMPARE(CallStacks::of(SpanTrack()).count(), 1u);
    }

    void concurrentSiblingsStartStacksOfTheirOwn()
    {
        // P 0-100 with children A 10-50, B 20-60 (beside A, with its child
        // D 25-30), C 70-80 (after both) and E 21-22 (beside A and B); then
        // a root R 120-130 and X, a child of R stated but lying after it.
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("main"), QString(), -1, -1, {}, {}});
        std::map<std::string, FrameId> frame;
        for (const char *name : {"P", "A", "B", "C", "D", "E", "R", "X"})
            frame[name] = b.addFrame(std::string_view(name));
        const std::uint32_t pIndex = b.addChildSpan(t, 0, 100, frame["P"], kNoId).index;
        b.addChildSpan(t, 10, 40, frame["A"], pIndex);
        const std::uint32_t bIndex = b.addChildSpan(t, 20, 40, frame["B"], pIndex).index;
        b.addChildSpan(t, 70, 10, frame["C"], pIndex);
        b.addChildSpan(t, 25, 5, frame["D"], bIndex);
        b.addChildSpan(t, 21, 1, frame["E"], pIndex);
        const std::uint32_t rIndex = b.addChildSpan(t, 120, 10, frame["R"], kNoId).index;
        b.addChildSpan(t, 140, 5, frame["X"], rIndex);
        const ProfilePtr p = b.build();
        const SpanTrack &spans = p->tracks()[0].spans;
        const auto index = [&](const char *name) {
            for (std::uint32_t i = 0; i < spans.size(); ++i)
                if (p->frameName(spans.frame(i)) == QLatin1String(name))
                    return i;
            return std::uint32_t(kNoId);
        };
        const CallStacks stacks = CallStacks::of(spans);
        QCOMPARE(stacks.count(), 3u);
        QVERIFY(!stacks.keepsTree());
        const auto where = [&](const char *name) {
            const std::uint32_t i = index(name);
            const std::uint32_t parent = stacks.parentOf(i);
            return QStringLiteral("%1 under %2").arg(stacks.stackOf(i)).arg(parent == kNoId ? QStringLiteral("-") : p->frameName(spans.frame(parent)));
        };
        QCOMPARE(where("P"), QStringLiteral("0 under -"));
        QCOMPARE(where("A"), QStringLiteral("0 under P"));
        QCOMPARE(where("B"), QStringLiteral("1 under -"));
        QCOMPARE(where("D"), QStringLiteral("1 under B"));
        QCOMPARE(where("E"), QStringLiteral("2 under -"));
        QCOMPARE(where("C"), QStringLiteral("0 under P"));
        QCOMPARE(where("R"), QStringLiteral("0 under -"));
        QCOMPARE(where("X"), QStringLiteral("0 under -")); // R has ended: X cannot nest under it
        // Each stack in time order; its roots and children as written.
        QStringList order;
        for (const std::uint32_t s : stacks.spansOf(0))
            order << p->frameName(spans.frame(s));
        QCOMPARE(order.join(QLatin1Char(' ')), QStringLiteral("P A C R X"));
        const CallStacks::Children children = stacks.children();
        QCOMPARE(children.of(spans.size() + 0).size(), std::size_t(3)); // P, R, X
        QCOMPARE(children.of(spans.size() + 1).size(), std::size_t(1)); // B
        QCOMPARE(children.of(index("P")).size(), std::size_t(2));        // A, C
        QCOMPARE(CallStacks::stackName(QStringLiteral("GET /"), 0), QStringLiteral("GET /"));
        QCOMPARE(CallStacks::stackName(QStringLiteral("GET /"), 2), QStringLiteral("GET / (lane 3)"));
    }

    // A top-down tree is numbered depth first, heaviest child first, and its
    // figures are each call path's spans summed one by one.
    void topDownNodesAreNumberedDepthFirstWithPathFigures()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const std::vector<FrameId> frames = numberedFrames(b, 6);
        std::mt19937 rng(5);
        for (int t = 0; t < 3; ++t) {
            const TrackId track = b.addTrack({QStringLiteral("t%1").arg(t), QString(), t, -1, {}, {}});
            TimePs at = 0;
            for (int e = 0; e < 300; ++e) {
                const TimePs length = 100 + TimePs(rng() % 1000);
                b.addSpan(track, at, length, frames[rng() % frames.size()]);
                for (TimePs inner = at, left = length; left > 10 && rng() % 3; inner += 1, left /= 2)
                    b.addSpan(track, inner, left / 2, frames[rng() % frames.size()]);
                at += length + 1;
            }
        }
        const ProfilePtr p = b.build();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);

        verifyDepthFirst(tree, [&](std::uint32_t a, std::uint32_t b) { return tree.node(a).total >= tree.node(b).total; });
        if (QTest::currentTestFailed())
            return;

        struct Figures { TimePs total = 0, self = 0; std::uint64_t count = 0; };
        std::map<std::vector<FrameId>, Figures> byPath;
        for (const Track &track : p->tracks()) {
            const std::vector<TimePs> self = track.spans.selfTimes();
            for (std::uint32_t i = 0; i < track.spans.size(); ++i) {
                Figures &f = byPath[track.spans.callPath(i)];
                f.total += track.spans.duration(i);
                f.self += self[i];
                ++f.count;
            }
        }
        QCOMPARE(std::size_t(tree.size() - 1), byPath.size());
        for (std::uint32_t n = 1; n < tree.size(); ++n) {
            const Figures &f = byPath.at(tree.callPath(n));
            QCOMPARE(tree.node(n).total, f.total);
            QCOMPARE(tree.node(n).self, f.self);
            QCOMPARE(tree.node(n).count, f.count);
        }
    }

    // A path below a node its own track made is added without a lookup;
    // later tracks still find it. Track 1 makes a>b; track 2 reaches a>b
    // (found) and goes on to a>b>c>d (new, appended under c); track 3 takes
    // a>b>c>d again and must land on track 2's nodes. Siblings of equal
    // totals keep the order their paths came in (x before y before z).
    void distinctAggregatedNodesMergeWithLaterTracks()
    {
        // pprof's trees (AggregateTree::pathsDistinct): a track's nodes below
        // a node it made are appended without a lookup; the next track's
        // still merge with them. The same tree as when looked up one by one.
        const auto build = [](bool distinct) {
            ProfileBuilder b(QStringLiteral("test"));
            const FrameId a = b.addFrame(std::string_view("a")), bb = b.addFrame(std::string_view("b"));
            const FrameId c = b.addFrame(std::string_view("c")), x = b.addFrame(std::string_view("x"));
            const TrackId t1 = b.addTrack({QStringLiteral("t1"), QString(), 1, -1, {}, {}});
            const TrackId t2 = b.addTrack({QStringLiteral("t2"), QString(), 2, -1, {}, {}});
            const std::uint32_t a1 = b.addAggregateNode(t1, kNoId, a, 100, 10);
            const std::uint32_t b1 = b.addAggregateNode(t1, a1, bb, 60, 6);
            b.addAggregateNode(t1, b1, c, 20, 2);
            b.addAggregateNode(t1, a1, x, 30, 3);
            const std::uint32_t a2 = b.addAggregateNode(t2, kNoId, a, 50, 5);
            const std::uint32_t b2 = b.addAggregateNode(t2, a2, bb, 40, 4);
            b.addAggregateNode(t2, b2, c, 40, 4);
            b.addAggregateNode(t2, kNoId, x, 7, 1);
            for (const TrackId t : {t1, t2}) {
                b.setNodeCountsIncludeCallees(t, true);
                b.setNodePathsDistinct(t, distinct);
            }
            return b.build();
        };
        const ProfilePtr looked = build(false), appended = build(true);
        QVERIFY(appended->tracks()[0].nodes.pathsDistinct());
        const CallTree expected = CallTree::build(*looked, {}, CallTree::Direction::TopDown);
        const CallTree tree = CallTree::build(*appended, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.size(), 6u); // root, a, a>b, a>b>c, a>x, x
        QCOMPARE(tree.size(), expected.size());
        for (std::uint32_t n = 0; n < tree.size(); ++n) {
            QCOMPARE(tree.callPath(n), expected.callPath(n));
            QCOMPARE(tree.node(n).total, expected.node(n).total);
            QCOMPARE(tree.node(n).count, expected.node(n).count);
        }
        const std::uint32_t nc = childIndex(tree, childIndex(tree, childIndex(tree, 0, *appended, "a"), *appended, "b"), *appended, "c");
        QCOMPARE(tree.node(nc).total, TimePs(60));
    }

    void pathsBelowNewNodesMergeWithLaterTracks()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId a = b.addFrame(std::string_view("a")), bb = b.addFrame(std::string_view("b"));
        const FrameId c = b.addFrame(std::string_view("c")), d = b.addFrame(std::string_view("d"));
        const FrameId x = b.addFrame(std::string_view("x")), y = b.addFrame(std::string_view("y"));
        const FrameId z = b.addFrame(std::string_view("z"));
        const TrackId t1 = b.addTrack({QStringLiteral("t1"), QString(), 1, -1, {}, {}});
        const TrackId t2 = b.addTrack({QStringLiteral("t2"), QString(), 2, -1, {}, {}});
        const TrackId t3 = b.addTrack({QStringLiteral("t3"), QString(), 3, -1, {}, {}});
        b.addSpan(t1, 0, 100, a);
        b.addSpan(t1, 0, 50, bb);
        b.addSpan(t1, 60, 10, z);
        b.addSpan(t2, 0, 100, a);
        b.addSpan(t2, 0, 80, bb);
        b.addSpan(t2, 0, 40, c);
        b.addSpan(t2, 0, 20, d);
        b.addSpan(t2, 85, 10, y);
        b.addSpan(t3, 0, 30, x);
        b.addSpan(t3, 40, 60, a);
        b.addSpan(t3, 40, 30, bb);
        b.addSpan(t3, 40, 20, c);
        b.addSpan(t3, 40, 5, d);
        b.addSpan(t3, 80, 10, x);
        const ProfilePtr p = b.build();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);

        QCOMPARE(tree.size(), 9u); // root, a, a>b, a>b>c, a>b>c>d, a>x, a>y, a>z, x
        const std::uint32_t na = childIndex(tree, 0, *p, "a");
        QCOMPARE(tree.node(na).total, TimePs(260));
        QCOMPARE(tree.node(na).count, 3u);
        const std::uint32_t nb = childIndex(tree, na, *p, "b");
        QCOMPARE(tree.node(nb).total, TimePs(160));
        const std::uint32_t nc = childIndex(tree, nb, *p, "c");
        QCOMPARE(tree.node(nc).total, TimePs(60));
        QCOMPARE(tree.node(nc).count, 2u);
        QCOMPARE(tree.childCount(nc), 1u);
        const std::uint32_t nd = childIndex(tree, nc, *p, "d");
        QCOMPARE(tree.node(nd).total, TimePs(25));
        QCOMPARE(tree.node(nd).count, 2u);
        QCOMPARE(tree.callPath(nd), (std::vector<FrameId>{a, bb, c, d}));
        // a's children: b (160), then z, y, x of 10 each in the order their
        // paths first came (tracks in order, a track's paths by depth).
        const auto under = tree.children(na);
        QCOMPARE(under.size(), std::size_t(4));
        QCOMPARE(under[0], nb);
        QCOMPARE(tree.node(under[1]).frame, z);
        QCOMPARE(tree.node(under[2]).frame, y);
        QCOMPARE(tree.node(under[3]).frame, x);
        // The root's: a (260) before x (30).
        QCOMPARE(tree.children(0).size(), std::size_t(2));
        QCOMPARE(tree.children(0)[0], na);
        QCOMPARE(tree.node(tree.children(0)[1]).frame, x);
        for (std::uint32_t n = 1; n < tree.size(); ++n)
            QVERIFY(tree.node(n).parent < n);
    }

    // Far more stacks than samples (a collapsed file's shape): the samples
    // are sorted by stack rather than summed into a column of every stack,
    // with the same sums; a timed track's last sample stays apart.
    void stackWeightsOfFewSamplesOnManyStacks()
    {
        for (const bool timed : {false, true}) {
            ProfileBuilder b(QStringLiteral("test"));
            std::vector<StackId> chain;
            for (int i = 0; i < 100; ++i)
                chain.push_back(b.addStack(chain.empty() ? StackId(kNoId) : chain.back(), b.addFrame("f" + std::to_string(i))));
            const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
            if (!timed)
                b.setTrackUntimed(t);
            b.addSample(t, 0, chain[99], 2);
            b.addSample(t, 10 * kPsPerMs, chain[50], 1);
            b.addSample(t, 30 * kPsPerMs, chain[99], 3);
            const ProfilePtr p = b.build();
            const StackWeights &w = p->tracks()[t].samples.stackWeights();
            QCOMPARE(w.entries.size(), std::size_t(2));
            QCOMPARE(w.entries[0].stack, chain[50]);
            QCOMPARE(w.entries[1].stack, chain[99]);
            if (timed) {
                QCOMPARE(w.entries[0].weight, 20 * kPsPerMs);
                QCOMPARE(w.entries[1].weight, 10 * kPsPerMs);
                QCOMPARE(w.entries[1].count, 2u);
                QCOMPARE(w.lastStack, chain[99]);
                QCOMPARE(w.lastCount, 3u);
            } else {
                QCOMPARE(w.entries[0].weight, 1);
                QCOMPARE(w.entries[1].weight, 5);
                QCOMPARE(w.entries[1].count, 5u);
                QCOMPARE(w.lastCount, 0u);
            }
        }
    }

    // Samples alone: the tree is made straight from the stack table. Stack
    // ids here do not follow the order the paths' weights come in (a;b is
    // stack 1, but its only weight is on stack 3, after a;d's on stack 2):
    // siblings of equal totals keep the order of their first stack with
    // weight (d before b), as the general build put them. A stack with no
    // weight at or below it (a;e) is no node.
    void samplesAloneKeepTheOrderOfTheirFirstWeightedStack()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId a = b.addFrame("a"), bb = b.addFrame("b"), c = b.addFrame("c"), d = b.addFrame("d"), e = b.addFrame("e");
        const StackId sa = b.addStack(kNoId, a), sb = b.addStack(sa, bb), sd = b.addStack(sa, d), sc = b.addStack(sb, c);
        b.addStack(sa, e);
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(t);
        b.addSample(t, 0, sc, 1);
        b.addSample(t, 0, sd, 1);
        const ProfilePtr p = b.build();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.size(), 5u);
        QVERIFY(tree.isDepthFirst());
        QCOMPARE(tree.node(0).total, 2);
        QCOMPARE(tree.node(0).count, 2u);
        QCOMPARE(tree.children(0).size(), std::size_t(1));
        const std::uint32_t na = tree.children(0)[0];
        QCOMPARE(tree.node(na).frame, a);
        QCOMPARE(tree.node(na).self, 0);
        QCOMPARE(tree.ownCount(na), 0u);
        const auto under = tree.children(na);
        QCOMPARE(under.size(), std::size_t(2));
        QCOMPARE(tree.node(under[0]).frame, d);
        QCOMPARE(tree.node(under[1]).frame, bb);
        QCOMPARE(tree.ownCount(under[0]), 1u);
        QCOMPARE(tree.node(under[0]).self, 1);
        const std::uint32_t nc = tree.children(under[1])[0];
        QCOMPARE(tree.node(nc).frame, c);
        QCOMPARE(tree.node(nc).parent, under[1]);
        QCOMPARE(std::vector<std::uint32_t>(tree.weightedNodes().begin(), tree.weightedNodes().end()),
                 (std::vector<std::uint32_t>{under[0], nc}));
    }

    // The same on a random table: every node's figures are its path's, the
    // nodes numbered depth first, children heaviest first, ties in the
    // order of each subtree's first stack with weight.
    void samplesAloneTreeHoldsEveryWeightedPath()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const std::vector<FrameId> frames = numberedFrames(b, 4);
        std::mt19937 rng(7);
        std::vector<StackId> stacks;
        for (int i = 0; i < 400; ++i) {
            const StackId up = stacks.empty() || rng() % 5 == 0 ? StackId(kNoId) : stacks[rng() % stacks.size()];
            stacks.push_back(b.addStack(up, frames[rng() % frames.size()]));
        }
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(t);
        for (int i = 0; i < 300; ++i)
            b.addSample(t, 0, stacks[rng() % stacks.size()], 1 + rng() % 3);
        const ProfilePtr p = b.build();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);

        // By path: the samples' own figures, then folded up; the first
        // stack with weight at or below each path.
        struct Figures { std::int64_t total = 0, self = 0; std::uint64_t count = 0, own = 0; std::uint32_t first = kNoId; };
        std::map<std::vector<FrameId>, Figures> byPath;
        std::vector<StackId> weighted;
        const auto pathOf = [&](StackId s) {
            std::vector<FrameId> path;
            for (; s != kNoId; s = p->stacks().parent(s))
                path.insert(path.begin(), p->stacks().frame(s));
            return path;
        };
        for (const StackWeights::Entry &w : p->tracks()[t].samples.stackWeights().entries) {
            weighted.push_back(w.stack);
            std::vector<FrameId> path = pathOf(w.stack);
            byPath[path].self += w.weight;
            byPath[path].own += w.count;
            for (; !path.empty(); path.pop_back()) {
                Figures &f = byPath[path];
                f.total += w.weight;
                f.count += w.count;
                f.first = std::min(f.first, std::uint32_t(w.stack));
            }
        }
        QCOMPARE(std::size_t(tree.size() - 1), byPath.size());
        verifyDepthFirst(tree, [&](std::uint32_t a, std::uint32_t b) {
            const Figures &before = byPath.at(tree.callPath(a)), &after = byPath.at(tree.callPath(b));
            return before.total > after.total || (before.total == after.total && before.first < after.first);
        });
        if (QTest::currentTestFailed())
            return;
        for (std::uint32_t n = 1; n < tree.size(); ++n) {
            const Figures &f = byPath.at(tree.callPath(n));
            QCOMPARE(tree.node(n).total, f.total);
            QCOMPARE(tree.node(n).self, f.self);
            QCOMPARE(tree.node(n).count, f.count);
            QCOMPARE(tree.ownCount(n), f.own);
        }
        QCOMPARE(tree.weightedNodes().size(), weighted.size());
        for (std::size_t k = 0; k < weighted.size(); ++k)
            QCOMPARE(tree.callPath(tree.weightedNodes()[k]), pathOf(weighted[k]));
    }
};

QTEST_GUILESS_MAIN(TestCallTree)
#include "tst_calltree.moc"
