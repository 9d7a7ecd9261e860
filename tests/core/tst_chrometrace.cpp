// Chrome trace event JSON: hand-written traces in the shapes real producers
// write (object and array forms, B/E, X, instants, counters, metadata),
// damaged input, the writer's output checked against the format's rules,
// and round trips of span, sampled, aggregated and corpus profiles.
#include "CorpusDir.h"
#include "MiniProfilerFixtures.h"
#include "PathTotals.h"
#include "SentryFixtures.h"
#include "TraceActorFixtures.h"
#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "formats/chrometrace/ChromeTraceTime.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QDirIterator>
#include <algorithm>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace hg;
using namespace hg::test;

namespace {

// As Chrome, Perfetto's JSON export and trace_event-style libraries write
// it: metadata first, B/E on one thread, X with fractional microseconds on
// another, an instant, a counter, async and flow events nobody models.
const char kObjectForm[] = R"({"traceEvents":[
{"ph":"M","name":"process_name","pid":7,"tid":0,"ts":0,"args":{"name":"Renderer"}},
{"ph":"M","name":"thread_name","pid":7,"tid":71,"ts":0,"args":{"name":"Compositor"}},
{"ph":"M","name":"thread_name","pid":7,"tid":70,"ts":0,"args":{"name":"CrRendererMain"}},
{"ph":"M","name":"thread_sort_index","pid":7,"tid":71,"args":{"sort_index":5}},
{"ph":"M","name":"thread_sort_index","pid":7,"tid":70,"args":{"sort_index":-1}},
{"ph":"B","name":"RunTask","cat":"toplevel","pid":7,"tid":70,"ts":1000.5,"args":{"src":"a.cc"}},
{"ph":"B","name":"Layout","cat":"blink","pid":7,"tid":70,"ts":1001},
{"ph":"E","name":"Layout","pid":7,"tid":70,"ts":1003.25,"args":{"nodes":12}},
{"ph":"E","pid":7,"tid":70,"ts":1010.5},
{"ph":"X","name":"Draw","cat":"cc","pid":7,"tid":71,"ts":1002.000001,"dur":4.5,"args":{"tiles":[1,2],"ok":true}},
{"ph":"i","name":"Mark","pid":7,"tid":71,"ts":1003,"s":"t"},
{"ph":"C","name":"Memory","pid":7,"ts":1000.5,"args":{"value":10}},
{"ph":"C","name":"Memory","pid":7,"ts":1005,"args":{"value":12.5}},
{"ph":"b","name":"async","id":"0x1","cat":"x","pid":7,"tid":70,"ts":1001},
{"ph":"e","name":"async","id":"0x1","cat":"x","pid":7,"tid":70,"ts":1002},
{"ph":"s","name":"flow","id":1,"pid":7,"tid":70,"ts":1001}
],"displayTimeUnit":"ns","otherData":{"version":"Chrome 120","cpus":8}})";

LoadResult load(const QByteArray &bytes, const QString &name = QStringLiteral("trace.json"))
{
    return ProfileLoader::loadData(bytes, name);
}

ProfilePtr loadOk(const QByteArray &bytes)
{
    const LoadResult r = load(bytes);
    if (!r.profile)
        qWarning("%s", qPrintable(r.error ? r.error->toString() : QStringLiteral("no profile")));
    return r.profile;
}

QByteArray writeChrome(const Profile &p)
{
    const FormatModule *w = FormatRegistry::instance().writer(QStringLiteral("chrome"));
    const ReadContext context;
    return w->write(p, context);
}

QString attributeOf(const Profile &p, const Track &t, std::uint32_t span, const char *key)
{
    const auto v = t.spanAttributes.findNamed(span, p.strings(), key);
    return v ? attributeText(p.strings(), *v) : QString();
}

// The spans of a track as "name@start+duration" in time order.
QStringList spanList(const Profile &p, const Track &t)
{
    std::vector<std::tuple<TimePs, TimePs, QString>> spans;
    for (std::uint32_t i = 0; i < t.spans.size(); ++i)
        spans.emplace_back(t.spans.start(i), -t.spans.duration(i), p.frameName(t.spans.frame(i)));
    std::sort(spans.begin(), spans.end());
    QStringList out;
    for (const auto &[start, negDuration, name] : spans)
        out << QStringLiteral("%1@%2+%3").arg(name).arg(start).arg(-negDuration);
    return out;
}

// What the Trace Event Format requires of each event the writer makes.
QString invalidEvent(const QJsonObject &e)
{
    const QString ph = e.value(QLatin1String("ph")).toString();
    if (ph.size() != 1)
        return QStringLiteral("ph is not one letter");
    if (!e.value(QLatin1String("name")).isString())
        return QStringLiteral("name is not a string");
    if (!e.value(QLatin1String("pid")).isDouble())
        return QStringLiteral("pid is not a number");
    if (ph != QLatin1String("C") && !e.value(QLatin1String("tid")).isDouble())
        return QStringLiteral("tid is not a number");
    if (ph == QLatin1String("M")) {
        const QJsonObject args = e.value(QLatin1String("args")).toObject();
        const QString name = e.value(QLatin1String("name")).toString();
        if (name.endsWith(QLatin1String("_name")) && !args.value(QLatin1String("name")).isString())
            return QStringLiteral("a name metadata event without args.name");
        if (name.endsWith(QLatin1String("_sort_index")) && !args.value(QLatin1String("sort_index")).isDouble())
            return QStringLiteral("a sort index metadata event without args.sort_index");
        return {};
    }
    if (!e.value(QLatin1String("ts")).isDouble())
        return QStringLiteral("ts is not a number");
    if (ph == QLatin1String("X") && (!e.value(QLatin1String("dur")).isDouble() || e.value(QLatin1String("dur")).toDouble() < 0))
        return QStringLiteral("an X event without a non-negative dur");
    if (ph == QLatin1String("C"))
        for (const QJsonValue v : e.value(QLatin1String("args")).toObject())
            if (!v.isDouble())
                return QStringLiteral("a counter value is not a number");
    if (e.contains(QLatin1String("args")) && !e.value(QLatin1String("args")).isObject())
        return QStringLiteral("args is not an object");
    if (ph != QLatin1String("X") && ph != QLatin1String("M") && ph != QLatin1String("C") && ph != QLatin1String("i")
        && ph != QLatin1String("I") && ph != QLatin1String("R"))
        return QStringLiteral("an unexpected phase");
    return {};
}

QString invalidTrace(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("not JSON: ") + error.errorString();
    if (!doc.object().value(QLatin1String("traceEvents")).isArray())
        return QStringLiteral("no traceEvents array");
    const QString unit = doc.object().value(QLatin1String("displayTimeUnit")).toString();
    if (unit != QLatin1String("ms") && unit != QLatin1String("ns"))
        return QStringLiteral("displayTimeUnit is neither ms nor ns");
    int i = 0;
    for (const QJsonValue v : doc.object().value(QLatin1String("traceEvents")).toArray()) {
        if (const QString why = invalidEvent(v.toObject()); !why.isEmpty())
            return QStringLiteral("event %1: %2").arg(i).arg(why);
        ++i;
    }
    return {};
}

} // namespace

class TestChromeTrace : public QObject
{
    Q_OBJECT
private slots:
    void exactMicroseconds()
    {
        auto t = ChromeTraceTime::parse("1700000000123456.789");
        QVERIFY(t);
        QCOMPARE(t->us, std::int64_t(1700000000123456));
        QCOMPARE(t->ps, std::int64_t(789000));
        QCOMPARE(ChromeTraceTime::text(t->us, t->ps), QByteArray("1700000000123456.789"));
        t = ChromeTraceTime::parse("-2.25");
        QCOMPARE(t->us, std::int64_t(-3));
        QCOMPARE(t->ps, std::int64_t(750000));
        QCOMPARE(ChromeTraceTime::text(0, *t->since(0)), QByteArray("-2.25"));
        QCOMPARE(ChromeTraceTime::parse("1.5e3")->us, std::int64_t(1500));
        QCOMPARE(ChromeTraceTime::parse("\"12\"")->us, std::int64_t(12));
        QCOMPARE(ChromeTraceTime::parse("0.0000015")->ps, std::int64_t(2)); // rounds below a picosecond
        QVERIFY(!ChromeTraceTime::parse("abc"));
        QVERIFY(!ChromeTraceTime::parse("."));
        QCOMPARE(ChromeTraceTime::text(0, 1), QByteArray("0.000001"));
        QCOMPARE(ChromeTraceTime::text(5, 2 * kPsPerUs), QByteArray("7"));
        QVERIFY(!(ChromeTraceTime{std::int64_t(1) << 62, 0}.since(0)));
    }

    void detectionKeepsOtherFormatsApart()
    {
        const FormatRegistry &r = FormatRegistry::instance();
        QCOMPARE(r.detect(QByteArrayView(kObjectForm), QStringLiteral("x.json"))->id, QStringLiteral("chrome"));
        QCOMPARE(r.detect(QByteArrayView(R"([{"name":"a","ph":"X","ts":1,"dur":2,"pid":1,"tid":1}])"), QStringLiteral("x.json"))->id, QStringLiteral("chrome"));
        QCOMPARE(r.detect(QByteArrayView(kSentryV1), QStringLiteral("x.json"))->id, QStringLiteral("sentry"));
        QCOMPARE(r.detect(QByteArrayView(kArray), QStringLiteral("x.json"))->id, QStringLiteral("miniprofiler"));
        QCOMPARE(r.detect(QByteArrayView(traceactorfixture::enteredWithArguments), QStringLiteral("x.json"))->id, QStringLiteral("traceactor"));
        QVERIFY(!r.detect(QByteArrayView("[1,2,3]"), QStringLiteral("x.txt")));
    }

    void objectFormAsProducersWriteIt()
    {
        const ProfilePtr p = loadOk(kObjectForm);
        QVERIFY(p);
        QCOMPARE(p->formatId(), QStringLiteral("chrome"));
        QCOMPARE(p->tracks().size(), std::size_t(2));
        // thread_sort_index puts CrRendererMain (-1) before Compositor (5).
        const Track &main = p->tracks()[0], &compositor = p->tracks()[1];
        QCOMPARE(main.info.name, QStringLiteral("CrRendererMain"));
        QCOMPARE(main.info.group, QStringLiteral("Renderer"));
        QCOMPARE(main.info.threadId, qint64(70));
        QCOMPARE(main.info.processId, qint64(7));
        QCOMPARE(compositor.info.name, QStringLiteral("Compositor"));
        // Time zero is the earliest event's whole microsecond (1000).
        QCOMPARE(p->metadataString("ts_origin_us"), QStringLiteral("1000"));
        QCOMPARE(spanList(*p, main), (QStringList{QStringLiteral("RunTask@500000+10000000"), QStringLiteral("Layout@1000000+2250000")}));
        QCOMPARE(spanList(*p, compositor), (QStringList{QStringLiteral("Draw@2000001+4500000"), QStringLiteral("Mark@3000000+0")}));
        QCOMPARE(main.spans.rowCount(), 2u);
        QCOMPARE(main.spans.rowOf(1), 1u);
        // B and E args are merged; categories colour the frames.
        const std::uint32_t layout = main.spans.row(1).first;
        QCOMPARE(attributeOf(*p, main, layout, "nodes"), QStringLiteral("12"));
        QCOMPARE(attributeOf(*p, main, main.spans.row(0).first, "src"), QStringLiteral("a.cc"));
        QCOMPARE(p->strings().string(p->frames()[main.spans.frame(layout)].category), QStringLiteral("blink"));
        std::uint32_t draw = 0;
        for (std::uint32_t i = 0; i < compositor.spans.size(); ++i)
            if (p->frameName(compositor.spans.frame(i)) == QLatin1String("Draw"))
                draw = i;
        QCOMPARE(attributeOf(*p, compositor, draw, "tiles"), QStringLiteral("[1,2]"));
        QCOMPARE(p->counters().size(), std::size_t(1));
        QCOMPARE(p->counters()[0].name, QStringLiteral("Memory"));
        QCOMPARE(p->counters()[0].values, (std::vector<double>{10, 12.5}));
        QCOMPARE(p->metadataString("displayTimeUnit"), QStringLiteral("ns"));
        QCOMPARE(p->metadataString("version"), QStringLiteral("Chrome 120"));
        const QStringList warnings = p->diagnostics().messages();
        QVERIFY2(warnings.filter(QStringLiteral("2 async (b/e/n), 1 flow (s/t/f)")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
    }

    void bareArrayWithoutClosingBracket()
    {
        // Tracers that stop abruptly leave the array open; the format allows it.
        const QByteArray open = "[{\"name\":\"a\",\"ph\":\"X\",\"ts\":10,\"dur\":5,\"pid\":1,\"tid\":2},\n"
                                "{\"name\":\"b\",\"ph\":\"B\",\"ts\":11,\"pid\":1,\"tid\":2},\n"
                                "{\"name\":\"b\",\"ph\":\"E\",\"ts\":12,\"pid\":1,\"tid\":2},\n";
        const ProfilePtr p = loadOk(open);
        QVERIFY(p);
        QCOMPARE(p->spanCount(), std::size_t(2));
        QCOMPARE(p->tracks()[0].info.name, QStringLiteral("Thread 2"));
        QCOMPARE(p->tracks()[0].info.group, QStringLiteral("Process 1"));
        QVERIFY(p->diagnostics().messages().filter(QStringLiteral("closing")).size() == 1);
        // Closed, the same array reads without a warning.
        const ProfilePtr closed = loadOk(open.trimmed().chopped(1) + "]");
        QVERIFY(closed && closed->diagnostics().empty());
        // String ids some producers use for threads.
        const ProfilePtr named = loadOk(R"([{"name":"a","ph":"X","ts":"10","dur":"5","pid":"browser","tid":"io"}])");
        QVERIFY(named);
        QCOMPARE(named->tracks()[0].info.name, QStringLiteral("io"));
        QCOMPARE(named->tracks()[0].info.externalId, QStringLiteral("io"));
        QCOMPARE(named->tracks()[0].spans.duration(0), 5 * kPsPerUs);
    }

    void unbalancedBeginEndAreWarnedByName()
    {
        const ProfilePtr p = loadOk(R"([
{"name":"orphan","ph":"E","ts":1,"pid":1,"tid":1},
{"name":"outer","ph":"B","ts":2,"pid":1,"tid":1},
{"name":"inner","ph":"B","ts":3,"pid":1,"tid":1},
{"name":"inner","ph":"E","ts":4,"pid":1,"tid":1},
{"name":"x","ph":"X","ts":5,"dur":1,"pid":1,"tid":1}
])");
        QVERIFY(p);
        const QStringList warnings = p->diagnostics().messages();
        QVERIFY2(warnings.filter(QStringLiteral("\"orphan\"")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(warnings.filter(QStringLiteral("\"outer\" on pid 1, tid 1 has no end")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QCOMPARE(p->spanCount(), std::size_t(3));
        // The unclosed begin lasts to the track's last time.
        QCOMPARE(spanList(*p, p->tracks()[0]).first(), QStringLiteral("outer@1000000+4000000"));
    }

    void malformedInputSaysWhereAndWhat()
    {
        struct Case { const char *input; const char *expected; };
        for (const Case &c : {Case{R"({"traceEvents":[{"ph":"X","ts":1,)", "JSON"},
                              Case{R"({"traceEvents": 5})", "not an array"},
                              Case{R"({"otherData":{}, "x": 1, "traceEvents_": []})", "traceEvents"},
                              Case{R"([{"ph":"X","name":"a","ts":1,"pid":1,"tid":1} {"ph":"X"}])", "JSON"},
                              Case{"[{\"ph\":\"X\",\"name\":\"\xff\",\"ts\":1}]", "JSON"}}) {
            const FormatModule *reader = FormatRegistry::instance().reader(QStringLiteral("chrome"));
            ProfileBuilder builder(QStringLiteral("chrome"));
            try {
                reader->read(QByteArrayView(c.input), builder, ReadContext());
                QFAIL(c.input);
            } catch (const ReadError &e) {
                QVERIFY2(e.message().contains(QLatin1String(c.expected)), qPrintable(e.message()));
                QVERIFY2(e.offset() >= 0 || e.line() >= 1, qPrintable(e.message()));
            }
        }
        // Events without ts are left out with a warning; non-objects counted.
        const ProfilePtr p = loadOk(R"([{"name":"a","ph":"X","pid":1,"tid":1}, 7, {"name":"b","ph":"X","ts":1,"dur":1,"pid":1,"tid":1}])");
        QVERIFY(p);
        QCOMPARE(p->spanCount(), std::size_t(1));
        QCOMPARE(p->diagnostics().count(), std::size_t(2));
    }

    void writtenTraceIsValidAndReadsBackTheSameSpans()
    {
        const ProfilePtr original = loadOk(kObjectForm);
        const QByteArray json = writeChrome(*original);
        QVERIFY2(invalidTrace(json).isEmpty(), qPrintable(invalidTrace(json) + QLatin1Char('\n') + QString::fromUtf8(json)));
        const ProfilePtr back = loadOk(json);
        QVERIFY(back);
        QCOMPARE(back->tracks().size(), original->tracks().size());
        for (std::size_t i = 0; i < back->tracks().size(); ++i) {
            QCOMPARE(back->tracks()[i].info.name, original->tracks()[i].info.name);
            QCOMPARE(back->tracks()[i].info.group, original->tracks()[i].info.group);
            QCOMPARE(back->tracks()[i].info.threadId, original->tracks()[i].info.threadId);
            QCOMPARE(spanList(*back, back->tracks()[i]), spanList(*original, original->tracks()[i]));
        }
        // The instant stays an instant, args and categories come back, and
        // the original timestamps are restored exactly.
        QVERIFY(json.contains(R"("ph":"i","name":"Mark")"));
        QVERIFY(json.contains(R"("ts":1002.000001,"dur":4.5,"args":{"tiles":[1,2],"ok":true})"));
        QVERIFY(json.contains(R"("cat":"blink")"));
        QCOMPARE(back->counters().size(), std::size_t(1));
        QCOMPARE(back->counters()[0].values, original->counters()[0].values);
        QCOMPARE(back->metadataString("version"), QStringLiteral("Chrome 120"));
        QCOMPARE(comparePathTotals(pathTotals(*original), pathTotals(*back)), QString());
        // Writing the read-back trace gives the same text again.
        QCOMPARE(writeChrome(*back), json);
    }

    void sampledAndAggregatedProfilesKeepTheirTotals()
    {
        // Samples: main>run>work twice, main>run, main>idle; 10 ms apart.
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId main = b.addFrame("main"), run = b.addFrame("run"), work = b.addFrame("work"), idle = b.addFrame("idle");
        const StackId sMain = b.addStack(kNoId, main), sRun = b.addStack(sMain, run);
        const StackId sWork = b.addStack(sRun, work), sIdle = b.addStack(sMain, idle);
        const TrackId t = b.addTrack({QStringLiteral("main thread"), QStringLiteral("app"), 1, 42, {}, {}});
        b.addSample(t, 0, sWork);
        b.addSample(t, 10 * kPsPerMs, sWork);
        b.addSample(t, 20 * kPsPerMs, sRun);
        b.addSample(t, 40 * kPsPerMs, sIdle);
        // An aggregated tree on a second track (PocketMine-like records).
        const TrackId a = b.addTrack({QStringLiteral("timings"), QStringLiteral("server"), -1, -1, {}, {}});
        const std::uint32_t tick = b.addAggregateNode(a, kNoId, b.addFrame("tick"), 100 * kPsPerMs, 10);
        b.addAggregateNode(a, tick, b.addFrame("world"), 60 * kPsPerMs, 10);
        b.addAggregateNode(a, tick, b.addFrame("net"), 10 * kPsPerMs, 7);
        const ProfilePtr p = b.build();
        QCOMPARE(FormatRegistry::instance().writer(QStringLiteral("chrome"))->cannotWriteReason(*p), QString());
        const QByteArray json = writeChrome(*p);
        QVERIFY2(invalidTrace(json).isEmpty(), qPrintable(invalidTrace(json)));
        const ProfilePtr back = loadOk(json);
        QVERIFY(back);
        QCOMPARE(comparePathTotals(pathTotals(*p), pathTotals(*back)), QString());
        QCOMPARE(back->tracks()[0].info.name, QStringLiteral("main thread"));
        QCOMPARE(back->tracks()[0].info.processId, qint64(42));
        QCOMPARE(back->tracks()[1].info.group, QStringLiteral("server"));
        // Consecutive samples of one path merge: main is one span.
        QCOMPARE(back->tracks()[0].spans.row(0).size(), 1u);

        // Untimed counts have no place on a timeline.
        ProfileBuilder u(QStringLiteral("collapsed"));
        const TrackId ut = u.addTrack({QStringLiteral("all"), QString(), -1, -1, {}, {}});
        u.setTrackUntimed(ut);
        u.addSample(ut, 0, u.addStack(kNoId, u.addFrame("f")), 5);
        QVERIFY(!FormatRegistry::instance().writer(QStringLiteral("chrome"))->cannotWriteReason(*u.build()).isEmpty());
    }

    void corpusFilesConvertAndComeBack()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR);
        HG_CORPUS_FILE_OR_SKIP(root);
        const FormatModule *writer = FormatRegistry::instance().writer(QStringLiteral("chrome"));
        int converted = 0;
        for (const auto &[path, profile] : writableCorpusProfiles(*writer)) {
            const QByteArray json = writer->write(*profile, ReadContext());
            const LoadResult back = ProfileLoader::loadData(json, QStringLiteral("back.json"));
            QVERIFY2(back.profile, qPrintable(path + QStringLiteral(": ") + (back.error ? back.error->toString() : QString())));
            QCOMPARE(back.profile->formatId(), QStringLiteral("chrome"));
            const QString difference = comparePathTotals(pathTotals(*profile), pathTotals(*back.profile));
            QVERIFY2(difference.isEmpty(), qPrintable(path + QStringLiteral(": ") + difference));
            if (profile->spanCount() < 5000)
                QVERIFY2(invalidTrace(json).isEmpty(), qPrintable(path + QStringLiteral(": ") + invalidTrace(json)));
            ++converted;
        }
        QVERIFY(converted >= 10);
    }
};

QTEST_GUILESS_MAIN(TestChromeTrace)
#include "tst_chrometrace.moc"
