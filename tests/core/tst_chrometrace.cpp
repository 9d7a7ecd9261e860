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
#include "formats/chrometrace/ChromeTraceEventParts.h"
#include "formats/chrometrace/ChromeTraceParser.h"
#include "formats/chrometrace/ChromeTraceTime.h"
#include "ChromeTraceFixtures.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QDirIterator>
#include <algorithm>
#include <map>
#include <set>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace hg;
using namespace hg::test;

namespace {

// As Chrome, Perfetto's JSON export and trace_event-style libraries write
// it: metadata first, B/E on one thread, X with fractional microseconds on
// another, an instant, a counter, an async slice and a flow that never ends.
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

// Nestable async slices as Chrome and Node write them: a request with a
// nested parse and an instant, a second request (id 2, the same id as "0x2")
// overlapping the first, an instant of an id with nothing open.
const char kNestableAsync[] = R"([
{"ph":"X","name":"main","pid":1,"tid":1,"ts":0,"dur":100},
{"ph":"b","name":"Request","cat":"net","id":"0x1","pid":1,"tid":1,"ts":10,"args":{"url":"/a"}},
{"ph":"b","name":"Parse","cat":"net","id":"0x1","pid":1,"tid":1,"ts":12},
{"ph":"n","name":"Mark","cat":"net","id":"0x1","pid":1,"tid":1,"ts":13},
{"ph":"e","name":"Parse","cat":"net","id":"0x1","pid":1,"tid":1,"ts":15},
{"ph":"b","name":"Request","cat":"net","id":2,"pid":1,"tid":1,"ts":20},
{"ph":"e","name":"Request","cat":"net","id":"0x1","pid":1,"tid":1,"ts":30,"args":{"status":200}},
{"ph":"e","name":"Request","cat":"net","id":"0x02","pid":1,"tid":1,"ts":40},
{"ph":"b","name":"Request","cat":"other","id":"0x1","pid":1,"tid":1,"ts":41},
{"ph":"e","name":"Request","cat":"other","id":"0x1","pid":1,"tid":1,"ts":42},
{"ph":"n","name":"Lonely","cat":"net","id":7,"pid":1,"tid":1,"ts":50}
])";

// Flows between slices of two threads: s → t → f (the f binding to the
// next slice), another with bp "e", and flows that find nothing.
const char kFlows[] = R"([
{"ph":"M","name":"thread_name","pid":1,"tid":1,"args":{"name":"ui"}},
{"ph":"M","name":"thread_name","pid":1,"tid":2,"args":{"name":"io"}},
{"ph":"X","name":"post","pid":1,"tid":1,"ts":0,"dur":10},
{"ph":"X","name":"inner","pid":1,"tid":1,"ts":2,"dur":3},
{"ph":"s","name":"task","cat":"flow","id":1,"pid":1,"tid":1,"ts":6},
{"ph":"X","name":"run","pid":1,"tid":2,"ts":20,"dur":10},
{"ph":"t","name":"task","cat":"flow","id":1,"pid":1,"tid":2,"ts":25},
{"ph":"X","name":"reply","pid":1,"tid":1,"ts":40,"dur":10},
{"ph":"f","name":"task","cat":"flow","id":1,"pid":1,"tid":1,"ts":35},
{"ph":"s","name":"other","cat":"flow","id":"0x1","pid":1,"tid":1,"ts":3},
{"ph":"f","name":"other","cat":"flow","id":1,"pid":1,"tid":2,"ts":22,"bp":"e"},
{"ph":"s","name":"ghost","cat":"flow","id":3,"pid":1,"tid":1,"ts":60},
{"ph":"f","name":"nostart","cat":"flow","id":4,"pid":1,"tid":2,"ts":25,"bp":"e"}
])";

// The spans of a track as "name@start+duration<parent" in time order.
QStringList structureList(const Profile &p, const Track &t)
{
    QStringList out;
    for (std::uint32_t i = 0; i < t.spans.size(); ++i)
        out << QStringLiteral("%1@%2+%3<%4")
                   .arg(p.frameName(t.spans.frame(i)))
                   .arg(t.spans.start(i))
                   .arg(t.spans.duration(i))
                   .arg(t.spans.parent(i) == kNoId ? QString() : p.frameName(t.spans.frame(t.spans.parent(i))));
    out.sort();
    return out;
}

// The flows of a profile as "from@track -> to@track (name, category)".
QStringList flowList(const Profile &p)
{
    const auto end = [&p](SpanRef ref) {
        const Track &t = p.tracks()[ref.track];
        return QStringLiteral("%1@%2").arg(p.frameName(t.spans.frame(ref.span)), t.info.name);
    };
    QStringList out;
    for (const Flow &f : p.flows().all())
        out << QStringLiteral("%1 -> %2 (%3, %4)").arg(end(f.from), end(f.to), p.strings().string(f.name), p.strings().string(f.category));
    out.sort();
    return out;
}

std::uint32_t rootLanes(const Track &t)
{
    const SpanTrack::LaneGroup *roots = t.spans.laneGroupOf(kNoId);
    return roots ? roots->laneCount : (t.spans.empty() ? 0 : 1);
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
        QCOMPARE(p->tracks().size(), std::size_t(3));
        // thread_sort_index puts CrRendererMain (-1) before Compositor (5);
        // the async slice has a track of its own after the threads.
        const Track &main = p->tracks()[0], &compositor = p->tracks()[1];
        QCOMPARE(p->tracks()[2].info.name, QStringLiteral("async"));
        QCOMPARE(p->tracks()[2].info.group, QStringLiteral("Renderer"));
        QCOMPARE(spanList(*p, p->tracks()[2]), QStringList{QStringLiteral("async@1000000+1000000")});
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
        // The flow's s binds to RunTask, but nothing ends the flow.
        const QStringList warnings = p->diagnostics().messages();
        QVERIFY2(warnings.filter(QStringLiteral("1 flow(s) were started and never ended")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(warnings.filter(QStringLiteral("skipped")).isEmpty(), qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY(p->flows().empty());
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

    void aNameUnderManyCategoriesKeepsEachCategorysFrame()
    {
        // More categories than the reader remembers per name, taken in turn.
        const char *const categories[] = {"a", "b", "c", "d", "a", "d", "b", "c", "a"};
        QByteArray json = "[";
        for (int i = 0; i < 9; ++i)
            json += QStringLiteral(R"(%1{"name":"run","cat":"%2","ph":"X","ts":%3,"dur":1,"pid":1,"tid":1})")
                        .arg(i ? QStringLiteral(",") : QString(), QLatin1String(categories[i])).arg(2 * i).toUtf8();
        json += "]";
        const ProfilePtr p = loadOk(json);
        QVERIFY(p);
        const Track &track = p->tracks()[0];
        QCOMPARE(track.spans.size(), std::size_t(9));
        std::set<FrameId> frames;
        for (std::uint32_t i = 0; i < 9; ++i) {
            const Frame &frame = p->frames()[track.spans.frame(i)];
            QCOMPARE(p->strings().string(frame.name), QStringLiteral("run"));
            QCOMPARE(p->strings().string(frame.category), QLatin1String(categories[i]));
            frames.insert(track.spans.frame(i));
        }
        QCOMPARE(frames.size(), std::size_t(4)); // one frame per category
    }

    void nestableAsyncSlicesNestWithinTheirId()
    {
        const ProfilePtr p = loadOk(kNestableAsync);
        QVERIFY(p);
        // The thread first, then one async track per name of an outermost
        // slice, in the order they begin. The category is part of the id:
        // the "other" request is no child of the first, though on its track.
        QCOMPARE(trackNames(*p), (QStringList{QStringLiteral("Thread 1"), QStringLiteral("Request"), QStringLiteral("Lonely")}));
        const Track &requests = p->tracks()[1];
        QCOMPARE(requests.info.group, QStringLiteral("Process 1"));
        QCOMPARE(requests.info.processId, qint64(1));
        QCOMPARE(attributeText(p->strings(), *requests.attributes.findNamed(0, p->strings(), "chrome.async")), QStringLiteral("true"));
        QCOMPARE(structureList(*p, requests),
                 (QStringList{QStringLiteral("Mark@13000000+0<Parse"), QStringLiteral("Parse@12000000+3000000<Request"),
                              QStringLiteral("Request@10000000+20000000<"), QStringLiteral("Request@20000000+20000000<"),
                              QStringLiteral("Request@41000000+1000000<")}));
        // Ids 1 and 2 run at once: two lanes of roots.
        QCOMPARE(rootLanes(requests), 2u);
        QCOMPARE(requests.spans.laneGroups().size(), std::size_t(1));
        std::uint32_t first = kNoId, mark = kNoId;
        for (std::uint32_t i = 0; i < requests.spans.size(); ++i) {
            if (requests.spans.start(i) == 10 * kPsPerUs && requests.spans.parent(i) == kNoId)
                first = i;
            if (p->frameName(requests.spans.frame(i)) == QLatin1String("Mark"))
                mark = i;
        }
        QCOMPARE(attributeOf(*p, requests, first, "url"), QStringLiteral("/a"));
        QCOMPARE(attributeOf(*p, requests, first, "status"), QStringLiteral("200")); // the e's args join the b's
        QCOMPARE(attributeOf(*p, requests, mark, "chrome.ph"), QStringLiteral("n"));
        QCOMPARE(requests.spans.nestingDepth(mark), 2u);
        QCOMPARE(structureList(*p, p->tracks()[2]), QStringList{QStringLiteral("Lonely@50000000+0<")});
        QVERIFY2(p->diagnostics().empty(), qPrintable(p->diagnostics().messages().join(QLatin1Char('|'))));
    }

    void legacyAsyncStepsAreMarkersInTheirSlice()
    {
        const ProfilePtr p = loadOk(R"([
{"ph":"S","name":"Load","cat":"x","id":5,"pid":1,"tid":1,"ts":0,"args":{"url":"a"}},
{"ph":"T","name":"Load","cat":"x","id":5,"pid":1,"tid":1,"ts":2,"args":{"step":"connect"}},
{"ph":"S","name":"Other","cat":"x","id":5,"pid":1,"tid":1,"ts":3},
{"ph":"p","name":"Load","cat":"x","id":5,"pid":1,"tid":1,"ts":4,"args":{"step":"receive"}},
{"ph":"F","name":"Load","cat":"x","id":5,"pid":1,"tid":1,"ts":6},
{"ph":"F","name":"Other","cat":"x","id":5,"pid":1,"tid":1,"ts":7},
{"ph":"T","name":"Load","cat":"x","id":9,"pid":1,"tid":1,"ts":8,"args":{"step":"late"}}
])");
        QVERIFY(p);
        // S/F match by name as well as id: "Other" is no child of "Load".
        const Track *load = trackNamed(*p, QStringLiteral("Load"));
        const Track *other = trackNamed(*p, QStringLiteral("Other"));
        QVERIFY(load && other);
        QCOMPARE(structureList(*p, *load), (QStringList{QStringLiteral("Load@0+6000000<"), QStringLiteral("connect@2000000+0<Load"),
                                                        QStringLiteral("receive@4000000+0<Load")}));
        QCOMPARE(structureList(*p, *other), QStringList{QStringLiteral("Other@3000000+4000000<")});
        const QStringList warnings = p->diagnostics().messages();
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.front().contains(QLatin1String("1 async step(s) (T or p) have no open slice")), qPrintable(warnings.front()));
    }

    void unmatchedAsyncEventsAreWarnedWithCounts()
    {
        const ProfilePtr p = loadOk(R"([
{"ph":"X","name":"x","pid":1,"tid":1,"ts":0,"dur":100},
{"ph":"b","name":"open","cat":"c","id":1,"pid":1,"tid":1,"ts":10},
{"ph":"b","name":"open","cat":"c","id":2,"pid":1,"tid":1,"ts":20},
{"ph":"e","name":"stray","cat":"c","id":3,"pid":1,"tid":1,"ts":30},
{"ph":"e","name":"wrong","cat":"c","id":1,"pid":1,"tid":1,"ts":35},
{"ph":"b","name":"noid","cat":"c","pid":1,"tid":1,"ts":40}
])");
        QVERIFY(p);
        const QStringList warnings = p->diagnostics().messages();
        const auto has = [&warnings](const char *text) { return warnings.filter(QLatin1String(text)).size() == 1; };
        QVERIFY2(has("2 async slice(s) (b or S) were never ended") && has("\"open\" (id 0x1) on pid 1"), qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(has("2 async end event(s) (e or F) end no open slice") && has("\"stray\" (id 0x3)"), qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(has("1 async event(s) have no id"), qPrintable(warnings.join(QLatin1Char('|'))));
        // What never ended lasts to the trace's end (the X's, at 100 µs).
        QCOMPARE(spanList(*p, *trackNamed(*p, QStringLiteral("open"))),
                 (QStringList{QStringLiteral("open@10000000+90000000"), QStringLiteral("open@20000000+80000000")}));
    }

    void localIdsArePerProcessGlobalOnesAreNot()
    {
        const ProfilePtr p = loadOk(R"([
{"ph":"b","name":"op","cat":"c","id2":{"local":"0x1"},"pid":1,"tid":1,"ts":0},
{"ph":"e","name":"op","cat":"c","id2":{"local":"0x1"},"pid":2,"tid":2,"ts":5},
{"ph":"e","name":"op","cat":"c","id2":{"local":"0x1"},"pid":1,"tid":1,"ts":6},
{"ph":"b","name":"g","cat":"c","id2":{"global":"0x1"},"pid":1,"tid":1,"ts":0},
{"ph":"e","name":"g","cat":"c","id2":{"global":"0x1"},"pid":2,"tid":2,"ts":8},
{"ph":"b","name":"scoped","cat":"c","id":1,"scope":"a","pid":1,"tid":1,"ts":1},
{"ph":"e","name":"scoped","cat":"c","id":1,"scope":"b","pid":1,"tid":1,"ts":2},
{"ph":"e","name":"scoped","cat":"c","id":1,"scope":"a","pid":1,"tid":1,"ts":3}
])");
        QVERIFY(p);
        QCOMPARE(spanList(*p, *trackNamed(*p, QStringLiteral("op"))), QStringList{QStringLiteral("op@0+6000000")});
        QCOMPARE(spanList(*p, *trackNamed(*p, QStringLiteral("g"))), QStringList{QStringLiteral("g@0+8000000")});
        QCOMPARE(spanList(*p, *trackNamed(*p, QStringLiteral("scoped"))), QStringList{QStringLiteral("scoped@1000000+2000000")});
        QCOMPARE(trackNamed(*p, QStringLiteral("g"))->info.group, QStringLiteral("Process 1")); // where it began
        const QStringList warnings = p->diagnostics().messages();
        QVERIFY2(warnings.size() == 1 && warnings.front().contains(QLatin1String("2 async end event(s)")), qPrintable(warnings.join(QLatin1Char('|'))));
    }

    void flowEventsBindToEnclosingOrNextSlices()
    {
        const ProfilePtr p = loadOk(kFlows);
        QVERIFY(p);
        // post encloses the s at 6 (inner ended at 5); run the t; the f
        // without bp goes to the next slice, reply; the other f (bp "e")
        // to run, which encloses it; ids 1 and "0x1" are one id.
        QCOMPARE(flowList(*p), (QStringList{QStringLiteral("inner@ui -> run@io (other, flow)"),
                                            QStringLiteral("post@ui -> run@io (task, flow)"),
                                            QStringLiteral("run@io -> reply@ui (task, flow)")}));
        const QStringList warnings = p->diagnostics().messages();
        const auto has = [&warnings](const char *text) { return warnings.filter(QLatin1String(text)).size() == 1; };
        QVERIFY2(has("1 flow event(s) (s/t/f) found no slice"), qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(has("1 flow step(s) or end(s) have no flow started"), qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(has("1 flow(s) were started and never ended"), qPrintable(warnings.join(QLatin1Char('|'))));
        QCOMPARE(warnings.size(), 3);
        // Both ways from a span.
        const Track &io = *trackNamed(*p, QStringLiteral("io"));
        const SpanRef run{TrackId(std::uint32_t(&io - p->tracks().data())), SpanIndex(0)};
        QCOMPARE(p->flows().incoming(run).size(), std::size_t(2));
        QCOMPARE(p->flows().outgoing(run).size(), std::size_t(1));
    }

    void flowInAndFlowOutBindTheirOwnSlices()
    {
        const ProfilePtr p = loadOk(R"([
{"ph":"X","name":"A","pid":1,"tid":1,"ts":0,"dur":10,"bind_id":"0xa","flow_out":true},
{"ph":"X","name":"B","pid":1,"tid":2,"ts":12,"dur":8,"bind_id":"0xa","flow_in":true,"flow_out":true},
{"ph":"B","name":"C","pid":1,"tid":1,"ts":25,"bind_id":10,"flow_in":true},
{"ph":"E","pid":1,"tid":1,"ts":30},
{"ph":"X","name":"D","pid":1,"tid":1,"ts":40,"dur":1,"bind_id":11,"flow_in":true}
])");
        QVERIFY(p);
        QCOMPARE(flowList(*p), (QStringList{QStringLiteral("A@Thread 1 -> B@Thread 2 (, )"), QStringLiteral("B@Thread 2 -> C@Thread 1 (, )")}));
        QVERIFY2(p->diagnostics().messages().filter(QStringLiteral("1 flow step(s) or end(s) have no flow started")).size() == 1,
                 qPrintable(p->diagnostics().messages().join(QLatin1Char('|'))));
    }

    void asyncTracksAndFlowsSurviveARoundTrip()
    {
        // Async slices with lanes, flows of every kind, and a flow from an
        // async slice (which only its own event can carry).
        QByteArray trace = QByteArray(kFlows).chopped(2);
        trace += R"(,
{"ph":"b","name":"Request","cat":"net","id":"0x1","pid":1,"tid":1,"ts":10,"args":{"url":"/a"},"bind_id":"0x99","flow_out":true},
{"ph":"b","name":"Parse","cat":"net","id":"0x1","pid":1,"tid":1,"ts":12},
{"ph":"n","name":"Mark","cat":"net","id":"0x1","pid":1,"tid":1,"ts":13},
{"ph":"e","name":"Parse","cat":"net","id":"0x1","pid":1,"tid":1,"ts":15},
{"ph":"b","name":"Request","cat":"net","id":2,"pid":1,"tid":1,"ts":20},
{"ph":"e","name":"Request","cat":"net","id":"0x1","pid":1,"tid":1,"ts":30},
{"ph":"e","name":"Request","cat":"net","id":"0x2","pid":1,"tid":1,"ts":45},
{"ph":"X","name":"handle","pid":1,"tid":2,"ts":32,"dur":2,"bind_id":"0x99","flow_in":true}
])";
        const ProfilePtr original = loadOk(trace);
        QVERIFY(original);
        QCOMPARE(original->flows().size(), std::size_t(4));
        const QByteArray json = writeChrome(*original);
        QVERIFY2(invalidTrace(json).isEmpty(), qPrintable(invalidTrace(json) + QLatin1Char('\n') + QString::fromUtf8(json)));
        const ProfilePtr back = loadOk(json);
        QVERIFY(back);
        QCOMPARE(back->tracks().size(), original->tracks().size());
        for (std::size_t i = 0; i < back->tracks().size(); ++i) {
            const Track &a = original->tracks()[i], &b = back->tracks()[i];
            QCOMPARE(b.info.name, a.info.name);
            QCOMPARE(b.info.group, a.info.group);
            QCOMPARE(structureList(*back, b), structureList(*original, a));
            QCOMPARE(rootLanes(b), rootLanes(a));
        }
        QCOMPARE(rootLanes(*trackNamed(*back, QStringLiteral("Request"))), 2u);
        QCOMPARE(flowList(*back), flowList(*original));
        QVERIFY(back->metadataString("flows_not_written").isEmpty());
        // Thread slices' flows as s/f events; the async slice's on its own b.
        QCOMPARE(json.count("\"ph\":\"s\""), 3);
        QCOMPARE(json.count("\"flow_out\":true"), 1);
        QCOMPARE(writeChrome(*back), json);
    }

    void concurrentSpansOfAThreadGoOnLaneThreads()
    {
        // Stated parents with overlapping children (a request's parallel
        // queries), written where a thread's slices must nest.
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("request"), QStringLiteral("web"), 3, 9, {}, {}});
        const AddedSpan request = b.addChildSpan(t, 0, 100 * kPsPerUs, b.addFrame("GET /"), kNoId);
        const AddedSpan step = b.addChildSpan(t, 10 * kPsPerUs, 80 * kPsPerUs, b.addFrame("step"), request.index);
        for (int q = 0; q < 3; ++q)
            b.addChildSpan(t, (20 + q * 5) * kPsPerUs, 30 * kPsPerUs, b.addFrame("query"), step.index);
        b.addChildSpan(t, 70 * kPsPerUs, 10 * kPsPerUs, b.addFrame("render"), step.index);
        const ProfilePtr p = b.build();
        QCOMPARE(p->tracks()[0].spans.laneGroups().size(), std::size_t(1));
        const QByteArray json = writeChrome(*p);
        QVERIFY2(invalidTrace(json).isEmpty(), qPrintable(invalidTrace(json)));
        const ProfilePtr back = loadOk(json);
        QVERIFY(back);
        // The queries overlap: two of them go on threads of their own.
        QCOMPARE(trackNames(*back), (QStringList{QStringLiteral("request"), QStringLiteral("request (lane 2)"), QStringLiteral("request (lane 3)")}));
        QCOMPARE(back->spanCount(), p->spanCount());
        QCOMPARE(structureList(*back, back->tracks()[0]),
                 (QStringList{QStringLiteral("GET /@0+100000000<"), QStringLiteral("query@20000000+30000000<step"),
                              QStringLiteral("render@70000000+10000000<step"), QStringLiteral("step@10000000+80000000<GET /")}));
        QVERIFY2(back->diagnostics().empty(), qPrintable(back->diagnostics().messages().join(QLatin1Char('|'))));
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

    void eventsInManyPartsReadAsOneArray()
    {
        // Some 4 MB of events: read in parts of about a megabyte on every
        // core and added in file order, as one array front to back. Each
        // 1000 events bring a new name, category and arg text; a sample
        // event with its own stack and the metadata come late.
        const auto trace = [](int badAt, int alsoBadAt) {
            QByteArray text = "{\"traceEvents\":[";
            for (int i = 0; i < 40000; ++i) {
                if (i)
                    text += ",\n";
                if (i == badAt || i == alsoBadAt) {
                    text += "{\"ph\":\"X\",\"name\":}";
                    continue;
                }
                const QByteArray k = QByteArray::number(i / 1000);
                text += "{\"ph\":\"X\",\"name\":\"task" + k + "\",\"cat\":\"cat" + k + "\",\"pid\":1,\"tid\":" + QByteArray::number(1 + i % 3)
                    + ",\"ts\":" + QByteArray::number(i * 10) + ",\"dur\":5,\"args\":{\"k\":\"v" + k + "\",\"data\":{\"n\":" + k + "}}}";
            }
            text += ",{\"ph\":\"P\",\"name\":\"sample\",\"pid\":1,\"tid\":1,\"ts\":5,\"stack\":[\"root\",\"leaf\"]}";
            text += ",{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":2,\"args\":{\"name\":\"worker\"}}]}";
            return text;
        };
        const QByteArray good = trace(-1, -1);
        QVERIFY(good.size() > 3 * (1 << 20));
        const ProfilePtr p = loadOk(good);
        QVERIFY(p);
        QCOMPARE(p->spanCount(), std::size_t(40000));
        // The strings' ids in the order of their first use in the file.
        const StringPool &strings = p->strings();
        StringId previous = strings.find("task0");
        for (int k = 0; k < 40; ++k) {
            for (const char *prefix : {"task", "cat", "v"}) {
                const StringId id = strings.find(prefix + std::to_string(k));
                QVERIFY2(id != kNoId, prefix);
                QVERIFY(k == 0 && std::string_view(prefix) == "task" ? id == previous : previous < id);
                previous = id;
            }
            const StringId data = strings.find("{\"n\":" + std::to_string(k) + "}");
            QVERIFY(data != kNoId && previous < data);
            previous = data;
        }
        QVERIFY(previous < strings.find("root") && strings.find("root") < strings.find("leaf"));
        bool named = false;
        for (const Track &t : p->tracks())
            named = named || t.info.name == QLatin1String("worker");
        QVERIFY(named);

        // The first bad event in the file is the one the error names, though
        // its part may be read after the next one's.
        const QByteArray bad = trace(25000, 35000);
        const qsizetype firstBad = bad.indexOf("{\"ph\":\"X\",\"name\":}");
        const FormatModule *reader = FormatRegistry::instance().reader(QStringLiteral("chrome"));
        ProfileBuilder builder(QStringLiteral("chrome"));
        try {
            reader->read(QByteArrayView(bad), builder, ReadContext());
            QFAIL("a bad event read");
        } catch (const ReadError &e) {
            QVERIFY2(e.offset() > firstBad && e.offset() < firstBad + 20, qPrintable(QString::number(e.offset())));
        }
    }

    void partsOfAnyLengthReadTheSameEvents()
    {
        // The events array of kFlows cut into parts of every length from a
        // byte up: the same events, args and ids as in one part.
        const QByteArray text(kFlows);
        const auto read = [&text](std::size_t partBytes) {
            ProfileBuilder builder(QStringLiteral("chrome"));
            ChromeTraceEvents events;
            ChromeTraceParser parser(builder, ReadContext(), events);
            ChromeTraceEventParts parts(QByteArrayView(text), text.constData() + text.indexOf('['), partBytes);
            parts.read(parser, ReadContext());
            QStringList out;
            for (const ChromeTraceEvent &e : events.events) {
                QString line = QStringLiteral("%1 %2 %3 %4").arg(QLatin1Char(e.phase)).arg(builder.strings().string(e.name)).arg(e.offset).arg(e.thread);
                for (std::uint32_t a = e.argsBegin; a < e.argsBegin + e.argsCount; ++a)
                    line += QLatin1Char(' ') + builder.strings().string(events.args[a].key);
                out << line;
            }
            out << QString::number(events.ids.size()) << QString::number(parts.close() - text.constData());
            return out;
        };
        const QStringList whole = read(1 << 20);
        QCOMPARE(whole.size(), 13);
        for (std::size_t bytes = 1; bytes < std::size_t(text.size()); bytes += 7)
            QCOMPARE(read(bytes), whole);

        // A comma before the ']', after the '[' or after another comma is
        // refused however the array is cut (blanks only between them make a
        // part of their own); an array the file ends in has no close.
        for (const QByteArray &bad : {QByteArray("[{\"ph\":\"X\",\"ts\":1},{\"ph\":\"X\",\"ts\":2},\n]"), QByteArray("[{\"ph\":\"X\",\"ts\":1},"),
                                      QByteArray("[{\"ph\":\"X\",\"ts\":1},              ,{\"ph\":\"X\",\"ts\":2}]"),
                                      QByteArray("[              ,{\"ph\":\"X\",\"ts\":2}]")}) {
            for (std::size_t bytes : {std::size_t(1), std::size_t(12), std::size_t(1 << 20)}) {
                ProfileBuilder builder(QStringLiteral("chrome"));
                ChromeTraceEvents events;
                ChromeTraceParser parser(builder, ReadContext(), events);
                ChromeTraceEventParts parts(QByteArrayView(bad), bad.constData(), bytes);
                bool refused = false;
                try {
                    parts.read(parser, ReadContext());
                } catch (const ReadError &) {
                    refused = true;
                }
                QVERIFY2(bad.endsWith(']') ? refused : !refused && !parts.close(), bad.constData());
            }
        }
    }

    void threadsAreMadeInTheOrderOfFirstUseHoweverCut()
    {
        // Events of threads that come back after others, a tid written as
        // a number and as a string, a thread named before its first event
        // and a sample: cut into parts of any length, the same threads in
        // the same order, each event on the same one.
        const QByteArray text = R"([
{"ph":"X","name":"a","pid":1,"tid":2,"ts":1,"dur":1},
{"ph":"M","name":"thread_name","pid":1,"tid":7,"args":{"name":"named"}},
{"ph":"X","name":"b","pid":1,"tid":"3","ts":2,"dur":1},
{"ph":"X","name":"c","pid":1,"tid":2,"ts":3,"dur":1},
{"ph":"P","name":"s","pid":2,"tid":3,"ts":4},
{"ph":"B","name":"d","pid":1,"tid":7,"ts":5},
{"ph":"X","name":"e","pid":1,"tid":3,"ts":6,"dur":1},
{"ph":"E","pid":1,"tid":7,"ts":7},
{"ph":"X","name":"f","pid":"1","tid":2,"ts":8,"dur":1}
])";
        const auto read = [&text](std::size_t partBytes) {
            ProfileBuilder builder(QStringLiteral("chrome"));
            ChromeTraceEvents events;
            ChromeTraceParser parser(builder, ReadContext(), events);
            ChromeTraceEventParts parts(QByteArrayView(text), text.constData(), partBytes);
            parts.read(parser, ReadContext());
            QStringList out;
            for (const ChromeTraceThread &t : events.threads)
                out << QStringLiteral("thread %1/%2 %3").arg(t.pid, t.tid, t.name);
            for (const ChromeTraceEvent &e : events.events)
                out << QStringLiteral("%1 on %2").arg(builder.strings().string(e.name)).arg(e.thread);
            for (const ChromeTraceStackSample &sample : events.stackSamples)
                out << QStringLiteral("sample on %1").arg(sample.thread);
            return out;
        };
        const QStringList whole = read(1 << 20);
        QCOMPARE(whole.mid(0, 4), QStringList({QStringLiteral("thread 1/2 "), QStringLiteral("thread 1/7 named"),
                                               QStringLiteral("thread 1/3 "), QStringLiteral("thread 2/3 ")}));
        QCOMPARE(whole.size(), 4 + 7 + 1);
        for (std::size_t bytes = 1; bytes < std::size_t(text.size()); bytes += 5)
            QCOMPARE(read(bytes), whole);
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
            // Concurrent siblings of a thread track go on lane threads, where
            // each starts a path of its own (as CallStacks splits them).
            const QString difference = comparePathTotals(pathTotals(*asCallStacks(profile)), pathTotals(*back.profile));
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
