// V8 CPU profiles (.cpuprofile): a file node wrote on this machine, the
// inspector's Profiler.stop result and its protocol message, the old
// "head" format, the node tree given by children or by parents, time deltas
// out of order, hostile trees and sample lists, the writer's round trip
// (exact to the picosecond), and speedscope's own importer (npm package, run
// under Node) on what the writer wrote.
#include "PathTotals.h"
#include "SpeedscopeImport.h"
#include "analysis/ProfileMerger.h"
#include "formats/FormatRegistry.h"
#include "formats/MergeInputs.h"
#include "formats/ProfileLoader.h"
#include "formats/v8cpuprofile/V8CpuProfileKeys.h"
#include "formats/v8cpuprofile/V8LongArrays.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/FlatCounter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <map>
#include <random>

using namespace hg;
using hg::test::importWithSpeedscope;
using hg::test::SpeedscopeImport;

namespace {

// Written by `node --cpu-prof --cpu-prof-interval 10000 t.js` (node 20) for
//   function spin(ms) { const end = Date.now() + ms; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1); return x; }
//   spin(60);
const char kNodeFile[] = R"v8({"nodes":[{"id":1,"callFrame":{"functionName":"(root)","scriptId":"0","url":"","lineNumber":-1,"columnNumber":-1},"hitCount":0,"children":[2,3,11]},{"id":2,"callFrame":{"functionName":"(program)","scriptId":"0","url":"","lineNumber":-1,"columnNumber":-1},"hitCount":0},{"id":3,"callFrame":{"functionName":"","scriptId":"80","url":"node:internal/main/run_main_module","lineNumber":0,"columnNumber":0},"hitCount":0,"children":[4]},{"id":4,"callFrame":{"functionName":"executeUserEntryPoint","scriptId":"70","url":"node:internal/modules/run_main","lineNumber":154,"columnNumber":30},"hitCount":0,"children":[5]},{"id":5,"callFrame":{"functionName":"Module._load","scriptId":"65","url":"node:internal/modules/cjs/loader","lineNumber":1002,"columnNumber":23},"hitCount":0,"children":[6]},{"id":6,"callFrame":{"functionName":"Module.load","scriptId":"65","url":"node:internal/modules/cjs/loader","lineNumber":1256,"columnNumber":32},"hitCount":0,"children":[7]},{"id":7,"callFrame":{"functionName":"Module._extensions..js","scriptId":"65","url":"node:internal/modules/cjs/loader","lineNumber":1603,"columnNumber":36},"hitCount":0,"children":[8]},{"id":8,"callFrame":{"functionName":"Module._compile","scriptId":"65","url":"node:internal/modules/cjs/loader","lineNumber":1482,"columnNumber":36},"hitCount":0,"children":[9]},{"id":9,"callFrame":{"functionName":"","scriptId":"81","url":"file:///tmp/x/v8/tiny/t.js","lineNumber":0,"columnNumber":0},"hitCount":0,"children":[10]},{"id":10,"callFrame":{"functionName":"spin","scriptId":"81","url":"file:///tmp/x/v8/tiny/t.js","lineNumber":0,"columnNumber":13},"hitCount":4,"positionTicks":[{"line":1,"ticks":4}]},{"id":11,"callFrame":{"functionName":"(garbage collector)","scriptId":"0","url":"","lineNumber":-1,"columnNumber":-1},"hitCount":1}],"startTime":29055406569,"endTime":29055494815,"samples":[2,10,10,10,10,11],"timeDeltas":[4131,33419,3516,16509,10075,20056]})v8";
const char kNodeName[] = "CPU.20261126.090224.10113.0.001.cpuprofile";
const char kSpinPath[] = "(anonymous);executeUserEntryPoint;Module._load;Module.load;Module._extensions..js;Module._compile;(anonymous);spin";

// A small tree in node's layout: root -> main -> {a -> b, c}, and (idle).
QByteArray smallProfile(const QByteArray &samples, const QByteArray &deltas, const QByteArray &more = {})
{
    return R"v8({"nodes":[{"id":1,"callFrame":{"functionName":"(root)","scriptId":"0","url":"","lineNumber":-1,"columnNumber":-1},"children":[2,6]},)v8"
           R"v8({"id":2,"callFrame":{"functionName":"main","scriptId":"3","url":"file:///app.js","lineNumber":9,"columnNumber":4},"children":[3,5]},)v8"
           R"v8({"id":3,"callFrame":{"functionName":"a","scriptId":"3","url":"file:///app.js","lineNumber":19,"columnNumber":0},"children":[4]},)v8"
           R"v8({"id":4,"callFrame":{"functionName":"b","scriptId":"3","url":"file:///app.js","lineNumber":29,"columnNumber":2}},)v8"
           R"v8({"id":5,"callFrame":{"functionName":"c","scriptId":"3","url":"file:///app.js","lineNumber":39,"columnNumber":2}},)v8"
           R"v8({"id":6,"callFrame":{"functionName":"(idle)","scriptId":"0","url":"","lineNumber":-1,"columnNumber":-1}}],)v8"
           R"v8("startTime":1000,"endTime":2000,"samples":)v8" + samples + R"v8(,"timeDeltas":)v8" + deltas + more + "}";
}

// The tree of smallProfile(), each node naming its parent (as Chrome's
// trace chunks do), children listed first.
const char kByParent[] = R"v8({"nodes":[)v8"
    R"v8({"id":4,"parent":3,"callFrame":{"functionName":"b","url":"file:///app.js","lineNumber":29,"columnNumber":2}},)v8"
    R"v8({"id":3,"parent":2,"callFrame":{"functionName":"a","url":"file:///app.js","lineNumber":19,"columnNumber":0}},)v8"
    R"v8({"id":5,"parent":2,"callFrame":{"functionName":"c","url":"file:///app.js","lineNumber":39,"columnNumber":2}},)v8"
    R"v8({"id":2,"parent":1,"callFrame":{"functionName":"main","url":"file:///app.js","lineNumber":9,"columnNumber":4}},)v8"
    R"v8({"id":6,"parent":1,"callFrame":{"functionName":"(idle)","url":"","lineNumber":-1,"columnNumber":-1}},)v8"
    R"v8({"id":1,"callFrame":{"functionName":"(root)","url":"","lineNumber":-1,"columnNumber":-1}}],)v8"
    R"v8("startTime":1000,"endTime":2000,"samples":[4,5,6,2],"timeDeltas":[10,10,10,10]})v8";

LoadResult load(const QByteArray &bytes, const QString &name = QStringLiteral("profile.cpuprofile"))
{
    return ProfileLoader::loadData(bytes, name);
}

ProfilePtr loadOk(const QByteArray &bytes, const QString &name = QStringLiteral("profile.cpuprofile"))
{
    const LoadResult r = load(bytes, name);
    if (!r.profile)
        qWarning("%s", qPrintable(r.error ? r.error->toString() : QStringLiteral("cancelled")));
    return r.profile;
}

QString stackText(const Profile &p, StackId stack)
{
    QStringList names;
    for (StackId s = stack; s != kNoId; s = p.stacks().parent(s))
        names.prepend(p.frameName(p.stacks().frame(s)));
    return names.join(QLatin1Char(';'));
}

// "<ps> <path>" per sample, in the track's order.
QStringList sampleList(const Profile &p, const Track &t)
{
    QStringList out;
    for (std::uint32_t i = 0; i < t.samples.size(); ++i)
        out << QStringLiteral("%1 %2").arg(t.samples.time(i)).arg(stackText(p, t.samples.stack(i)));
    return out;
}

const Frame *frameNamed(const Profile &p, const QString &name)
{
    for (FrameId f{0}; f < p.frames().size(); ++f)
        if (p.frameName(f) == name)
            return &p.frames()[f];
    return nullptr;
}

QString frameAttribute(const Profile &p, const QString &name, std::string_view key)
{
    for (FrameId f{0}; f < p.frames().size(); ++f)
        if (p.frameName(f) == name)
            if (const std::optional<AttributeValue> v = p.frameAttributes().findNamed(f, p.strings(), key))
                return attributeText(p.strings(), *v);
    return {};
}

QByteArray writeV8(const Profile &p)
{
    const FormatModule *writer = FormatRegistry::instance().writer(QStringLiteral("v8cpuprofile"));
    Q_ASSERT(writer && writer->cannotWriteReason(p).isEmpty());
    return writer->write(p, ReadContext());
}

// A sampled profile made here: times with picosecond fractions, a sample
// without a stack, and a second sampled track.
ProfilePtr madeProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    const FrameId main = b.addFrame(Frame{b.intern("main"), b.intern("app.js"), {}, {}, 3, 7, 0, 0});
    const FrameId work = b.addFrame(Frame{b.intern("work"), b.intern("app.js"), {}, {}, 10, 1, 0, 0});
    const FrameId io = b.addFrame("io");
    const StackId sMain = b.addStack(StackId(kNoId), main);
    const StackId sWork = b.addStack(sMain, work);
    const StackId sIo = b.addStack(sWork, io);
    TrackInfo info;
    info.name = QStringLiteral("worker");
    const TrackId t = b.addTrack(info);
    const TimePs times[] = {5 * kPsPerUs, 1005 * kPsPerUs + 500000, 2005 * kPsPerUs + 1, 3005 * kPsPerUs, 4010 * kPsPerUs};
    const StackId stacks[] = {sMain, sWork, sIo, StackId(kNoId), sWork};
    for (int i = 0; i < 5; ++i)
        b.addSample(t, times[i], stacks[i]);
    TrackInfo other;
    other.name = QStringLiteral("other");
    const TrackId o = b.addTrack(other);
    b.addSample(o, 0, sIo);
    b.addSample(o, kPsPerMs, sIo);
    return b.build();
}

} // namespace

class TestV8CpuProfile : public QObject
{
    Q_OBJECT

private slots:
    void nodeFileAsNodeWroteIt()
    {
        const LoadResult r = load(kNodeFile, QString::fromLatin1(kNodeName));
        QVERIFY(r.profile);
        const Profile &p = *r.profile;
        QCOMPARE(r.formatId, QStringLiteral("v8cpuprofile"));
        QVERIFY2(p.diagnostics().empty(), qPrintable(p.diagnostics().messages().join(QLatin1Char('|'))));
        QCOMPARE(p.tracks().size(), std::size_t(1));
        const Track &t = p.tracks().front();
        QCOMPARE(t.info.name, QStringLiteral("Main thread"));
        QCOMPARE(t.info.group, QStringLiteral("Node.js process 10113"));
        QCOMPARE(t.info.processId, 10113);
        QCOMPARE(t.info.threadId, 0);
        // Every sample as the file has it: times since startTime, V8's
        // "(root)" no frame, an empty name "(anonymous)".
        const QString spin = QString::fromLatin1(kSpinPath);
        QCOMPARE(sampleList(p, t), QStringList({QStringLiteral("4131000000 (program)"),
                                                QStringLiteral("37550000000 ") + spin,
                                                QStringLiteral("41066000000 ") + spin,
                                                QStringLiteral("57575000000 ") + spin,
                                                QStringLiteral("67650000000 ") + spin,
                                                QStringLiteral("87706000000 (garbage collector)")}));
        QCOMPARE(p.duration(), TimePs(29055494815 - 29055406569) * kPsPerUs);
        // Lines and columns 1-based; V8's pseudo-functions as categories.
        const Frame *spinFrame = frameNamed(p, QStringLiteral("spin"));
        QVERIFY(spinFrame);
        QCOMPARE(p.strings().string(spinFrame->file), QStringLiteral("file:///tmp/x/v8/tiny/t.js"));
        QCOMPARE(spinFrame->line, 1u);
        QCOMPARE(spinFrame->column, 14u);
        QCOMPARE(spinFrame->category, StringId());
        QCOMPARE(p.strings().string(frameNamed(p, QStringLiteral("(program)"))->category), QStringLiteral("program"));
        QCOMPARE(p.strings().string(frameNamed(p, QStringLiteral("(garbage collector)"))->category), QStringLiteral("gc"));
        for (const QString &sample : sampleList(p, t))
            QVERIFY(!sample.contains(QStringLiteral("(root)")));
        // What V8 says of a function besides: its script, its hits per line.
        QCOMPARE(frameAttribute(p, QStringLiteral("spin"), v8cpuprofile::key::kScriptId), QStringLiteral("81"));
        QCOMPARE(frameAttribute(p, QStringLiteral("spin"), v8cpuprofile::key::kPositionTicks), QStringLiteral(R"v8([{"line":1,"ticks":4}])v8"));
        QCOMPARE(frameAttribute(p, QStringLiteral("(program)"), v8cpuprofile::key::kScriptId), QString());
    }

    void threadNamesFromNodesFileNames_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("track");
        QTest::addColumn<QString>("group");
        QTest::newRow("main") << QString::fromLatin1(kNodeName) << QStringLiteral("Main thread") << QStringLiteral("Node.js process 10113");
        QTest::newRow("worker") << QStringLiteral("CPU.20261126.090224.10113.2.003.cpuprofile") << QStringLiteral("Worker thread 2")
                                << QStringLiteral("Node.js process 10113");
        QTest::newRow("gzipped") << QStringLiteral("CPU.20261126.090224.77.1.002.cpuprofile.gz") << QStringLiteral("Worker thread 1")
                                 << QStringLiteral("Node.js process 77");
        QTest::newRow("other name") << QStringLiteral("Profile-20240101T120000.cpuprofile") << QStringLiteral("Profile-20240101T120000") << QString();
        QTest::newRow("json") << QStringLiteral("result.json") << QStringLiteral("result") << QString();
    }

    void threadNamesFromNodesFileNames()
    {
        QFETCH(QString, file);
        QFETCH(QString, track);
        QFETCH(QString, group);
        const ProfilePtr p = loadOk(kNodeFile, file);
        QVERIFY(p);
        QCOMPARE(p->tracks().front().info.name, track);
        QCOMPARE(p->tracks().front().info.group, group);
    }

    void detectsEveryFormAndNoOther()
    {
        const FormatRegistry &registry = FormatRegistry::instance();
        const QByteArray node(kNodeFile);
        for (const QByteArray &text : {node, "{\"profile\":" + node + "}", "{\"id\":3,\"result\":{\"profile\":" + node + "}}",
                                       QByteArray(R"v8({"typeId":"CPU","uid":1,"title":"x","head":{"functionName":"(root)","url":"","lineNumber":0,"children":[]}})v8"),
                                       QByteArray(R"v8({"startTime":1,"nodes":[],"samples":[],"timeDeltas":[]})v8")})
            QCOMPARE(registry.detect(text.left(1024), QStringLiteral("x.json"))->id, QStringLiteral("v8cpuprofile"));
        // A Chrome trace whose first events are a V8 profile's chunks.
        const QByteArray chunk = R"v8({"traceEvents":[{"args":{"data":{"cpuProfile":{"nodes":[{"callFrame":{"functionName":"(root)"},"id":1}],"samples":[1]},"timeDeltas":[5]}},"ph":"P","name":"ProfileChunk","pid":1,"tid":2,"ts":3,"id":"0x1"}]})v8";
        QCOMPARE(registry.detect(chunk, QStringLiteral("x.json"))->id, QStringLiteral("chrome"));
    }

    void inspectorResultAndItsMessage()
    {
        const ProfilePtr direct = loadOk(kNodeFile);
        const ProfilePtr result = loadOk("{\"profile\":" + QByteArray(kNodeFile) + "}");
        const ProfilePtr message = loadOk("{\"id\":7,\"result\":{\"profile\":" + QByteArray(kNodeFile) + "}}");
        QVERIFY(direct && result && message);
        QCOMPARE(sampleList(*result, result->tracks().front()), sampleList(*direct, direct->tracks().front()));
        QCOMPARE(sampleList(*message, message->tracks().front()), sampleList(*direct, direct->tracks().front()));
    }

    void parentLinksGiveTheSameTree()
    {
        // The tree by parents against the same tree by children lists.
        const ProfilePtr a = loadOk(kByParent);
        const ProfilePtr b = loadOk(smallProfile("[4,5,6,2]", "[10,10,10,10]"));
        QVERIFY(a && b);
        QCOMPARE(sampleList(*a, a->tracks().front()),
                 QStringList({QStringLiteral("10000000 main;a;b"), QStringLiteral("20000000 main;c"), QStringLiteral("30000000 (idle)"),
                              QStringLiteral("40000000 main")}));
        QCOMPARE(sampleList(*b, b->tracks().front()), sampleList(*a, a->tracks().front()));
        QVERIFY(a->diagnostics().empty());
    }

    void negativeDeltasAreOrderedByTime()
    {
        // V8 records samples of other threads' ticks late: deltas go back.
        const ProfilePtr p = loadOk(smallProfile("[4,5,2,3]", "[100,50,-30,80]"));
        QVERIFY(p);
        QCOMPARE(sampleList(*p, p->tracks().front()),
                 QStringList({QStringLiteral("100000000 main;a;b"), QStringLiteral("120000000 main"), QStringLiteral("150000000 main;c"),
                              QStringLiteral("200000000 main;a")}));
    }

    void lateSamplesAcrossStretchesAreOrderedByTime()
    {
        // A long profile is put in order a stretch of samples on each core,
        // then where stretches meet: late samples at and near the seams (the
        // stretches hold 2^20 samples), one very late (back across a seam),
        // and equal times, which keep the file's order.
        constexpr int kCount = 2'300'000;
        const std::map<int, int> late = {{1 << 20, -1500},       {(1 << 20) + 1, -2500}, {(1 << 20) + 7, -5'000'000},
                                         {(2 << 20) - 1, -1000}, {2 << 20, -1000},       {(2 << 20) + 3, -3000}};
        QByteArray samples = "[", deltas = "[";
        std::vector<std::pair<std::int64_t, int>> expected; // (µs since the start, node), in file order
        std::int64_t us = 0;
        for (int i = 0; i < kCount; ++i) {
            const int node = 2 + i % 5;
            const auto back = late.find(i);
            const int delta = back != late.end() ? back->second : 1000;
            us += delta;
            expected.emplace_back(us, node);
            samples += (i ? "," : "") + QByteArray::number(node);
            deltas += (i ? "," : "") + QByteArray::number(delta);
        }
        samples += "]";
        deltas += "]";
        std::stable_sort(expected.begin(), expected.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        const ProfilePtr p = loadOk(smallProfile(samples, deltas));
        QVERIFY(p);
        const Track &t = p->tracks().front();
        QCOMPARE(std::size_t(t.samples.size()), expected.size());
        const std::map<int, QString> leafOf = {{2, QStringLiteral("main")}, {3, QStringLiteral("a")}, {4, QStringLiteral("b")},
                                               {5, QStringLiteral("c")}, {6, QStringLiteral("(idle)")}};
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const TimePs since = t.samples.time(std::uint32_t(i)) - t.samples.time(0);
            if (since != (expected[i].first - expected.front().first) * 1'000'000 ||
                p->frameName(p->stacks().frame(t.samples.stack(std::uint32_t(i)))) != leafOf.at(expected[i].second))
                QFAIL(qPrintable(QStringLiteral("sample %1 out of place").arg(i)));
        }
    }

    void fractionalMicroseconds()
    {
        const ProfilePtr p = loadOk(smallProfile("[4,5]", "[1.5,0.000001]"));
        QVERIFY(p);
        QCOMPARE(sampleList(*p, p->tracks().front()), QStringList({QStringLiteral("1500000 main;a;b"), QStringLiteral("1500001 main;c")}));
    }

    void oldHeadFormat()
    {
        // v8-profiler and early DevTools: a nested tree, V8's 1-based lines,
        // start and end in seconds, absolute timestamps in microseconds.
        const QByteArray old = R"v8({"typeId":"CPU","uid":"1","title":"boot","head":{"functionName":"(root)","url":"","lineNumber":0,"callUID":1,"hitCount":0,"id":1,"children":[)v8"
            R"v8({"functionName":"main","url":"/srv/app.js","lineNumber":12,"columnNumber":3,"hitCount":1,"id":2,"children":[)v8"
            R"v8({"functionName":"work","url":"/srv/app.js","lineNumber":40,"hitCount":2,"id":3,"children":[]}]},)v8"
            R"v8({"functionName":"(program)","url":"","lineNumber":0,"hitCount":1,"id":4,"children":[]}]},)v8"
            R"v8("startTime":1.5,"endTime":1.6,"samples":[2,3,3,4],"timestamps":[1500100,1500200,1500300,1500350]})v8";
        const LoadResult r = load(old, QStringLiteral("boot.cpuprofile"));
        QVERIFY2(r.profile, qPrintable(r.error ? r.error->toString() : QString()));
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().front().info.name, QStringLiteral("boot"));
        QCOMPARE(sampleList(p, p.tracks().front()),
                 QStringList({QStringLiteral("100000000 main"), QStringLiteral("200000000 main;work"), QStringLiteral("300000000 main;work"),
                              QStringLiteral("350000000 (program)")}));
        QCOMPARE(frameNamed(p, QStringLiteral("main"))->line, 12u);
        QCOMPARE(frameNamed(p, QStringLiteral("main"))->column, 3u);
        QCOMPARE(frameNamed(p, QStringLiteral("work"))->column, 0u);
        QCOMPARE(p.duration(), 100 * kPsPerMs);
    }

    void hitCountsWithoutSamplesAreCounts()
    {
        const QByteArray counts = R"v8({"nodes":[{"id":1,"callFrame":{"functionName":"(root)"},"children":[2]},)v8"
                                  R"v8({"id":2,"callFrame":{"functionName":"main","url":"a.js"},"hitCount":7,"children":[3]},)v8"
                                  R"v8({"id":3,"callFrame":{"functionName":"f","url":"a.js"},"hitCount":3}]})v8";
        const ProfilePtr p = loadOk(counts);
        QVERIFY(p);
        const Track &t = p->tracks().front();
        QVERIFY(!t.samples.timed());
        QCOMPARE(t.samples.size(), 2u);
        QCOMPARE(t.samples.weight(0) + t.samples.weight(1), 10u);
        QCOMPARE(p->diagnostics().messages().filter(QStringLiteral("hit counts")).size(), 1);
    }

    void hostileTreesAndSamplesRecover_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("warning");
        QTest::addColumn<QStringList>("samples");
        QTest::newRow("samples naming no node") << smallProfile("[4,99,-1,\"x\",5]", "[10,10,10,10,10]") << QStringLiteral("3 sample(s) name a node")
            << QStringList({QStringLiteral("10000000 main;a;b"), QStringLiteral("20000000 "), QStringLiteral("30000000 "), QStringLiteral("40000000 "),
                            QStringLiteral("50000000 main;c")});
        QTest::newRow("no timeDeltas") << smallProfile("[4,5,6,2]", "null") << QStringLiteral("spread evenly")
            << QStringList({QStringLiteral("0 main;a;b"), QStringLiteral("250000000 main;c"), QStringLiteral("500000000 (idle)"),
                            QStringLiteral("750000000 main")});
        QTest::newRow("fewer deltas than samples") << smallProfile("[4,5,6]", "[10,20]") << QStringLiteral("differ in length by 1")
            << QStringList({QStringLiteral("10000000 main;a;b"), QStringLiteral("30000000 main;c"), QStringLiteral("30000000 (idle)")});
        QTest::newRow("a delta that is no number") << smallProfile("[4,5]", "[10,\"?\"]") << QStringLiteral("not numbers")
            << QStringList({QStringLiteral("10000000 main;a;b"), QStringLiteral("10000000 main;c")});
        const QByteArray cycle = R"v8({"nodes":[{"id":1,"parent":3,"callFrame":{"functionName":"x"}},{"id":2,"parent":1,"callFrame":{"functionName":"y"}},)v8"
                                 R"v8({"id":3,"parent":2,"callFrame":{"functionName":"z"}},{"id":4,"parent":4,"callFrame":{"functionName":"self"}}],)v8"
                                 R"v8("startTime":0,"samples":[1,4],"timeDeltas":[1,1]})v8";
        QTest::newRow("parents in a cycle") << cycle << QStringLiteral("2 cycle(s)")
            << QStringList({QStringLiteral("1000000 y;z;x"), QStringLiteral("2000000 self")});
        const QByteArray twice = R"v8({"nodes":[{"id":1,"callFrame":{"functionName":"(root)"},"children":[2,3]},{"id":2,"callFrame":{"functionName":"a"},"children":[3]},)v8"
                                 R"v8({"id":3,"callFrame":{"functionName":"b"},"children":[7]},{"id":2,"callFrame":{"functionName":"again"}}],)v8"
                                 R"v8("startTime":0,"samples":[3,2],"timeDeltas":[1,1]})v8";
        QTest::newRow("ids and children twice") << twice << QStringLiteral("more than one node")
            << QStringList({QStringLiteral("1000000 b"), QStringLiteral("2000000 a")});
    }

    void hostileTreesAndSamplesRecover()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, warning);
        QFETCH(QStringList, samples);
        const ProfilePtr p = loadOk(json);
        QVERIFY(p);
        const QStringList warnings = p->diagnostics().messages();
        QVERIFY2(warnings.filter(warning).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QCOMPARE(sampleList(*p, p->tracks().front()), samples);
    }

    void deepTreesByChildrenAndByParents()
    {
        // 100 000 nested calls: no recursion on the tree's depth.
        constexpr int kDepth = 100000;
        QByteArray children = R"v8({"nodes":[)v8";
        QByteArray parents = R"v8({"nodes":[)v8";
        for (int i = 1; i <= kDepth; ++i) {
            const QByteArray id = QByteArray::number(i);
            children += R"v8({"id":)v8" + id + ",\"callFrame\":{\"functionName\":\"f" + QByteArray::number(i % 7) + "\"}"
                + (i < kDepth ? R"v8(,"children":[)v8" + QByteArray::number(i + 1) + "]}," : QByteArray("}"));
            parents += R"v8({"id":)v8" + id + R"v8(,"callFrame":{"functionName":"f"})v8" + (i > 1 ? R"v8(,"parent":)v8" + QByteArray::number(i - 1) : QByteArray())
                + (i < kDepth ? "}," : "}");
        }
        const QByteArray tail = R"v8(],"startTime":0,"samples":[)v8" + QByteArray::number(kDepth) + R"v8(,1],"timeDeltas":[5,5]})v8";
        for (const QByteArray &json : {children + tail, parents + tail}) {
            const ProfilePtr p = loadOk(json);
            QVERIFY(p);
            QCOMPARE(p->stacks().depth(p->tracks().front().samples.stack(0)), std::size_t(kDepth));
        }
        // The old format nests node objects: beyond JSON's depth it is refused.
        QByteArray nested;
        for (int i = 0; i < 2000; ++i)
            nested += R"v8({"functionName":"f","id":)v8" + QByteArray::number(i + 1) + R"v8(,"children":[)v8";
        for (int i = 0; i < 2000; ++i)
            nested += "]}";
        const LoadResult r = load(R"v8({"head":)v8" + nested + R"v8(,"startTime":0,"samples":[],"timestamps":[]})v8");
        QVERIFY(!r.profile);
        QVERIFY2(r.error->message.contains(QStringLiteral("nest")), qPrintable(r.error->toString()));
    }

    void damagedInputSaysWhereAndWhat_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::addColumn<qint64>("offset");
        const QByteArray node(kNodeFile);
        QTest::newRow("cut short") << node.left(700) << QStringLiteral("JSON") << qint64(-2);
        QTest::newRow("an array") << QByteArray("  [1,2]") << QStringLiteral("JSON object") << qint64(2);
        QTest::newRow("no nodes") << QByteArray(R"v8({"title":"x","startTime":1,"endTime":2})v8") << QStringLiteral("no profile \"nodes\"") << qint64(0);
        QTest::newRow("deltas past 26 days") << smallProfile("[2,2,2]", "[2000000000000,2000000000000,2000000000000]")
                                             << QStringLiteral("26 days") << qint64(-2);
        QTest::newRow("empty") << QByteArray("\n") << QStringLiteral("empty") << qint64(0);
    }

    void damagedInputSaysWhereAndWhat()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QFETCH(qint64, offset);
        const LoadResult r = ProfileLoader::loadData(json, QStringLiteral("x.cpuprofile"));
        QVERIFY(!r.profile);
        QVERIFY(r.error);
        QVERIFY2(r.error->message.contains(message), qPrintable(r.error->toString()));
        if (offset >= 0)
            QCOMPARE(r.error->offset, offset);
        else
            QVERIFY2(r.error->offset > 0 || r.error->line > 0, qPrintable(r.error->toString())); // somewhere inside
    }

    void longArraysFoundByKeyAsByStructure()
    {
        // The key scan a Chrome trace's batches are blanked by finds the
        // arrays the structure scan finds, wherever a 64-byte block
        // starts; never a key inside a string, an escaped key, an array of
        // strings or of arrays.
        // (Written with ' for ": moc reads raw strings as plain ones.)
        const QByteArray json = QByteArray(R"j({'a':'\'samples\':[1,2]','b':{'samples' : [3, 4]},'c':'x\\','lines':[5],'d\'samples':[6],)j"
                                           R"j('e':[{'timeDeltas':[-7]}],'f':{'samples':['s']},'g':{'samples':[[1]]},'h':'timestamps\':[8]',)j"
                                           R"j('columns':)j" "\n" R"j([ 8 ,)j" "\n" R"j( 9 ],'timestamps':[],'samplesX':[1]})j")
                                    .replace('\'', '"');
        const auto texts = [](QByteArrayView file, const std::vector<V8LongArrays::Found> &found) {
            QStringList out;
            for (const V8LongArrays::Found &f : found)
                out << QString::fromUtf8(file.sliced(f.offset, f.size)) + QLatin1Char('@') + QString::number(int(f.kind));
            return out;
        };
        const QStringList expected = {QStringLiteral("[3, 4]@0"), QStringLiteral("[5]@3"), QStringLiteral("[-7]@1"),
                                      QStringLiteral("[ 8 ,\n 9 ]@4"), QStringLiteral("[]@2")};
        QCOMPARE(texts(json, V8LongArrays::find(json)), expected);
        for (int shift = 0; shift < 70; ++shift) {
            const QByteArray padded = QByteArray(shift, ' ') + json + QByteArray(64, ' ');
            const QByteArrayView text(padded.constData(), padded.size() - 64);
            QCOMPARE(texts(text, V8LongArrays::findByKey(text)), expected);
        }
    }

    void lineTicksCountLikeAMap()
    {
        // The flat table the line ticks are counted in: the counts a map
        // gives, through its growth, for every key (all bits set too).
        FlatCounter counter;
        std::map<std::uint64_t, std::uint64_t> expected;
        std::mt19937_64 random(7);
        for (int i = 0; i < 200000; ++i) {
            const std::uint64_t key = i % 1000 == 0 ? ~std::uint64_t(0) : (random() % 5000) << (i % 2 ? 32 : 0);
            counter.add(key, std::uint64_t(i % 3 + 1));
            expected[key] += std::uint64_t(i % 3 + 1);
        }
        std::map<std::uint64_t, std::uint64_t> counted;
        counter.forEach([&counted](std::uint64_t key, std::uint64_t count) { QVERIFY(counted.emplace(key, count).second); });
        QCOMPARE(counted, expected);
    }

    void longArraysReadLikeShortOnes_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("on one core") << 150000;
        QTest::newRow("each array on a core of its own") << 2200000; // arrays past 4 MiB
    }

    void longArraysReadLikeShortOnes()
    {
        // Past a MiB the sample arrays are read from the text by a tight
        // loop: the same samples as the JSON path gives (which a quoted id
        // sends the whole array to), decimals, spaces, late samples and all.
        QFETCH(int, count);
        QByteArray samples = "[", quoted = "[", deltas = "[";
        for (int i = 0; i < count; ++i) {
            const char *sep = i == 0 ? "" : i % 101 == 0 ? ", " : ",";
            const int node = 2 + i % 5;
            samples += sep + QByteArray::number(node);
            quoted += sep + (i == 7 ? "\"" + QByteArray::number(node) + "\"" : QByteArray::number(node));
            deltas += sep + (i % 997 == 5 ? QByteArray("-120") : i % 13 == 0 ? QByteArray("1000.25") : QByteArray::number(900 + i % 200));
        }
        samples += "]";
        quoted += "]";
        deltas += " ]";
        const ProfilePtr tight = loadOk(smallProfile(samples, deltas));
        const ProfilePtr json = loadOk(smallProfile(quoted, deltas));
        const ProfilePtr wrapped = loadOk("{\"profile\":" + smallProfile(samples, deltas) + "}");
        QVERIFY(tight && json && wrapped);
        const QStringList list = sampleList(*tight, tight->tracks().front());
        QCOMPARE(list.size(), count);
        QCOMPARE(list, sampleList(*json, json->tracks().front()));
        QCOMPARE(list, sampleList(*wrapped, wrapped->tracks().front()));
        QCOMPARE(list.at(0), QStringLiteral("1000250000 main"));
        QVERIFY(tight->diagnostics().empty());
        // An error is located in the file: in a long array, and in the rest.
        const QByteArray tooLong = smallProfile(samples, "[" + QByteArray("2000000000000,").repeated(count - 1) + "1]");
        const LoadResult r = load(tooLong);
        QVERIFY(!r.profile);
        QVERIFY2(r.error->message.contains(QStringLiteral("26 days")), qPrintable(r.error->toString()));
        const qint64 deltasAt = tooLong.indexOf("\"timeDeltas\":[") + 14;
        QCOMPARE(r.error->offset, deltasAt + 14); // the second delta runs past 2^61 ps
        // ... and far into it, after many blocks of numbers.
        QByteArray lateDeltas = "[" + QByteArray("1000,").repeated(count / 2) + "999999999999,999999999999,";
        const qint64 lateAt = lateDeltas.size();
        lateDeltas += "999999999999," + QByteArray("1000,").repeated(count / 2 - 4) + "1000]";
        const QByteArray late = smallProfile(samples, lateDeltas);
        const LoadResult l = load(late);
        QVERIFY(!l.profile);
        QCOMPARE(l.error->offset, late.indexOf("\"timeDeltas\":[") + 13 + lateAt);
        QByteArray broken = smallProfile(samples, deltas);
        broken.replace("\"endTime\":2000", "\"endTime\":2000 x");
        const LoadResult b = load(broken);
        QVERIFY(!b.profile);
        QVERIFY2(std::abs(b.error->offset - broken.indexOf(" x")) <= 2, qPrintable(b.error->toString()));
        QCOMPARE(b.error->line, 1);
    }

    void writtenFileReadsBackExactly()
    {
        const ProfilePtr source = loadOk(kNodeFile, QString::fromLatin1(kNodeName));
        QVERIFY(source);
        const QByteArray written = writeV8(*source);
        const QJsonObject json = QJsonDocument::fromJson(written).object();
        QCOMPARE(json.keys(), QStringList({QStringLiteral("endTime"), QStringLiteral("nodes"), QStringLiteral("samples"),
                                           QStringLiteral("startTime"), QStringLiteral("timeDeltas")}));
        QCOMPARE(json.value(QStringLiteral("startTime")).toDouble(), 29055406569.0);
        QCOMPARE(json.value(QStringLiteral("endTime")).toDouble(), 29055494815.0);
        QCOMPARE(json.value(QStringLiteral("timeDeltas")).toArray(),
                 QJsonArray({4131, 33419, 3516, 16509, 10075, 20056}));
        const QJsonObject root = json.value(QStringLiteral("nodes")).toArray().at(0).toObject();
        QCOMPARE(root.value(QStringLiteral("id")).toInt(), 1);
        QCOMPARE(root.value(QStringLiteral("callFrame")).toObject().value(QStringLiteral("functionName")).toString(), QStringLiteral("(root)"));
        QCOMPARE(json.value(QStringLiteral("nodes")).toArray().size(), 11); // the same tree, (program)'s node too
        // Call frames as V8 writes them: 0-based, "" for an anonymous function.
        bool sawSpin = false;
        for (const QJsonValue n : json.value(QStringLiteral("nodes")).toArray()) {
            const QJsonObject frame = n.toObject().value(QStringLiteral("callFrame")).toObject();
            if (frame.value(QStringLiteral("functionName")).toString() == QStringLiteral("spin")) {
                QCOMPARE(frame.value(QStringLiteral("lineNumber")).toInt(), 0);
                QCOMPARE(frame.value(QStringLiteral("columnNumber")).toInt(), 13);
                QCOMPARE(frame.value(QStringLiteral("scriptId")).toString(), QStringLiteral("81"));
                sawSpin = true;
            }
            QVERIFY(frame.value(QStringLiteral("functionName")).toString() != QStringLiteral("(anonymous)"));
        }
        QVERIFY(sawSpin);
        const ProfilePtr back = loadOk(written, QString::fromLatin1(kNodeName));
        QVERIFY(back);
        QCOMPARE(sampleList(*back, back->tracks().front()), sampleList(*source, source->tracks().front()));
        QCOMPARE(back->duration(), source->duration());
        QCOMPARE(writeV8(*back), written);
    }

    void anySampledProfileIsWritten()
    {
        // Fractions of a microsecond, a sample without a stack (on the
        // root); a .cpuprofile holds one thread: the first with samples.
        const ProfilePtr made = madeProfile();
        const QByteArray written = writeV8(*made);
        const ProfilePtr back = loadOk(written);
        QVERIFY(back);
        QCOMPARE(back->tracks().size(), std::size_t(1));
        QCOMPARE(sampleList(*back, back->tracks().front()), sampleList(*made, made->tracks().front()));
        const Frame *main = frameNamed(*back, QStringLiteral("main"));
        QVERIFY(main);
        QCOMPARE(main->line, 3u);
        QCOMPARE(main->column, 7u);
        QVERIFY(written.contains(R"v8("timeDeltas":[5,1000.5,999.500001,999.999999,1005])v8"));
    }

    void writerSaysWhatItCannotHold()
    {
        const FormatModule &writer = *FormatRegistry::instance().writer(QStringLiteral("v8cpuprofile"));
        ProfileBuilder spans(QStringLiteral("test"));
        const TrackId t = spans.addTrack(TrackInfo{QStringLiteral("t"), {}, -1, -1, {}, {}});
        spans.addSpan(t, 0, 10, spans.addFrame("f"));
        QVERIFY(writer.cannotWriteReason(*spans.build()).contains(QStringLiteral("none")));
        const ProfilePtr counts = loadOk("a;b 3\na 1\n", QStringLiteral("x.folded"));
        QVERIFY(counts);
        QVERIFY(writer.cannotWriteReason(*counts).contains(QStringLiteral("without times")));
    }

    void nodesFilesOpenAsThreadsOfOneDocument()
    {
        // node writes a file per thread; merged, each is a track of its own,
        // named after its thread.
        QTemporaryDir dir;
        const QByteArray worker = smallProfile("[4,5,6]", "[10,10,10]");
        const QString mainFile = dir.filePath(QString::fromLatin1(kNodeName));
        const QString workerFile = dir.filePath(QStringLiteral("CPU.20261126.090224.10113.1.002.cpuprofile"));
        for (const auto &[path, bytes] : {std::pair{mainFile, QByteArray(kNodeFile)}, std::pair{workerFile, worker}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        std::optional<LoadError> error;
        const QStringList files = MergeInputs::expand({dir.path()}, &error);
        QCOMPARE(files.size(), 2);
        const MergeInputs::Loaded loaded = MergeInputs::load(files);
        QVERIFY(loaded.errors.empty());
        const ProfilePtr merged = ProfileMerger::merge(loaded.sources);
        QVERIFY(merged);
        QCOMPARE(merged->tracks().size(), std::size_t(2));
        QStringList names;
        for (const Track &t : merged->tracks())
            names << t.info.group + QStringLiteral(" / ") + t.info.name;
        names.sort();
        QCOMPARE(names, QStringList({QString::fromLatin1(kNodeName) + QStringLiteral(" / Main thread"),
                                     QStringLiteral("CPU.20261126.090224.10113.1.002.cpuprofile / Worker thread 1")}));
        QCOMPARE(merged->sampleCount(), std::size_t(9));
    }

    void speedscopeImportsWhatWeWrite_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("node's file") << QStringLiteral("node");
        QTest::newRow("made here") << QStringLiteral("made");
    }

    void speedscopeImportsWhatWeWrite()
    {
        QFETCH(QString, source);
        const ProfilePtr p = source == QStringLiteral("node") ? loadOk(kNodeFile, QString::fromLatin1(kNodeName)) : madeProfile();
        QVERIFY(p);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("out.cpuprofile"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(writeV8(*p));
        out.close();
        const SpeedscopeImport result = importWithSpeedscope(file);
        if (!result.skip.isEmpty())
            QSKIP(qPrintable(result.skip));
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        const QJsonArray &profiles = result.profiles;
        QCOMPARE(profiles.size(), 1);
        const QJsonObject imported = profiles.at(0).toObject();
        QCOMPARE(imported.value(QStringLiteral("unit")).toString(), QStringLiteral("microseconds"));

        // What Hourglass reads back, counted as speedscope counts: a sample
        // lasts until the next one and the last one not at all; (program)
        // and (garbage collector) go on top of the stack before them;
        // "(root)" (a sample without a stack) and "(idle)" open no frame;
        // an anonymous function is named after its file and line.
        const ProfilePtr back = loadOk(writeV8(*p));
        QVERIFY(back);
        const Track &t = back->tracks().front();
        const auto speedscopeName = [&back](FrameId f) {
            const Frame &frame = back->frames()[f];
            const QString name = back->frameName(f);
            if (name != QStringLiteral("(anonymous)") || !frame.file)
                return name;
            return QStringLiteral("(anonymous %1:%2)").arg(back->strings().string(frame.file).section(QLatin1Char('/'), -1)).arg(frame.line);
        };
        std::map<QString, double> expected;
        QStringList stack;
        for (std::uint32_t i = 0; i + 1 < t.samples.size(); ++i) {
            const StackId s = t.samples.stack(i);
            if (i == 0 || s != t.samples.stack(i - 1)) {
                const QString top = s == kNoId ? QString() : back->frameName(back->stacks().frame(s));
                if (top == QStringLiteral("(program)") || top == QStringLiteral("(garbage collector)")) {
                    stack << top;
                } else {
                    stack.clear();
                    if (top != QStringLiteral("(idle)"))
                        for (StackId up = s; up != kNoId; up = back->stacks().parent(up))
                            stack.prepend(speedscopeName(back->stacks().frame(up)));
                }
            }
            const double us = double(t.samples.time(i + 1) - t.samples.time(i)) / double(kPsPerUs);
            for (qsizetype depth = 1; depth <= stack.size(); ++depth)
                expected[stack.mid(0, depth).join(QLatin1Char(';'))] += us;
        }
        QCOMPARE(hg::test::comparePaths(imported, expected), QString());
    }
};

QTEST_GUILESS_MAIN(TestV8CpuProfile)
#include "tst_v8cpuprofile.moc"

