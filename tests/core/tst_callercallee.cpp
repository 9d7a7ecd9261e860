// The caller/callee figures: a centre function with the time through each of
// its callers and callees, recursion counted once per stack per edge; exact
// figures worked out by hand next to each fixture, and a brute-force count
// straight from the samples' stacks.
#include "analysis/CallerCallee.h"
#include "model/ProfileBuilder.h"

#include <QRandomGenerator>
#include <QtTest>
#include <map>
#include <set>

using namespace hg;

namespace {

using Stack = std::vector<const char *>; // root first

// An untimed track of weighted stacks: figures are sample counts.
ProfilePtr stacks(const std::vector<std::pair<Stack, std::uint32_t>> &weighted)
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack({QStringLiteral("stacks"), QString(), -1, -1, {}, {}});
    b.setTrackUntimed(t);
    for (const auto &[frames, weight] : weighted) {
        StackId s = kNoId;
        for (const char *name : frames)
            s = b.addStack(s, b.addFrame(name));
        b.addSample(t, 0, s, weight);
    }
    return b.build();
}

FrameId frameNamed(const Profile &p, const char *name) { return framesNamed(p, QString::fromUtf8(name)).at(0); }

CallerCallee centredOn(const Profile &p, const char *name)
{
    return CallerCallee::of(p, CallTree::build(p, {}, CallTree::Direction::TopDown), frameNamed(p, name));
}

// Edge times by name; the root is "(root)".
std::map<QString, std::int64_t> byName(const Profile &p, const std::vector<CallerCallee::Edge> &edges)
{
    std::map<QString, std::int64_t> out;
    for (const CallerCallee::Edge &e : edges)
        out[e.frame == kNoId ? QStringLiteral("(root)") : p.frameName(e.frame)] += e.time;
    return out;
}

const CallTree::Node *childNamed(const CallTree &tree, std::uint32_t parent, const Profile &p, const char *name)
{
    for (const std::uint32_t c : tree.children(parent))
        if (p.frameName(tree.node(c).frame) == QLatin1String(name))
            return &tree.node(c);
    return nullptr;
}

using Times = std::map<QString, std::int64_t>;

} // namespace

class TestCallerCallee : public QObject
{
    Q_OBJECT
private slots:
    void samplesExactFigures()
    {
        // c is called by a (twice: 3 and 6 with d below), b, main, and is a
        // root itself; c at another line is c too, c of another module is not.
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("stacks"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(t);
        const FrameId main = b.addFrame("main"), fa = b.addFrame("a"), fb = b.addFrame("b"), c = b.addFrame("c"), d = b.addFrame("d");
        Frame cLine20;
        cLine20.name = b.intern("c");
        cLine20.line = 20;
        Frame cElsewhere;
        cElsewhere.name = b.intern("c");
        cElsewhere.module = b.intern("libother.so");
        const FrameId c20 = b.addFrame(cLine20), cOther = b.addFrame(cElsewhere);
        const StackId sMain = b.addStack(kNoId, main), sA = b.addStack(sMain, fa), sB = b.addStack(sMain, fb);
        const StackId sAC = b.addStack(sA, c);
        b.addSample(t, 0, sAC, 3);
        b.addSample(t, 0, b.addStack(sAC, d), 6);
        b.addSample(t, 0, b.addStack(sB, c20), 5);
        b.addSample(t, 0, sB, 2);
        b.addSample(t, 0, b.addStack(sMain, c), 1);
        b.addSample(t, 0, b.addStack(kNoId, c), 4);
        b.addSample(t, 0, b.addStack(sMain, cOther), 7);
        const ProfilePtr p = b.build();

        const CallerCallee cc = CallerCallee::of(*p, CallTree::build(*p, {}, CallTree::Direction::TopDown), c);
        QCOMPARE(cc.unit(), CallTree::Unit::Count);
        QCOMPARE(cc.whole(), 28);
        QCOMPARE(cc.total(), 19);
        QCOMPARE(cc.self(), 13);
        QCOMPARE(cc.count(), 19u);
        QCOMPARE(byName(*p, cc.callers()), (Times{{QStringLiteral("a"), 9}, {QStringLiteral("b"), 5}, {QStringLiteral("(root)"), 4}, {QStringLiteral("main"), 1}}));
        QCOMPARE(p->frameName(cc.callers().front().frame), QStringLiteral("a")); // heaviest first
        QCOMPARE(cc.callers().back().time, 1);
        QCOMPARE(byName(*p, cc.callees()), (Times{{QStringLiteral("d"), 6}}));

        // The callers' flame graph: c at the root, each call's callers above it.
        const CallTree &up = cc.callersTree();
        QCOMPARE(up.node(0).total, 19);
        const CallTree::Node *root = childNamed(up, 0, *p, "c");
        QVERIFY(root);
        QCOMPARE(root->total, 19);
        const std::uint32_t rootIndex = up.children(0).front();
        QCOMPARE(childNamed(up, rootIndex, *p, "a")->total, 9);
        QCOMPARE(childNamed(up, rootIndex, *p, "b")->total, 5);
        QCOMPARE(childNamed(up, rootIndex, *p, "main")->total, 1);
        const std::uint32_t viaA = up.children(rootIndex).front();
        QCOMPARE(childNamed(up, viaA, *p, "main")->total, 9);
        // The callees' flame graph: every call of c merged, d below.
        const CallTree &down = cc.calleesTree();
        QCOMPARE(down.node(0).total, 19);
        const std::uint32_t centre = down.children(0).front();
        QCOMPARE(down.node(centre).self, 13);
        QCOMPARE(childNamed(down, centre, *p, "d")->total, 6);
        QCOMPARE(down.children(centre).size(), std::size_t(1));

        // The function of another module is a function of its own.
        const CallerCallee other = CallerCallee::of(*p, CallTree::build(*p, {}, CallTree::Direction::TopDown), cOther);
        QCOMPARE(other.total(), 7);
        QCOMPARE(byName(*p, other.callers()), (Times{{QStringLiteral("main"), 7}}));
        QCOMPARE(framesNamed(*p, QStringLiteral("c")), (std::vector<FrameId>{c, c20, cOther}));
        QVERIFY(framesNamed(*p, QStringLiteral("nope")).empty());
        QVERIFY(sameFunction(*p, c, c20));
        QVERIFY(!sameFunction(*p, c, cOther));
    }

    void directRecursionCountsOncePerStack()
    {
        const ProfilePtr p = stacks({{{"main", "f", "f", "f"}, 5}, {{"main", "f"}, 2}, {{"main", "f", "g"}, 1}, {{"main", "f", "f", "g"}, 2}});
        const CallerCallee f = centredOn(*p, "f");
        QCOMPARE(f.total(), 10);
        QCOMPARE(f.self(), 7);
        QCOMPARE(f.count(), 10u);
        QCOMPARE(byName(*p, f.callers()), (Times{{QStringLiteral("main"), 10}, {QStringLiteral("f"), 7}}));
        QCOMPARE(byName(*p, f.callees()), (Times{{QStringLiteral("f"), 7}, {QStringLiteral("g"), 3}}));
        // The callees' graph keeps the recursion below the merged centre.
        const CallTree &down = f.calleesTree();
        const std::uint32_t centre = down.children(0).front();
        QCOMPARE(down.node(centre).total, 10);
        QCOMPARE(down.node(centre).self, 2); // the outermost calls' own
        QCOMPARE(childNamed(down, centre, *p, "f")->total, 7);
        // Only outermost calls climb the callers' graph: f < main, once.
        const CallTree &up = f.callersTree();
        QCOMPARE(up.size(), 3u);
        QCOMPARE(childNamed(up, up.children(0).front(), *p, "main")->total, 10);
    }

    void mutualRecursionCountsOncePerStackPerEdge()
    {
        // A > B > A > B: each edge once per stack.
        const ProfilePtr p = stacks({{{"main", "A", "B", "A", "B"}, 4}, {{"main", "A", "B"}, 2}, {{"main", "A"}, 1}, {{"main", "B", "A"}, 3}});
        const CallerCallee a = centredOn(*p, "A");
        QCOMPARE(a.total(), 10);
        QCOMPARE(a.self(), 4);
        QCOMPARE(byName(*p, a.callers()), (Times{{QStringLiteral("main"), 7}, {QStringLiteral("B"), 7}}));
        QCOMPARE(byName(*p, a.callees()), (Times{{QStringLiteral("B"), 6}}));
        const CallerCallee b = centredOn(*p, "B");
        QCOMPARE(b.total(), 9);
        QCOMPARE(b.self(), 6);
        QCOMPARE(byName(*p, b.callers()), (Times{{QStringLiteral("A"), 6}, {QStringLiteral("main"), 3}}));
        QCOMPARE(byName(*p, b.callees()), (Times{{QStringLiteral("A"), 7}}));
    }

    // Spans: a node totals its spans' own durations.
    void spansExactFigures()
    {
        // main [0,100) > work [10,60) > parse [20,30); main > parse [70,90) > work [75,80)
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
        const FrameId main = b.addFrame("main"), work = b.addFrame("work"), parse = b.addFrame("parse");
        b.addSpan(t, 0, 100, main);
        b.addSpan(t, 10, 50, work);
        b.addSpan(t, 20, 10, parse);
        b.addSpan(t, 70, 20, parse);
        b.addSpan(t, 75, 5, work);
        const ProfilePtr p = b.build();
        const CallerCallee w = centredOn(*p, "work");
        QCOMPARE(w.unit(), CallTree::Unit::Time);
        QCOMPARE(w.whole(), 100);
        QCOMPARE(w.total(), 55);
        QCOMPARE(w.self(), 45);
        QCOMPARE(w.count(), 2u);
        QCOMPARE(byName(*p, w.callers()), (Times{{QStringLiteral("main"), 50}, {QStringLiteral("parse"), 5}}));
        QCOMPARE(byName(*p, w.callees()), (Times{{QStringLiteral("parse"), 10}}));
        const CallerCallee ps = centredOn(*p, "parse");
        QCOMPARE(ps.total(), 30);
        QCOMPARE(ps.self(), 25);
        QCOMPARE(byName(*p, ps.callers()), (Times{{QStringLiteral("main"), 20}, {QStringLiteral("work"), 10}}));
        QCOMPARE(byName(*p, ps.callees()), (Times{{QStringLiteral("work"), 5}}));
    }

    // Concurrent children keep their own durations: callees may add up to
    // more than the centre.
    void concurrentCalleesKeepTheirDurations()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("async"), QString(), 1, -1, {}, {}});
        const FrameId req = b.addFrame("request"), fetch = b.addFrame("fetch");
        const std::uint32_t parent = b.addChildSpan(t, 0, 100, req, kNoId).index;
        b.addChildSpan(t, 10, 70, fetch, parent);
        b.addChildSpan(t, 20, 75, fetch, parent);
        const ProfilePtr p = b.build();
        const CallerCallee r = centredOn(*p, "request");
        QCOMPARE(r.total(), 100);
        QCOMPARE(byName(*p, r.callees()), (Times{{QStringLiteral("fetch"), 145}}));
        QCOMPARE(byName(*p, r.callers()), (Times{{QStringLiteral("(root)"), 100}}));
    }

    void unknownOrAbsentCentreIsEmpty()
    {
        const ProfilePtr p = stacks({{{"main", "f"}, 5}});
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        const CallerCallee none = CallerCallee::of(*p, tree, FrameId(kNoId));
        QCOMPARE(none.total(), 0);
        QVERIFY(none.callers().empty());
        QCOMPARE(none.calleesTree().size(), 1u);
        const CallerCallee bottomUp = CallerCallee::of(*p, CallTree::build(*p, {}, CallTree::Direction::BottomUp), frameNamed(*p, "f"));
        QCOMPARE(bottomUp.total(), 0);
    }

    // Against a count straight from the stacks: for each stack, the centre
    // total takes its weight if the centre is on it, and each distinct
    // caller (callee) of a centre occurrence on it takes the weight once.
    void matchesBruteForceOnRandomStacks()
    {
        QRandomGenerator random(31);
        const char *names[] = {"f0", "f1", "f2", "f3", "f4", "f5"};
        std::vector<std::pair<Stack, std::uint32_t>> samples;
        for (int i = 0; i < 400; ++i) {
            Stack stack;
            const int depth = 1 + int(random.bounded(9));
            for (int d = 0; d < depth; ++d)
                stack.push_back(names[random.bounded(6)]);
            samples.push_back({stack, 1 + random.bounded(5u)});
        }
        const ProfilePtr p = stacks(samples);
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        for (const char *centre : names) {
            std::int64_t total = 0, self = 0;
            Times callers, callees;
            for (const auto &[stack, weight] : samples) {
                std::set<QString> from, to;
                bool on = false;
                for (std::size_t d = 0; d < stack.size(); ++d) {
                    if (qstrcmp(stack[d], centre) != 0)
                        continue;
                    on = true;
                    from.insert(d == 0 ? QStringLiteral("(root)") : QString::fromUtf8(stack[d - 1]));
                    if (d + 1 < stack.size())
                        to.insert(QString::fromUtf8(stack[d + 1]));
                }
                if (qstrcmp(stack.back(), centre) == 0)
                    self += weight;
                if (on)
                    total += weight;
                for (const QString &g : from)
                    callers[g] += weight;
                for (const QString &h : to)
                    callees[h] += weight;
            }
            const CallerCallee cc = CallerCallee::of(*p, tree, frameNamed(*p, centre));
            QCOMPARE(cc.total(), total);
            QCOMPARE(cc.self(), self);
            QCOMPARE(cc.count(), std::uint64_t(total));
            QCOMPARE(byName(*p, cc.callers()), callers);
            QCOMPARE(byName(*p, cc.callees()), callees);
            QCOMPARE(cc.calleesTree().node(0).total, total);
            QCOMPARE(cc.callersTree().node(0).total, total);
        }
    }
};

QTEST_GUILESS_MAIN(TestCallerCallee)
#include "tst_callercallee.moc"
