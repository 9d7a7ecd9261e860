// Two profiles compared: function figures and call paths of A and B, with
// the expected values worked out by hand beside each fixture; matching by
// name and module or name alone, across formats and units; the diff as
// FlameGraph's differential input.
#include "CorpusDir.h"
#include "analysis/ProfileDiff.h"
#include "formats/ProfileLoader.h"
#include "formats/ProfileSaver.h"
#include "formats/folded/DiffFoldedWriter.h"
#include "model/ProfileBuilder.h"

#include <QTemporaryDir>
#include <map>
#include <set>
#include <QtTest>

using namespace hg;

namespace {

const TrackInfo kMain{QStringLiteral("main"), QString(), 1, -1, {}, {}};

// A, 100 ms:  main [0,100) > parse [0,30), work [30,92) > sort [40,70), legacy [92,94)
//   self: main 6, parse 30, work 32, sort 30, legacy 2
// B, 200 ms:  main [0,200) > parse [0,30), work [30,190) > sort [40,160), cache [190,200)
//   self: main 0, parse 30, work 40, sort 120, cache 10
ProfilePtr spansA()
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack(kMain);
    b.addSpan(t, 0, 100 * kPsPerMs, b.addFrame("main"));
    b.addSpan(t, 0, 30 * kPsPerMs, b.addFrame("parse"));
    b.addSpan(t, 30 * kPsPerMs, 62 * kPsPerMs, b.addFrame("work"));
    b.addSpan(t, 40 * kPsPerMs, 30 * kPsPerMs, b.addFrame("sort"));
    b.addSpan(t, 92 * kPsPerMs, 2 * kPsPerMs, b.addFrame("legacy"));
    return b.build();
}

ProfilePtr spansB()
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack(kMain);
    b.addSpan(t, 0, 200 * kPsPerMs, b.addFrame("main"));
    b.addSpan(t, 0, 30 * kPsPerMs, b.addFrame("parse"));
    b.addSpan(t, 30 * kPsPerMs, 160 * kPsPerMs, b.addFrame("work"));
    b.addSpan(t, 40 * kPsPerMs, 120 * kPsPerMs, b.addFrame("sort"));
    b.addSpan(t, 190 * kPsPerMs, 10 * kPsPerMs, b.addFrame("cache"));
    return b.build();
}

// Untimed stacks (collapsed): each path root first with its count.
ProfilePtr counted(const std::vector<std::pair<std::vector<const char *>, std::uint32_t>> &paths, const char *module = nullptr)
{
    ProfileBuilder b(QStringLiteral("collapsed"));
    const TrackId t = b.addTrack({QStringLiteral("stacks"), QString(), -1, -1, {}, {}});
    b.setTrackUntimed(t);
    for (const auto &[frames, count] : paths) {
        StackId stack = kNoId;
        for (const char *name : frames) {
            Frame frame;
            frame.name = b.intern(name);
            if (module)
                frame.module = b.intern(module);
            stack = b.addStack(stack, b.addFrame(frame));
        }
        b.addSample(t, 0, stack, count);
    }
    return b.build();
}

// Timed samples 1 ms apart (each weighs 1 ms), frames with a module.
ProfilePtr timedSamples()
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack(kMain);
    const auto frame = [&b](const char *name) {
        Frame f;
        f.name = b.intern(name);
        f.module = b.intern("/usr/bin/prog");
        return b.addFrame(f);
    };
    const StackId m = b.addStack(kNoId, frame("main"));
    const StackId mp = b.addStack(m, frame("parse"));
    const StackId mpl = b.addStack(mp, frame("lex"));
    const StackId mw = b.addStack(m, frame("work"));
    TimePs time = 0;
    for (const auto &[stack, times] : std::vector<std::pair<StackId, int>>{{mpl, 5}, {mw, 3}, {mp, 2}, {m, 1}, {mw, 4}})
        for (int i = 0; i < times; ++i, time += kPsPerMs)
            b.addSample(t, time, stack);
    return b.build();
}

const ProfileDiff::Function &named(const ProfileDiff &diff, const char *name)
{
    for (const ProfileDiff::Function &f : diff.functions())
        if (f.name == QLatin1String(name))
            return f;
    static const ProfileDiff::Function none;
    return none;
}

QStringList rankedNames(const ProfileDiff &diff)
{
    QStringList names;
    for (const std::uint32_t i : diff.ranking())
        names << diff.functions()[i].name;
    return names;
}

std::uint32_t childNamed(const ProfileDiff &diff, std::uint32_t parent, const char *name)
{
    for (const std::uint32_t c : diff.tree().children(parent))
        if (diff.functions()[diff.tree().node(c).function].name == QLatin1String(name))
            return c;
    return kNoId;
}

void verifyNoChange(const ProfileDiff &diff)
{
    QVERIFY(!diff.ranking().empty());
    for (const ProfileDiff::Function &f : diff.functions()) {
        QCOMPARE(diff.selfChange(f), 0.0);
        QCOMPARE(diff.totalChange(f), 0.0);
    }
    for (std::uint32_t i = 0; i < diff.tree().size(); ++i) {
        const DiffTree::Node &n = diff.tree().node(i);
        QCOMPARE(diff.shareA(n.a.self), diff.shareB(n.b.self));
        QCOMPARE(diff.shareA(n.a.total), diff.shareB(n.b.total));
    }
}

ProfilePtr viaFile(const Profile &profile, const QString &path)
{
    const SaveResult saved = ProfileSaver::save(profile, path);
    if (!saved.error.isEmpty())
        qWarning() << saved.error;
    return ProfileLoader::load(path).profile;
}

} // namespace

// Random call paths over a few functions, deep and many enough that the
// merge shares the work out among threads: `seed` picks them.
ProfilePtr randomStacks(unsigned seed, int samples)
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack(kMain);
    std::vector<FrameId> frames;
    for (int f = 0; f < 24; ++f)
        frames.push_back(b.addFrame(QStringLiteral("f%1").arg(f).toUtf8().constData()));
    std::uint64_t state = seed;
    const auto next = [&state](std::uint32_t range) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return std::uint32_t((state >> 33) % range);
    };
    for (int i = 0; i < samples; ++i) {
        StackId stack = kNoId;
        const std::uint32_t depth = 3 + next(10);
        for (std::uint32_t d = 0; d < depth; ++d)
            stack = b.addStack(stack, frames[d < 2 ? d : next(d < 5 ? 3 : 24)]);
        b.addSample(t, TimePs(i) * kPsPerMs, stack);
    }
    return b.build();
}

// Each function path of a tree with its figures summed (frames of one
// function under one caller make one path).
std::map<std::vector<std::uint32_t>, SideFigures> pathsOf(const CallTree &tree, const std::vector<std::uint32_t> &functionOf)
{
    std::map<std::vector<std::uint32_t>, SideFigures> paths;
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        std::vector<std::uint32_t> path;
        for (const FrameId f : tree.callPath(i))
            path.push_back(functionOf[f]);
        SideFigures &sum = paths[path];
        sum.total += tree.node(i).total;
        sum.self += tree.node(i).self;
        sum.count += tree.node(i).count;
    }
    return paths;
}

class TestProfileDiff : public QObject
{
    Q_OBJECT
private slots:
    void spansGiveExactDeltas()
    {
        const ProfilePtr a = spansA(), b = spansB();
        const ProfileDiff diff = ProfileDiff::compare(*a, {}, *b, {}, {});
        QCOMPARE(diff.unitA(), CallTree::Unit::Time);
        QVERIFY(!diff.unitsDiffer());
        QVERIFY(diff.notes().isEmpty());
        QCOMPARE(diff.wholeA(), 100 * kPsPerMs);
        QCOMPARE(diff.wholeB(), 200 * kPsPerMs);

        const ProfileDiff::Function &sort = named(diff, "sort");
        QCOMPARE(sort.a, (SideFigures{30 * kPsPerMs, 30 * kPsPerMs, 1}));
        QCOMPARE(sort.b, (SideFigures{120 * kPsPerMs, 120 * kPsPerMs, 1}));
        QCOMPARE(diff.selfChange(sort), 0.6 - 0.3);
        const ProfileDiff::Function &work = named(diff, "work");
        QCOMPARE(work.a.self, 32 * kPsPerMs);
        QCOMPARE(work.b.total, 160 * kPsPerMs);
        QCOMPARE(diff.totalChange(work), 0.8 - 0.62);
        QCOMPARE(named(diff, "main").a.self, 6 * kPsPerMs);
        QCOMPARE(named(diff, "main").b.self, 0);

        QVERIFY(named(diff, "cache").onlyInB());
        QCOMPARE(named(diff, "cache").b.self, 10 * kPsPerMs);
        QVERIFY(named(diff, "legacy").onlyInA());
        QVERIFY(!sort.onlyInA() && !sort.onlyInB());
        // Largest change of self share first: sort +.30, parse -.15, work
        // -.12, main -.06, cache +.05, legacy -.02.
        QCOMPARE(rankedNames(diff), (QStringList{QStringLiteral("sort"), QStringLiteral("parse"), QStringLiteral("work"),
                                                 QStringLiteral("main"), QStringLiteral("cache"), QStringLiteral("legacy")}));

        ProfileDiff::Options absolute;
        absolute.values = ProfileDiff::Values::Absolute;
        const ProfileDiff raw = ProfileDiff::compare(*a, {}, *b, {}, absolute);
        QCOMPARE(raw.values(), ProfileDiff::Values::Absolute);
        QCOMPARE(raw.selfChange(named(raw, "sort")), double(90 * kPsPerMs));
        QCOMPARE(raw.selfChange(named(raw, "parse")), 0.0);
        // sort +90, cache +10, work +8, main -6, legacy -2, parse 0 (ms)
        QCOMPARE(rankedNames(raw), (QStringList{QStringLiteral("sort"), QStringLiteral("cache"), QStringLiteral("work"),
                                                QStringLiteral("main"), QStringLiteral("legacy"), QStringLiteral("parse")}));
    }

    // The merged call paths: B's shape with A's figures, and what only A has.
    void callPathsMergeByTheirFunctions()
    {
        const ProfilePtr a = spansA(), b = spansB();
        const ProfileDiff diff = ProfileDiff::compare(*a, {}, *b, {}, {});
        const DiffTree &tree = diff.tree();
        QCOMPARE(tree.size(), 7u); // root, main, parse, work, sort, legacy, cache
        QCOMPARE(tree.node(0).a.total, 100 * kPsPerMs);
        QCOMPARE(tree.node(0).b.total, 200 * kPsPerMs);
        const std::uint32_t main = childNamed(diff, 0, "main");
        QVERIFY(main != kNoId);
        QStringList children; // heaviest in B first, then in A
        for (const std::uint32_t c : tree.children(main))
            children << diff.functions()[tree.node(c).function].name;
        QCOMPARE(children, (QStringList{QStringLiteral("work"), QStringLiteral("parse"), QStringLiteral("cache"), QStringLiteral("legacy")}));
        const std::uint32_t sort = childNamed(diff, childNamed(diff, main, "work"), "sort");
        QVERIFY(sort != kNoId);
        QCOMPARE(tree.node(sort).a, (SideFigures{30 * kPsPerMs, 30 * kPsPerMs, 1}));
        QCOMPARE(tree.node(sort).b, (SideFigures{120 * kPsPerMs, 120 * kPsPerMs, 1}));
        QCOMPARE(tree.callPath(sort).size(), std::size_t(3));
        QCOMPARE(diff.functions()[tree.callPath(sort).front()].name, QStringLiteral("main"));
        const std::uint32_t legacy = childNamed(diff, main, "legacy");
        QCOMPARE(tree.node(legacy).b, SideFigures{});
        QCOMPARE(tree.node(legacy).a.total, 2 * kPsPerMs);
    }

    void aProfileAgainstItselfChangesNothing()
    {
        const ProfilePtr a = spansA(), samples = timedSamples();
        verifyNoChange(ProfileDiff::compare(*a, {}, *a, {}, {}));
        verifyNoChange(ProfileDiff::compare(*samples, {}, *samples, {}, {.values = ProfileDiff::Values::Absolute}));
        const LoadResult real = ProfileLoader::load(QStringLiteral(HG_SAMPLES_DIR "/sample-webservice.sentry.json"));
        QVERIFY(real.profile);
        const ProfileDiff diff = ProfileDiff::compare(*real.profile, {}, *real.profile, {}, {});
        verifyNoChange(diff);
        QVERIFY(diff.functions().size() > 10);
    }

    void corpusProfilesAgainstThemselvesChangeNothing()
    {
        HG_CORPUS_OR_SKIP(root, "sentry");
        const LoadResult loaded = ProfileLoader::load(root + QStringLiteral("/vroom__test_data_node.json"));
        QVERIFY(loaded.profile);
        verifyNoChange(ProfileDiff::compare(*loaded.profile, {}, *loaded.profile, {}, {}));
    }

    // b's stack doubled: 10 of 40 samples become 20 of 50, +15 points of
    // share, the largest change; a and c lose share as the whole grew.
    void aDoubledStackIsTheTopRegression()
    {
        const ProfilePtr a = counted({{{"main", "a"}, 10}, {{"main", "b"}, 10}, {{"main", "c"}, 20}});
        const ProfilePtr b = counted({{{"main", "a"}, 10}, {{"main", "b"}, 20}, {{"main", "c"}, 20}});
        const ProfileDiff diff = ProfileDiff::compare(*a, {}, *b, {}, {});
        QCOMPARE(diff.unitA(), CallTree::Unit::Count);
        QCOMPARE(diff.wholeA(), 40);
        QCOMPARE(diff.wholeB(), 50);
        const ProfileDiff::Function &top = diff.functions()[diff.ranking().front()];
        QCOMPARE(top.name, QStringLiteral("b"));
        QCOMPARE(diff.shareA(top.a.self), 0.25);
        QCOMPARE(diff.shareB(top.b.self), 0.4);
        QCOMPARE(diff.selfChange(top), 0.4 - 0.25);
        QCOMPARE(diff.selfChange(named(diff, "c")), 0.4 - 0.5);
        QCOMPARE(rankedNames(diff), (QStringList{QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("main")}));
    }

    // Recursion counts once per stack for the function's total, as in the
    // function list, on either side.
    void recursionCountsOncePerStack()
    {
        const ProfilePtr a = counted({{{"main", "walk", "walk", "walk"}, 4}, {{"main"}, 4}});
        const ProfileDiff diff = ProfileDiff::compare(*a, {}, *a, {}, {});
        QCOMPARE(named(diff, "walk").a.total, 4);
        QCOMPARE(named(diff, "walk").a.self, 4);
        QCOMPARE(diff.shareA(named(diff, "walk").a.total), 0.5);
    }

    // A profile written as collapsed stacks and read back: counts of samples
    // without modules against timed samples with them. The sides are matched
    // by name and compared by share, and say so; nothing changed.
    void matchesAcrossFormats()
    {
        QTemporaryDir dir;
        const ProfilePtr original = timedSamples();
        const ProfilePtr collapsed = viaFile(*original, dir.filePath(QStringLiteral("stacks.folded")));
        QVERIFY(collapsed);
        QCOMPARE(collapsed->formatId(), QStringLiteral("collapsed"));
        ProfileDiff::Options absolute;
        absolute.values = ProfileDiff::Values::Absolute;
        const ProfileDiff diff = ProfileDiff::compare(*original, {}, *collapsed, {}, absolute);
        QCOMPARE(diff.unitA(), CallTree::Unit::Time);
        QCOMPARE(diff.unitB(), CallTree::Unit::Count);
        QCOMPARE(diff.values(), ProfileDiff::Values::Shares); // seconds against counts: shares only
        QCOMPARE(diff.matching(), FunctionMatcher::Key::NameOnly);
        QCOMPARE(diff.notes().size(), 2);
        QCOMPARE(diff.ranking().size(), std::size_t(4));
        for (const std::uint32_t i : diff.ranking())
            QVERIFY(!diff.functions()[i].onlyInA() && !diff.functions()[i].onlyInB());
        QCOMPARE(named(diff, "work").module, QStringLiteral("/usr/bin/prog")); // A's, as B names none
        QCOMPARE(named(diff, "lex").b.self, 5);
        for (const ProfileDiff::Function &f : diff.functions()) {
            QVERIFY(qAbs(diff.selfChange(f)) < 1e-12);
            QVERIFY(qAbs(diff.totalChange(f)) < 1e-12);
        }

        // Spans as Chrome trace events: times to the microsecond, one unit.
        const ProfilePtr spans = spansA();
        const ProfilePtr chrome = viaFile(*spans, dir.filePath(QStringLiteral("spans.chrome.json")));
        QVERIFY(chrome);
        QCOMPARE(chrome->formatId(), QStringLiteral("chrome"));
        const ProfileDiff across = ProfileDiff::compare(*spans, {}, *chrome, {}, absolute);
        QVERIFY(!across.unitsDiffer());
        QCOMPARE(across.values(), ProfileDiff::Values::Absolute);
        verifyNoChange(across);
    }

    // Two builds installed at other paths: one function by name alone.
    void nameOnlyMatchesAcrossModules()
    {
        const ProfilePtr a = counted({{{"main", "work"}, 3}}, "/build-1/prog");
        const ProfilePtr b = counted({{{"main", "work"}, 3}}, "/build-2/prog");
        const ProfileDiff byModule = ProfileDiff::compare(*a, {}, *b, {}, {});
        QCOMPARE(byModule.ranking().size(), std::size_t(4)); // main and work twice: gone and new
        QVERIFY(named(byModule, "work").onlyInA() || named(byModule, "work").onlyInB());
        QCOMPARE(byModule.tree().children(0).size(), std::size_t(2));

        ProfileDiff::Options nameOnly;
        nameOnly.matching = FunctionMatcher::Key::NameOnly;
        const ProfileDiff byName = ProfileDiff::compare(*a, {}, *b, {}, nameOnly);
        QCOMPARE(byName.ranking().size(), std::size_t(2));
        QVERIFY(byName.notes().isEmpty());
        verifyNoChange(byName);
        QCOMPARE(named(byName, "work").module, QStringLiteral("/build-1/prog"));
    }

    // Big trees are merged on several threads: every path of both sides
    // once with its figures, parents first, each node's children together
    // and heaviest in B first.
    void bigTreesMergeEveryPath()
    {
        const ProfilePtr a = randomStacks(1, 40000), b = randomStacks(2, 40000);
        const CallTree treeA = CallTree::build(*a, {}, CallTree::Direction::TopDown);
        const CallTree treeB = CallTree::build(*b, {}, CallTree::Direction::TopDown);
        QVERIFY(treeA.size() + treeB.size() > 100000); // past the merge's threshold for threads
        FunctionMatcher matcher(FunctionMatcher::Key::NameAndModule);
        const std::vector<std::uint32_t> functionOfA = matcher.add(*a), functionOfB = matcher.add(*b);
        const DiffTree tree = DiffTree::merge(treeA, functionOfA, treeB, functionOfB);
        const auto pathsA = pathsOf(treeA, functionOfA), pathsB = pathsOf(treeB, functionOfB);
        std::set<std::vector<std::uint32_t>> seen;
        for (std::uint32_t i = 1; i < tree.size(); ++i) {
            const DiffTree::Node &n = tree.node(i);
            QVERIFY(n.parent < i);
            const std::vector<std::uint32_t> path = tree.callPath(i);
            QVERIFY(seen.insert(path).second);
            const auto inA = pathsA.find(path), inB = pathsB.find(path);
            QCOMPARE(n.a, inA == pathsA.end() ? SideFigures{} : inA->second);
            QCOMPARE(n.b, inB == pathsB.end() ? SideFigures{} : inB->second);
        }
        std::set<std::vector<std::uint32_t>> all;
        for (const auto &[path, figures] : pathsA)
            all.insert(path);
        for (const auto &[path, figures] : pathsB)
            all.insert(path);
        QCOMPARE(seen.size(), all.size());
        for (std::uint32_t i = 0; i < tree.size(); ++i) {
            const std::span<const std::uint32_t> children = tree.children(i);
            for (std::size_t c = 0; c < children.size(); ++c) {
                QCOMPARE(tree.node(children[c]).parent, i);
                if (c > 0) {
                    const DiffTree::Node &x = tree.node(children[c - 1]), &y = tree.node(children[c]);
                    QVERIFY(x.b.total > y.b.total || (x.b.total == y.b.total && x.a.total >= y.a.total));
                }
            }
        }
    }

    // The two steps a view takes (paths first, figures after) end where the
    // whole comparison does; the first names and draws every function.
    void pathsThenFiguresEqualTheWhole()
    {
        const ProfilePtr a = timedSamples();
        const ProfilePtr b = counted({{{"main", "parse"}, 4}, {{"main", "work", "work"}, 6}, {{"main", "cache"}, 1}}, "/usr/bin/prog");
        for (const auto &[x, y] : {std::pair{a, b}, std::pair{spansA(), spansB()}, std::pair{b, a}}) {
            const ProfileDiff whole = ProfileDiff::compare(*x, {}, *y, {}, {});
            const ProfileDiff::Trees trees = ProfileDiff::buildTrees(*x, {}, *y, {}, CallTree::Direction::TopDown);
            ProfileDiff staged = ProfileDiff::paths(*x, trees.a, *y, trees.b, {});
            QVERIFY(!staged.hasFigures());
            QVERIFY(staged.ranking().empty());
            QCOMPARE(staged.wholeA(), whole.wholeA());
            QCOMPARE(staged.notes(), whole.notes());
            QCOMPARE(staged.tree().size(), whole.tree().size());
            for (std::uint32_t i = 0; i < whole.tree().size(); ++i) {
                QCOMPARE(staged.tree().node(i).function, whole.tree().node(i).function);
                QCOMPARE(staged.tree().node(i).b, whole.tree().node(i).b);
            }
            QCOMPARE(staged.functions().size(), whole.functions().size());
            for (std::size_t i = 0; i < whole.functions().size(); ++i) {
                const ProfileDiff::Function &s = staged.functions()[i], &w = whole.functions()[i];
                QCOMPARE(s.name, w.name);
                QCOMPARE(s.onlyInA(), w.onlyInA());
                QCOMPARE(s.onlyInB(), w.onlyInB());
                QCOMPARE(s.b, SideFigures{});
            }
            staged.addFigures(*x, trees.a, *y, trees.b);
            QVERIFY(staged.hasFigures());
            QCOMPARE(rankedNames(staged), rankedNames(whole));
            for (std::size_t i = 0; i < whole.functions().size(); ++i) {
                const ProfileDiff::Function &s = staged.functions()[i], &w = whole.functions()[i];
                QCOMPARE(s.frameA, w.frameA);
                QCOMPARE(s.frameB, w.frameB);
                QCOMPARE(s.module, w.module);
                QCOMPARE(s.a, w.a);
                QCOMPARE(s.b, w.b);
            }
        }
    }

    // Spans measure time and untimed samples count: shares only, said once.
    void spansAgainstSamplesCompareShares()
    {
        const ProfilePtr spans = spansA();
        const ProfilePtr stacks = counted({{{"main", "work", "sort"}, 30}, {{"main", "parse"}, 30}, {{"main", "work"}, 32},
                                           {{"main", "legacy"}, 2}, {{"main"}, 6}});
        ProfileDiff::Options absolute;
        absolute.values = ProfileDiff::Values::Absolute;
        const ProfileDiff diff = ProfileDiff::compare(*spans, {}, *stacks, {}, absolute);
        QVERIFY(diff.unitsDiffer());
        QCOMPARE(diff.values(), ProfileDiff::Values::Shares);
        QCOMPARE(diff.notes(), QStringList{QStringLiteral("A measures time and B counts samples: only shares of each total compare")});
        verifyNoChange(diff);
        QCOMPARE(named(diff, "work").b.total, 62);

        // Timed samples and spans are both time: raw values compare.
        const ProfileDiff timed = ProfileDiff::compare(*spans, {}, *timedSamples(), {}, absolute);
        QVERIFY(!timed.unitsDiffer());
        QCOMPARE(timed.values(), ProfileDiff::Values::Absolute);
    }

    void tracksAreChosenPerSide()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId one = b.addTrack(kMain);
        const TrackId two = b.addTrack({QStringLiteral("worker"), QString(), 2, -1, {}, {}});
        b.addSpan(one, 0, 10 * kPsPerMs, b.addFrame("main"));
        b.addSpan(two, 0, 30 * kPsPerMs, b.addFrame("job"));
        const ProfilePtr p = b.build();
        const ProfileDiff diff = ProfileDiff::compare(*p, {one}, *p, {two}, {});
        QCOMPARE(diff.wholeA(), 10 * kPsPerMs);
        QCOMPARE(diff.wholeB(), 30 * kPsPerMs);
        QVERIFY(named(diff, "main").onlyInA());
        QVERIFY(named(diff, "job").onlyInB());
        QCOMPARE(diff.selfChange(named(diff, "job")), 1.0);
    }

    // difffolded.pl's lines: A's self, B's self per path. Shares scale A to
    // B's total (difffolded.pl -n); absolute keeps each side's microseconds.
    void foldedDifferentialInput()
    {
        const ProfilePtr a = spansA(), b = spansB();
        ProfileDiff::Options absolute;
        absolute.values = ProfileDiff::Values::Absolute;
        const QByteArray raw = DiffFoldedWriter::write(ProfileDiff::compare(*a, {}, *b, {}, absolute));
        QCOMPARE(raw, QByteArray("main 6000 0\n"
                                 "main;work 32000 40000\n"
                                 "main;work;sort 30000 120000\n"
                                 "main;parse 30000 30000\n"
                                 "main;cache 0 10000\n"
                                 "main;legacy 2000 0\n"));
        const QByteArray scaled = DiffFoldedWriter::write(ProfileDiff::compare(*a, {}, *b, {}, {}));
        QVERIFY2(scaled.startsWith("main 12000 0\nmain;work 64000 40000\n"), scaled.constData());
        const ProfilePtr stacks = counted({{{"a;b", "c d"}, 3}});
        QCOMPARE(DiffFoldedWriter::write(ProfileDiff::compare(*stacks, {}, *stacks, {}, {})), QByteArray("a:b;c d 3 3\n"));
    }
};

QTEST_GUILESS_MAIN(TestProfileDiff)
#include "tst_profilediff.moc"
