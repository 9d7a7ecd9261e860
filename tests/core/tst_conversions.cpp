// Every corpus file converted to every format that can hold it and read
// back: the reader recognises what the writer wrote, and the tree of totals
// per function path is the same (within the format's time resolution; as
// shares of the whole when the format turns samples into counts or times).
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
        {QStringLiteral("chrometrace"), kPsPerUs},
        {QStringLiteral("speedscope"), 1},
        {QStringLiteral("collapsed"), kPsPerUs}, // spans as whole microseconds
        {QStringLiteral("sentry"), kPsPerNs},
        {QStringLiteral("pprof"), kPsPerNs},
    };
    const auto it = kResolution.find(formatId);
    return it == kResolution.end() ? kPsPerNs : it->second;
}

} // namespace

class TestConversions : public QObject
{
    Q_OBJECT
private slots:
    void everyCorpusFileToEveryFittingFormat_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("writerId");
        const QStringList files = test::validCorpusFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus is not beside this checkout; corpus conversions skipped");
        for (const QString &file : files)
            for (const FormatModule *writer : FormatRegistry::instance().writers())
                QTest::addRow("%s -> %s", qPrintable(QFileInfo(file).fileName()), qPrintable(writer->id)) << file << writer->id;
    }

    void everyCorpusFileToEveryFittingFormat()
    {
        QFETCH(QString, file);
        QFETCH(QString, writerId);
        const LoadResult loaded = ProfileLoader::load(file);
        QVERIFY2(loaded.profile, qPrintable(loaded.error ? loaded.error->toString() : file));
        const Profile &profile = *loaded.profile;
        const FormatModule &writer = *FormatRegistry::instance().writer(writerId);
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
        QVERIFY2(loadedBack.profile, qPrintable(loadedBack.error ? loadedBack.error->toString() : path));
        const ProfilePtr back = loadedBack.profile;
        QCOMPARE(back->formatId(), writer.id);
        const bool collapsed = writer.id == QLatin1String("collapsed");
        PathTree before = test::pathTree(profile, {}, collapsed ? &test::foldedSpelling : nullptr);
        PathTree after = test::pathTree(*back);
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
            && !test::nestsProperly(profile);
        const QString problems = compare(before, after, tolerance);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n  ") + problems));
    }
};

QTEST_GUILESS_MAIN(TestConversions)
#include "tst_conversions.moc"
