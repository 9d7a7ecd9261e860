// Transforms: each on fixtures with exact totals and self times, their
// composition, samples and spans, and every kind against a reference that
// reshapes each sample's path directly, on random stacks with recursion.
#include "analysis/CallTree.h"
#include "analysis/PathTransform.h"
#include "analysis/ProfileTransformer.h"
#include "model/ProfileBuilder.h"
#include "TransformReference.h"

#include <QRandomGenerator>
#include <QtTest>
#include <map>
#include <optional>

using namespace hg;

namespace {

using Paths = std::map<std::string, qint64>; // "a;b;c" -> weight ("" for the root)
using Specs = std::vector<std::string>;

struct Line
{
    std::string path;
    std::uint32_t weight = 1;
};

// Untimed samples, one per line, as a collapsed-stacks file gives them;
// a path a transform leaves empty reads "(root)".
// Frames named "lib*" are in module libc.so.6 and not the program's own;
// frames named "sql*" have category "sql".
ProfilePtr untimed(const std::vector<Line> &lines)
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack({QStringLiteral("stacks"), QString(), -1, -1, {}, {}});
    b.setTrackUntimed(t);
    for (const Line &line : lines) {
        StackId s = kNoId;
        for (const QString &name : QString::fromStdString(line.path).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            Frame f;
            f.name = b.intern(name);
            if (name.startsWith(QLatin1String("lib"))) {
                f.module = b.intern("/usr/lib/x86_64-linux-gnu/libc.so.6");
                f.flags = Frame::NotInApp;
            }
            if (name.startsWith(QLatin1String("sql")))
                f.category = b.intern("sql");
            s = b.addStack(s, b.addFrame(f));
        }
        b.addSample(t, 0, s, line.weight);
    }
    return b.build();
}

QString pathOf(const Profile &p, StackId s)
{
    QStringList names;
    for (; s != kNoId; s = p.stacks().parent(s))
        names.prepend(p.frameName(p.stacks().frame(s)));
    return names.join(QLatin1Char(';'));
}

// Weight per sampled path; dropped samples (weight 0) are left out.
Paths samplePaths(const Profile &p)
{
    Paths paths;
    for (const Track &track : p.tracks())
        for (std::uint32_t i = 0; i < track.samples.size(); ++i)
            if (track.samples.weight(i) > 0)
                paths[pathOf(p, track.samples.stack(i)).toStdString()] += track.samples.weight(i);
    return paths;
}

TransformList steps(const Specs &specs)
{
    TransformList list;
    for (const std::string &spec : specs) {
        QString error;
        const auto t = Transform::parse(QString::fromStdString(spec), &error);
        if (!t)
            qFatal("%s", qPrintable(error));
        list.push_back(*t);
    }
    return list;
}

Paths transformed(const std::vector<Line> &lines, const Specs &specs)
{
    return samplePaths(*ProfileTransformer::apply(untimed(lines), steps(specs)).profile);
}

// 300 stacks of up to 7 frames of five functions, with recursion.
std::vector<Line> randomLines()
{
    QRandomGenerator random(29);
    const std::vector<std::string> names{"a", "b", "c", "d", "e"};
    std::vector<Line> lines;
    for (int i = 0; i < 300; ++i) {
        std::string path;
        const int depth = 1 + int(random.bounded(7));
        for (int d = 0; d < depth; ++d)
            path += (d ? ";" : "") + names[random.bounded(std::uint32_t(names.size()))];
        lines.push_back({path, 1 + random.bounded(5u)});
    }
    return lines;
}

ProfilePtr randomProfile() { return untimed(randomLines()); }

// The same lines as timed samples 1-5 ms apart, with gaps (no stack) and
// samples of weight 0 among them.
ProfilePtr timedRandom()
{
    const ProfilePtr lines = randomProfile();
    ProfileBuilder b(*lines);
    const TrackId t = b.addTrack({QStringLiteral("timed"), QString(), -1, -1, {}, {}});
    QRandomGenerator random(31);
    TimePs time = 0;
    const SampleTrack &source = lines->tracks()[0].samples;
    for (std::uint32_t i = 0; i < source.size(); ++i) {
        time += TimePs(1 + random.bounded(5)) * kPsPerMs;
        const bool gap = i % 17 == 5, empty = i % 13 == 7;
        b.addSample(t, time, gap ? StackId(kNoId) : source.stack(i), empty ? 0 : 1);
    }
    return b.build();
}

// Each node of a top-down tree by its call path: total, self and count.
std::map<QString, std::tuple<qint64, qint64, quint64>> nodesByPath(const Profile &p, const CallTree &tree)
{
    std::map<QString, std::tuple<qint64, qint64, quint64>> out;
    for (std::uint32_t i = 0; i < tree.size(); ++i) {
        QStringList names;
        for (const FrameId f : tree.callPath(i))
            names << p.frameName(f);
        const CallTree::Node &n = tree.node(i);
        out[names.join(QLatin1Char(';'))] = {n.total, n.self, n.count};
    }
    return out;
}

// A copy sample by sample: its sums per stack are made from its samples.
ProfilePtr copiedSampleBySample(const Profile &p)
{
    ProfileBuilder b(p);
    for (const Track &track : p.tracks()) {
        const TrackId t = b.addTrack(track.info);
        if (!track.samples.timed())
            b.setTrackUntimed(t);
        for (std::uint32_t i = 0; i < track.samples.size(); ++i)
            b.addSample(t, track.samples.time(i), track.samples.stack(i), track.samples.weight(i));
    }
    return b.build();
}

} // namespace

class TestTransforms : public QObject
{
    Q_OBJECT
private slots:
    void specsParseAndPrintBack()
    {
        for (const QString &spec : {QStringLiteral("merge:std::vector<int>::push_back"), QStringLiteral("focus-subtree:a;b;c"),
                                   QStringLiteral("my-code"), QStringLiteral("my-code:/home/me/*"), QStringLiteral("invert"),
                                   QStringLiteral("collapse-module:libc")}) {
            const auto t = Transform::parse(spec);
            QVERIFY(t);
            QCOMPARE(t->spec(), spec);
        }
        QString error;
        QVERIFY(!Transform::parse(QStringLiteral("merge"), &error));
        QVERIFY(error.contains(QLatin1String("merge:NAME")));
        QVERIFY(!Transform::parse(QStringLiteral("fold:x"), &error));
        QVERIFY(error.contains(QLatin1String("fold")));
        QVERIFY(!Transform::parse(QStringLiteral("focus-subtree:a;;b"), &error));
        QVERIFY(!Transform::parse(QStringLiteral("invert:x"), &error));
        // A ';' inside a name (a JVM signature) is escaped in a call path.
        Transform jvm;
        jvm.kind = Transform::Kind::FocusSubtree;
        jvm.path = QStringList{QStringLiteral("run(Ljava/lang/String;)V"), QStringLiteral("a\\b")};
        QCOMPARE(Transform::parse(jvm.spec())->path, jvm.path);
    }

    void mergeFunctionGivesItsTimeToItsCaller()
    {
        const Paths p = transformed({{"a;b;c", 1}, {"a;c", 2}, {"a;b", 4}}, {"merge:b"});
        QCOMPARE(p, (Paths{{"a;c", 3}, {"a", 4}}));
    }

    void mergeOfAFunctionThatIsItsOwnCaller()
    {
        QCOMPARE(transformed({{"a;b;b;c", 1}, {"b;b", 2}}, {"merge:b"}), (Paths{{"a;c", 1}, {"(root)", 2}}));
    }

    // On the command line a C++ function is named without its parameters.
    void aFunctionIsNamedWithoutItsParameterList()
    {
        QCOMPARE(transformed({{"main;compare(int, int);compare(int, int)", 1}, {"main;comparer", 2}}, {"merge:compare"}),
                 (Paths{{"main", 1}, {"main;comparer", 2}}));
    }

    void mergeCallNodeOnlyThere()
    {
        QCOMPARE(transformed({{"a;b;c", 1}, {"x;b;c", 2}, {"a;b", 4}}, {"merge-node:a;b"}),
                 (Paths{{"a;c", 1}, {"x;b;c", 2}, {"a", 4}}));
    }

    void focusSubtreeMakesThePathTheRoot()
    {
        QCOMPARE(transformed({{"a;b;c", 1}, {"a;b", 2}, {"a;d", 4}, {"a", 8}}, {"focus-subtree:a;b"}),
                 (Paths{{"b;c", 1}, {"b", 2}}));
    }

    void focusFunctionMergesEveryCallAsOneRoot()
    {
        QCOMPARE(transformed({{"a;b;c", 1}, {"x;b", 2}, {"a;d", 4}, {"b;q;b;r", 8}}, {"focus:b"}),
                 (Paths{{"b;c", 1}, {"b", 2}, {"b;q;b;r", 8}}));
    }

    void focusCategoryKeepsOnlyItsFrames()
    {
        QCOMPARE(transformed({{"a;sqlQuery;b;sqlFetch", 1}, {"a;b", 2}}, {"focus-category:sql"}),
                 (Paths{{"sqlQuery;sqlFetch", 1}}));
        QCOMPARE(transformed({{"a;libX;b;libY", 1}, {"a;b", 2}}, {"focus-module:libc"}), (Paths{{"libX;libY", 1}}));
    }

    void collapseModuleMakesEachRunOneFrame()
    {
        QCOMPARE(transformed({{"a;libX;libY;b;libZ", 1}, {"a;libY", 2}}, {"collapse-module:libc.so.6"}),
                 (Paths{{"a;libc.so.6;b;libc.so.6", 1}, {"a;libc.so.6", 2}}));
    }

    void collapseRecursionOfMutualRecursion()
    {
        // a calls b calls a: the inner a merges into the outer one; with
        // direct recursion only, nothing changes there.
        QCOMPARE(transformed({{"a;b;a;b;c", 1}}, {"collapse-recursion:a"}), (Paths{{"a;b;b;c", 1}}));
        QCOMPARE(transformed({{"a;b;a;b;c", 1}}, {"collapse-direct-recursion:a"}), (Paths{{"a;b;a;b;c", 1}}));
        QCOMPARE(transformed({{"a;a;b;a;a", 1}}, {"collapse-direct-recursion:a"}), (Paths{{"a;b;a", 1}}));
        QCOMPARE(transformed({{"a;b;a;b;c", 1}}, {"collapse-recursion:a", "collapse-direct-recursion:b"}), (Paths{{"a;b;c", 1}}));
    }

    void collapseSubtreeFoldsCalleesIn()
    {
        QCOMPARE(transformed({{"a;b;c;d", 1}, {"a;b", 2}, {"a;c", 4}}, {"collapse-subtree:b"}), (Paths{{"a;b", 3}, {"a;c", 4}}));
    }

    void dropRemovesTheSamples()
    {
        QCOMPARE(transformed({{"a;b;c", 1}, {"a;d", 2}, {"b", 4}}, {"drop:b"}), (Paths{{"a;d", 2}}));
    }

    void myCodeGivesLibraryTimeToTheNearestOwnCaller()
    {
        QCOMPARE(transformed({{"a;libX;b;libY", 1}, {"a;libX", 2}, {"libX;libY", 4}}, {"my-code"}),
                 (Paths{{"a;b", 1}, {"a", 2}, {"(root)", 4}}));
        QCOMPARE(transformed({{"a;libX;b", 1}}, {"my-code:libc"}), (Paths{{"libX", 1}}));
    }

    // Sentry's flame graph goes empty here (getsentry/sentry#64821): all the
    // time stays, at the root, and the person is told why.
    void myCodeWithNoOwnFramesKeepsAllTimeAtTheRoot()
    {
        const TransformedProfile r = ProfileTransformer::apply(untimed({{"libX;libY", 3}, {"libZ", 2}}), steps({"my-code"}));
        QCOMPARE(samplePaths(*r.profile), (Paths{{"(root)", 5}}));
        QCOMPARE(r.notes.size(), 1);
        const CallTree tree = CallTree::build(*r.profile, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.node(0).total, 5);
        QCOMPARE(tree.size(), 2u); // the root and "(root)", where the time went
    }

    void compositionFollowsTheOrder()
    {
        const std::vector<Line> lines{{"a;b;c", 1}, {"a;c", 2}};
        QCOMPARE(transformed(lines, {"focus:b", "merge:b"}), (Paths{{"c", 1}}));
        QCOMPARE(transformed(lines, {"merge:b", "focus:c"}), (Paths{{"c", 3}}));
        QCOMPARE(transformed(lines, {"merge:b", "focus:b"}), Paths{});
        QCOMPARE(transformed(lines, {"focus:c", "merge:c"}), (Paths{{"(root)", 3}}));
    }

    void invertOnlyChangesHowTreesAreDrawn()
    {
        const ProfilePtr p = untimed({{"a;b", 1}});
        QCOMPARE(ProfileTransformer::apply(p, steps({"invert"})).profile, p);
        QVERIFY(invertsTrees(steps({"invert"})));
        QVERIFY(!invertsTrees(steps({"invert", "merge:a", "invert"})));
    }

    void aNameThatMatchesNothingIsAnError()
    {
        const ProfilePtr p = untimed({{"a;b", 1}});
        for (const std::string spec : {"merge:zz", "focus-subtree:a;zz", "collapse-module:zz", "focus-category:zz"}) {
            try {
                ProfileTransformer::apply(p, steps({spec}));
                QFAIL("no error");
            } catch (const TransformError &e) {
                QVERIFY2(e.message().contains(QLatin1String("\"zz\"")), qPrintable(e.message()));
            }
        }
    }

    // A dropped sample of a timed track keeps its time out of its
    // neighbour's: dropping b leaves x its own 10 ms, not 20.
    void droppedTimedSamplesTakeTheirTimeWithThem()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        const StackId x = b.addStack(kNoId, b.addFrame("x")), y = b.addStack(kNoId, b.addFrame("b"));
        b.addSample(t, 0, x);
        b.addSample(t, 10 * kPsPerMs, y);
        b.addSample(t, 20 * kPsPerMs, x);
        b.addSample(t, 30 * kPsPerMs, y);
        const ProfilePtr p = ProfileTransformer::apply(b.build(), steps({"drop:b"})).profile;
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.node(0).total, 20 * kPsPerMs);
        QCOMPARE(tree.node(0).count, 2u);
        QCOMPARE(tree.children(0).size(), std::size_t(1));
    }

    // Spans: a span stays when its own frame does, under its nearest caller
    // that stays, and its caller's self takes the time of a span that goes.
    void spansHangFromTheirNearestKeptCaller()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        const TrackId empty = b.addTrack({QStringLiteral("other"), QString(), 2, -1, {}, {}});
        b.addSpan(t, 0, 100, b.addFrame("main"));
        b.addSpan(t, 10, 50, b.addFrame("run"));
        b.addSpan(t, 20, 20, b.addFrame("work"));
        b.addSpan(empty, 0, 10, b.addFrame("run"));
        const ProfilePtr source = b.build();

        auto tree = [](const ProfilePtr &p) { return CallTree::build(*p, {}, CallTree::Direction::TopDown); };
        const ProfilePtr merged = ProfileTransformer::apply(source, steps({"merge:run"})).profile;
        QCOMPARE(merged->tracks().size(), std::size_t(2)); // track ids stay, the emptied one too
        QCOMPARE(merged->tracks()[1].spans.size(), 0u);
        const SpanTrack &spans = merged->tracks()[0].spans;
        QCOMPARE(spans.size(), 2u);
        QCOMPARE(merged->frameName(spans.frame(1)), QStringLiteral("work"));
        QCOMPARE(spans.parent(1), 0u);
        const CallTree m = tree(merged);
        QCOMPARE(m.node(m.children(0).front()).self, 80); // main: 100 less work's 20

        // A dropped span goes with its callees; a span's length is what it
        // took, so its caller keeps it: the time becomes the caller's self.
        const ProfilePtr dropped = ProfileTransformer::apply(source, steps({"drop:work"})).profile;
        QCOMPARE(dropped->tracks()[0].spans.size(), 2u);
        const CallTree d = tree(dropped);
        const std::uint32_t run = d.children(d.children(0).front()).front();
        QCOMPARE(dropped->frameName(d.node(run).frame), QStringLiteral("run"));
        QCOMPARE(d.node(run).self, 50);

        const ProfilePtr focused = ProfileTransformer::apply(source, steps({"focus:run"})).profile;
        const CallTree f = tree(focused);
        QCOMPARE(f.node(0).total, 50 + 10); // both runs, on both tracks
        QCOMPARE(f.children(0).size(), std::size_t(1));
    }

    // A document applies its steps one at a time on the result of the one
    // before (undo keeps those): the same as all at once.
    void stepByStepEqualsAllAtOnce()
    {
        const ProfilePtr p = randomProfile();
        const Specs specs{"merge:b", "focus:c", "collapse-recursion:a", "drop:e", "my-code", "collapse-subtree:d", "focus-subtree:c;a"};
        for (const std::string &first : specs)
            for (const std::string &second : specs) {
                const ProfilePtr once = ProfileTransformer::apply(p, steps({first, second})).profile;
                const ProfilePtr stepwise = ProfileTransformer::apply(ProfileTransformer::apply(p, steps({first})).profile, steps({second})).profile;
                QVERIFY2(samplePaths(*once) == samplePaths(*stepwise), (first + ", " + second).c_str());
            }
    }

    // Step after step, a profile keeps its warnings once and only the stacks
    // its samples have.
    void stepsKeepWarningsOnceAndNoOldStacks()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        b.addSpan(t, 0, 100, b.addFrame("main"));
        b.addSpan(t, 50, 100, b.addFrame("late")); // ends after its parent: a warning
        const StackId a = b.addStack(kNoId, b.addFrame("a"));
        b.addSample(t, 0, b.addStack(b.addStack(a, b.addFrame("b")), b.addFrame("c")));
        ProfilePtr p = b.build();
        QCOMPARE(p->diagnostics().count(), std::size_t(1));
        for (const std::string spec : {"merge:b", "merge:late", "collapse-subtree:a"}) {
            p = ProfileTransformer::apply(p, steps({spec})).profile;
            QCOMPARE(p->diagnostics().count(), std::size_t(1));
        }
        QCOMPARE(p->stacks().size(), std::size_t(1)); // "a" alone
    }

    // Aggregated timings (PocketMine's) drop their time: a dropped timer's
    // own time leaves the totals above it; a merged one's goes to its caller.
    void aggregatedNodesDropTheirTime()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("timings"), QString(), -1, -1, {}, {}});
        const std::uint32_t tick = b.addAggregateNode(t, kNoId, b.addFrame("tick"), 100, 1);
        const std::uint32_t entities = b.addAggregateNode(t, tick, b.addFrame("entities"), 60, 1);
        b.addAggregateNode(t, entities, b.addFrame("collisions"), 40, 1);
        b.addAggregateNode(t, tick, b.addFrame("chunks"), 30, 1);
        const ProfilePtr source = b.build();
        auto totals = [](const ProfilePtr &p) {
            std::map<QString, qint64> byName;
            for (std::uint32_t i = 0; i < p->tracks()[0].nodes.size(); ++i)
                byName[p->frameName(p->tracks()[0].nodes.frame(i))] = p->tracks()[0].nodes.total(i);
            return byName;
        };
        QCOMPARE(totals(ProfileTransformer::apply(source, steps({"drop:entities"})).profile),
                 (std::map<QString, qint64>{{QStringLiteral("tick"), 40}, {QStringLiteral("chunks"), 30}}));
        QCOMPARE(totals(ProfileTransformer::apply(source, steps({"merge:entities"})).profile),
                 (std::map<QString, qint64>{{QStringLiteral("tick"), 100}, {QStringLiteral("collisions"), 40}, {QStringLiteral("chunks"), 30}}));
        QCOMPARE(totals(ProfileTransformer::apply(source, steps({"focus:entities"})).profile),
                 (std::map<QString, qint64>{{QStringLiteral("entities"), 60}, {QStringLiteral("collisions"), 40}}));
    }

    // Every kind with a reference, on random stacks with recursion.
    void everyKindAgreesWithTheReference()
    {
        const std::vector<Line> lines = randomLines();
        const Specs specs{"merge:b", "focus:c", "collapse-recursion:a", "collapse-direct-recursion:a",
                                "collapse-subtree:d", "drop:e", "focus-subtree:a;b", "merge-node:b;a", "focus-subtree:c"};
        for (const std::string &spec : specs) {
            const Transform t = steps({spec}).front();
            Paths expected;
            for (const Line &line : lines)
                if (const auto out = reference(QString::fromStdString(line.path).split(QLatin1Char(';')), t))
                    expected[out->isEmpty() ? std::string("(root)") : out->join(QLatin1Char(';')).toStdString()] += line.weight;
            QVERIFY2(transformed(lines, {spec}) == expected, spec.c_str());
        }
    }
    // A reshaped track's sums per stack are mapped from its source's, not
    // summed again: its call tree must equal one summed sample by sample.
    void mappedStackSumsEqualSummedOnes()
    {
        const ProfilePtr source = timedRandom();
        CallTree::build(*source, {}, CallTree::Direction::TopDown); // the source's sums made first
        const Specs specs{"merge:b", "focus:c", "collapse-recursion:a", "collapse-subtree:d", "drop:e",
                          "focus-subtree:a;b", "merge-node:b;a"};
        for (const std::string &spec : specs) {
            const ProfilePtr reshaped = ProfileTransformer::apply(source, steps({spec})).profile;
            const ProfilePtr summed = copiedSampleBySample(*reshaped);
            const CallTree fast = CallTree::build(*reshaped, {}, CallTree::Direction::TopDown);
            const CallTree slow = CallTree::build(*summed, {}, CallTree::Direction::TopDown);
            QVERIFY2(fast.size() > 1, spec.c_str());
            QVERIFY2(nodesByPath(*reshaped, fast) == nodesByPath(*summed, slow), spec.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestTransforms)
#include "tst_transforms.moc"
