// Chrome trace event JSON with CPU samples: V8's Profile and ProfileChunk
// events (chunks in any order, nodes after the samples naming them, long
// arrays over several batches), the older stackFrames + samples form and
// sample events, hostile sample forms, and samples beside slices written
// back as a profile.
#include "ChromeTraceFixtures.h"
#include "PathTotals.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <map>
#include <QtTest>

using namespace hg;
using namespace hg::test;

namespace {

// A renderer's CPU profile as Chrome writes it (keys in order, args first):
// the Profile event on the profiled thread, the chunks on V8's sampling
// thread, a node (4) sent in a later chunk than the sample that names it,
// a delta that goes back, and the chunks' sample lines.
const char kV8Trace[] = R"v8({"traceEvents":[
{"args":{"name":"CrRendererMain"},"cat":"__metadata","name":"thread_name","ph":"M","pid":7,"tid":1,"ts":0},
{"args":{"name":"v8:ProfEvntProc"},"cat":"__metadata","name":"thread_name","ph":"M","pid":7,"tid":2,"ts":0},
{"args":{},"cat":"devtools.timeline","dur":400,"name":"RunTask","ph":"X","pid":7,"tid":1,"ts":1000},
{"args":{"data":{"startTime":990}},"cat":"disabled-by-default-v8.cpu_profiler","id":"0x1","name":"Profile","ph":"P","pid":7,"tid":1,"ts":995},
{"args":{"data":{"cpuProfile":{"nodes":[{"callFrame":{"codeType":"other","functionName":"(root)","scriptId":0},"id":1},{"callFrame":{"codeType":"other","functionName":"(program)","scriptId":0},"id":2,"parent":1},{"callFrame":{"codeType":"JS","columnNumber":2,"functionName":"main","lineNumber":4,"scriptId":3,"url":"app.js"},"id":3,"parent":1}],"samples":[2,3,4]},"lines":[0,5,7],"source":"Internal","timeDeltas":[20,100,100]}},"cat":"disabled-by-default-v8.cpu_profiler","id":"0x1","name":"ProfileChunk","ph":"P","pid":7,"tid":2,"ts":1300},
{"args":{"data":{"cpuProfile":{"nodes":[{"callFrame":{"codeType":"JS","columnNumber":0,"functionName":"","lineNumber":9,"scriptId":3,"url":"app.js"},"id":4,"parent":3}],"samples":[4,3]},"timeDeltas":[100,-50]}},"cat":"disabled-by-default-v8.cpu_profiler","id":"0x1","name":"ProfileChunk","ph":"P","pid":7,"tid":2,"ts":1500}
]})v8";

// The older forms: the top-level "stackFrames" and "samples" (a tid, no
// pid), and sample events (P) naming a stack frame, giving their stack, or
// neither.
const char kStackFrameSamples[] = R"v8({"traceEvents":[
{"name":"thread_name","ph":"M","pid":1,"tid":10,"args":{"name":"main"}},
{"name":"cycles","ph":"P","pid":1,"tid":10,"ts":100,"sf":3},
{"name":"cycles","ph":"P","pid":1,"tid":10,"ts":200,"stack":["0x10","0x20"]},
{"name":"tick","cat":"timer","ph":"P","pid":1,"tid":11,"ts":300}
],
"stackFrames":{"1":{"name":"main","category":"app"},"2":{"name":"run","category":"app","parent":"1"},"3":{"name":"work","category":"lib","parent":"2"}},
"samples":[{"cpu":0,"tid":10,"ts":150,"name":"cycles:HG","sf":2,"weight":1},{"cpu":1,"tid":12,"ts":160,"name":"cycles:HG","sf":9,"weight":1}]})v8";

// "<ps> <path>" per sample of a track.
QStringList sampleList(const Profile &p, const Track &t)
{
    QStringList out;
    for (std::uint32_t i = 0; i < t.samples.size(); ++i) {
        QStringList names;
        for (StackId s = t.samples.stack(i); s != kNoId; s = p.stacks().parent(s))
            names.prepend(p.frameName(p.stacks().frame(s)));
        out << QStringLiteral("%1 %2").arg(t.samples.time(i)).arg(names.join(QLatin1Char(';')));
    }
    return out;
}

} // namespace

class TestChromeTraceSamples : public QObject
{
    Q_OBJECT
private slots:
    void v8ProfileChunksAreSamplesOfTheProfiledThread()
    {
        const ProfilePtr p = loadOk(kV8Trace);
        QVERIFY(p);
        QVERIFY2(p->diagnostics().empty(), qPrintable(p->diagnostics().messages().join(QLatin1Char('|'))));
        // The sampling thread has no track: its chunks are the renderer's,
        // on a track of their own right after the renderer's slices.
        QCOMPARE(trackNames(*p), QStringList({QStringLiteral("CrRendererMain"), QStringLiteral("CrRendererMain (CPU profile)")}));
        const Track &thread = p->tracks()[0], &t = p->tracks()[1];
        QCOMPARE(spanList(*p, thread), QStringList({QStringLiteral("RunTask@10000000+400000000")}));
        QVERIFY(thread.samples.empty());
        QVERIFY(t.spans.empty());
        QCOMPARE(t.info.group, thread.info.group);
        QCOMPARE(t.info.processId, qint64(7));
        QCOMPARE(t.info.threadId, qint64(1));
        const auto of = t.attributes.findNamed(0, p->strings(), "chrome.cpu_profile_of");
        QVERIFY(of);
        QCOMPARE(attributeText(p->strings(), *of), QStringLiteral("CrRendererMain"));
        // Time zero is the profile's start (990 us), before the first event.
        QCOMPARE(sampleList(*p, t), QStringList({QStringLiteral("20000000 (program)"), QStringLiteral("120000000 main"),
                                                 QStringLiteral("220000000 main;(anonymous)"), QStringLiteral("270000000 main"),
                                                 QStringLiteral("320000000 main;(anonymous)")}));
        // Lines and columns 1-based, as in a .cpuprofile; each sample's line
        // counted as its function's hit on that line.
        for (FrameId f{0}; f < p->frames().size(); ++f) {
            const Frame &frame = p->frames()[f];
            if (p->frameName(f) == QStringLiteral("main")) {
                QCOMPARE(frame.line, 5u);
                QCOMPARE(frame.column, 3u);
                const auto ticks = p->frameAttributes().findNamed(f, p->strings(), "positionTicks");
                QVERIFY(ticks);
                QCOMPARE(attributeText(p->strings(), *ticks), QStringLiteral(R"v8([{"line":5,"ticks":1}])v8"));
            }
            if (p->frameName(f) == QStringLiteral("(program)"))
                QCOMPARE(p->strings().string(frame.category), QStringLiteral("program"));
        }
    }

    void v8ChunksInAnyOrderAndWithoutTheirProfileEvent()
    {
        // Events in another order than their times: chunks still join in
        // time order.
        QByteArray shuffled(kV8Trace);
        const qsizetype first = shuffled.indexOf("{\"args\":{\"data\":{\"cpuProfile\"");
        const qsizetype second = shuffled.indexOf("{\"args\":{\"data\":{\"cpuProfile\"", first + 1);
        const qsizetype end = shuffled.indexOf("\n]}");
        const QByteArray a = shuffled.mid(first, second - first - 2), b = shuffled.mid(second, end - second);
        shuffled = shuffled.left(first) + b + ",\n" + a + shuffled.mid(end);
        const ProfilePtr reordered = loadOk(shuffled);
        const ProfilePtr p = loadOk(kV8Trace);
        QVERIFY(reordered && p);
        QCOMPARE(sampleList(*reordered, reordered->tracks()[1]), sampleList(*p, p->tracks()[1]));
        QCOMPARE(sampleList(*p, p->tracks()[1]).size(), 5);
        // Without the Profile event the samples stay on the sampling thread.
        QByteArray noProfile(kV8Trace);
        const qsizetype profile = noProfile.indexOf("{\"args\":{\"data\":{\"startTime\"");
        noProfile.remove(profile, noProfile.indexOf('\n', profile) - profile + 1);
        const ProfilePtr orphan = loadOk(noProfile);
        QVERIFY(orphan);
        QCOMPARE(trackNames(*orphan), QStringList({QStringLiteral("CrRendererMain"), QStringLiteral("v8:ProfEvntProc (CPU profile)")}));
        const Track *sampler = trackNamed(*orphan, QStringLiteral("v8:ProfEvntProc (CPU profile)"));
        QVERIFY(sampler);
        QCOMPARE(sampler->samples.size(), 5u);
        QCOMPARE(orphan->diagnostics().messages().filter(QStringLiteral("no Profile event")).size(), 1);
        QCOMPARE(orphan->diagnostics().messages().filter(QStringLiteral("no start time")).size(), 1);
    }

    void manyChunksInAnySpellingReadAlike()
    {
        // More chunks than a window of them (their samples are read on
        // another core a window behind their nodes): the same samples,
        // times and line ticks whether the arrays are plain numbers or
        // spelled otherwise (read as JSON), and an error in a late chunk
        // located in it.
        const auto trace = [](bool spelled, int badChunk) {
            QByteArray t = "{\"traceEvents\":[{\"args\":{\"data\":{\"startTime\":1000}},\"id\":\"0x1\",\"name\":\"Profile\",\"ph\":\"P\",\"pid\":1,\"tid\":1,\"ts\":1000}";
            for (int c = 0; c < 1500; ++c) {
                const int node = 2 + c;
                const QByteArray n = QByteArray::number(node), parent = QByteArray::number(c == 0 ? 1 : node - 1);
                const bool odd = spelled && c % 7 == 3;
                t += ",{\"args\":{\"data\":{\"cpuProfile\":{\"nodes\":[";
                if (c == 0)
                    t += "{\"callFrame\":{\"functionName\":\"(root)\"},\"id\":1},";
                t += "{\"callFrame\":{\"functionName\":\"f" + n + "\",\"url\":\"a.js\",\"lineNumber\":" + n + "},\"id\":" + n + ",\"parent\":" + parent + "}],";
                t += "\"samples\":[" + (odd ? "\"" + n + "\"" : n) + "," + n + "," + parent + "]},";
                if (c % 3 == 0)
                    t += "\"lines\":[" + (odd ? QByteArray("null") : QByteArray("0")) + ",4," + QByteArray::number(c % 5 + 1) + "],";
                const QByteArray delta = c == badChunk ? QByteArray("999999999999") : odd ? QByteArray("1e2") : QByteArray("100");
                t += "\"timeDeltas\":[" + delta + "," + delta + "," + (c == badChunk ? delta : odd ? QByteArray("100.0") : QByteArray("100")) + "]}},";
                t += "\"id\":\"0x1\",\"name\":\"ProfileChunk\",\"ph\":\"P\",\"pid\":1,\"tid\":2,\"ts\":" + QByteArray::number(1000 + c) + "}";
            }
            return t + "]}";
        };
        const ProfilePtr plain = loadOk(trace(false, -1));
        const ProfilePtr spelled = loadOk(trace(true, -1));
        QVERIFY(plain && spelled);
        const Track &a = plain->tracks().back(), &b = spelled->tracks().back();
        QCOMPARE(a.samples.size(), 4500u);
        QCOMPARE(sampleList(*spelled, b), sampleList(*plain, a));
        QVERIFY2(spelled->diagnostics().empty(), qPrintable(spelled->diagnostics().messages().join(QLatin1Char('|'))));
        QStringList ticksA, ticksB;
        for (FrameId f{0}; f < plain->frames().size(); ++f)
            if (const auto t = plain->frameAttributes().findNamed(f, plain->strings(), "positionTicks"))
                ticksA << plain->frameName(f) + attributeText(plain->strings(), *t);
        for (FrameId f{0}; f < spelled->frames().size(); ++f)
            if (const auto t = spelled->frameAttributes().findNamed(f, spelled->strings(), "positionTicks"))
                ticksB << spelled->frameName(f) + attributeText(spelled->strings(), *t);
        QCOMPARE(ticksB.size(), 1000); // the lines of two functions in each third chunk
        QCOMPARE(ticksB, ticksA);
        for (const bool spell : {false, true}) {
            const QByteArray bad = trace(spell, 1234);
            const LoadResult r = ProfileLoader::loadData(bad, QStringLiteral("x.json"));
            QVERIFY(!r.profile);
            QVERIFY2(r.error->message.contains(QStringLiteral("26 days")), qPrintable(r.error->toString()));
            const qint64 chunk = bad.indexOf("\"ts\":2234}"); // chunk 1234
            QVERIFY2(r.error->offset > bad.lastIndexOf("ProfileChunk", chunk - 100) && r.error->offset < chunk, qPrintable(r.error->toString()));
        }
    }

    void longArraysCutFromBatchesLeaveOtherValuesAlone()
    {
        // The sample arrays are blanked in each batch of events before the
        // JSON parser sees it: args under those keys elsewhere keep their
        // text, a key inside a string is no key, and a trace spelled with
        // spaces and newlines inside its arrays reads the same.
        // (Written with ' for ": moc reads raw strings as plain ones.)
        const ProfilePtr p = loadOk(QByteArray(R"v8([{'name':'T','ph':'X','pid':1,'tid':1,'ts':0,'dur':5,'args':{'samples':[1,2,3],'note':'\'samples\':[9]',)v8"
                                               R"v8('data':{'timeDeltas':[4, 5],'cpuProfile':{'samples':[6]}},'lines':{'columns':[7]}}}])v8")
                                        .replace('\'', '"'));
        QVERIFY(p);
        const Track &t = p->tracks().front();
        QCOMPARE(attributeOf(*p, t, 0, "samples"), QStringLiteral("[1,2,3]"));
        QCOMPARE(attributeOf(*p, t, 0, "note"), QStringLiteral(R"v8("samples":[9])v8"));
        QCOMPARE(attributeOf(*p, t, 0, "data"), QStringLiteral(R"v8({"timeDeltas":[4, 5],"cpuProfile":{"samples":[6]}})v8"));
        QCOMPARE(attributeOf(*p, t, 0, "lines"), QStringLiteral(R"v8({"columns":[7]})v8"));
        const ProfilePtr compact = loadOk(kV8Trace);
        const ProfilePtr indented = loadOk(QJsonDocument::fromJson(kV8Trace).toJson(QJsonDocument::Indented));
        QVERIFY(compact && indented);
        QCOMPARE(sampleList(*indented, indented->tracks().back()), sampleList(*compact, compact->tracks().back()));
        QCOMPARE(indented->tracks().back().samples.size(), 5u);
    }

    void longSampleArraysOverSeveralBatches()
    {
        // A trace of several batches (4 MiB each): every chunk's samples,
        // spaced, negative deltas and nodes that come a chunk after the
        // samples naming them, counted against the arrays written.
        QByteArray t = R"v8({"traceEvents":[{"args":{"data":{"startTime":0}},"id":"0x1","name":"Profile","ph":"P","pid":1,"tid":1,"ts":0})v8";
        std::map<QString, std::size_t> written;
        std::int64_t sumUs = 0;
        for (int c = 0; c < 500; ++c) {
            const bool spaced = c % 3 == 1;
            const QByteArray sep = spaced ? ",\n " : ",";
            QByteArray samples, deltas;
            for (int i = 0; i < 3000; ++i) {
                const int node = 2 + (i * 7 + c) % std::min(c + 2, 50); // up to c + 3, which the next chunk makes
                samples += (i ? sep : QByteArray()) + QByteArray::number(node);
                const int delta = i % 500 == 7 ? -3 : 10 + i % 5;
                deltas += (i ? sep : QByteArray()) + QByteArray::number(delta);
                sumUs += delta;
                ++written[QStringLiteral("f%1").arg(node)];
            }
            QByteArray nodes;
            if (c == 0)
                nodes = R"v8({"callFrame":{"functionName":"(root)"},"id":1},)v8";
            if (c + 2 <= 51)
                nodes += "{\"callFrame\":{\"functionName\":\"f" + QByteArray::number(c + 2) + "\",\"url\":\"a.js\"},\"id\":" +
                         QByteArray::number(c + 2) + ",\"parent\":1}";
            t += R"v8(,{"args":{"data":{"cpuProfile":{"nodes":[)v8" + nodes + R"v8(],"samples":)v8" + (spaced ? "[ " : "[") + samples +
                 (spaced ? "\n]" : "]") + R"v8(},"timeDeltas" : [)v8" + deltas + R"v8(]}},"id":"0x1","name":"ProfileChunk","ph":"P","pid":1,"tid":2,"ts":)v8" +
                 QByteArray::number(c + 1) + "}";
        }
        t += "]}";
        QVERIFY(t.size() > 2 * (4 << 20));
        const ProfilePtr p = loadOk(t);
        QVERIFY(p);
        const Track &track = p->tracks().back();
        QCOMPARE(track.samples.size(), std::size_t(500 * 3000));
        std::map<QString, std::size_t> read;
        for (std::uint32_t i = 0; i < track.samples.size(); ++i) {
            const StackId s = track.samples.stack(i);
            ++read[s == kNoId ? QStringLiteral("?") : p->frameName(p->stacks().frame(s))];
        }
        QCOMPARE(read, written);
        QCOMPARE(track.samples.time(track.samples.size() - 1), sumUs * kPsPerUs); // the profile starts at time zero
    }

    void cpuProfileEventOfOlderRecordings()
    {
        const ProfilePtr p = loadOk(R"v8([{"name":"CpuProfile","ph":"I","pid":7,"tid":1,"ts":5000,"cat":"disabled-by-default-devtools.timeline",)v8"
                                    R"v8("args":{"data":{"cpuProfile":{"nodes":[{"id":1,"callFrame":{"functionName":"(root)"},"children":[2]},)v8"
                                    R"v8({"id":2,"callFrame":{"functionName":"f","url":"a.js"}}],"startTime":5000,"endTime":5100,"samples":[2,2],"timeDeltas":[10,10]}}}},)v8"
                                    R"v8({"name":"Task","ph":"X","pid":7,"tid":1,"ts":5000,"dur":50}])v8");
        QVERIFY(p);
        QCOMPARE(trackNames(*p), QStringList({QStringLiteral("Thread 1"), QStringLiteral("Thread 1 (CPU profile)")}));
        QCOMPARE(spanList(*p, p->tracks()[0]), QStringList({QStringLiteral("Task@0+50000000")})); // no instant "CpuProfile"
        QCOMPARE(sampleList(*p, p->tracks()[1]), QStringList({QStringLiteral("10000000 f"), QStringLiteral("20000000 f")}));
    }

    void stackFramesSamplesAndSampleEvents()
    {
        const ProfilePtr p = loadOk(kStackFrameSamples);
        QVERIFY(p);
        // Threads of samples alone: their sample tracks alone.
        QCOMPARE(trackNames(*p), QStringList({QStringLiteral("main (CPU profile)"), QStringLiteral("Thread 11 (CPU profile)"),
                                              QStringLiteral("Thread 12 (CPU profile)")}));
        QCOMPARE(sampleList(*p, *trackNamed(*p, QStringLiteral("main (CPU profile)"))),
                 QStringList({QStringLiteral("0 main;run;work"), QStringLiteral("50000000 main;run"), QStringLiteral("100000000 0x10;0x20")}));
        QCOMPARE(sampleList(*p, *trackNamed(*p, QStringLiteral("Thread 11 (CPU profile)"))), QStringList({QStringLiteral("200000000 tick")}));
        QCOMPARE(sampleList(*p, *trackNamed(*p, QStringLiteral("Thread 12 (CPU profile)"))), QStringList({QStringLiteral("60000000 ")}));
        // Beside a thread's slices, the samples of each form go on their own
        // track after it.
        QByteArray sliced(kStackFrameSamples);
        sliced.replace(R"v8("traceEvents":[)v8", R"v8("traceEvents":[{"name":"Task","ph":"X","pid":1,"tid":10,"ts":100,"dur":200},)v8");
        const ProfilePtr besides = loadOk(sliced);
        QVERIFY(besides);
        QCOMPARE(trackNames(*besides), QStringList({QStringLiteral("main"), QStringLiteral("main (CPU profile)"), QStringLiteral("Thread 11 (CPU profile)"),
                                                    QStringLiteral("Thread 12 (CPU profile)")}));
        QCOMPARE(besides->tracks()[0].samples.size(), 0u);
        QCOMPARE(besides->tracks()[1].spans.size(), 0u);
        QCOMPARE(sampleList(*besides, besides->tracks()[1]).size(), 3);
        const QStringList warnings = p->diagnostics().messages();
        QVERIFY2(warnings.filter(QStringLiteral("1 sample(s) name a stack frame")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(warnings.filter(QStringLiteral("not shown")).isEmpty(), qPrintable(warnings.join(QLatin1Char('|'))));
        for (FrameId f{0}; f < p->frames().size(); ++f)
            if (p->frameName(f) == QStringLiteral("work"))
                QCOMPARE(p->strings().string(p->frames()[f].category), QStringLiteral("lib"));
    }

    void stackFrameIdsOfAnySpelling()
    {
        // Ids kept by number ("0", "7", "1048575", a number 7) and ids kept
        // by text (a leading zero, hex, past the number table, a word) are
        // each their own frame, parents named either way.
        const ProfilePtr p = loadOk(R"v8({"traceEvents":[{"name":"thread_name","ph":"M","pid":1,"tid":10,"args":{"name":"main"}}],)v8"
                                    R"v8("stackFrames":{"0":{"name":"root"},"7":{"name":"seven","parent":"0"},"07":{"name":"oh-seven","parent":"0"},)v8"
                                    R"v8("0x7":{"name":"hex","parent":"7"},"1048575":{"name":"last","parent":"07"},)v8"
                                    R"v8("1048576":{"name":"past","parent":"1048575"},"x":{"name":"word","parent":"1048576"}},)v8"
                                    R"v8("samples":[{"tid":10,"ts":1,"sf":"7"},{"tid":"10","ts":2,"sf":"07"},{"tid":10,"ts":3,"sf":"0x7"},)v8"
                                    R"v8({"tid":10,"ts":4,"sf":"1048576"},{"tid":10,"ts":5,"sf":"x"},{"tid":10,"ts":6,"sf":7}]})v8");
        QVERIFY(p);
        QCOMPARE(trackNames(*p), QStringList({QStringLiteral("main (CPU profile)")}));
        QCOMPARE(sampleList(*p, p->tracks().front()),
                 QStringList({QStringLiteral("0 root;seven"), QStringLiteral("1000000 root;oh-seven"), QStringLiteral("2000000 root;seven;hex"),
                              QStringLiteral("3000000 root;oh-seven;last;past"), QStringLiteral("4000000 root;oh-seven;last;past;word"),
                              QStringLiteral("5000000 root;seven")}));
    }

    void hostileSampleForms()
    {
        // Stack frames whose parents form a cycle, a chunk naming nodes no
        // chunk has, a chunk without deltas: all open, with warnings.
        const ProfilePtr cycle = loadOk(R"v8({"traceEvents":[{"name":"s","ph":"P","pid":1,"tid":1,"ts":1,"sf":"a"}],)v8"
                                        R"v8("stackFrames":{"a":{"name":"x","parent":"b"},"b":{"name":"y","parent":"a"}}})v8");
        QVERIFY(cycle);
        QCOMPARE(cycle->diagnostics().messages().filter(QStringLiteral("cycle")).size(), 1);
        QCOMPARE(sampleList(*cycle, cycle->tracks().front()), QStringList({QStringLiteral("0 y;x")})); // cut at b
        const ProfilePtr unknown = loadOk(R"v8([{"args":{"data":{"startTime":0}},"id":"0x2","name":"Profile","ph":"P","pid":1,"tid":1,"ts":0},)v8"
                                          R"v8({"args":{"data":{"cpuProfile":{"nodes":[{"callFrame":{"functionName":"(root)"},"id":1}],"samples":[1,5,6]},"timeDeltas":[1,1,1]}},"id":"0x2","name":"ProfileChunk","ph":"P","pid":1,"tid":2,"ts":5},)v8"
                                          R"v8({"args":{"data":{"cpuProfile":{"samples":[1,1]}}},"id":"0x2","name":"ProfileChunk","ph":"P","pid":1,"tid":2,"ts":6}])v8");
        QVERIFY(unknown);
        const QStringList warnings = unknown->diagnostics().messages();
        QVERIFY2(warnings.filter(QStringLiteral("2 sample(s) name a node")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(warnings.filter(QStringLiteral("differ in length by 2")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QCOMPARE(unknown->tracks().front().samples.size(), 5u);
    }

    void samplesBesideSlicesComeBackAsAProfile()
    {
        const ProfilePtr p = loadOk(kV8Trace);
        QVERIFY(p);
        const QByteArray json = writeChrome(*p);
        QVERIFY2(invalidTrace(json).isEmpty(), qPrintable(invalidTrace(json)));
        QVERIFY(json.contains(R"v8("name":"ProfileChunk")v8"));
        const ProfilePtr back = loadOk(json);
        QVERIFY(back);
        QVERIFY2(back->diagnostics().empty(), qPrintable(back->diagnostics().messages().join(QLatin1Char('|'))));
        // The samples as the renderer's, read back beside its slices again;
        // no thread of their own.
        QCOMPARE(json.count(R"v8("name":"thread_name")v8"), 1);
        QVERIFY(json.contains(R"v8("name":"Profile","pid":7,"tid":1,)v8"));
        QCOMPARE(trackNames(*back), trackNames(*p));
        for (std::size_t i = 0; i < p->tracks().size(); ++i) {
            QCOMPARE(spanList(*back, back->tracks()[i]), spanList(*p, p->tracks()[i]));
            QCOMPARE(sampleList(*back, back->tracks()[i]), sampleList(*p, p->tracks()[i]));
            QCOMPARE(back->tracks()[i].info.threadId, p->tracks()[i].info.threadId);
        }
        QCOMPARE(writeChrome(*back), json);
        // And as a .cpuprofile, the renderer's thread alone.
        const FormatModule *v8 = FormatRegistry::instance().writer(QStringLiteral("v8cpuprofile"));
        const ProfilePtr cpu = ProfileLoader::loadData(v8->write(*p, ReadContext()), QStringLiteral("x.cpuprofile")).profile;
        QVERIFY(cpu);
        QCOMPARE(sampleList(*cpu, cpu->tracks().front()), sampleList(*p, p->tracks()[1]));

        // A thread sampled without slices keeps its name and its samples.
        QByteArray noSlices(kV8Trace);
        const qsizetype task = noSlices.indexOf("{\"args\":{},\"cat\":\"devtools.timeline\"");
        noSlices.remove(task, noSlices.indexOf('\n', task) - task + 1);
        const ProfilePtr alone = loadOk(noSlices);
        QVERIFY(alone);
        QCOMPARE(trackNames(*alone), QStringList({QStringLiteral("CrRendererMain (CPU profile)")}));
        const QByteArray aloneJson = writeChrome(*alone);
        QVERIFY(aloneJson.contains(R"v8("name":"ProfileChunk")v8"));
        QVERIFY(aloneJson.contains(R"v8("args":{"name":"CrRendererMain"})v8"));
        const ProfilePtr aloneBack = loadOk(aloneJson);
        QVERIFY(aloneBack);
        QCOMPARE(trackNames(*aloneBack), trackNames(*alone));
        QCOMPARE(sampleList(*aloneBack, aloneBack->tracks().front()), sampleList(*alone, alone->tracks().front()));
    }

    void samplesOfAThreadFromElsewhereGoBesideItsSlices()
    {
        // A slice track and a sample track of one thread (pid 42, tid 1), as
        // other formats may give them, and samples of a thread without
        // slices.
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId main = b.addFrame("main"), work = b.addFrame("work");
        const StackId sMain = b.addStack(kNoId, main), sWork = b.addStack(sMain, work);
        const TrackId slices = b.addTrack({QStringLiteral("main thread"), QStringLiteral("app"), 1, 42, {}, {}});
        b.addSpan(slices, 0, 50 * kPsPerMs, b.addFrame("Task"));
        const TrackId samples = b.addTrack({QStringLiteral("main thread samples"), QStringLiteral("app"), 1, 42, {}, {}});
        const TrackId other = b.addTrack({QStringLiteral("worker"), QStringLiteral("app"), 2, 42, {}, {}});
        for (int i = 0; i < 4; ++i) {
            b.addSample(samples, i * 10 * kPsPerMs, i % 2 ? sWork : sMain);
            b.addSample(other, i * 10 * kPsPerMs, sWork);
        }
        const ProfilePtr p = b.build();
        const QByteArray json = writeChrome(*p);
        QVERIFY2(invalidTrace(json).isEmpty(), qPrintable(invalidTrace(json)));
        QVERIFY(json.contains(R"v8("name":"Profile","pid":42,"tid":1,)v8"));
        const ProfilePtr back = loadOk(json);
        QVERIFY(back);
        QCOMPARE(trackNames(*back), QStringList({QStringLiteral("main thread"), QStringLiteral("main thread (CPU profile)"), QStringLiteral("worker")}));
        QCOMPARE(spanList(*back, back->tracks()[0]), spanList(*p, p->tracks()[0]));
        QCOMPARE(sampleList(*back, back->tracks()[1]), sampleList(*p, p->tracks()[1]));
        QCOMPARE(back->tracks()[1].info.threadId, qint64(1));
        // A sampled thread without slices: its samples merged as spans, as
        // before.
        QCOMPARE(back->tracks()[2].spans.empty(), false);
        QCOMPARE(comparePathTotals(pathTotals(*p), pathTotals(*back)), QString());
    }
};

QTEST_GUILESS_MAIN(TestChromeTraceSamples)
#include "tst_chrometracesamples.moc"
