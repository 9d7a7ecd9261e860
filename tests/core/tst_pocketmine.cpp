// PocketMine-MP timings: record lines (names with spaces, colons, arrows),
// tree-style and legacy reports, threads, broken links, and clear errors.
#include "CorpusDir.h"
#include "analysis/CallTree.h"
#include "formats/pocketmine/PocketMineRecordLine.h"
#include "formats/pocketmine/PocketMineReport.h"
#include "formats/pocketmine/PocketMineWriter.h"
#include "io/ReadContext.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"
#include "PathTotals.h"

#include <QtTest>

using namespace hg;

namespace {

// FormatVersion 3 with two threads, CRLF line ends, a parent in another
// category, a record whose parent is missing and a loop of parent links.
const char kThreaded[] =
    "Minecraft ThreadId: 1\r\n"
    "    Full Server Tick Time: 1000000000 Count: 20 Avg: 50000000 Violations: 2 RecordId: 1 ParentRecordId: none TimerId: 13 Ticks: 20 Peak: 90000000\r\n"
    "    Server Tick Update Cycle Time: 800000000 Count: 20 Avg: 40000000 Violations: 1 RecordId: 2 ParentRecordId: 1 TimerId: 14 Ticks: 20 Peak: 80000000\r\n"
    "    Lost Child Time: 5000 Count: 1 Avg: 5000 Violations: 0 RecordId: 7 ParentRecordId: 99 TimerId: 30 Ticks: 1 Peak: 5000\r\n"
    "    Loop A Time: 10 Count: 1 Avg: 10 Violations: 0 RecordId: 8 ParentRecordId: 9 TimerId: 31 Ticks: 1 Peak: 10\r\n"
    "    Loop B Time: 10 Count: 1 Avg: 10 Violations: 0 RecordId: 9 ParentRecordId: 8 TimerId: 32 Ticks: 1 Peak: 10\r\n"
    "MyPlugin v1.0 ThreadId: 1\r\n"
    "    Plugin: MyPlugin v1.0 Event: My\\Listener->onMove(PlayerMoveEvent) Time: 300000000 Count: 40 Avg: 7500000 Violations: 0 RecordId: 3 ParentRecordId: 2 TimerId: 400 Ticks: 20 Peak: 9000000\r\n"
    "Async Worker ThreadId: 5\r\n"
    "    Async Task Time: 70000000 Count: 3 Avg: 23333333.3 Violations: 0 RecordId: 4 ParentRecordId: none TimerId: 500 Ticks: 3 Peak: 30000000\r\n"
    "# Version v1.20.0\r\n"
    "# PocketMine-MP 5.0.0\r\n"
    "# FormatVersion 3\r\n"
    "Sample time 1000000000 (1s)\r\n";

LoadResult load(const QByteArray &bytes, const QString &name = QStringLiteral("report.txt"))
{
    return ProfileLoader::loadData(bytes, name);
}

// Every record with its path of names, time, count and fields, sorted.
QStringList fingerprint(const Profile &p)
{
    QStringList out;
    for (const Track &t : p.tracks())
        for (std::uint32_t i = 0; i < t.nodes.size(); ++i) {
            QStringList path;
            for (std::uint32_t n = i; n != kNoId; n = t.nodes.parent(n))
                path.prepend(p.frameName(t.nodes.frame(n)));
            QStringList fields;
            for (const AttributeTable::Entry &e : t.nodeAttributes.of(i))
                fields << p.strings().string(e.key) + QLatin1Char('=') + attributeText(p.strings(), e.value);
            out << QStringLiteral("%1|%2|%3|%4|%5").arg(t.info.threadId).arg(path.join(QLatin1Char('/'))).arg(t.nodes.total(i))
                       .arg(t.nodes.count(i)).arg(fields.join(QLatin1Char(',')));
        }
    out.sort();
    return out;
}

} // namespace

class TestPocketMine : public QObject
{
    Q_OBJECT
private slots:
    void recordLinesAreReadFromTheRight()
    {
        auto r = PocketMineRecordLine::parse(
            "Plugin: X v1 Event: A\\B->c(Time: 3) Time: 51334000 Count: 736 Avg: 69747.282608696 Violations: 2 RecordId: 5 ParentRecordId: none TimerId: 9 Ticks: 7 Peak: 100");
        QVERIFY(r);
        QCOMPARE(QString::fromUtf8(r->name.data(), qsizetype(r->name.size())), QStringLiteral("Plugin: X v1 Event: A\\B->c(Time: 3)"));
        QCOMPARE(r->timeNs, std::int64_t(51334000));
        QCOMPARE(r->count, std::uint64_t(736));
        QCOMPARE(r->violations, std::uint64_t(2));
        QVERIFY(r->hasTreeFields);
        QVERIFY(!r->parentRecordId);
        QCOMPARE(r->peakNs, std::int64_t(100));

        r = PocketMineRecordLine::parse("** Entity Tick Time: 1081821400 Count: 1714 Avg: 631167.67794632 Violations: 2\r");
        QVERIFY(r);
        QVERIFY(r->countedElsewhere);
        QVERIFY(!r->hasTreeFields);
        QCOMPARE(QString::fromUtf8(r->name.data(), qsizetype(r->name.size())), QStringLiteral("Entity Tick"));

        // Early tree reports stop after TimerId; newer ones may drop Avg.
        r = PocketMineRecordLine::parse("Tick Time: 10 Count: 2 Avg: 5 Violations: 0 RecordId: 3 ParentRecordId: 1 TimerId: 7");
        QVERIFY(r && r->hasTreeFields && !r->hasTicksAndPeak && r->parentRecordId == 1u);
        r = PocketMineRecordLine::parse("Tick Time: 10 Count: 2 Violations: 1");
        QVERIFY(r && r->avgNs == 5.0 && r->violations == 1u);

        QVERIFY(!PocketMineRecordLine::parse("Minecraft"));
        QVERIFY(!PocketMineRecordLine::parse("Tick Time: x Count: 1 Avg: 1 Violations: 0"));
        QVERIFY(!PocketMineRecordLine::parse("Tick Time: 1 Count: 1 Avg: 1 Violations: 0 RecordId: 1"));
    }

    // The name ends at the last " Time: " that starts a whole field list:
    // one later that does not is part of no field, one earlier is the name's.
    void aRecordsNameEndsAtTheLastTimeLabelThatStartsItsFields()
    {
        const auto nameOf = [](std::string_view line) {
            const auto r = PocketMineRecordLine::parse(line);
            return r ? QString::fromUtf8(r->name.data(), qsizetype(r->name.size())) : QStringLiteral("(none)");
        };
        QCOMPARE(nameOf("A Time: 1 Count: 1 Avg: 1 Violations: 0 Time: 2 Count: 2 Avg: 1 Violations: 0"),
                 QStringLiteral("A Time: 1 Count: 1 Avg: 1 Violations: 0"));
        QCOMPARE(nameOf("Time: 1 Count: 1 Avg: 1 Violations: 0"), QStringLiteral("(none)")); // no space before: no label
        QCOMPARE(nameOf(" Time: 1 Count: 1 Avg: 1 Violations: 0"), QString());
        QCOMPARE(nameOf("T Time: 1 Count: 1 Avg: 1 Violations: 0"), QStringLiteral("T"));
        QCOMPARE(nameOf("TT Time:  Time: 3 Count: 1 Violations: 0"), QStringLiteral("TT Time: "));
        QCOMPARE(nameOf("Tick Time: 9 Count: 1 Avg: 9 Violations: 0 Ticks Time:x"), QStringLiteral("(none)"));
        QCOMPARE(nameOf("Timer Time: 4 Count: 2 Avg: 2 Violations: 0 RecordId: 1 ParentRecordId: none TimerId: 1 Ticks: 1 Peak: 4"),
                 QStringLiteral("Timer"));
        QCOMPARE(nameOf(" Time: "), QStringLiteral("(none)"));
        QCOMPARE(nameOf("Time:"), QStringLiteral("(none)"));
    }

    void threadsLinksAcrossCategoriesAndBrokenLinks()
    {
        const LoadResult r = load(kThreaded);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.formatId(), QStringLiteral("pocketmine"));
        QCOMPARE(p.tracks().size(), std::size_t(2));
        QCOMPARE(p.tracks()[0].info.threadId, qint64(1));
        QCOMPARE(p.tracks()[0].nodes.size(), 6u);
        QCOMPARE(p.tracks()[1].nodes.size(), 1u);
        QCOMPARE(p.metadataString("format_version"), QStringLiteral("3"));
        QCOMPARE(p.metadataString("pocketmine_version"), QStringLiteral("5.0.0"));
        QCOMPARE(p.metadataString("version"), QStringLiteral("v1.20.0"));
        QCOMPARE(p.metadataString("sample_time_ns"), QStringLiteral("1000000000"));
        // The plugin event sits under the tick update cycle, in another category.
        const CallTree tree = CallTree::build(p, {TrackId(0)}, CallTree::Direction::TopDown);
        const CallTree::Node &tick = tree.node(tree.children(0)[0]);
        QCOMPARE(p.frameName(tick.frame), QStringLiteral("Full Server Tick"));
        QCOMPARE(tick.total, 1000 * kPsPerMs);
        const CallTree::Node &cycle = tree.node(tree.children(tree.children(0)[0])[0]);
        QCOMPARE(tree.children(tree.children(tree.children(0)[0])[0]).size(), std::size_t(1));
        QCOMPARE(cycle.self, 500 * kPsPerMs);
        QStringList warnings;
        for (const Diagnostic &d : p.diagnostics().warnings())
            warnings << d.toString();
        QVERIFY2(warnings.join(QLatin1Char('\n')).contains(QStringLiteral("ParentRecordId that is not in the report")), qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY(warnings.join(QLatin1Char('\n')).contains(QStringLiteral("loop")));

        // A parent on another thread is not one: the record is a root there.
        QByteArray crossThread = kThreaded;
        crossThread.replace("RecordId: 4 ParentRecordId: none", "RecordId: 4 ParentRecordId: 1");
        const LoadResult cross = load(crossThread);
        QVERIFY2(cross.profile, cross.error ? qPrintable(cross.error->toString()) : "");
        QCOMPARE(cross.profile->tracks()[1].nodes.parent(0), std::uint32_t(kNoId));
    }

    // A report of over 4 MB is parsed in two halves at once: records of the
    // category the split falls in, the metadata, and the line of an error in
    // the second half are as when read in one piece.
    void bigReportsReadInHalvesAsInOne()
    {
        const auto report = [](qint64 badLine) {
            QByteArray text;
            qint64 line = 0;
            const auto add = [&](const QByteArray &l) {
                text += l + '\n';
                ++line;
            };
            const int records = 40'000; // about 6 MB
            add("# FormatVersion 3");
            for (int i = 0; i < records; ++i) {
                // Three categories; the middle one holds the middle of the file.
                const int category = i < records / 4 ? 0 : i < 3 * records / 4 ? 1 : 2;
                if (i == 0 || i == records / 4 || i == 3 * records / 4)
                    add("Category" + QByteArray::number(category) + " ThreadId: 1");
                if (line + 1 == badLine)
                    add("Unindented Time: 1 Count: 1 Avg: 1 Violations: 0");
                const QByteArray name = i == 0 ? QByteArray("Full Server Tick") : "Timer in Category" + QByteArray::number(category) + " number " + QByteArray::number(i);
                add("    " + name + " Time: " + QByteArray::number(1000 + i) + " Count: 2 Avg: 1 Violations: " + QByteArray::number(i % 3)
                    + " RecordId: " + QByteArray::number(i + 1) + " ParentRecordId: " + (i == 0 ? QByteArray("none") : QByteArray::number(i))
                    + " TimerId: " + QByteArray::number(i) + " Ticks: 2 Peak: 9");
            }
            add("# Entities 7");
            add("Sample time 1000000000 (1s)");
            return text;
        };
        const QByteArray text = report(-1);
        QVERIFY(text.size() > 5'000'000);
        const LoadResult r = load(text);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.metadataString("entities"), QStringLiteral("7"));
        QCOMPARE(p.metadataString("sample_time_ns"), QStringLiteral("1000000000"));
        std::uint32_t nodes = 0;
        for (const Track &t : p.tracks()) {
            nodes += t.nodes.size();
            for (std::uint32_t n = 0; n < t.nodes.size(); ++n) {
                const QString name = p.frameName(t.nodes.frame(n));
                const QString category = p.strings().string(p.frames()[t.nodes.frame(n)].category);
                QVERIFY2(name == QLatin1String("Full Server Tick") ? category == QLatin1String("Category0") : name.contains(QLatin1String("in ") + category + QLatin1Char(' ')),
                         qPrintable(name + QStringLiteral(" under ") + category));
            }
        }
        QCOMPARE(nodes, 40'000u);
        QVERIFY(p.diagnostics().warnings().empty());

        const qint64 badLine = 35'000; // in the second half
        const LoadResult bad = load(report(badLine));
        QVERIFY(!bad.profile && bad.error);
        QVERIFY2(bad.error->message.contains(QStringLiteral("indented")), qPrintable(bad.error->toString()));
        QCOMPARE(bad.error->line, badLine);
    }

    // Timers are found while each half is parsed, by their id and then by
    // name: ids shared by different names keep their names, and a name in
    // the same category is one frame in both halves, also when the category
    // is listed twice.
    void timersAreOneFrameEachAcrossHalves()
    {
        QByteArray text = "# FormatVersion 3\nMinecraft ThreadId: 1\n";
        const int records = 40'000; // about 6 MB
        for (int i = 0; i < records; ++i) {
            if (i == 3 * records / 4)
                text += "Minecraft ThreadId: 1\n";
            const QByteArray name = i == 0 ? QByteArray("Full Server Tick") : "Timer with a long name, number " + QByteArray::number(i % 100);
            text += "    " + name + " Time: 10 Count: 1 Avg: 10 Violations: 0 RecordId: " + QByteArray::number(i + 1)
                + " ParentRecordId: " + (i == 0 ? QByteArray("none") : QByteArray("1")) + " TimerId: " + QByteArray::number(i % 50)
                + " Ticks: 1 Peak: 10\n";
        }
        text += "Sample time 1000000000 (1s)\n";
        QVERIFY(text.size() > 5'000'000);
        const LoadResult r = load(text);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.frames().size(), std::size_t(101));
        const Track &t = p.tracks()[0];
        const StringId recordId = p.strings().find("RecordId");
        QCOMPARE(t.nodes.size(), std::uint32_t(records));
        for (std::uint32_t n = 0; n < t.nodes.size(); ++n) {
            const std::uint64_t i = t.nodeAttributes.find(n, recordId)->u - 1;
            QCOMPARE(p.frameName(t.nodes.frame(n)), i == 0 ? QStringLiteral("Full Server Tick") : QStringLiteral("Timer with a long name, number %1").arg(i % 100));
        }
    }

    // The records' index by id and their parents are made on both cores for
    // a big report: a record id given twice is still the first one's.
    void aRepeatedRecordIdIsTheFirstRecords()
    {
        QByteArray text = "# FormatVersion 3\nMinecraft ThreadId: 1\n"
                          "    Full Server Tick Time: 1000000 Count: 1 Avg: 1 Violations: 0 RecordId: 1 ParentRecordId: none TimerId: 1 Ticks: 1 Peak: 1\n";
        const int records = 70'000;
        for (int i = 1; i < records; ++i) {
            const QByteArray name = i == 10 ? "First holder" : i == 60'000 ? "Second holder" : i == 65'000 ? "Child" : "Timer";
            const int id = i == 10 || i == 60'000 ? 5 : 100 + i;
            const int parent = i == 65'000 ? 5 : 1;
            text += "    " + name + " Time: 1 Count: 1 Avg: 1 Violations: 0 RecordId: " + QByteArray::number(id) + " ParentRecordId: "
                + QByteArray::number(parent) + " TimerId: " + QByteArray::number(2 + i % 4) + " Ticks: 1 Peak: 1\n";
        }
        text += "Sample time 1000000000 (1s)\n";
        const LoadResult r = load(text);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        const AggregateTree &nodes = p.tracks()[0].nodes;
        QCOMPARE(nodes.size(), std::uint32_t(records));
        int children = 0;
        for (std::uint32_t n = 0; n < nodes.size(); ++n)
            if (p.frameName(nodes.frame(n)) == QLatin1String("Child")) {
                QCOMPARE(p.frameName(nodes.frame(nodes.parent(n))), QStringLiteral("First holder"));
                ++children;
            }
        QCOMPARE(children, 1);
    }

    void errorsSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<qint64>("line");
        const QByteArray tick = "Minecraft\n    Full Server Tick Time: 10 Count: 1 Avg: 10 Violations: 0\n";
        QTest::newRow("no sample time") << tick << "no \"Sample time\"" << qint64(2);
        QTest::newRow("bad sample time") << tick + "Sample time soon (1s)\n" << "nanoseconds" << qint64(3);
        QTest::newRow("no full tick") << QByteArray("Minecraft\n    Other Time: 10 Count: 1 Avg: 10 Violations: 0\nSample time 5 (0s)\n")
                                      << "Full Server Tick" << qint64(1);
        QTest::newRow("unindented record") << QByteArray("Minecraft\nFull Server Tick Time: 10 Count: 1 Avg: 10 Violations: 0\n")
                                           << "indented" << qint64(2);
        QTest::newRow("aikar json") << QByteArray("{\"sampletime\":5,\"maxplayers\":1}") << "Aikar" << qint64(1);
    }
    void errorsSayWhatAndWhere()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, expected);
        QFETCH(qint64, line);
        const LoadResult r = load(input, QStringLiteral("bad.timings"));
        QVERIFY(!r.profile);
        QVERIFY2(r.error && r.error->message.contains(expected), r.error ? qPrintable(r.error->toString()) : "no error");
        QCOMPARE(r.error->line, line);
    }

    void writerRoundTrip()
    {
        const LoadResult r = load(kThreaded);
        QVERIFY(r.profile);
        const QByteArray written = PocketMineWriter::write(*r.profile, ReadContext());
        QVERIFY(written.contains("# FormatVersion 3"));
        const LoadResult again = load(written, QStringLiteral("again.timings"));
        QVERIFY2(again.profile, again.error ? qPrintable(again.error->toString()) : "");
        QCOMPARE(fingerprint(*again.profile), fingerprint(*r.profile));
        QCOMPARE(again.profile->metadataString("sample_time_ns"), QStringLiteral("1000000000"));

        const QString root = QStringLiteral(HG_CORPUS_DIR "/pocketmine");
        HG_CORPUS_FILE_OR_SKIP(root);
        const LoadResult tree = ProfileLoader::load(root + QStringLiteral("/pmmp-timings_docs_pm-tree-initial.txt"));
        QVERIFY(tree.profile);
        const LoadResult back = load(PocketMineWriter::write(*tree.profile, ReadContext()), QStringLiteral("back.timings"));
        QVERIFY(back.profile);
        QCOMPARE(fingerprint(*back.profile), fingerprint(*tree.profile));
        QVERIFY(!PocketMineWriter::cannotWriteReason(*tree.profile).size());
    }

    void writerRefusesATreeWithoutAServerTick()
    {
        // A tree of timers from another format (pprof, say) has no "Full
        // Server Tick": a report written from it would be one the reader
        // refuses, so the writer says why instead.
        ProfileBuilder b(QStringLiteral("pprof"));
        const TrackId t = b.addTrack({QStringLiteral("cpu"), QString(), -1, -1, {}, {}});
        const std::uint32_t main = b.addAggregateNode(t, kNoId, b.addFrame("main"), 100 * kPsPerMs, 10);
        b.addAggregateNode(t, main, b.addFrame("work"), 60 * kPsPerMs, 6);
        const ProfilePtr noTick = b.build();
        QVERIFY(PocketMineWriter::cannotWriteReason(*noTick).contains(QStringLiteral("\"Full Server Tick\"")));

        // The same tree under a server tick is written and reads back.
        ProfileBuilder ticked(QStringLiteral("pprof"));
        const TrackId u = ticked.addTrack({QStringLiteral("cpu"), QString(), -1, -1, {}, {}});
        const std::uint32_t tick = ticked.addAggregateNode(u, kNoId, ticked.addFrame("Full Server Tick"), 200 * kPsPerMs, 20);
        ticked.addAggregateNode(u, tick, ticked.addFrame("work"), 60 * kPsPerMs, 6);
        const ProfilePtr withTick = ticked.build();
        QCOMPARE(PocketMineWriter::cannotWriteReason(*withTick), QString());
        const LoadResult back = load(PocketMineWriter::write(*withTick, ReadContext()), QStringLiteral("back.timings"));
        QVERIFY2(back.profile, back.error ? qPrintable(back.error->toString()) : "");
        QCOMPARE(test::pathTotals(*back.profile), test::pathTotals(*withTick));

        // Spans or samples only: the reason says so.
        ProfileBuilder spans(QStringLiteral("chrome"));
        spans.addSpan(spans.addTrack({QStringLiteral("main"), QString(), 1, 1, {}, {}}), 0, kPsPerMs, spans.addFrame("main"));
        QVERIFY(PocketMineWriter::cannotWriteReason(*spans.build()).contains(QStringLiteral("has none")));
    }

    void corpusReports()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR "/pocketmine");
        HG_CORPUS_FILE_OR_SKIP(root);
        const LoadResult tree = ProfileLoader::load(root + QStringLiteral("/pmmp-timings_docs_pm-tree-initial.txt"));
        QVERIFY2(tree.profile, tree.error ? qPrintable(tree.error->toString()) : "");
        QCOMPARE(tree.profile->tracks().size(), std::size_t(1));
        QCOMPARE(tree.profile->tracks()[0].nodes.size(), 321u);
        QCOMPARE(tree.profile->metadataString("style"), QStringLiteral("tree"));
        // The web viewer's figures for this report: 1232 ticks in 61.66 s.
        QCOMPARE(tree.profile->metadataString("ticks"), QStringLiteral("1232"));
        QCOMPARE(QString::number(tree.profile->metadataString("tps").toDouble(), 'f', 2), QStringLiteral("19.98"));
        QCOMPARE(QString::number(tree.profile->metadataString("load_percent").toDouble(), 'f', 2), QStringLiteral("10.30"));
        QVERIFY(tree.profile->diagnostics().warnings().empty());
        const LoadResult legacy = ProfileLoader::load(root + QStringLiteral("/pmmp-timings_examples_pm-legacy.txt"));
        QVERIFY2(legacy.profile, legacy.error ? qPrintable(legacy.error->toString()) : "");
        QCOMPARE(legacy.profile->metadataString("style"), QStringLiteral("legacy"));
        QCOMPARE(legacy.profile->metadataString("ticks"), QStringLiteral("1714")); // "** Server Tick Update Cycle"
        QCOMPARE(QString::number(legacy.profile->metadataString("tps").toDouble(), 'f', 2), QStringLiteral("19.99"));
        QCOMPARE(QString::number(legacy.profile->metadataString("load_percent").toDouble(), 'f', 2), QStringLiteral("7.19"));
        QVERIFY(legacy.profile->tracks()[0].nodes.size() > 180u); // 180 records and their plugin/breakdown groups
        const LoadResult aikar = ProfileLoader::load(root + QStringLiteral("/invalid/pmmp-timings_master_timings_ae6cfe033ca541f39a0fc52c3b51b2e1.json.gz"));
        QVERIFY(!aikar.profile);
        QVERIFY2(aikar.error->message.contains(QStringLiteral("Aikar")), qPrintable(aikar.error->toString()));
    }
};

QTEST_GUILESS_MAIN(TestPocketMine)
#include "tst_pocketmine.moc"
