// The PocketMine-MP timings viewer's analyses: the merged tree with [self]
// rows, the list by category, and the server figures with their notes.
#include "CorpusDir.h"
#include "PocketMineFixtures.h"
#include "formats/pocketmine/ServerTimings.h"
#include "formats/pocketmine/TickShares.h"
#include "formats/pocketmine/TimingsCategories.h"
#include "formats/pocketmine/TimingsTree.h"
#include "formats/ProfileLoader.h"

#include <QtTest>
#include <limits>

using namespace hg;

namespace {

ProfilePtr load(const char *text)
{
    const LoadResult r = ProfileLoader::loadData(QByteArray(text), QStringLiteral("timings.txt"));
    if (!r.profile)
        qWarning() << (r.error ? r.error->toString() : QString());
    return r.profile;
}

// Each row as "depth name time count violations peak", depth first.
QStringList rows(const Profile &p, const TimingsTree &tree)
{
    QStringList out;
    std::vector<std::uint32_t> pending{0};
    while (!pending.empty()) {
        const std::uint32_t i = pending.back();
        pending.pop_back();
        if (i != 0) {
            const TimingsTree::Row &r = tree.row(i);
            out << QStringLiteral("%1 %2 %3 %4 %5 %6").arg(tree.depth(i)).arg(tree.name(p, i)).arg(r.time / kPsPerNs)
                       .arg(r.count).arg(r.violations).arg(r.peakNs);
        }
        const TimingsTree::Row &r = tree.row(i);
        for (std::uint32_t c = r.firstChild + r.childCount; c-- > r.firstChild;)
            pending.push_back(c);
    }
    return out;
}

// A report of many "Second N" records under one tick, each with three
// leaves (two merged), and the rows its tree should have (depth first,
// without violations and peak).
struct WideReport
{
    QByteArray text;
    QStringList expected;
};
WideReport wideReport()
{
    constexpr int kSeconds = 6000; // 18 000 leaves: their level is cut in parts
    WideReport report{"Minecraft\n", {}};
    int id = 0;
    const auto add = [&](const QByteArray &name, std::int64_t time, int parent, int timer) {
        ++id;
        report.text += "    " + name + " Time: " + QByteArray::number(time) + " Count: 1 Avg: 1 Violations: 0 RecordId: " + QByteArray::number(id)
            + " ParentRecordId: " + (parent ? QByteArray::number(parent) : QByteArray("none")) + " TimerId: " + QByteArray::number(timer)
            + " Ticks: 1 Peak: 1\n";
        return id;
    };
    const auto secondTime = [](int s) { return std::int64_t(1'000'000 - s); };
    std::int64_t tickTime = 1000; // its [self]
    for (int s = 0; s < kSeconds; ++s)
        tickTime += secondTime(s);
    const int tick = add("Full Server Tick", tickTime, 0, 1);
    report.expected << QStringLiteral("1 Full Server Tick %1 1").arg(tickTime);
    for (int s = 0; s < kSeconds; ++s) {
        const int second = add("Second " + QByteArray::number(s), secondTime(s), tick, 2 + s);
        add("Leaf A", 30, second, 100'000);
        add("Leaf B", 20, second, 100'001);
        add("Leaf A", 30, second, 100'000);
        report.expected << QStringLiteral("2 Second %1 %2 1").arg(s).arg(secondTime(s)) << QStringLiteral("3 [self] %1 1").arg(secondTime(s) - 80)
                        << QStringLiteral("3 Leaf A (2 combined) 60 2") << QStringLiteral("3 Leaf B 20 1");
    }
    report.expected << QStringLiteral("2 [self] 1000 1");
    report.text += "# FormatVersion 2\nSample time 2000000 (0.002s)\n";
    return report;
}

} // namespace

class TestTimings : public QObject
{
    Q_OBJECT
private slots:
    void treeMergesSiblingsAndAddsSelfRows()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        const TimingsTree tree = TimingsTree::build(*p, {});
        const QStringList expected = {
            QStringLiteral("1 Full Server Tick 1000 10 3 300"),
            QStringLiteral("2 World Tick 500 10 1 150"),
            QStringLiteral("3 Entity Tick 400 10 0 90"),
            QStringLiteral("4 [self] 390 10 0 -1"),
            QStringLiteral("4 Chunk IO 10 1 0 10"),
            QStringLiteral("3 [self] 100 10 1 -1"),
            // Merged: times, counts and violations summed, the higher peak.
            QStringLiteral("2 Connection Handler (2 combined) 300 8 1 120"),
            QStringLiteral("3 [self] 220 8 1 -1"),
            QStringLiteral("3 Player Network Send (2 combined) 80 8 0 25"),
            QStringLiteral("2 Plugin: MyPlugin v1.0 Event: E 120 4 0 60"),
            QStringLiteral("2 [self] 80 10 1 -1"),
        };
        QCOMPARE(rows(*p, tree), expected);
        QCOMPARE(tree.row(0).time, 1000 * kPsPerNs);
        QCOMPARE(tree.ticks(*p, tree.children(0)[0].firstChild), std::uint64_t(10));
        QCOMPARE(tree.hotPath().size(), std::size_t(4)); // tick, world, entity, [self]
        QVERIFY(tree.row(tree.hotPath().back()).self);
    }

    void legacyGroupsAddUpTheirRecords()
    {
        const ProfilePtr p = load(fixtures::kTimingsLegacy);
        QVERIFY(p);
        const TimingsTree tree = TimingsTree::build(*p, {});
        const QStringList expected = {
            QStringLiteral("1 Full Server Tick 1000 10 0 -1"),
            QStringLiteral("1 P v1 150 0 0 -1"),
            QStringLiteral("2 Plugin: P v1 Event: A 100 1 0 -1"),
            QStringLiteral("2 Plugin: P v1 Event: B 50 1 0 -1"),
            // Counted by other timers too: after them, whatever its time.
            QStringLiteral("1 Minecraft - Breakdown 300 0 0 -1"),
            QStringLiteral("2 Entity Tick 300 10 0 -1"),
        };
        QCOMPARE(rows(*p, tree), expected);
        QVERIFY(tree.children(0)[1].grouping);
        QVERIFY(tree.children(0)[2].countedElsewhere);
    }

    void categoriesInTheViewersOrder()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        const TimingsCategories list = TimingsCategories::build(*p, {});
        QCOMPARE(list.categories().size(), std::size_t(3));
        const auto &minecraft = list.categories()[0];
        QCOMPARE(minecraft.name, QStringLiteral("Minecraft"));
        QCOMPARE(minecraft.time, 1000 * kPsPerNs); // all nested in Full Server Tick
        QCOMPARE(minecraft.timers.size(), std::size_t(5));
        QCOMPARE(minecraft.timers[3].combined, 2u);
        QCOMPARE(minecraft.timers[3].time, 300 * kPsPerNs);
        QCOMPARE(minecraft.timers[3].peakNs, std::int64_t(120));
        QCOMPARE(list.categories()[1].name, QStringLiteral("Minecraft - Breakdown"));
        QVERIFY(list.categories()[1].breakdown);
        QCOMPARE(list.categories()[2].name, QStringLiteral("MyPlugin v1.0"));

        // Legacy "** " records form the breakdown; the plugin groups are not records.
        const ProfilePtr legacy = load(fixtures::kTimingsLegacy);
        QVERIFY(legacy);
        const TimingsCategories legacyList = TimingsCategories::build(*legacy, {});
        QCOMPARE(legacyList.categories().size(), std::size_t(2));
        QCOMPARE(legacyList.categories()[0].timers.size(), std::size_t(3));
        QCOMPARE(legacyList.categories()[1].name, QStringLiteral("Minecraft - Breakdown"));
        QCOMPARE(legacyList.categories()[1].timers[0].time, 300 * kPsPerNs);
        QCOMPARE(legacyList.categories()[0].time, 1150 * kPsPerNs); // legacy records are not linked
    }

    void oneSharedTreeWhileItIsHeld()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        // The tree page holds it; the list's tick shares get the same one.
        const std::shared_ptr<const TimingsTree> held = TimingsTree::shared(p, {});
        QCOMPARE(TimingsTree::shared(p, {}).get(), held.get());
        QCOMPARE(rows(*p, *held), rows(*p, TimingsTree::build(*p, {})));
        QVERIFY(TimingsTree::shared(p, {TrackId(0)}).get() != held.get()); // other tracks, another tree
    }

    void tickSharesAddUpInTreeReports()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        const TimingsTree tree = TimingsTree::build(*p, {});
        QVERIFY(!TickShares::overlapping(*p, tree));
        const std::vector<TickShare> shares = TickShares::compute(*p, tree);
        QStringList got;
        double sum = 0;
        for (const TickShare &s : shares) {
            got << QStringLiteral("%1 %2").arg(s.name).arg(s.percent);
            sum += s.percent;
        }
        QCOMPARE(got, QStringList({QStringLiteral("Entity Tick 39"), QStringLiteral("Connection Handler 22"),
                                   QStringLiteral("Plugin: MyPlugin v1.0 Event: E 12"), QStringLiteral("World Tick 10"),
                                   QStringLiteral("Full Server Tick 8"), QStringLiteral("Player Network Send 8"),
                                   QStringLiteral("Chunk IO 1")}));
        QCOMPARE(sum, 100.0);

        // Legacy records are not linked: whole times, breakdown left out.
        const ProfilePtr legacy = load(fixtures::kTimingsLegacy);
        const TimingsTree legacyTree = TimingsTree::build(*legacy, {});
        QVERIFY(TickShares::overlapping(*legacy, legacyTree));
        const std::vector<TickShare> legacyShares = TickShares::compute(*legacy, legacyTree);
        QCOMPARE(legacyShares.size(), std::size_t(2));
        QCOMPARE(legacyShares[0].percent, 10.0);
    }

    void serverFiguresAndNotes()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        const std::optional<ServerTimings> s = ServerTimings::of(*p);
        QVERIFY(s);
        QCOMPARE(s->ticks, std::uint64_t(10));
        QCOMPARE(s->formatVersion, 2);
        QVERIFY(s->peaksMeasured());
        QCOMPARE(s->serverVersion, QStringLiteral("5.0.0"));
        QCOMPARE(s->minecraftVersion, QStringLiteral("v1.20.0"));
        QCOMPARE(s->loadPercent, 50.0);
        // 10 ticks in 2 µs is far over 19 TPS; the sample is very short.
        QCOMPARE(s->notes().size(), 1);
        QVERIFY(s->notes()[0].contains(QStringLiteral("very short")));

        ServerTimings lagging = *s;
        lagging.tps = 15;
        lagging.sampleTimeNs = 120'000'000'000;
        QVERIFY(lagging.notes().join(QString()).contains(QStringLiteral("does not come from the timed work")));
        lagging.loadPercent = 99;
        QVERIFY(lagging.notes().join(QString()).contains(QStringLiteral("overloaded")));
        QVERIFY(!ServerTimings::of(*load(fixtures::kTimingsLegacy))->peaksMeasured());
    }

    // A wide tree (thousands of rows on a level, more records on one than
    // a part of a level holds): each row's children merged by name, with
    // their [self] row, heaviest first, depth first as built breadth first.
    void aWideTreeMergesAndSortsEveryRowsChildren()
    {
        const WideReport wide = wideReport();
        const ProfilePtr p = load(wide.text.constData());
        QVERIFY(p);
        const TimingsTree tree = TimingsTree::build(*p, {});
        QStringList got;
        for (const QString &row : rows(*p, tree))
            got << row.section(QLatin1Char(' '), 0, -3); // without violations and peak
        QCOMPARE(got.size(), wide.expected.size());
        for (qsizetype i = 0; i < got.size(); ++i)
            QCOMPARE(got[i], wide.expected[i]);
    }

    // Levels expanded in parts on every core: wherever they are cut, every
    // row is the one the whole level in one part gives, at the same index.
    void aLevelCutAnywhereGivesTheSameRows()
    {
        std::vector<ProfilePtr> profiles{load(fixtures::kTimingsTree), load(fixtures::kTimingsLegacy), load(wideReport().text.constData())};
        const QString root = QStringLiteral(HG_CORPUS_DIR "/pocketmine");
        for (const QString &name : QDir(root).entryList(QDir::Files))
            profiles.push_back(ProfileLoader::load(root + QLatin1Char('/') + name).profile);
        for (const ProfilePtr &p : profiles) {
            QVERIFY(p);
            const TimingsTree whole = TimingsTree::build(*p, {}, std::numeric_limits<std::uint32_t>::max());
            QVERIFY(whole.size() > 1);
            for (const std::uint32_t part : {1u, 3u, 100u, TimingsTree::kPartRecords}) {
                const TimingsTree cut = TimingsTree::build(*p, {}, part);
                QCOMPARE(cut.size(), whole.size());
                for (std::uint32_t i = 0; i < whole.size(); ++i) {
                    const TimingsTree::Row &a = cut.row(i), &b = whole.row(i);
                    QVERIFY2(a.frame == b.frame && a.parent == b.parent && a.firstChild == b.firstChild && a.childCount == b.childCount
                                 && a.track == b.track && a.node == b.node && a.combined == b.combined && a.self == b.self
                                 && a.grouping == b.grouping && a.countedElsewhere == b.countedElsewhere && a.time == b.time
                                 && a.count == b.count && a.violations == b.violations && a.peakNs == b.peakNs,
                             qPrintable(QStringLiteral("part %1, row %2").arg(part).arg(i)));
                }
            }
        }
    }

    void corpusTreesAddUp()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR "/pocketmine");
        HG_CORPUS_FILE_OR_SKIP(root);
        for (const QString &name : QDir(root).entryList(QDir::Files)) {
            const LoadResult r = ProfileLoader::load(root + QLatin1Char('/') + name);
            QVERIFY2(r.profile, qPrintable(name));
            const TimingsTree tree = TimingsTree::build(*r.profile, {});
            // A parent's children (with [self]) never add up to less than the parent.
            for (std::uint32_t i = 1; i < tree.size(); ++i) {
                const TimingsTree::Row &row = tree.row(i);
                if (!row.childCount)
                    continue;
                TimePs sum = 0;
                for (const TimingsTree::Row &c : tree.children(i))
                    sum += c.time;
                QVERIFY2(sum >= row.time, qPrintable(name + QLatin1Char(' ') + tree.name(*r.profile, i)));
            }
            const TimingsCategories list = TimingsCategories::build(*r.profile, {});
            QCOMPARE(list.categories().front().name, QStringLiteral("Minecraft"));
            QCOMPARE(list.categories()[1].name, QStringLiteral("Minecraft - Breakdown"));
        }
    }
};

QTEST_GUILESS_MAIN(TestTimings)
#include "tst_timings.moc"
