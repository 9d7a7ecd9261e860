// The analyses behind the views: samples as time-ordered spans, the flame
// graph layout of a call tree, and whole-profile search.
#include "CorpusDir.h"
#include "analysis/CallTree.h"
#include "analysis/FlameGraphLayout.h"
#include "analysis/FrameSearch.h"
#include "analysis/ProfileSampleSpans.h"
#include "analysis/SampleSpans.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QDirIterator>
#include <QtTest>
#include <random>

using namespace hg;

namespace {

struct Sampled
{
    ProfilePtr profile;
    FrameId a, b, c, d;
};

// Samples every 10 ms on one track with stacks (root first):
//   a>b, a>b, a>c, a, d>b
// Expected spans (ms): a [0,40), b [0,20), c [20,30), d [40,50), b [40,50).
Sampled sampled()
{
    ProfileBuilder builder(QStringLiteral("test"));
    Sampled s;
    Frame fa; fa.name = builder.intern("a"); fa.file = builder.intern("src/a.cpp");
    s.a = builder.addFrame(fa);
    s.b = builder.addFrame("b");
    Frame fc; fc.name = builder.intern("c"); fc.module = builder.intern("libc.so");
    s.c = builder.addFrame(fc);
    s.d = builder.addFrame("d");
    const StackId sa = builder.addStack(kNoId, s.a);
    const StackId sab = builder.addStack(sa, s.b);
    const StackId sac = builder.addStack(sa, s.c);
    const StackId sd = builder.addStack(kNoId, s.d);
    const StackId sdb = builder.addStack(sd, s.b);
    const TrackId t = builder.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
    const StackId order[] = {sab, sab, sac, sa, sdb};
    for (int i = 0; i < 5; ++i)
        builder.addSample(t, i * 10 * kPsPerMs, order[i]);
    s.profile = builder.build();
    return s;
}

// The flame graph of a tree, laid out by the rule (a node as wide as its
// total, children side by side from their parent's start, heaviest first,
// sharing the parent's width in proportion where they took more; nodes of
// no weight left out with all below them), compared with the layout:
// every span's place, and each row ordered by start, the longer first,
// then in the walk's order.
void compareWithRule(const CallTree &tree, const FlameGraphLayout &layout)
{
    struct Placed { std::uint32_t node; TimePs start, width; std::uint32_t row, parentNode, order; };
    std::vector<Placed> placed;
    const auto place = [&](const auto &self, std::uint32_t node, TimePs start, TimePs width, std::uint32_t row) -> void {
        std::int64_t childSum = 0;
        for (const std::uint32_t c : tree.children(node))
            childSum += std::max<std::int64_t>(0, tree.node(c).total);
        const double scale = node != 0 && childSum > width ? double(width) / double(childSum) : 1.0;
        TimePs offset = start;
        for (const std::uint32_t c : tree.children(node)) {
            if (tree.node(c).total <= 0)
                continue;
            const auto w = std::int64_t(double(tree.node(c).total) * scale);
            placed.push_back({c, offset, w, row, node, std::uint32_t(placed.size())});
            self(self, c, offset, w, row + 1);
            offset += w;
        }
    };
    place(place, 0, 0, 0, 0);
    std::stable_sort(placed.begin(), placed.end(), [](const Placed &a, const Placed &b) {
        if (a.row != b.row)
            return a.row < b.row;
        if (a.start != b.start)
            return a.start < b.start;
        return a.width > b.width;
    });
    const SpanTrack &spans = layout.spans;
    QCOMPARE(std::size_t(spans.size()), placed.size());
    // A tree numbered depth first keeps no node a span: nodeOf finds it.
    if (tree.isDepthFirst())
        QVERIFY(layout.nodeOfSpan.empty());
    for (std::uint32_t k = 0; k < spans.size(); ++k) {
        const Placed &p = placed[k];
        QCOMPARE(layout.nodeOf(k, tree), p.node);
        QCOMPARE(spans.start(k), p.start);
        QCOMPARE(spans.duration(k), p.width);
        QCOMPARE(spans.frame(k), tree.node(p.node).frame);
        QCOMPARE(spans.rowOf(k), p.row);
        QCOMPARE(spans.parent(k) == kNoId ? 0u : layout.nodeOf(spans.parent(k), tree), p.parentNode);
    }
}

} // namespace

class TestViewAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void consecutiveSamplesMergeIntoSpans()
    {
        const Sampled s = sampled();
        const SpanTrack spans = SampleSpans::build(*s.profile, s.profile->tracks()[0].samples);
        QCOMPARE(spans.size(), 5u);
        QCOMPARE(spans.rowCount(), 2u);
        struct Expected { std::uint32_t depth; FrameId frame; TimePs start, end; };
        const Expected expected[] = {
            {0, s.a, 0, 40}, {0, s.d, 40, 50}, {1, s.b, 0, 20}, {1, s.c, 20, 30}, {1, s.b, 40, 50}};
        for (std::uint32_t i = 0; i < 5; ++i) {
            QCOMPARE(spans.rowOf(i), expected[i].depth);
            QCOMPARE(spans.frame(i), expected[i].frame);
            QCOMPARE(spans.start(i), expected[i].start * kPsPerMs);
            QCOMPARE(spans.end(i), expected[i].end * kPsPerMs);
        }
        QCOMPARE(spans.parent(2), 0u); // b under a
        QCOMPARE(spans.parent(4), 1u); // b under d
    }

    void sampleSpansOfAProfileAreBuiltOnceAndShared()
    {
        const Sampled s = sampled();
        const auto first = ProfileSampleSpans::of(s.profile);
        const auto second = ProfileSampleSpans::of(s.profile); // the timeline's, after the flame chart's
        QCOMPARE(second.get(), first.get());
        QCOMPARE((*first)[0].spans.size(), 5u);
        const Sampled other = sampled();
        QVERIFY(ProfileSampleSpans::of(other.profile).get() != first.get());
    }

    void equalCallerAndCalleeNestInCallOrder()
    {
        // One sample a>b>c: all three spans have equal start and end.
        ProfileBuilder builder(QStringLiteral("test"));
        const FrameId a = builder.addFrame("a"), b = builder.addFrame("b"), c = builder.addFrame("c");
        const StackId stack = builder.addStack(builder.addStack(builder.addStack(kNoId, a), b), c);
        const TrackId t = builder.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        builder.addSample(t, 0, stack);
        const ProfilePtr p = builder.build();
        const SpanTrack spans = SampleSpans::build(*p, p->tracks()[0].samples);
        QCOMPARE(spans.size(), 3u);
        QCOMPARE(spans.frame(0), a);
        QCOMPARE(spans.frame(1), b);
        QCOMPARE(spans.frame(2), c);
    }

    void sampleSpansFollowEverySampleOfRandomStacks()
    {
        // Random stacks over a small tree, times with repeats (samples of no
        // length): at each sample's time, the spans covering it are its
        // stack, root first, one a row, each inside its parent.
        ProfileBuilder builder(QStringLiteral("test"));
        std::vector<StackId> stacks{kNoId};
        std::mt19937 random(7);
        for (int i = 0; i < 60; ++i) {
            const StackId parent = stacks[random() % stacks.size()];
            stacks.push_back(builder.addStack(parent, builder.addFrame(std::string("f") + std::to_string(random() % 9))));
        }
        const TrackId t = builder.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        TimePs time = 0;
        for (int i = 0; i < 3000; ++i) {
            time += (random() % 4) * kPsPerMs; // repeats (0) too
            builder.addSample(t, time, stacks[1 + random() % (stacks.size() - 1)]);
        }
        const ProfilePtr p = builder.build();
        const SampleTrack &samples = p->tracks()[0].samples;
        const SpanTrack spans = SampleSpans::build(*p, samples);

        for (std::uint32_t i = 0; i + 1 < samples.size(); ++i) {
            const TimePs at = samples.time(i);
            if (samples.time(i + 1) == at)
                continue; // lasts nothing: covered by no span
            std::vector<FrameId> chain;
            for (StackId s = samples.stack(i); s != kNoId; s = p->stacks().parent(s))
                chain.insert(chain.begin(), p->stacks().frame(s));
            std::vector<FrameId> covering(spans.rowCount(), FrameId(kNoId));
            for (std::uint32_t k = 0; k < spans.size(); ++k)
                if (spans.start(k) <= at && at < spans.end(k)) {
                    QCOMPARE(covering[spans.rowOf(k)], FrameId(kNoId)); // one a row
                    covering[spans.rowOf(k)] = spans.frame(k);
                }
            covering.resize(chain.size() <= covering.size() ? chain.size() : covering.size());
            QCOMPARE(covering, chain);
            for (std::uint32_t k = 0; k < spans.size(); ++k)
                QVERIFY(!(spans.start(k) <= at && at < spans.end(k)) || spans.rowOf(k) < chain.size());
        }
        for (std::uint32_t k = 0; k < spans.size(); ++k) {
            const std::uint32_t parent = spans.parent(k);
            QCOMPARE(parent == kNoId, spans.rowOf(k) == 0);
            if (parent == kNoId)
                continue;
            QCOMPARE(spans.rowOf(parent) + 1, spans.rowOf(k));
            QVERIFY(spans.start(parent) <= spans.start(k) && spans.end(k) <= spans.end(parent));
        }
    }

    void flameGraphIsLeftHeavy()
    {
        const Sampled s = sampled();
        const CallTree tree = CallTree::build(*s.profile, {}, CallTree::Direction::TopDown);
        const FlameGraphLayout layout = FlameGraphLayout::build(tree);
        // Roots: a (40 ms) then d (10 ms); a's children: b (20) then c (10).
        QCOMPARE(layout.spans.size(), tree.size() - 1);
        QCOMPARE(layout.spans.rowCount(), 2u);
        const SpanTrack::IndexRange roots = layout.spans.row(0);
        QCOMPARE(roots.size(), 2u);
        QCOMPARE(layout.spans.frame(roots.first), s.a);
        QCOMPARE(layout.spans.start(roots.first), 0);
        QCOMPARE(layout.spans.duration(roots.first), 40 * kPsPerMs);
        QCOMPARE(layout.spans.frame(roots.first + 1), s.d);
        QCOMPARE(layout.spans.start(roots.first + 1), 40 * kPsPerMs);
        const SpanTrack::IndexRange second = layout.spans.row(1);
        QCOMPARE(layout.spans.frame(second.first), s.b);
        QCOMPARE(layout.spans.duration(second.first), 20 * kPsPerMs);
        QCOMPARE(layout.spans.frame(second.first + 1), s.c);
        QCOMPARE(layout.spans.start(second.first + 1), 20 * kPsPerMs);
        QVERIFY(layout.spanOfNode.empty()); // a comparison's layout only
        compareWithRule(tree, layout);
    }

    // Both layouts, from a tree numbered depth first (top-down) and from
    // one that is not (bottom-up), follow the rule on every profile of the
    // corpus and on spans whose children take more than their parent.
    void flameGraphFollowsTheRule()
    {
        ProfileBuilder b(QStringLiteral("concurrent"));
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        std::mt19937 rng(34);
        std::vector<FrameId> frames;
        for (int i = 0; i < 5; ++i)
            frames.push_back(b.addFrame(QStringLiteral("f%1").arg(i).toStdString()));
        for (std::uint32_t i = 0; i < 400; ++i) {
            const std::uint32_t parent = i == 0 || rng() % 4 == 0 ? std::uint32_t(kNoId) : std::uint32_t(rng() % i);
            // Children stated, overlapping and longer than their parent; some of no length.
            b.addChildSpan(t, TimePs(rng() % 1000), TimePs(rng() % 5 == 0 ? 0 : rng() % 700), frames[rng() % frames.size()], parent);
        }
        std::vector<std::pair<QString, ProfilePtr>> profiles{{QStringLiteral("concurrent"), b.build()}};
        HG_CORPUS_OR_SKIP(root, "");
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            if (const QString path = it.next(); !path.endsWith(QLatin1String(".md")))
                if (ProfilePtr p = ProfileLoader::load(path).profile)
                    profiles.push_back({path, std::move(p)});
        for (const auto &[name, p] : profiles)
            for (const CallTree::Direction direction : {CallTree::Direction::TopDown, CallTree::Direction::BottomUp}) {
                const CallTree tree = CallTree::build(*p, {}, direction);
                QCOMPARE(tree.isDepthFirst(), direction == CallTree::Direction::TopDown);
                compareWithRule(tree, FlameGraphLayout::build(tree));
                if (QTest::currentTestFailed())
                    QFAIL(qPrintable(name));
            }
    }

    void searchMatchesNamesFilesAndModules()
    {
        const Sampled s = sampled();
        // Case-insensitive; "b" is in b's name and in c's module, libc.so.
        FrameSearch::Result r = FrameSearch::run(*s.profile, QStringLiteral("B"), false);
        QVERIFY(r.active());
        QCOMPARE(r.matchingFrames, std::size_t(2));
        QVERIFY(r.isMatch(s.b));
        QVERIFY(r.isMatch(s.c));
        QVERIFY(!r.isMatch(s.a));
        QCOMPARE(r.matchingSamples, std::size_t(4)); // a>b twice, a>c, d>b
        r = FrameSearch::run(*s.profile, QStringLiteral("a.cpp"), false);
        QVERIFY(r.isMatch(s.a));
        QCOMPARE(r.matchingSamples, std::size_t(4)); // every stack under a
        r = FrameSearch::run(*s.profile, QStringLiteral("^lib.*so$"), true);
        QVERIFY(r.isMatch(s.c));
        QCOMPARE(r.matchingFrames, std::size_t(1));
        r = FrameSearch::run(*s.profile, QStringLiteral("[unclosed"), true);
        QVERIFY(!r.error.isEmpty());
        QVERIFY(!r.active());
        r = FrameSearch::run(*s.profile, QString(), false);
        QVERIFY(!r.active());
    }
};

QTEST_GUILESS_MAIN(TestViewAnalysis)
#include "tst_viewanalysis.moc"
