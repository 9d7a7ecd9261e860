// Every profile converted to every format that can hold it and read back:
// the reader recognises what the writer wrote, and the tree of totals per
// function path is the same (within the format's time resolution; as shares
// of the whole when the format turns samples into counts or times).
// The profiles: the bundled samples (resources/samples), each of them first
// written in every other format that holds it (so every reader is a source),
// a few small files of the bridge formats made here, and every corpus file
// (../shared/corpus; tests/CorpusDir.h says what happens without it).
#include "CorpusDir.h"
#include "PathTotals.h"
#include "analysis/CallTree.h"
#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "formats/ProfileLoader.h"

#include <QDirIterator>
#include <set>
#include <QtTest>

using namespace hg;

namespace {

using test::PathEntry;
using test::PathTree;

// The same totals with some top-level entries taken out of every path
// (their children move up a level, merging with same-named paths).
PathTree withoutTopLevel(const PathTree &totals, const std::function<bool(const QString &, std::uint64_t)> &drop)
{
    PathTree out;
    out.unit = totals.unit;
    out.whole = totals.whole;
    std::set<QString> dropped;
    for (const auto &[path, entry] : totals.paths)
        if (!path.contains(QLatin1Char(';')) && drop(path, entry.count))
            dropped.insert(path);
    for (const auto &[path, entry] : totals.paths) {
        const qsizetype cut = path.indexOf(QLatin1Char(';'));
        const QString top = cut < 0 ? path : path.left(cut);
        if (dropped.count(top) && cut < 0)
            continue;
        PathEntry &slot = out.paths[dropped.count(top) ? path.mid(cut + 1) : path];
        slot.total += entry.total;
        slot.count += entry.count;
        slot.pathsUnder += entry.pathsUnder;
    }
    return out;
}

// How closely a round trip must keep the totals.
struct Tolerance
{
    std::int64_t resolution = 1; // ps one step of the format's clock is worth
    // The source has spans ending after their parent, which a strictly
    // nested format closes with the parent: paths may only get lighter.
    bool clipsOverlaps = false;
};

// What a round trip must keep, or why not. A path may vanish (or appear)
// only when its total is within rounding.
QString compare(const PathTree &before, const PathTree &after, const Tolerance &tolerance)
{
    QStringList problems;
    for (const auto &[path, entry] : before.paths) {
        const auto found = after.paths.find(path);
        const std::int64_t was = entry.total, is = found == after.paths.end() ? 0 : found->second.total;
        bool same;
        if (before.unit == after.unit) {
            // Each call's start and end may round once, and each line of a
            // format that writes one per path.
            const double steps = double(std::max<std::uint64_t>({entry.count, entry.pathsUnder, 1}));
            const double slack = double(tolerance.resolution) * 2.0 * steps + 1e-4 * double(std::llabs(was));
            same = tolerance.clipsOverlaps ? double(is) <= double(was) + slack : std::fabs(double(was - is)) <= slack;
        } else if (before.unit == CallTree::Unit::Time) {
            // Timed samples written as counts (collapsed stacks): the counts.
            same = std::uint64_t(is) == entry.count;
        } else {
            // Counts written as times: compare shares of the whole.
            const double wasShare = before.whole ? double(was) / double(before.whole) : 0;
            const double isShare = after.whole ? double(is) / double(after.whole) : 0;
            same = std::fabs(wasShare - isShare) <= 0.005;
        }
        if (!same)
            problems << (found == after.paths.end() ? QStringLiteral("missing %1 (%2)").arg(path).arg(was)
                                                     : QStringLiteral("%1: %2 became %3").arg(path).arg(was).arg(is));
    }
    for (const auto &[path, entry] : after.paths)
        if (!before.paths.count(path) && (before.unit != after.unit || entry.total > 2 * tolerance.resolution * std::int64_t(std::max<std::uint64_t>({entry.count, entry.pathsUnder, 1}))))
            problems << QStringLiteral("new %1 (%2)").arg(path).arg(entry.total);
    if (problems.size() > 5)
        problems = problems.mid(0, 5) << QStringLiteral("… %1 more").arg(problems.size() - 5);
    return problems.join(QStringLiteral("\n  "));
}


// The time one step of each format's clock is worth, in ps.
std::int64_t resolutionOf(const QString &formatId)
{
    static const std::map<QString, std::int64_t> kResolution = {
        {QStringLiteral("miniprofiler"), 100 * kPsPerUs}, // DurationMilliseconds with one decimal at worst
        {QStringLiteral("traceactor"), kPsPerUs},
        {QStringLiteral("chrome"), kPsPerUs},
        {QStringLiteral("speedscope"), 1},
        {QStringLiteral("collapsed"), kPsPerUs}, // spans as whole microseconds
        {QStringLiteral("sentry"), kPsPerNs},
        {QStringLiteral("pprof"), kPsPerNs},
        {QStringLiteral("v8cpuprofile"), 1},
    };
    const auto it = kResolution.find(formatId);
    return it == kResolution.end() ? kPsPerNs : it->second;
}

// Small files of the bridge formats, for the kinds of data the samples lack:
// untimed stacks, a child span ending after its parent, weighted samples.
const std::map<QString, QByteArray> &madeHere()
{
    static const std::map<QString, QByteArray> kFiles = {
        {QStringLiteral("stacks.folded"),
         "main;parse;lex 5\nmain;parse 2\nmain;emit;write 3\nmain 1\nidle 4\n"},
        {QStringLiteral("overlap.chrome.json"),
         R"([{"name":"main","ph":"X","ts":0,"dur":100,"pid":1,"tid":1},)"
         R"({"name":"parse","ph":"X","ts":10,"dur":40,"pid":1,"tid":1},)"
         R"({"name":"lex","ph":"X","ts":20,"dur":10,"pid":1,"tid":1},)"
         R"({"name":"late","ph":"X","ts":80,"dur":50,"pid":1,"tid":1},)"
         R"({"name":"worker","ph":"X","ts":5,"dur":60,"pid":1,"tid":2}])"},
        {QStringLiteral("weighted.speedscope.json"),
         R"({"$schema":"https://www.speedscope.app/file-format-schema.json",)"
         R"("shared":{"frames":[{"name":"main"},{"name":"a"},{"name":"b"}]},)"
         R"("profiles":[{"type":"sampled","name":"t","unit":"milliseconds","startValue":0,"endValue":60,)"
         R"("samples":[[0,1],[0,1,2],[0],[0,2]],"weights":[10,20,5,25]}]})"},
    };
    return kFiles;
}

LoadResult loadSource(const QString &source)
{
    if (source.startsWith(QLatin1String("made:"))) {
        const QString name = source.mid(5);
        return ProfileLoader::loadData(madeHere().at(name), name);
    }
    return ProfileLoader::load(source);
}

QString rowName(const QString &source)
{
    return source.startsWith(QLatin1String("made:")) ? source.mid(5) : QFileInfo(source).fileName();
}

// Chains that fail today (none at present), each with why. Each is an
// expected failure of one check (reading back, or the totals), so a fix
// shows as XPASS, which fails the run until its line here goes.
struct KnownProblem
{
    bool readBack; // the converted file does not read back (else: the totals differ)
    const char *why;
};

const KnownProblem *knownProblem(const QByteArray &row)
{
    static const std::map<QByteArray, KnownProblem> kKnown = {};
    const auto it = kKnown.find(row);
    return it == kKnown.end() ? nullptr : &it->second;
}

} // namespace

class TestConversions : public QObject
{
    Q_OBJECT
private:
    static void addRows(const QString &source, const QString &via = {})
    {
        for (const FormatModule *writer : FormatRegistry::instance().writers()) {
            if (via.isEmpty())
                QTest::addRow("%s -> %s", qPrintable(rowName(source)), qPrintable(writer->id)) << source << via << writer->id;
            else
                QTest::addRow("%s as %s -> %s", qPrintable(rowName(source)), qPrintable(via), qPrintable(writer->id))
                    << source << via << writer->id;
        }
    }

private slots:
    void everyProfileToEveryFittingFormat_data()
    {
        QTest::addColumn<QString>("source"); // a file, "made:NAME" (madeHere) or the corpus folder when missing
        QTest::addColumn<QString>("via");    // a writer the source goes through first, or empty
        QTest::addColumn<QString>("writerId");
        const QDir samples(QStringLiteral(HG_SAMPLES_DIR));
        const QStringList sampleFiles = samples.entryList({QStringLiteral("sample-*")}, QDir::Files, QDir::Name);
        if (sampleFiles.size() < 4)
            QFAIL(qPrintable(QStringLiteral("expected the four bundled samples in %1").arg(samples.path())));
        for (const QString &name : sampleFiles) {
            const QString path = samples.filePath(name);
            addRows(path);
            const QString own = ProfileLoader::load(path).formatId;
            for (const FormatModule *via : FormatRegistry::instance().writers())
                if (via->id != own)
                    addRows(path, via->id);
        }
        for (const auto &[name, bytes] : madeHere())
            addRows(QStringLiteral("made:") + name);
        const QStringList corpusFiles = test::validCorpusFiles();
        if (corpusFiles.isEmpty())
            QTest::newRow("corpus") << test::corpusDir() << QString() << QString();
        for (const QString &file : corpusFiles)
            addRows(file);
    }

    void everyProfileToEveryFittingFormat()
    {
        QFETCH(QString, source);
        QFETCH(QString, via);
        QFETCH(QString, writerId);
        if (writerId.isEmpty()) { // no corpus files: skip, or fail when the corpus is required
            HG_CORPUS_FILE_OR_SKIP(source);
            QFAIL(qPrintable(QStringLiteral("the corpus at %1 has no profile to convert").arg(source)));
        }
        const KnownProblem *known = knownProblem(QTest::currentDataTag());
        const LoadResult loaded = loadSource(source);
        QVERIFY2(loaded.profile, qPrintable(loaded.error ? loaded.error->toString() : source));
        ProfilePtr first = loaded.profile;
        if (!via.isEmpty()) {
            const FormatModule &viaWriter = *FormatRegistry::instance().writer(via);
            if (const QString why = viaWriter.cannotWriteReason ? viaWriter.cannotWriteReason(*first) : QString(); !why.isEmpty())
                QSKIP(qPrintable(QStringLiteral("does not fit ") + via + QStringLiteral(": ") + why));
            const LoadResult again = ProfileLoader::loadData(viaWriter.write(*first, ReadContext()),
                                                             QStringLiteral("via.") + viaWriter.extensions.front());
            QVERIFY2(again.profile, qPrintable(again.error ? again.error->toString() : via));
            QCOMPARE(again.formatId, via);
            first = again.profile;
        }
        const FormatModule &writer = *FormatRegistry::instance().writer(writerId);
        // Formats of one call stack per thread or line write a track whose
        // siblings ran concurrently as several stacks (CallStacks): a
        // sibling running beside another starts a thread, line or profile of
        // its own, so its path starts there. Chrome does so for thread
        // tracks (async tracks keep their tree).
        const bool callStacks = writer.id == QLatin1String("xplane") || writer.id == QLatin1String("traceactor")
            || writer.id == QLatin1String("speedscope") || writer.id == QLatin1String("chrome");
        const Profile &profile = *first;
        const ProfilePtr expected = callStacks ? test::asCallStacks(first) : first;
        if (const QString why = writer.cannotWriteReason ? writer.cannotWriteReason(profile) : QString(); !why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("does not fit: ") + why));

        ReadContext context;
        const QByteArray bytes = writer.write(profile, context);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("converted.") + writer.extensions.front());
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size());
        out.close();
        const LoadResult loadedBack = ProfileLoader::load(path);
        if (known && known->readBack)
            QEXPECT_FAIL("", known->why, Abort);
        QVERIFY2(loadedBack.profile, qPrintable(loadedBack.error ? loadedBack.error->toString() : path));
        const ProfilePtr back = loadedBack.profile;
        QCOMPARE(back->formatId(), writer.id);
        const bool collapsed = writer.id == QLatin1String("collapsed");
        // Formats of a weight per path hold self times: a parent's total there
        // is its self plus its children's, concurrent or late as they are.
        const bool weightsPerPath = collapsed || writer.id == QLatin1String("pprof");
        PathTree before = test::pathTree(*expected, {}, collapsed ? &test::foldedSpelling : nullptr,
                                         weightsPerPath ? test::Totals::Folded : test::Totals::Own);
        PathTree after = test::pathTree(*back);
        // A V8 CPU profile holds one thread: the writer takes the first
        // track with samples.
        if (writer.id == QLatin1String("v8cpuprofile"))
            for (std::uint32_t t = 0; t < expected->tracks().size(); ++t)
                if (!expected->tracks()[t].samples.empty()) {
                    before = test::pathTree(*expected, {TrackId(t)});
                    break;
                }
        // Levels a format keeps beside its tree, not in it. A MiniProfiler
        // result has one root step: the writer adds one (named after the
        // track) over several top-level spans.
        if (writer.id == QLatin1String("miniprofiler"))
            after = withoutTopLevel(after, [&before](const QString &name, std::uint64_t) { return !before.paths.count(name); });
        // Legacy PocketMine reports group timers under categories, read as
        // nodes with no calls of their own; tree-style reports keep the
        // category beside the record tree.
        if (writer.id == QLatin1String("pocketmine") && profile.formatId() == QLatin1String("pocketmine"))
            before = withoutTopLevel(before, [&after](const QString &name, std::uint64_t count) {
                return count == 0 && !after.paths.count(name);
            });
        // Collapsed stacks weigh spans and aggregated timings in whole
        // microseconds (and samples by their count).
        if (collapsed && (profile.spanCount() || profile.nodeCount())) {
            after.unit = CallTree::Unit::Time;
            after.whole *= kPsPerUs;
            for (auto &entry : after.paths)
                entry.second.total *= kPsPerUs;
        }
        Tolerance tolerance;
        tolerance.resolution = resolutionOf(writer.id);
        // Formats with nested events only (no complete events as Chrome has).
        tolerance.clipsOverlaps = (writer.id == QLatin1String("speedscope") || writer.id == QLatin1String("collapsed"))
            && !test::nestsProperly(*expected);
        const QString problems = compare(before, after, tolerance);
        if (known && !known->readBack)
            QEXPECT_FAIL("", known->why, Abort);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n  ") + problems));
    }
};

QTEST_GUILESS_MAIN(TestConversions)
#include "tst_conversions.moc"
