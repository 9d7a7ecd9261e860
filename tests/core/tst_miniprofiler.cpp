// MiniProfiler: the producer variants (PascalCase, snake_case, arrays, objects
// back to back), the step tree with its custom timings, duplicate and N+1
// detection, errors located in the file, the writer's round trip, and
// concurrent custom timings: their lanes, self times and what the writers of
// other formats keep of them.
#include "CorpusDir.h"
#include "MiniProfilerFixtures.h"
#include "PathTotals.h"
#include "analysis/CallStacks.h"
#include "analysis/CallTree.h"
#include "formats/FormatRegistry.h"
#include "formats/miniprofiler/CallDuplicates.h"
#include "formats/miniprofiler/QueryShape.h"
#include "formats/miniprofiler/StepTree.h"
#include "formats/EpochText.h"
#include "formats/HtmlEntities.h"
#include "io/ReadContext.h"
#include "formats/miniprofiler/MiniProfilerKeys.h"
#include "formats/miniprofiler/MiniProfilerWriter.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QDirIterator>
#include <QtTest>

using namespace hg;
using namespace hg::test;

namespace {

LoadResult loadBytes(const QByteArray &bytes, const QString &name = QStringLiteral("fixture.json"))
{
    return ProfileLoader::loadData(bytes, name);
}

QString attribute(const Profile &p, const AttributeTable &table, std::uint32_t owner, std::string_view key)
{
    const StringId id = p.strings().find(key);
    const std::optional<AttributeValue> v = id == kNoId ? std::nullopt : table.find(owner, id);
    return v ? attributeText(p.strings(), *v) : QString();
}

// Every step as "path|start|duration" and every call as
// "step path|type|command|start|duration", every client timing as
// "request|name|start|duration|point": what a round trip must keep.
QStringList fingerprint(const Profile &p)
{
    QStringList out;
    for (std::uint32_t t = 0; t < p.tracks().size(); ++t) {
        const Track &track = p.tracks()[t];
        const TimePs origin = track.info.epochOriginNs && p.startEpochNs() ? (*track.info.epochOriginNs - *p.startEpochNs()) * kPsPerNs : 0;
        if (!attribute(p, track.attributes, 0, miniprofiler::key::kClientTimingsOf).isEmpty()) {
            for (std::uint32_t s = 0; s < track.spans.size(); ++s)
                out << QStringLiteral("client|%1|%2|%3|%4|%5").arg(track.info.name, p.frameName(track.spans.frame(s)))
                           .arg(track.spans.start(s) - origin).arg(track.spans.duration(s))
                           .arg(attribute(p, track.spanAttributes, s, miniprofiler::key::kPointEvent));
            continue;
        }
        const StepTree tree = StepTree::build(p, TrackId(t));
        auto path = [&](std::uint32_t step) {
            QStringList names;
            for (std::uint32_t i = step; i != kNoId; i = tree.steps()[i].parent)
                names.prepend(p.frameName(track.spans.frame(tree.steps()[i].span)));
            return names.join(QLatin1Char('/'));
        };
        for (std::uint32_t i = 0; i < tree.steps().size(); ++i) {
            const std::uint32_t s = tree.steps()[i].span;
            out << QStringLiteral("step|%1|%2|%3|%4").arg(path(i)).arg(track.spans.start(s) - origin).arg(track.spans.duration(s))
                       .arg(attribute(p, track.spanAttributes, s, miniprofiler::key::kId));
            for (const std::uint32_t c : tree.steps()[i].calls)
                out << QStringLiteral("call|%1|%2|%3|%4|%5|%6").arg(path(i), p.strings().string(tree.callTypeOf(c)),
                                                                   attribute(p, track.spanAttributes, c, miniprofiler::key::kCommand))
                           .arg(track.spans.start(c) - origin).arg(track.spans.duration(c))
                           .arg(attribute(p, track.spanAttributes, c, miniprofiler::key::kExecuteType));
        }
        out << QStringLiteral("request|%1|%2|%3").arg(track.info.name, track.info.externalId)
                   .arg(track.info.epochOriginNs.value_or(-1));
    }
    out.sort();
    return out;
}

ProfilePtr writeAndRead(const Profile &p)
{
    const QByteArray written = MiniProfilerWriter::write(p, ReadContext());
    const LoadResult r = loadBytes(written, QStringLiteral("written.miniprofiler.json"));
    if (!r.profile)
        qWarning("%s", qPrintable(r.error->toString()));
    return r.profile;
}

std::size_t metadataCount(const Profile &p, std::string_view key) { return p.metadataString(key).toULongLong(); }

// A track's parents with lanes as "parent name: lanes", sorted.
QStringList laneGroups(const Profile &p, const Track &t)
{
    QStringList out;
    for (const SpanTrack::LaneGroup &g : t.spans.laneGroups())
        out << QStringLiteral("%1: %2").arg(g.parent == kNoId ? QStringLiteral("(roots)") : p.frameName(t.spans.frame(g.parent))).arg(g.laneCount);
    out.sort();
    return out;
}

// The one span of a track with this name.
std::uint32_t spanNamed(const Profile &p, const Track &t, const QString &name)
{
    std::uint32_t found = kNoId;
    for (std::uint32_t i = 0; i < t.spans.size(); ++i)
        if (p.frameName(t.spans.frame(i)) == name) {
            if (found != kNoId)
                qWarning("more than one span named %s", qPrintable(name));
            found = i;
        }
    return found;
}

// Every span of a profile as "name duration" (µs), sorted: what a writer
// must keep of each span, wherever it puts it.
QStringList spanDurations(const Profile &p)
{
    QStringList out;
    for (const Track &t : p.tracks())
        for (std::uint32_t i = 0; i < t.spans.size(); ++i)
            out << QStringLiteral("%1 %2").arg(p.frameName(t.spans.frame(i))).arg(double(t.spans.duration(i)) / double(kPsPerUs), 0, 'f', 2);
    out.sort();
    return out;
}

QByteArray concurrencyFixture(const QString &name)
{
    if (name == QLatin1String("promise all"))
        return kPromiseAll;
    if (name == QLatin1String("fan-out"))
        return kFanOut;
    return manyOverlappingQueries();
}

} // namespace

class TestMiniProfiler : public QObject
{
    Q_OBJECT
private slots:
    void arrayOfSnakeAndPascalCaseResults()
    {
        const LoadResult r = loadBytes(kArray);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.formatId(), QStringLiteral("miniprofiler"));
        QCOMPARE(metadataCount(p, "requests"), std::size_t(2));
        QCOMPARE(metadataCount(p, "steps"), std::size_t(3));
        QCOMPARE(metadataCount(p, "custom_timings"), std::size_t(5));
        QCOMPARE(metadataCount(p, "client_timings"), std::size_t(2));
        QCOMPARE(p.tracks().size(), std::size_t(3)); // two requests and the first one's client timings
        QCOMPARE(p.startEpochNs().value_or(0), qint64(1590083732412) * 1000000);

        const Track &ruby = p.tracks()[0];
        QCOMPARE(ruby.info.name, QStringLiteral("/users"));
        QCOMPARE(ruby.info.group, QStringLiteral("web-1"));
        QCOMPARE(ruby.info.externalId, QStringLiteral("r1"));
        QCOMPARE(attribute(p, ruby.attributes, 0, "user"), QStringLiteral("alice"));
        QCOMPARE(attribute(p, ruby.attributes, 0, "has_user_viewed"), QStringLiteral("true"));
        QCOMPARE(attribute(p, ruby.attributes, 0, miniprofiler::key::kTrivialThreshold), QStringLiteral("2.5"));
        const StepTree tree = StepTree::build(p, TrackId(0));
        QCOMPARE(tree.steps().size(), std::size_t(2));
        QCOMPARE(tree.roots().size(), std::size_t(1));
        const StepTree::Step &action = tree.steps()[1];
        QCOMPARE(p.frameName(ruby.spans.frame(action.span)), QStringLiteral("Executing action: index"));
        QCOMPARE(action.parent, 0u);
        QCOMPARE(action.calls.size(), std::size_t(4));
        QCOMPARE(action.callStats.size(), std::size_t(2));
        QCOMPARE(p.strings().string(action.callStats[0].type), QStringLiteral("sql"));
        QCOMPARE(action.callStats[0].count, 3u);
        QCOMPARE(action.callStats[0].total, 12 * kPsPerMs);
        QCOMPARE(tree.steps()[0].self, TimePs(10.5 * double(kPsPerMs)));
        // Derived fields are dropped, the rest kept; Ruby's SQL text is the command.
        QVERIFY(attribute(p, ruby.spanAttributes, action.span, "depth").isEmpty());
        const std::uint32_t firstSql = action.calls[0];
        QCOMPARE(attribute(p, ruby.spanAttributes, firstSql, miniprofiler::key::kCommand), QStringLiteral("SELECT * FROM users WHERE id = 1"));
        QCOMPARE(attribute(p, ruby.spanAttributes, firstSql, miniprofiler::key::kExecuteType), QStringLiteral("3"));
        QCOMPARE(attribute(p, ruby.spanAttributes, firstSql, miniprofiler::key::kFirstFetch), QStringLiteral("3"));
        QVERIFY(attribute(p, ruby.spanAttributes, firstSql, "is_duplicate").isEmpty());

        // The client timings: a point event stays a point.
        const Track &client = p.tracks()[1];
        QCOMPARE(attribute(p, client.attributes, 0, miniprofiler::key::kClientTimingsOf), QStringLiteral("0"));
        QCOMPARE(client.spans.size(), 2u);

        // The second request sits at its real start, 250 ms after the first.
        const Track &dotnet = p.tracks()[2];
        QCOMPARE(dotnet.info.name, QStringLiteral("Überprüfung ✓"));
        QCOMPARE(dotnet.spans.minStart(), 250 * kPsPerMs);
        QCOMPARE(attribute(p, dotnet.attributes, 0, "DebugInfo"), QStringLiteral("{\"RichHtmlStack\":\"<b>x</b>\"}"));
        QCOMPARE(attribute(p, dotnet.attributes, 0, "CustomLinks.trace"), QStringLiteral("https://example.test/t/1"));
        const StepTree second = StepTree::build(p, TrackId(2));
        QCOMPARE(p.frameName(dotnet.spans.frame(second.steps()[0].span)), QStringLiteral("GET /prüfen"));
        const std::uint32_t redis = second.steps()[0].calls.at(0);
        QCOMPARE(CallDuplicates::commandText(p, dotnet, redis), QStringLiteral("GET \"user:1\" <x>"));
        QCOMPARE(p.frameName(dotnet.spans.frame(redis)), QStringLiteral("redis: GET ? <x>"));
    }

    void objectsBackToBack()
    {
        const LoadResult r = loadBytes(kBackToBack);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.profile->tracks().size(), std::size_t(2));
        QCOMPARE(metadataCount(*r.profile, "steps"), std::size_t(3));
        QCOMPARE(r.profile->tracks()[1].spans.minStart(), 1000 * kPsPerMs);
        QCOMPARE(r.profile->metadataString("documents"), QStringLiteral("2"));
    }

    void bigArrayReadInBatchesAsItsObjectsOneByOne()
    {
        // An array of more requests than one batch holds is parsed a batch
        // at a time beside the model's assembly (JsonArrayBatches): it must
        // give what the same objects back to back give, read one by one,
        // warnings and their offsets included ('[' and ',' stand where
        // the objects have a space and a newline, so offsets agree).
        const QByteArray odd = R"({"Name":"odd","Started":"whenever","Root":{"Name":"r","DurationMilliseconds":"5",)"
                               R"("Children":[{"Name":"no times"}],"CustomTimings":{"sql":[{"CommandString":"SELECT 1"}]}}})";
        const QList<QByteArray> kinds = {QByteArray(kPromiseAll), QByteArray(kFanOut), manyOverlappingQueries(), odd};
        QByteArray array("["), objects(" ");
        qsizetype lastElement = 0;
        for (int i = 0; array.size() < 3 * 4'500'000; ++i) {
            if (i) {
                array += ',';
                objects += '\n';
            }
            lastElement = array.size();
            array += kinds[i % kinds.size()];
            objects += kinds[i % kinds.size()];
        }
        array += ']';
        objects += ' ';
        const LoadResult fromArray = loadBytes(array);
        const LoadResult fromObjects = loadBytes(objects);
        QVERIFY2(fromArray.profile, fromArray.error ? qPrintable(fromArray.error->toString()) : "");
        QVERIFY2(fromObjects.profile, fromObjects.error ? qPrintable(fromObjects.error->toString()) : "");
        QCOMPARE(fingerprint(*fromArray.profile), fingerprint(*fromObjects.profile));
        QStringList arrayWarnings, objectWarnings;
        for (const Diagnostic &d : fromArray.profile->diagnostics().warnings())
            arrayWarnings << d.toString();
        for (const Diagnostic &d : fromObjects.profile->diagnostics().warnings())
            objectWarnings << d.toString();
        QVERIFY(arrayWarnings.size() > 100);
        QCOMPARE(arrayWarnings, objectWarnings);
        for (const std::string_view key : {"requests", "steps", "custom_timings", "client_timings"})
            QCOMPARE(metadataCount(*fromArray.profile, key), metadataCount(*fromObjects.profile, key));

        // An element that is no object in the last batch: the error names its offset.
        QByteArray broken = array.left(lastElement) + "42]";
        const LoadResult failed = loadBytes(broken);
        QVERIFY(!failed.profile);
        QVERIFY2(failed.error->message.contains(QStringLiteral("result object")), qPrintable(failed.error->toString()));
        QCOMPARE(failed.error->offset, qint64(lastElement));
    }

    void duplicatesAndSameShapeQueries()
    {
        const LoadResult r = loadBytes(kArray);
        QVERIFY(r.profile);
        const StepTree tree = StepTree::build(*r.profile, TrackId(0));
        const std::vector<std::uint32_t> &calls = tree.steps()[1].calls;
        const CallDuplicates dup = CallDuplicates::find(*r.profile, TrackId(0), calls);
        QCOMPARE(dup.sameCommandCount(calls[0]), 1u);
        QCOMPARE(dup.sameCommandCount(calls[1]), 2u);
        QCOMPARE(dup.sameCommandCount(calls[2]), 2u);
        QCOMPARE(dup.sameShapeCount(calls[0]), 3u);
        QCOMPARE(dup.sameShapeCount(calls[3]), 1u); // the log line has no command
        QCOMPARE(dup.repeatedShapes().size(), std::size_t(1));
        const CallDuplicates::Group &g = dup.repeatedShapes().front();
        QCOMPARE(g.shape, QStringLiteral("SELECT * FROM users WHERE id = ?"));
        QCOMPARE(g.calls.size(), std::size_t(3));
        QCOMPARE(g.distinctCommands, 2u);
        QCOMPARE(g.total, 12 * kPsPerMs);
    }

    void queryShapes_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("shape");
        QTest::newRow("numbers") << "SELECT * FROM t WHERE id = 42 AND x > -1.5e3" << "SELECT * FROM t WHERE id = ? AND x > ?";
        QTest::newRow("strings") << "WHERE name = 'O''Brien' AND k = \"a b\"" << "WHERE name = ? AND k = ?";
        QTest::newRow("identifiers") << "SELECT \"users\".\"id\" FROM \"users\"" << "SELECT \"users\".\"id\" FROM \"users\"";
        QTest::newRow("in lists") << "WHERE id IN (1, 2, 3)" << "WHERE id IN (?)";
        QTest::newRow("names with digits") << "SELECT t1.col2 FROM s3_objects" << "SELECT t1.col2 FROM s3_objects";
        QTest::newRow("white space") << "SELECT\n  1\n\tFROM x" << "SELECT ? FROM x";
    }
    void queryShapes()
    {
        QFETCH(QString, command);
        QFETCH(QString, shape);
        QCOMPARE(queryShape(command), shape);
    }

    void startedTimes()
    {
        QCOMPARE(epochNsFromText("/Date(1590083732412)/").value_or(0), qint64(1590083732412) * 1000000);
        QCOMPARE(epochNsFromText("/Date(1590083732412+0200)/").value_or(0), qint64(1590083732412) * 1000000);
        QCOMPARE(epochNsFromText("2025-01-01T00:00:00Z").value_or(0), qint64(1735689600) * 1000000000);
        QCOMPARE(epochNsFromText("2025-01-01T01:00:00.250+01:00").value_or(0), qint64(1735689600250) * 1000000);
        QCOMPARE(epochNsFromText("1368211081000").value_or(0), qint64(1368211081000) * 1000000);
        QVERIFY(!epochNsFromText("yesterday"));
    }

    void htmlEntities()
    {
        QCOMPARE(decodeHtmlEntities(QStringLiteral("a &lt;b&gt; &#34;c&#34; &#x27;d&#x27; &amp;amp; &bogus; &")),
                 QStringLiteral("a <b> \"c\" 'd' &amp; &bogus; &"));
    }

    void errorsSayWhere_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("truncated") << QByteArray(kBackToBack).left(120) << "not closed" << qint64(120);
        QTest::newRow("no root") << QByteArray("{\"Id\":\"a\",\"Name\":\"x\"}") << "no \"Root\"" << qint64(0);
        QTest::newRow("second without root") << QByteArray("{\"Root\":{\"Name\":\"a\"}}\n{\"Name\":\"b\"}") << "no \"Root\"" << qint64(22);
        QTest::newRow("text between") << QByteArray("{\"Root\":{}} garbage") << "expected a JSON object" << qint64(12);
        QTest::newRow("array of numbers") << QByteArray("[1,2]") << "result object" << qint64(1);
        QTest::newRow("empty array") << QByteArray("[ ]") << "no MiniProfiler results" << qint64(0);
        QTest::newRow("bad json inside") << QByteArray("{\"Root\":{\"Name\":\"a\",}}") << "JSON" << qint64(-2);
        QTest::newRow("children not objects") << QByteArray("{\"Root\":{\"Children\":[3]}}") << "timing object" << qint64(21);
    }
    void errorsSayWhere()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, expected);
        QFETCH(qint64, offset);
        const LoadResult r = ProfileLoader::loadData(input, QStringLiteral("bad.miniprofiler.json"));
        QVERIFY(!r.profile);
        QVERIFY(r.error);
        QVERIFY2(r.error->message.contains(expected), qPrintable(r.error->toString()));
        if (offset >= 0)
            QCOMPARE(r.error->offset, offset);
        else
            QVERIFY(r.error->offset >= 0);
    }

    void truncatedOrDamagedInputNeverCrashes()
    {
        // Every prefix of a fixture, and bytes flipped through it: each load
        // ends with a profile or an error, never a crash or a hang.
        const QByteArray whole(kArray);
        for (qsizetype n = 0; n < whole.size(); n += 7) {
            const LoadResult r = ProfileLoader::loadData(whole.left(n), QStringLiteral("cut.json"));
            QVERIFY(r.profile || r.error);
        }
        QByteArray damaged = whole;
        for (qsizetype i = 0; i < damaged.size(); i += 13) {
            const char saved = damaged[i];
            for (const char c : {'{', '}', '[', ']', '"', ',', ':', '\\', '0'}) {
                damaged[i] = c;
                const LoadResult r = ProfileLoader::loadData(damaged, QStringLiteral("damaged.miniprofiler.json"));
                QVERIFY(r.profile || r.error);
            }
            damaged[i] = saved;
        }
    }

    void oddValuesBecomeWarnings()
    {
        const QByteArray input = R"({"Name":"x","Started":"whenever","Root":{"Name":"r","DurationMilliseconds":"5",
            "Children":[{"Name":"no times"}],"CustomTimings":{"sql":[{"CommandString":"SELECT 1","DurationMilliseconds":null}]}}})";
        const LoadResult r = loadBytes(input);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QStringList warnings;
        for (const Diagnostic &d : r.profile->diagnostics().warnings())
            warnings << d.toString();
        QVERIFY2(warnings.join(QLatin1Char('\n')).contains(QStringLiteral("whenever")), qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY(warnings.join(QLatin1Char('\n')).contains(QStringLiteral("read as 0")));
        QCOMPARE(r.profile->tracks()[0].spans.maxEnd(), 5 * kPsPerMs); // "5" as a string still counts
    }

    void roundTripKeepsTreeCallsAndClientTimings()
    {
        for (const char *fixture : {kArray, kBackToBack}) {
            const LoadResult r = loadBytes(fixture);
            QVERIFY(r.profile);
            const ProfilePtr again = writeAndRead(*r.profile);
            QVERIFY(again);
            QCOMPARE(fingerprint(*again), fingerprint(*r.profile));
            // Extra fields come back too.
            QCOMPARE(attribute(*again, again->tracks()[0].attributes, 0, "user").isEmpty(),
                     attribute(*r.profile, r.profile->tracks()[0].attributes, 0, "user").isEmpty());
        }
    }

    void writerRefusesSampleProfiles()
    {
        ProfileBuilder b(QStringLiteral("sentry"));
        const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
        b.addSample(t, 0, b.addStack(kNoId, b.addFrame(std::string_view("f"))));
        const ProfilePtr p = b.build();
        QVERIFY(MiniProfilerWriter::cannotWriteReason(*p).contains(QStringLiteral("samples")));
    }

    void spansOfOtherFormatsBecomeSteps()
    {
        ProfileBuilder b(QStringLiteral("chrome"));
        const TrackId t = b.addTrack({QStringLiteral("worker"), QString(), 1, -1, {}, {}});
        b.addSpan(t, 0, 10 * kPsPerMs, b.addFrame(std::string_view("a")));
        b.addSpan(t, 2 * kPsPerMs, 3 * kPsPerMs, b.addFrame(std::string_view("b")));
        b.addSpan(t, 20 * kPsPerMs, 1 * kPsPerMs, b.addFrame(std::string_view("c")));
        const ProfilePtr p = b.build();
        QVERIFY(MiniProfilerWriter::cannotWriteReason(*p).isEmpty());
        const ProfilePtr again = writeAndRead(*p);
        QVERIFY(again);
        const StepTree tree = StepTree::build(*again, TrackId(0));
        QCOMPARE(tree.steps().size(), std::size_t(4)); // a synthetic root over a and c
        QCOMPARE(tree.roots().size(), std::size_t(1));
        QCOMPARE(tree.steps()[tree.roots()[0]].children.size(), std::size_t(2));
    }

    void parentTimingThatIsNoSpanNestsByTime()
    {
        // A MiniProfiler track written to Chrome or XPlane and read back: the
        // steps' ParentTiming and the calls' Timing come back as plain
        // numbers (indices into the original track), no longer spans; the
        // steps nest by time, as the calls do, instead of each becoming a
        // root (which made the writer put a synthetic root over them).
        ProfileBuilder b(QStringLiteral("chrome"));
        const TrackId t = b.addTrack({QStringLiteral("GET /"), QString(), 1, -1, {}, {}});
        const StringId parentKey = b.intern(miniprofiler::key::kParentTiming);
        const StringId timingKey = b.intern(miniprofiler::key::kTiming);
        const AddedSpan root = b.addSpan(t, 0, 10 * kPsPerMs, b.addFrame(std::string_view("GET /")));
        const AddedSpan load = b.addSpan(t, 1 * kPsPerMs, 4 * kPsPerMs, b.addFrame(std::string_view("Load")));
        b.setSpanAttribute(load, parentKey, AttributeValue::fromInt(0));
        const AddedSpan render = b.addSpan(t, 6 * kPsPerMs, 3 * kPsPerMs, b.addFrame(std::string_view("Render")));
        b.setSpanAttribute(render, parentKey, AttributeValue::fromInt(7)); // stale: not even in range
        const AddedSpan sql = b.addSpan(t, 2 * kPsPerMs, 1 * kPsPerMs, b.addFrame(std::string_view("sql: SELECT ?")));
        b.setSpanAttribute(sql, b.intern(miniprofiler::key::kCallType), AttributeValue::fromString(b.intern("sql")));
        b.setSpanAttribute(sql, timingKey, AttributeValue::fromInt(1));
        b.setSpanAttribute(sql, b.intern(miniprofiler::key::kCommand), AttributeValue::fromString(b.intern("SELECT ?")));
        Q_UNUSED(root);
        const ProfilePtr p = b.build();
        const StepTree tree = StepTree::build(*p, TrackId(0));
        QCOMPARE(tree.steps().size(), std::size_t(3));
        QCOMPARE(tree.roots().size(), std::size_t(1));
        const StepTree::Step &top = tree.steps()[tree.roots()[0]];
        QCOMPARE(p->frameName(p->tracks()[0].spans.frame(top.span)), QStringLiteral("GET /"));
        QCOMPARE(top.children.size(), std::size_t(2));
        const StepTree::Step &loadStep = tree.steps()[top.children[0]];
        QCOMPARE(p->frameName(p->tracks()[0].spans.frame(loadStep.span)), QStringLiteral("Load"));
        QCOMPARE(loadStep.calls.size(), std::size_t(1));
        QVERIFY(tree.orphanCalls().empty());

        // Written as MiniProfiler, the request keeps its one root step.
        const ProfilePtr again = writeAndRead(*p);
        QVERIFY(again);
        QCOMPARE(pathTotals(*again), pathTotals(*p));
    }

    void corpusExactCountsAndRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("calls");
        QTest::addColumn<int>("clientTimings");
        QTest::newRow("go") << "ui__README_example_go_goread.json" << 5 << 4 << 0;
        QTest::newRow("client timings") << "ui__README_client_timings_example.json" << 1 << 1 << 6;
        QTest::newRow("ruby") << "rack-mini-profiler__website_data.json" << 9 << 196 << 12;
        QTest::newRow("jvm") << "miniprofiler-jvm__test-profile.json" << 1 << 0 << 0;
    }
    void corpusExactCountsAndRoundTrip()
    {
        QFETCH(QString, file);
        QFETCH(int, steps);
        QFETCH(int, calls);
        QFETCH(int, clientTimings);
        const QString root = QStringLiteral(HG_CORPUS_DIR "/miniprofiler");
        HG_CORPUS_FILE_OR_SKIP(root);
        const LoadResult r = ProfileLoader::load(root + QLatin1Char('/') + file);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.profile->formatId(), QStringLiteral("miniprofiler"));
        QCOMPARE(metadataCount(*r.profile, "steps"), std::size_t(steps));
        QCOMPARE(metadataCount(*r.profile, "custom_timings"), std::size_t(calls));
        QCOMPARE(metadataCount(*r.profile, "client_timings"), std::size_t(clientTimings));
        const StepTree tree = StepTree::build(*r.profile, TrackId(0));
        QCOMPARE(tree.steps().size(), std::size_t(steps));
        QCOMPARE(tree.callCount(), std::size_t(calls));
        QVERIFY(tree.orphanCalls().empty());
        const ProfilePtr again = writeAndRead(*r.profile);
        QVERIFY(again);
        QCOMPARE(fingerprint(*again), fingerprint(*r.profile));
    }

    // ---- concurrent custom timings -----------------------------------------

    // Child steps that ran concurrently take their parent's time once.
    void stepSelfCountsConcurrentChildStepsOnce()
    {
        const LoadResult r = loadBytes(R"({"Id":"c","Name":"/c","Started":1795663918254,"DurationMilliseconds":100,
 "Root":{"Id":"c0","Name":"/c","StartMilliseconds":0,"DurationMilliseconds":100,"Children":[
  {"Id":"c1","Name":"a","StartMilliseconds":10,"DurationMilliseconds":20,"Children":[]},
  {"Id":"c2","Name":"b","StartMilliseconds":20,"DurationMilliseconds":20,"Children":[]}]}})");
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const StepTree tree = StepTree::build(*r.profile, TrackId(0));
        QCOMPARE(tree.steps()[tree.roots()[0]].self, 70 * kPsPerMs); // 100 less [10, 40)
    }

    void concurrentTimingsStayWithTheirStep_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QStringList>("lanes");
        QTest::addColumn<int>("spans");
        QStringList batches;
        for (int s = 0; s < 10; ++s)
            batches << QStringLiteral("Batch %1: 16").arg(s);
        QTest::newRow("promise all") << "promise all" << QStringList{QStringLiteral("Load page data: 3")} << 9;
        QTest::newRow("fan-out") << "fan-out" << QStringList{QStringLiteral("Parallel upstream calls: 5")} << 8;
        QTest::newRow("1 000 queries") << "1 000 queries" << batches << 1011;
    }
    void concurrentTimingsStayWithTheirStep()
    {
        QFETCH(QString, fixture);
        QFETCH(QStringList, lanes);
        QFETCH(int, spans);
        const LoadResult r = loadBytes(concurrencyFixture(fixture));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().size(), std::size_t(1));
        const Track &t = p.tracks()[0];
        QCOMPARE(int(t.spans.size()), spans);
        QCOMPARE(laneGroups(p, t), lanes);
        QVERIFY2(p.diagnostics().empty(), qPrintable(p.diagnostics().messages().join(QLatin1Char('\n')))); // no partial overlaps: siblings, not children

        // A custom timing's parent is its step (Timing), never another timing.
        const StringId callType = p.strings().find(miniprofiler::key::kCallType);
        const StringId timing = p.strings().find(miniprofiler::key::kTiming);
        std::size_t calls = 0;
        for (std::uint32_t i = 0; i < t.spans.size(); ++i) {
            if (!t.spanAttributes.find(i, callType))
                continue;
            ++calls;
            const std::uint32_t parent = t.spans.parent(i);
            QVERIFY(parent != kNoId);
            QVERIFY2(!t.spanAttributes.find(parent, callType), qPrintable(p.frameName(t.spans.frame(i))));
            QCOMPARE(std::uint32_t(t.spanAttributes.find(i, timing)->u), parent);
        }
        QCOMPARE(calls, metadataCount(p, "custom_timings"));

        // The request's root takes its own time in the call tree, which is
        // the track's wall time, however many timings ran at once below it.
        const CallTree tree = CallTree::build(p, {TrackId(0)}, CallTree::Direction::TopDown);
        const std::span<const std::uint32_t> roots = tree.children(0);
        QCOMPARE(roots.size(), std::size_t(1));
        QCOMPARE(tree.node(roots[0]).total, std::int64_t(t.spans.maxEnd() - t.spans.minStart()));
        QCOMPARE(tree.node(0).total, tree.node(roots[0]).total);
    }

    void selfTimeIsDurationLessTheChildrensUnion()
    {
        const auto selfOf = [](const Profile &p, const QString &name) {
            const Track &t = p.tracks()[0];
            const std::uint32_t span = spanNamed(p, t, name);
            const TimePs self = t.spans.selfTimes()[span];
            if (t.spans.duration(span) - t.spans.childCover(span) != self)
                qWarning("childCover and selfTimes differ for %s", qPrintable(name));
            return double(self) / double(kPsPerMs);
        };
        const LoadResult promise = loadBytes(kPromiseAll);
        QVERIFY(promise.profile);
        QCOMPARE(selfOf(*promise.profile, QStringLiteral("Load page data")), 4.0);  // 42 less 9-39 and 40-48
        QCOMPARE(selfOf(*promise.profile, QStringLiteral("Authenticate")), 2.0);
        QCOMPARE(selfOf(*promise.profile, QStringLiteral("/dashboard")), 7.0);     // 60 less 5, 42 and 6
        const LoadResult fanOut = loadBytes(kFanOut);
        QVERIFY(fanOut.profile);
        QCOMPARE(selfOf(*fanOut.profile, QStringLiteral("Parallel upstream calls")), 1.5); // 32 less 5-35.5
        QCOMPARE(selfOf(*fanOut.profile, QStringLiteral("Build cache key")), 0.5);
        QCOMPARE(selfOf(*fanOut.profile, QStringLiteral("/fanout")), 8.0);
        const LoadResult many = loadBytes(manyOverlappingQueries());
        QVERIFY(many.profile);
        QCOMPARE(selfOf(*many.profile, QStringLiteral("Batch 3")), 0.625); // 15 less 0.125-14.5
        // The call tree has the same self times.
        const CallTree tree = CallTree::build(*fanOut.profile, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.children(0).size(), std::size_t(1));
        QCOMPARE(tree.children(tree.children(0)[0]).size(), std::size_t(1));
        const std::uint32_t parallel = tree.children(tree.children(0)[0])[0];
        QCOMPARE(fanOut.profile->frameName(tree.node(parallel).frame), QStringLiteral("Parallel upstream calls"));
        QCOMPARE(tree.node(parallel).self, std::int64_t(1.5 * double(kPsPerMs)));
        QCOMPARE(tree.node(parallel).total, std::int64_t(32 * kPsPerMs));
    }

    void weightPerPathFormatsWriteSelfLessTheUnion()
    {
        // Collapsed stacks and pprof hold a weight per call path: a step's
        // is its self time, its duration less the union of what ran below.
        const LoadResult r = loadBytes(kFanOut);
        QVERIFY(r.profile);
        const QByteArray folded = FormatRegistry::instance().writer(QStringLiteral("collapsed"))->write(*r.profile, ReadContext());
        QVERIFY2(folded.contains("\n/fanout;Parallel upstream calls 1500\n"), folded.constData());   // 1.5 ms in µs
        QVERIFY2(folded.startsWith("/fanout 8000\n"), folded.constData());
        const FormatModule *pprof = FormatRegistry::instance().writer(QStringLiteral("pprof"));
        const LoadResult back = ProfileLoader::loadData(pprof->write(*r.profile, ReadContext()), QStringLiteral("written.pb.gz"));
        QVERIFY(back.profile);
        const CallTree tree = CallTree::build(*back.profile, {}, CallTree::Direction::TopDown);
        QCOMPARE(tree.children(0).size(), std::size_t(1));
        const std::uint32_t request = tree.children(0)[0];
        QCOMPARE(tree.children(request).size(), std::size_t(1));
        const std::uint32_t parallel = tree.children(request)[0];
        QCOMPARE(back.profile->frameName(tree.node(parallel).frame), QStringLiteral("Parallel upstream calls"));
        QCOMPARE(tree.node(parallel).self, std::int64_t(1.5 * double(kPsPerMs)));
        QCOMPARE(tree.node(request).self, std::int64_t(8 * kPsPerMs));
    }

    void concurrencySurvivesOtherFormats_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("stacks"); // threads, lines or profiles a format of call stacks makes
        for (const char *format : {"miniprofiler", "xplane", "speedscope", "traceactor"}) {
            QTest::addRow("promise all -> %s", format) << "promise all" << format << 3;
            QTest::addRow("fan-out -> %s", format) << "fan-out" << format << 5;
            QTest::addRow("1 000 queries -> %s", format) << "1 000 queries" << format << 16;
        }
    }
    void concurrencySurvivesOtherFormats()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        QFETCH(int, stacks);
        const LoadResult r = loadBytes(concurrencyFixture(fixture));
        QVERIFY(r.profile);
        const Profile &p = *r.profile;
        const Track &request = p.tracks()[0];
        QCOMPARE(CallStacks::of(request.spans).count(), std::uint32_t(stacks));

        const FormatModule *writer = FormatRegistry::instance().writer(format);
        QVERIFY(writer);
        const LoadResult back = ProfileLoader::loadData(writer->write(p, ReadContext()), QStringLiteral("written.") + writer->extensions.front());
        QVERIFY2(back.profile, back.error ? qPrintable(back.error->toString()) : "");
        QCOMPARE(back.profile->formatId(), format);
        const Profile &again = *back.profile;
        QCOMPARE(again.spanCount(), p.spanCount());
        QCOMPARE(spanDurations(again), spanDurations(p));

        if (format == QLatin1String("miniprofiler")) {
            // The same tree: every timing with its step, the same lanes.
            QCOMPARE(again.tracks().size(), std::size_t(1));
            QCOMPARE(laneGroups(again, again.tracks()[0]), laneGroups(p, request));
            QCOMPARE(fingerprint(again), fingerprint(p));
            return;
        }
        // One call stack each: a timing that ran beside another is a thread,
        // line or profile of its own beside the request's, its subtree with it.
        QCOMPARE(int(again.tracks().size()), stacks);
        QCOMPARE(again.tracks()[0].info.name, request.info.name);
        for (int s = 1; s < stacks; ++s)
            QCOMPARE(again.tracks()[std::size_t(s)].info.name, QStringLiteral("%1 (lane %2)").arg(request.info.name).arg(s + 1));
        for (const Track &t : again.tracks()) {
            QVERIFY(t.spans.laneGroups().empty());
            for (std::uint32_t i = 0; i < t.spans.size(); ++i)
                QVERIFY(t.spans.parent(i) == kNoId || t.spans.end(i) <= t.spans.end(t.spans.parent(i)));
        }
        QVERIFY2(again.diagnostics().empty(), qPrintable(again.diagnostics().messages().join(QLatin1Char('\n'))));
        // The paths are the request's as call stacks (PathTotals.h).
        QCOMPARE(pathTotals(again), pathTotals(*asCallStacks(r.profile)));
        // The first stack keeps the request's tree down to the first of
        // each set of concurrent timings.
        const Track &first = again.tracks()[0];
        QCOMPARE(first.spans.parent(spanNamed(again, first, request.info.name)), kNoId);
    }

    void corpusFilesOpenAll()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR "/miniprofiler");
        HG_CORPUS_FILE_OR_SKIP(root);
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        int opened = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const LoadResult r = ProfileLoader::load(path);
            // Files under invalid/ must fail with a message, never crash.
            if (path.contains(QStringLiteral("/invalid/")))
                QVERIFY2(r.profile || (r.error && !r.error->message.isEmpty()), qPrintable(path));
            else
                QVERIFY2(r.profile, qPrintable(path + QLatin1Char(' ') + (r.error ? r.error->toString() : QString())));
            ++opened;
        }
        QVERIFY(opened >= 4);
    }
};

QTEST_GUILESS_MAIN(TestMiniProfiler)
#include "tst_miniprofiler.moc"
