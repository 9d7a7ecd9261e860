// Every corpus file converted to every format that can hold it and read
// back: the reader recognises what the writer wrote, and the tree of totals
// per function path is the same (within the format's time resolution; as
// shares of the whole when the format turns samples into counts or times).
#include "analysis/CallTree.h"
#include "formats/FormatRegistry.h"
#include "formats/ReadContext.h"
#include "io/ProfileLoader.h"

#include <QDirIterator>
#include <set>
#include <QtTest>

using namespace hg;

namespace {

struct PathTotals
{
    CallTree::Unit unit = CallTree::Unit::Time;
    std::int64_t whole = 0;
    std::map<QString, std::pair<std::int64_t, std::uint64_t>> byPath; // "a;b;c" -> (total, count)
};

void collect(const Profile &profile, const CallTree &tree, std::uint32_t node, const QString &prefix, PathTotals &out)
{
    for (const std::uint32_t child : tree.children(node)) {
        const CallTree::Node &n = tree.node(child);
        const QString path = prefix.isEmpty() ? profile.frameName(n.frame) : prefix + QLatin1Char(';') + profile.frameName(n.frame);
        auto &[total, count] = out.byPath[path];
        total += n.total; // the same name twice among siblings (different files): one path
        count += n.count;
        collect(profile, tree, child, path, out);
    }
}

PathTotals pathTotals(const Profile &profile)
{
    const CallTree tree = CallTree::build(profile, {}, CallTree::Direction::TopDown);
    PathTotals totals;
    totals.unit = tree.unit();
    totals.whole = tree.node(0).total;
    collect(profile, tree, 0, QString(), totals);
    return totals;
}

// The same totals with some top-level entries taken out of every path
// (their children move up a level, merging with same-named paths).
PathTotals withoutTopLevel(const PathTotals &totals, const std::function<bool(const QString &, std::uint64_t)> &drop)
{
    PathTotals out;
    out.unit = totals.unit;
    out.whole = totals.whole;
    std::set<QString> dropped;
    for (const auto &[path, value] : totals.byPath)
        if (!path.contains(QLatin1Char(';')) && drop(path, value.second))
            dropped.insert(path);
    for (const auto &[path, value] : totals.byPath) {
        const qsizetype cut = path.indexOf(QLatin1Char(';'));
        const QString top = cut < 0 ? path : path.left(cut);
        if (!dropped.count(top)) {
            auto &slot = out.byPath[path];
            slot.first += value.first;
            slot.second += value.second;
        } else if (cut >= 0) {
            auto &slot = out.byPath[path.mid(cut + 1)];
            slot.first += value.first;
            slot.second += value.second;
        }
    }
    return out;
}

QStringList corpusFiles()
{
    QStringList files;
    QDirIterator it(QStringLiteral(HG_CORPUS_DIR), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(QStringLiteral(HG_CORPUS_DIR)).relativeFilePath(path);
        if (relative.contains(QStringLiteral("invalid/")) || relative.startsWith(QStringLiteral("SOURCES"))
            || relative.endsWith(QStringLiteral(".reference")) || relative.endsWith(QStringLiteral(".md")))
            continue;
        files << path;
    }
    files.sort();
    return files;
}

// What a round trip must keep, or why not.
QString compare(const PathTotals &before, const PathTotals &after, std::int64_t timeResolution)
{
    QStringList problems;
    for (const auto &[path, value] : before.byPath) {
        const auto found = after.byPath.find(path);
        if (found == after.byPath.end()) {
            problems << QStringLiteral("missing %1").arg(path);
            continue;
        }
        const std::int64_t was = value.first, is = found->second.first;
        bool same;
        if (before.unit == after.unit) {
            // Each call's start and end may round once.
            const double slack = double(timeResolution) * 2.0 * double(std::max<std::uint64_t>(value.second, 1)) + 1e-4 * double(std::llabs(was));
            same = std::fabs(double(was - is)) <= slack;
        } else {
            // Samples as times or counts: compare shares of the whole.
            const double wasShare = before.whole ? double(was) / double(before.whole) : 0;
            const double isShare = after.whole ? double(is) / double(after.whole) : 0;
            same = std::fabs(wasShare - isShare) <= 0.005;
        }
        if (!same)
            problems << QStringLiteral("%1: %2 became %3").arg(path).arg(was).arg(is);
    }
    for (const auto &[path, value] : after.byPath)
        if (!before.byPath.count(path))
            problems << QStringLiteral("new %1").arg(path);
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
        {QStringLiteral("speedscope"), kPsPerNs},
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
        const QStringList files = corpusFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus is not beside this checkout; corpus conversions skipped");
        for (const QString &file : files)
            for (const FormatWriter &writer : FormatRegistry::instance().writers())
                QTest::addRow("%s -> %s", qPrintable(QFileInfo(file).fileName()), qPrintable(writer.id)) << file << writer.id;
    }

    void everyCorpusFileToEveryFittingFormat()
    {
        QFETCH(QString, file);
        QFETCH(QString, writerId);
        const LoadResult loaded = ProfileLoader::load(file);
        QVERIFY2(loaded.profile, qPrintable(loaded.error ? loaded.error->toString() : file));
        const Profile &profile = *loaded.profile;
        const FormatWriter &writer = *FormatRegistry::instance().writer(writerId);
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
        PathTotals before = pathTotals(profile), after = pathTotals(*back);
        // Levels a format keeps beside its tree, not in it. A MiniProfiler
        // result has one root step: the writer adds one (named after the
        // track) over several top-level spans.
        if (writer.id == QLatin1String("miniprofiler"))
            after = withoutTopLevel(after, [&before](const QString &name, std::uint64_t) { return !before.byPath.count(name); });
        // Legacy PocketMine reports group timers under categories, read as
        // nodes with no calls of their own; tree-style reports keep the
        // category beside the record tree.
        if (writer.id == QLatin1String("pocketmine") && profile.formatId() == QLatin1String("pocketmine"))
            before = withoutTopLevel(before, [&after](const QString &name, std::uint64_t count) {
                return count == 0 && !after.byPath.count(name);
            });
        const QString problems = compare(before, after, resolutionOf(writer.id));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n  ") + problems));
    }
};

QTEST_GUILESS_MAIN(TestConversions)
#include "tst_conversions.moc"
