// TraceActor packets: the transports (framed, lines, arrays, batches),
// sequence reordering and restarts, named traces, value grips, exit reasons,
// unmatched packets, control errors, bad input, and the corpus sessions.
#include "CorpusDir.h"
#include "TraceActorFixtures.h"
#include "XPlaneFixtures.h"
#include "io/ReadContext.h"
#include "formats/traceactor/TraceActorWriter.h"
#include "formats/traceactor/TraceFraming.h"
#include "formats/traceactor/TraceParseAhead.h"
#include "formats/traceactor/TraceSequencer.h"
#include "formats/traceactor/TraceTextArena.h"
#include "formats/ProfileLoader.h"

#include <QtTest>

using namespace hg;

namespace {

LoadResult load(const QByteArray &bytes) { return ProfileLoader::loadData(bytes, QStringLiteral("fixture.traceactor")); }

QByteArray framed(const QList<QByteArray> &packets)
{
    QByteArray out;
    for (const QByteArray &p : packets)
        out += TraceFraming::frame(p);
    return out;
}

QString attribute(const Profile &p, const Track &t, std::uint32_t span, std::string_view key)
{
    const std::optional<AttributeValue> v = t.spanAttributes.findNamed(span, p.strings(), key);
    return v ? attributeText(p.strings(), *v) : QString();
}

// The span of the frame named `name` (the first one).
std::uint32_t spanNamed(const Profile &p, const Track &t, const QString &name)
{
    for (std::uint32_t i = 0; i < t.spans.size(); ++i)
        if (p.frameName(t.spans.frame(i)) == name)
            return i;
    return kNoId;
}

// Per track with spans: its name and every span's depth, name, file:line
// and duration, in row order (what a call tree is made of).
QStringList fingerprint(const Profile &p)
{
    QStringList out;
    for (const Track &t : p.tracks()) {
        if (t.spans.empty())
            continue;
        out << t.info.name;
        for (std::uint32_t i = 0; i < t.spans.size(); ++i) {
            const Frame &f = p.frames()[t.spans.frame(i)];
            out << QStringLiteral("%1 %2 %3:%4 %5").arg(t.spans.rowOf(i)).arg(p.frameName(t.spans.frame(i)))
                       .arg(p.strings().string(f.file)).arg(f.line).arg(t.spans.duration(i));
        }
    }
    return out;
}

} // namespace

class TestTraceActor : public QObject
{
    Q_OBJECT
private slots:
    void framedPacketsWithArgumentsAndValues()
    {
        // Pretty-printed JSON with a non-ASCII name: the length counts bytes.
        const QByteArray entered = traceactorfixture::enteredWithArguments;
        const QByteArray inner = traceactorfixture::innerEntered;
        const QByteArray thrown = traceactorfixture::thrownExit;
        const QByteArray returned = traceactorfixture::returnedExit;
        const LoadResult r = load(framed({entered, inner, thrown, returned}));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.formatId, QStringLiteral("traceactor"));
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().size(), std::size_t(1));
        const Track &t = p.tracks()[0];
        QCOMPARE(t.spans.size(), 2u);
        const std::uint32_t outer = spanNamed(p, t, QStringLiteral("grüß"));
        QVERIFY(outer != kNoId);
        QCOMPARE(t.spans.start(outer), TimePs(1'500'000'000)); // `time`: ms since startTrace
        QCOMPARE(t.spans.duration(outer), TimePs(2'750'000'000)); // 1.5 ms -> 4.25 ms
        QCOMPARE(attribute(p, t, outer, "callsite"), QStringLiteral("http://x/main.js:3"));
        QCOMPARE(attribute(p, t, outer, "argument a"), QStringLiteral("1"));
        QCOMPARE(attribute(p, t, outer, "argument b"), QStringLiteral("\"two\""));
        QCOMPARE(attribute(p, t, outer, "argument c"), QStringLiteral("undefined"));
        QCOMPARE(attribute(p, t, outer, "argument d"), QStringLiteral("Point {x: 1, y: 2}"));
        QCOMPARE(attribute(p, t, outer, "return value"), QStringLiteral("-0"));
        const Frame &f = p.frames()[t.spans.frame(outer)];
        QCOMPARE(p.strings().string(f.file), QStringLiteral("http://x/app.js"));
        QCOMPARE(f.line, 10u);
        const std::uint32_t in = spanNamed(p, t, QStringLiteral("inner"));
        QCOMPARE(t.spans.parent(in), outer);
        QCOMPARE(attribute(p, t, in, "exit"), QStringLiteral("throw"));
        QCOMPARE(attribute(p, t, in, "throw value"), QStringLiteral("\"Error: boom\"… (5000 characters)"));
        QCOMPARE(p.strings().string(p.frames()[t.spans.frame(in)].category), QStringLiteral("throw"));
    }

    void linesArraysAndBatchesAreTheSamePackets()
    {
        const QByteArray a = traceactorfixture::enterF;
        const QByteArray b = traceactorfixture::exitReturn;
        const QList<QByteArray> forms = {a + "\n" + b + "\n", "[" + a + "," + b + "]",
                                         traceactorfixture::batchHead + a + "," + b + "]}"};
        for (const QByteArray &bytes : forms) {
            const LoadResult r = load(bytes);
            QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : qPrintable(QString::fromUtf8(bytes)));
            QCOMPARE(r.profile->spanCount(), std::size_t(1));
            QCOMPARE(r.profile->frameName(r.profile->tracks()[0].spans.frame(0)), QStringLiteral("f"));
        }
    }

    void outOfOrderGapsAndRestarts()
    {
        // 2 before 1 before 0; then sequence 3 is lost; then tracing restarts at 0.
        const QByteArray bytes = traceactorfixture::outOfOrderWithGapAndRestart;
        const LoadResult r = load(bytes);
        QVERIFY(r.profile);
        const Profile &p = *r.profile;
        const Track &t = p.tracks()[0];
        QCOMPARE(t.spans.size(), 3u);
        QCOMPARE(t.spans.parent(spanNamed(p, t, QStringLiteral("g"))), spanNamed(p, t, QStringLiteral("f")));
        QCOMPARE(p.metadataString("sessions"), QStringLiteral("2"));
        bool gap = false;
        for (const Diagnostic &d : p.diagnostics().warnings())
            gap = gap || d.message.contains(QStringLiteral("packet 3 of a trace never arrived"));
        QVERIFY(gap);
        // h starts after f's session ended.
        QVERIFY(t.spans.start(spanNamed(p, t, QStringLiteral("h"))) >= t.spans.end(spanNamed(p, t, QStringLiteral("f"))));
    }

    void textArenaKeepsEveryText()
    {
        // Texts of every size (empty, across block ends, larger than a
        // quarter block) and argument lists (one larger than a block) stay
        // as they were while the arena grows, after a move, and after a
        // clear() reuses its blocks.
        TraceTextArena arena;
        std::vector<std::string> originals;
        std::vector<TraceValueText> texts;
        for (std::size_t size : {std::size_t(0), std::size_t(1), std::size_t(7), std::size_t(100), std::size_t(5000),
                                 TraceTextArena::kBlockSize / 4 + 1, TraceTextArena::kBlockSize * 2}) {
            for (int copy = 0; copy < 40; ++copy) {
                originals.push_back(std::string(size, char('a' + copy % 26)));
                texts.push_back(arena.text(originals.back()));
            }
        }
        const std::span<TraceValueText> list = arena.texts(3000); // 72 KB of views
        for (std::size_t i = 0; i < list.size(); ++i)
            list[i] = arena.keep(texts[i % texts.size()]);
        TraceTextArena moved = std::move(arena);
        for (std::size_t i = 0; i < texts.size(); ++i) {
            QCOMPARE(texts[i].utf8(), std::string_view(originals[i]));
            QCOMPARE(texts[i].hash(), textHash(originals[i]));
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            QCOMPARE(list[i].utf8(), std::string_view(originals[i % texts.size()]));
            QCOMPARE(list[i].hash(), texts[i % texts.size()].hash());
        }
        moved.clear();
        const TraceValueText reused = moved.text("after clear");
        QCOMPARE(reused.utf8(), std::string_view("after clear"));
        QCOMPARE(arena.text("moved from").utf8(), std::string_view("moved from")); // still usable
    }

    void packetsWaitingAllAlongKeepTheirTexts()
    {
        // Packets come as 1, 3, 0, 5, 2, 7, 4, ...: one always waits, so
        // the sequencer's arena is never emptied and it moves the waiting
        // texts to a fresh one from time to time. Each batch here is one
        // packet, its arena overwritten at once.
        QStringList released;
        TraceSequencer sequencer([&](TracePacket &p, std::size_t, bool) {
            released << QString::fromUtf8(p.callsite.utf8().data(), qsizetype(p.callsite.utf8().size())) + QLatin1Char('/')
                    + QString::fromUtf8(p.arguments[0].utf8().data(), qsizetype(p.arguments[0].utf8().size()));
        });
        TraceTextArena batch;
        const int count = 20000;
        std::vector<int> order{1};
        for (int j = 0; 2 * j < count; ++j) {
            if (2 * j + 3 < count)
                order.push_back(2 * j + 3);
            order.push_back(2 * j);
        }
        QCOMPARE(int(order.size()), count);
        for (int i = 0; i < count; ++i) {
            const int sequence = order[std::size_t(i)];
            batch.clear();
            TracePacket p;
            p.kind = TracePacket::Kind::Entered;
            p.callsite = batch.text("site:" + std::to_string(sequence));
            const std::span<TraceValueText> arguments = batch.texts(1);
            arguments[0] = batch.text("arg" + std::to_string(sequence));
            p.arguments = arguments;
            sequencer.push(std::move(p), std::size_t(i), sequence);
            batch.text(std::string(40, '#')); // what the next batch writes there
        }
        sequencer.endSession();
        QCOMPARE(released.size(), count);
        for (int i = 0; i < count; ++i)
            QCOMPARE(released[i], QStringLiteral("site:%1/arg%1").arg(i));
    }

    void parameterNameListsAreKeptApart()
    {
        // JSON written with ' for " (moc cannot read raw string literals).
        const auto json = [](const QByteArray &quoted) { return QByteArray(quoted).replace('\'', '"'); };
        // Lists that share names, a name that is not a string, one longer
        // than the parser keeps, and an error reply without a message.
        const QByteArray longName(300, 'n');
        const QList<QByteArray> packets{
            json("{'type':'enteredFrame','sequence':0,'name':'f','parameterNames':['a','b'],'arguments':[1,2]}"),
            json("{'type':'exitedFrame','sequence':1,'why':'return'}"),
            json("{'type':'enteredFrame','sequence':2,'name':'g','parameterNames':['b','a'],'arguments':[3,4]}"),
            json("{'type':'exitedFrame','sequence':3,'why':'return'}"),
            json("{'type':'enteredFrame','sequence':4,'name':'h','parameterNames':['ab'],'arguments':[5,6]}"),
            json("{'type':'exitedFrame','sequence':5,'why':'return'}"),
            json("{'type':'enteredFrame','sequence':6,'name':'i','parameterNames':[7,'a'],'arguments':[8,9]}"),
            json("{'type':'exitedFrame','sequence':7,'why':'return'}"),
            json("{'type':'enteredFrame','sequence':8,'name':'j','parameterNames':['") + longName + json("'],'arguments':[10]}"),
            json("{'type':'exitedFrame','sequence':9,'why':'return'}"),
            json("{'type':'enteredFrame','sequence':10,'name':'k','parameterNames':['a','b'],'arguments':[11,12]}"),
            json("{'type':'exitedFrame','sequence':11,'why':'return'}"),
            json("{'from':'conn0.trace1','error':'wrongState'}"),
        };
        const LoadResult r = load(framed(packets));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        const Track &t = p.tracks()[0];
        const auto argument = [&](const char *frame, const QByteArray &key) {
            return attribute(p, t, spanNamed(p, t, QString::fromLatin1(frame)), ("argument " + key).toStdString());
        };
        QCOMPARE(argument("f", "a"), QStringLiteral("1"));
        QCOMPARE(argument("f", "b"), QStringLiteral("2"));
        QCOMPARE(argument("g", "b"), QStringLiteral("3"));
        QCOMPARE(argument("g", "a"), QStringLiteral("4"));
        QCOMPARE(argument("h", "ab"), QStringLiteral("5"));
        QCOMPARE(argument("h", "#1"), QStringLiteral("6")); // more arguments than names
        QCOMPARE(argument("i", "7"), QStringLiteral("8"));
        QCOMPARE(argument("i", "a"), QStringLiteral("9"));
        QCOMPARE(argument("j", longName), QStringLiteral("10"));
        QCOMPARE(argument("k", "a"), QStringLiteral("11"));
        QCOMPARE(argument("k", "b"), QStringLiteral("12"));
        bool replied = false;
        for (const Diagnostic &d : p.diagnostics().warnings())
            replied = replied || d.message.contains(QStringLiteral("the actor replied wrongState: (no message)"));
        QVERIFY(replied);
    }

    void namedTracesControlRepliesAndErrors()
    {
        const QByteArray bytes = traceactorfixture::namedTracesAndReplies;
        const LoadResult r = load(bytes);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().size(), std::size_t(3)); // outer, inner, and "Trace" for the stray exit
        QCOMPARE(p.tracks()[0].info.name, QStringLiteral("outer"));
        QCOMPARE(p.tracks()[0].spans.size(), 2u); // f and g
        QCOMPARE(p.tracks()[1].info.name, QStringLiteral("inner"));
        QCOMPARE(p.tracks()[1].spans.size(), 1u); // g only: f was entered before it started
        QCOMPARE(attribute(p, p.tracks()[2], 0, "unmatched_exit"), QStringLiteral("true"));
        QCOMPARE(p.metadataString("trace_types"), QStringLiteral("name,time,return"));
        int errors = 0;
        for (const Diagnostic &d : p.diagnostics().warnings())
            errors += d.message.contains(QStringLiteral("the actor replied"));
        QCOMPARE(errors, 2);
    }

    void framesNeverExitedAreKeptAndFlagged()
    {
        const LoadResult r = load(traceactorfixture::enterF);
        QVERIFY(r.profile);
        const Profile &p = *r.profile;
        QCOMPARE(p.spanCount(), std::size_t(1));
        QCOMPARE(attribute(p, p.tracks()[0], 0, "never_exited"), QStringLiteral("true"));
        QVERIFY(!p.diagnostics().warnings().empty());
    }

    void gripsResolveThroughTheObjectPoolWithoutLooping()
    {
        // The oldest form: {values, objectPool}, objects by objectId; 1 refers to itself.
        const QByteArray bytes = traceactorfixture::objectPoolWithCycle;
        const LoadResult r = load(bytes);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        const Track &t = p.tracks()[0];
        QCOMPARE(attribute(p, t, 0, "argument o"), QStringLiteral("Node {self: [circular], v: Infinity}"));
        QCOMPARE(attribute(p, t, 0, "argument n"), QStringLiteral("NaN"));
        QCOMPARE(attribute(p, t, 0, "yield value"), QStringLiteral("Array {}"));
    }

    void badInputNamesWhere()
    {
        LoadResult r = load("40:{\"type\":\"ent");
        QVERIFY(r.error);
        QVERIFY2(r.error->message.contains(QStringLiteral("cut short")), qPrintable(r.error->toString()));
        QCOMPARE(r.error->offset, qint64(0));
        r = load(framed({traceactorfixture::singleEnter}) + "x:{}");
        QVERIFY(r.error);
        QVERIFY(r.error->offset > 0);
        r = load(traceactorfixture::cutInsideSecondLine);
        QVERIFY(r.error);
        QVERIFY(r.error->line == 2 || r.error->offset > 0);
        // Every truncation of a small framed file errs or loads; none crashes.
        const QByteArray whole = framed({traceactorfixture::enterWithObject,
                                         traceactorfixture::exitWithArray});
        for (qsizetype n = 1; n < whole.size(); ++n) {
            const LoadResult cut = load(whole.left(n));
            QVERIFY(cut.profile || cut.error);
        }
        // Every byte of it replaced by each of a few troublesome ones.
        for (qsizetype i = 0; i < whole.size(); ++i)
            for (const char c : {'\0', '9', ':', '"', '{', ']', '\xff'}) {
                QByteArray bent = whole;
                bent[i] = c;
                const LoadResult r = load(bent);
                QVERIFY(r.profile || r.error);
            }
    }

    void largeFilesReadInBatchesKeepOrderAndErrors_data()
    {
        QTest::addColumn<QByteArray>("padding");
        QTest::newRow("small") << QByteArray();
        QTest::newRow("parsed ahead") << QByteArray(",\"note\":\"") + QByteArray(TraceParseAhead::kAheadBytes, 'x') + '"';
    }

    void largeFilesReadInBatchesKeepOrderAndErrors()
    {
        // More packets than one parsing batch (TraceParseAhead::kBatchParts
        // is 4 096 parts), with early packets across the batch boundaries;
        // with a field no reader knows, large enough that the batches are
        // parsed on other threads (TraceParseAhead::kAheadBytes), and without.
        QFETCH(QByteArray, padding);
        QList<QByteArray> packets{"{\"type\":\"startedTrace\",\"name\":\"big\"" + padding + "}"};
        const int frames = 10000;
        QList<QByteArray> frameSequence;
        for (int i = 0; i < frames; ++i) {
            frameSequence << QByteArray("{\"type\":\"enteredFrame\",\"sequence\":") + QByteArray::number(2 * i)
                                 + ",\"time\":" + QByteArray::number(i) + ",\"name\":\"f" + QByteArray::number(i % 7)
                                 + "\",\"callsite\":{\"url\":\"http://x/site.js\",\"line\":" + QByteArray::number(i)
                                 + "},\"arguments\":[\"a" + QByteArray::number(i) + "\"]}";
            frameSequence << QByteArray("{\"type\":\"exitedFrame\",\"sequence\":") + QByteArray::number(2 * i + 1)
                                 + ",\"time\":" + QByteArray::number(i) + ".5,\"why\":\"return\",\"return\":" + QByteArray::number(i) + "}";
        }
        for (const int at : {4094, 8190, 11000})
            frameSequence.swapItemsAt(at, at + 3);
        packets += frameSequence;
        packets << "{\"type\":\"stoppedTrace\",\"name\":\"big\"}";
        LoadResult r = load(framed(packets));
        QVERIFY(r.profile);
        QCOMPARE(r.profile->tracks()[0].spans.size(), std::uint32_t(frames));
        QCOMPARE(r.profile->metadataString("reordered_packets"), QStringLiteral("6"));
        QCOMPARE(r.profile->metadataString("sessions"), QStringLiteral("1"));
        // A packet that waits for those before it through several batches
        // keeps its texts (a batch's are reused by the batch three on).
        QList<QByteArray> waiting = frameSequence;
        waiting.move(2 * 9000, 0); // the entry of frame 9000 first of all
        r = load(framed(QList<QByteArray>{packets.first()} + waiting + QList<QByteArray>{packets.last()}));
        QVERIFY(r.profile);
        const Track &track = r.profile->tracks()[0];
        QCOMPARE(track.spans.size(), std::uint32_t(frames));
        for (const std::uint32_t span : {std::uint32_t(1), std::uint32_t(2048), std::uint32_t(9000), std::uint32_t(9999)}) {
            QCOMPARE(attribute(*r.profile, track, span, "callsite"), QStringLiteral("http://x/site.js:%1").arg(span));
            QCOMPARE(attribute(*r.profile, track, span, "argument #0"), QStringLiteral("\"a%1\"").arg(span));
            QCOMPARE(attribute(*r.profile, track, span, "return value"), QString::number(span));
        }

        // Bad JSON in a later batch is the error, even after assembling
        // failed in an earlier one (too many traces at once), as when the
        // whole file was parsed first.
        QList<QByteArray> failing;
        for (int i = 0; i < 70; ++i)
            failing << QByteArray("{\"type\":\"startedTrace\",\"name\":\"t") + QByteArray::number(i) + "\"" + (i == 0 ? padding : QByteArray()) + "}";
        failing += frameSequence;
        const QByteArray good = framed(failing);
        r = load(good);
        QVERIFY(r.error);
        QVERIFY2(r.error->message.contains(QStringLiteral("traces are active")), qPrintable(r.error->toString()));
        r = load(good + TraceFraming::frame("{\"type\":"));
        QVERIFY(r.error);
        QVERIFY2(r.error->message.contains(QStringLiteral("JSON")), qPrintable(r.error->toString()));
        QCOMPARE(r.error->offset, qint64(good.size() + 2)); // where its JSON starts
    }

    void threadFieldsMakeATrackPerThread()
    {
        // Two threads in one trace, a thread given by id alone, and frames
        // of another trace without threads (one track, as before).
        const LoadResult r = load(framed({
            R"({"type":"startedTrace","name":"app"})",
            R"({"type":"enteredFrame","sequence":0,"time":0,"name":"run","thread":{"id":7,"name":"main"}})",
            R"({"type":"enteredFrame","sequence":1,"time":1,"name":"task","thread":{"id":9,"name":"worker"}})",
            R"({"type":"enteredFrame","sequence":2,"time":2,"name":"step","thread":{"id":7,"name":"main"}})",
            R"({"type":"exitedFrame","sequence":3,"time":3,"why":"return","thread":{"id":9,"name":"worker"}})",
            R"({"type":"exitedFrame","sequence":4,"time":4,"why":"return","thread":{"id":7}})",
            R"({"type":"exitedFrame","sequence":5,"time":5,"why":"return","thread":7})",
            R"({"type":"enteredFrame","sequence":6,"time":6,"name":"io","thread":3})",
            R"({"type":"exitedFrame","sequence":7,"time":7,"why":"return","thread":3})",
            R"({"type":"stoppedTrace","name":"app"})",
            R"({"type":"startedTrace","name":"plain"})",
            R"({"type":"enteredFrame","sequence":0,"time":0,"name":"f"})",
            R"({"type":"exitedFrame","sequence":1,"time":1,"why":"return"})",
            R"({"type":"stoppedTrace","name":"plain"})"}));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().size(), std::size_t(4));
        const QStringList names{QStringLiteral("main"), QStringLiteral("worker"), QStringLiteral("Thread 3"), QStringLiteral("plain")};
        const qint64 ids[] = {7, 9, 3, -1};
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(p.tracks()[i].info.name, names[int(i)]);
            QCOMPARE(p.tracks()[i].info.threadId, ids[i]);
        }
        QCOMPARE(p.tracks()[0].info.group, QStringLiteral("app"));
        QVERIFY(p.tracks()[3].info.group.isEmpty());
        // main: run (0..5 ms) holding step (2..4 ms); worker: task (1..3 ms).
        const Track &main = p.tracks()[0];
        QCOMPARE(main.spans.size(), 2u);
        const std::uint32_t step = spanNamed(p, main, QStringLiteral("step"));
        QCOMPARE(main.spans.rowOf(step), 1u);
        QCOMPARE(main.spans.duration(step), TimePs(2'000'000'000));
        QCOMPARE(main.spans.duration(spanNamed(p, main, QStringLiteral("run"))), TimePs(5'000'000'000));
        QCOMPARE(p.tracks()[1].spans.duration(0), TimePs(2'000'000'000));
        QCOMPARE(p.diagnostics().count(), std::size_t(0));

        // The writer puts the threads back in one trace with their thread fields.
        const QByteArray written = TraceActorWriter::write(p, ReadContext());
        QVERIFY2(written.contains(R"("thread":{"id":9,"name":"worker"})"), written.constData());
        const LoadResult again = load(written);
        QVERIFY2(again.profile, again.error ? qPrintable(again.error->toString()) : "");
        QCOMPARE(fingerprint(*again.profile), fingerprint(p));
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(again.profile->tracks()[i].info.group, p.tracks()[i].info.group);
            QCOMPARE(again.profile->tracks()[i].info.threadId, p.tracks()[i].info.threadId);
        }
    }

    void writerRoundTripsCallTrees()
    {
        // A TraceActor recording, and a profile from another format, each
        // written and read back: the same tracks of the same frames, nested
        // the same, lasting as long.
        const LoadResult traced = load(framed({traceactorfixture::enteredWithArguments, traceactorfixture::innerEntered,
                                               traceactorfixture::thrownExit, traceactorfixture::returnedExit}));
        const LoadResult xplane = ProfileLoader::loadData(xplanefixture::space(), QStringLiteral("fixture.xplane.pb"));
        for (const LoadResult *original : {&traced, &xplane}) {
            QVERIFY(original->profile);
            const QByteArray bytes = TraceActorWriter::write(*original->profile, ReadContext());
            QVERIFY(TraceFraming::isFramed(bytes));
            const LoadResult again = load(bytes);
            QVERIFY2(again.profile, again.error ? qPrintable(again.error->toString()) : "");
            QCOMPARE(fingerprint(*again.profile), fingerprint(*original->profile));
        }
        // How a frame ended survives: the thrown one is still a throw.
        const ProfilePtr back = load(TraceActorWriter::write(*traced.profile, ReadContext())).profile;
        const Track &t = back->tracks()[0];
        QCOMPARE(back->strings().string(back->frames()[t.spans.frame(spanNamed(*back, t, QStringLiteral("inner")))].category), QStringLiteral("throw"));
        QVERIFY(TraceActorWriter::cannotWriteReason(*xplane.profile).isEmpty());
    }

    void corpusSessions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("spans");
        QTest::addColumn<int>("sessions");
        QTest::newRow("mock packets") << QStringLiteral("Floorp__test_trace_client-01_mock_packets_s0.ndjson") << 7 << 1;
        QTest::newRow("session") << QStringLiteral("Floorp__test_trace_client-01_session_s0_s14_s0.ndjson") << 21 << 2;
    }

    void corpusSessions()
    {
        QFETCH(QString, file);
        QFETCH(int, spans);
        QFETCH(int, sessions);
        const QString root = QStringLiteral(HG_CORPUS_DIR "/traceactor/");
        HG_CORPUS_FILE_OR_SKIP(root);
        const LoadResult r = ProfileLoader::load(root + file);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.formatId, QStringLiteral("traceactor"));
        QCOMPARE(int(r.profile->spanCount()), spans);
        QCOMPARE(r.profile->metadataString("sessions").toInt(), sessions);
        // Once in sequence order every enter has its exit: nothing flagged.
        for (const Diagnostic &d : r.profile->diagnostics().warnings())
            QVERIFY2(d.message.contains(QStringLiteral("out of order")), qPrintable(d.message));
        // Each 14 packets are the same tree of 7 frames under one root.
        const Track &t = r.profile->tracks()[0];
        QCOMPARE(int(t.spans.row(0).size()), spans / 7);
    }
};

QTEST_GUILESS_MAIN(TestTraceActor)
#include "tst_traceactor.moc"
