// Firefox Profiler files: a Gecko profile as Firefox writes it (tables of
// rows with schemas, a subprocess with its own clock and libraries, markers
// of every phase), processed profiles of the shared layout (version 70) and
// the per-thread one (version 55), what the reader refuses, the processed
// files the writer makes, read back with the same tree of totals, and the
// Gecko files the Gecko writer makes, read back the same by Hourglass and by
// speedscope's own importer (npm package, run under Node); a big profile's
// first thread, offered to show before the others are read.
#include "FirefoxProfilerFixtures.h"
#include "ManyThreadGecko.h"
#include "PathTotals.h"
#include "SpeedscopeImport.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "formats/firefoxprofiler/FirefoxProfilerKeys.h"
#include "io/Gzip.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

using namespace hg;
using namespace hg::test;
using hg::test::importWithSpeedscope;
using hg::test::SpeedscopeImport;

namespace {

LoadResult load(const QByteArray &bytes, const QString &name = QStringLiteral("profile.json"))
{
    return ProfileLoader::loadData(bytes, name);
}

ProfilePtr loadOk(const QByteArray &bytes, const QString &name = QStringLiteral("profile.json"))
{
    const LoadResult r = load(bytes, name);
    if (!r.profile)
        qWarning("%s", qPrintable(r.error ? r.error->toString() : QStringLiteral("no profile")));
    return r.profile;
}

QString loadError(const QByteArray &bytes)
{
    const LoadResult r = load(bytes);
    return r.error ? r.error->toString() : QString();
}

QByteArray writeFirefox(const Profile &p)
{
    return FormatRegistry::instance().writer(QStringLiteral("firefoxprofiler"))->write(p, ReadContext());
}

QByteArray writeGecko(const Profile &p)
{
    return FormatRegistry::instance().writer(QStringLiteral("gecko"))->write(p, ReadContext());
}

QString text(const Profile &p, StringId s) { return p.strings().string(s); }

const Track *trackNamed(const Profile &p, const QString &name, const QString &group = {})
{
    for (const Track &t : p.tracks())
        if (t.info.name == name && (group.isEmpty() || t.info.group == group))
            return &t;
    return nullptr;
}

QString attribute(const Profile &p, const AttributeTable &table, std::uint32_t owner, std::string_view key)
{
    const auto v = table.findNamed(owner, p.strings(), key);
    return v ? attributeText(p.strings(), *v) : QString();
}

// Sampled profile with weights and a gap: main > run > work.
ProfilePtr sampleProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    Frame work;
    work.name = b.intern("work");
    work.file = b.intern("work.cpp");
    work.line = 12;
    work.category = b.intern("Compute");
    const FrameId main = b.addFrame("main"), run = b.addFrame("run"), w = b.addFrame(work);
    const StackId sMain = b.addStack(kNoId, main), sRun = b.addStack(sMain, run), sWork = b.addStack(sRun, w);
    const TrackId t = b.addTrack({QStringLiteral("worker"), QStringLiteral("app"), 7, 3, {}, {}});
    b.addSample(t, 0, sMain);
    b.addSample(t, 10 * kPsPerMs, sWork, 4);
    b.addSample(t, 20 * kPsPerMs, sRun);
    b.addSample(t, 25 * kPsPerMs, kNoId);
    b.addSample(t, 40 * kPsPerMs, sWork);
    b.addSpan(t, 5 * kPsPerMs, 10 * kPsPerMs, b.addFrame("GC"));
    b.setStartEpochNs(1700000000000000000);
    return b.build();
}

} // namespace

class TestFirefoxProfiler : public QObject
{
    Q_OBJECT
private slots:
    void detection()
    {
        const FormatRegistry &r = FormatRegistry::instance();
        for (const QByteArray &file : {kGecko, kProcessed70, kProcessed55})
            QCOMPARE(r.detect(QByteArrayView(file).first(std::min<qsizetype>(1024, file.size())), QStringLiteral("profile.json"))->id,
                     QStringLiteral("firefoxprofiler"));
        QCOMPARE(r.writerForFileName(QStringLiteral("x.firefox.json"))->id, QStringLiteral("firefoxprofiler"));
        QCOMPARE(r.writerForFileName(QStringLiteral("x.firefox.json.gz"))->id, QStringLiteral("firefoxprofiler"));
    }

    void geckoProfile()
    {
        const ProfilePtr p = loadOk(kGecko);
        QVERIFY(p);
        QCOMPARE(p->formatId(), QStringLiteral("firefoxprofiler"));
        QCOMPARE(p->metadataString(firefox::key::kFormat), QStringLiteral("gecko"));
        QCOMPARE(p->metadataString("product"), QStringLiteral("Firefox"));
        QCOMPARE(*p->startEpochNs(), qint64(1700000000000) * 1000000);
        const Track *main = trackNamed(*p, QStringLiteral("GeckoMain"), QStringLiteral("Parent Process (pid 10)"));
        QVERIFY(main);
        QCOMPARE(main->info.processId, qint64(10));
        QCOMPARE(main->info.threadId, qint64(10));
        QCOMPARE(main->samples.size(), 5u);
        QCOMPARE(main->samples.time(0), kPsPerMs);
        QCOMPARE(main->samples.stack(4), StackId(kNoId));
        // Frames: the label, the script parsed, the address in libxul.
        const StackId leaf = main->samples.stack(1);
        const Frame &native = p->frames()[p->stacks().frame(leaf)];
        QCOMPARE(text(*p, native.name), QStringLiteral("libxul.so+0x100"));
        QCOMPARE(text(*p, native.module), QStringLiteral("libxul.so"));
        QCOMPARE(native.address, std::uint64_t(0x100));
        // It has no category of its own: its caller's.
        QCOMPARE(text(*p, native.category), QStringLiteral("JavaScript"));
        const Frame &script = p->frames()[p->stacks().frame(p->stacks().parent(leaf))];
        QCOMPARE(text(*p, script.name), QStringLiteral("run"));
        QCOMPARE(text(*p, script.file), QStringLiteral("https://example.com/app.js"));
        QCOMPARE(script.line, 12u);
        QCOMPARE(script.column, 5u);
        QCOMPARE(text(*p, p->frames()[p->stacks().frame(p->stacks().parent(main->samples.stack(0)))].category), QStringLiteral("Other"));
        // CPU deltas in ns are the samples' CPU time (none where null), the unit on the track.
        QCOMPARE(main->samples.cpuNs(2), std::optional<std::uint64_t>(2500));
        QCOMPARE(attribute(*p, main->attributes, 0, firefox::key::kCpuDeltaUnit), QStringLiteral("ns"));
        QVERIFY(!main->samples.cpuNs(0));
        QVERIFY(!main->sampleAttributes.findNamed(2, p->strings(), firefox::key::kCpuDelta));

        // Markers beside the samples: an interval, an instant, a start/end
        // pair, an end without its start.
        const Track *markers = trackNamed(*p, QStringLiteral("GeckoMain markers"), QStringLiteral("Parent Process (pid 10)"));
        QVERIFY(markers);
        QCOMPARE(markers->spans.size(), 4u);
        std::map<QString, std::uint32_t> byName;
        for (std::uint32_t i = 0; i < markers->spans.size(); ++i)
            byName[text(*p, p->frames()[markers->spans.frame(i)].name)] = i;
        const std::uint32_t styles = byName.at(QStringLiteral("Styles")), ipc = byName.at(QStringLiteral("IPC")),
                            timing = byName.at(QStringLiteral("UserTiming")), awake = byName.at(QStringLiteral("Awake"));
        QCOMPARE(markers->spans.start(styles), 1500 * kPsPerUs);
        QCOMPARE(markers->spans.duration(styles), kPsPerMs);
        QCOMPARE(attribute(*p, markers->spanAttributes, styles, "elementsTraversed"), QStringLiteral("12"));
        QCOMPARE(attribute(*p, markers->spanAttributes, styles, "type"), QStringLiteral("Styles"));
        QCOMPARE(markers->spans.duration(ipc), TimePs(0));
        QCOMPARE(attribute(*p, markers->spanAttributes, ipc, firefox::key::kPhase), QStringLiteral("instant"));
        QCOMPARE(markers->spans.start(timing), kPsPerMs);
        QCOMPARE(markers->spans.duration(timing), 3500 * kPsPerUs);
        QCOMPARE(attribute(*p, markers->spanAttributes, timing, "name"), QStringLiteral("work"));
        QCOMPARE(text(*p, p->frames()[markers->spans.frame(timing)].category), QStringLiteral("JavaScript"));
        QCOMPARE(markers->spans.start(awake), TimePs(0));
        QVERIFY(p->diagnostics().count() >= 1);

        // The subprocess: its clock 500 ms later, its nameless libxul named by breakpad id.
        const Track *content = trackNamed(*p, QStringLiteral("GeckoMain"), QStringLiteral("Web Content (pid 20)"));
        QVERIFY(content);
        QCOMPARE(content->samples.time(0), 500 * kPsPerMs);
        QCOMPARE(text(*p, p->frames()[p->stacks().frame(content->samples.stack(0))].name), QStringLiteral("libxul.so+0x10"));
        QCOMPARE(attribute(*p, content->attributes, 0, firefox::key::kProcessType), QStringLiteral("tab"));
        QVERIFY(!trackNamed(*p, QStringLiteral("GeckoMain markers"), QStringLiteral("Web Content (pid 20)")));

        // Gzipped, and inside the old DevTools panel's wrapper, it reads the same.
        const ProfilePtr gz = loadOk(Gzip::compress(kGecko), QStringLiteral("profile.json.gz"));
        QVERIFY(gz);
        QCOMPARE(comparePathTotals(pathTotals(*gz), pathTotals(*p)), QString());
        const ProfilePtr wrapped = loadOk("{\"profile\":" + kGecko + ",\"duration\":5}");
        QVERIFY(wrapped);
        QCOMPARE(comparePathTotals(pathTotals(*wrapped), pathTotals(*p)), QString());
    }

    void markerPayloadsInEverySpelling()
    {
        // Payload fields of every kind, texts and keys with escapes, a type
        // that is not the first field, payloads of changing types: each
        // field an attribute of its marker, as written.
        QByteArray gecko = kGecko;
        const QByteArray markers = "[[3,1.5,2.5,1,1,{\"type\":\"Styles\",\"elementsTraversed\":12}],[4,2.0,null,0,1,{\"type\":\"IPC\",\"otherPid\":\"20\"}],\n     [5,1.0,0,2,2,{\"type\":\"UserTiming\",\"name\":\"work\"}],[5,0,4.5,3,2],[6,0,3.0,3,1]]";
        QVERIFY(gecko.contains(markers));
        gecko.replace(markers, "[[3,1.5,2.5,1,1,{\"type\":\"Styles\",\"elementsTraversed\":12,\"ratio\":0.5,\"sync\":true,\"note\":null,\"stack\":{\"frames\":[1,2]}}],"
                               "[4,2.0,null,0,1,{\"type\":\"IPC\",\"otherPid\":\"20\",\"message\":\"a\\\"b\\\\c \\u00e9\"}],"
                               "[4,2.25,null,0,1,{\"typ\\u0065\":\"IPC\",\"otherPid\":\"21\"}],"
                               "[3,3.0,3.5,1,1,{\"elementsTraversed\":13,\"type\":\"Styles\"}],"
                               "[5,1.0,0,2,2,{\"type\":\"UserTiming\",\"name\":\"work\"}],[5,0,4.5,3,2],[6,0,3.0,3,1]]");
        const ProfilePtr p = loadOk(gecko);
        QVERIFY(p);
        const Track *track = trackNamed(*p, QStringLiteral("GeckoMain markers"), QStringLiteral("Parent Process (pid 10)"));
        QVERIFY(track);
        const auto at = [&](double ms) {
            for (std::uint32_t i = 0; i < track->spans.size(); ++i)
                if (track->spans.start(i) == TimePs(std::llround(ms * double(kPsPerMs))))
                    return i;
            return std::uint32_t(kNoId);
        };
        const std::uint32_t styles = at(1.5), ipc = at(2.0), escapedKey = at(2.25), typeLast = at(3.0);
        QVERIFY(styles != kNoId && ipc != kNoId && escapedKey != kNoId && typeLast != kNoId);
        const AttributeTable &a = track->spanAttributes;
        QCOMPARE(attribute(*p, a, styles, "ratio"), QStringLiteral("0.5"));
        QCOMPARE(attribute(*p, a, styles, "sync"), QStringLiteral("true"));
        QVERIFY(!a.findNamed(styles, p->strings(), "note"));
        QCOMPARE(attribute(*p, a, styles, "stack"), QStringLiteral("{\"frames\":[1,2]}"));
        QCOMPARE(attribute(*p, a, ipc, "message"), QStringLiteral("a\"b\\c \u00e9"));
        QCOMPARE(attribute(*p, a, ipc, "otherPid"), QStringLiteral("20"));
        QCOMPARE(attribute(*p, a, escapedKey, "type"), QStringLiteral("IPC"));
        QCOMPARE(attribute(*p, a, escapedKey, "otherPid"), QStringLiteral("21"));
        QCOMPARE(attribute(*p, a, typeLast, "type"), QStringLiteral("Styles"));
        QCOMPARE(attribute(*p, a, typeLast, "elementsTraversed"), QStringLiteral("13"));
        QCOMPARE(attribute(*p, a, styles, "elementsTraversed"), QStringLiteral("12"));
    }

    void perfScriptReportGecko()
    {
        // `perf script report gecko`: version 24, times on the perf clock
        // (startTime its first sample's, no date), "symbol (in dso)" names,
        // a process named by nothing but its threads.
        const ProfilePtr p = loadOk(kPerfGecko);
        QVERIFY(p);
        QVERIFY(!p->startEpochNs());
        const Track *app = trackNamed(*p, QStringLiteral("app"), QStringLiteral("app (pid 7)"));
        QVERIFY(app);
        QCOMPARE(app->samples.time(0), TimePs(0));
        QCOMPARE(app->samples.time(1), kPsPerMs);
        QVERIFY(trackNamed(*p, QStringLiteral("worker"), QStringLiteral("app (pid 7)")));
        const Frame &kernel = p->frames()[p->stacks().frame(app->samples.stack(0))];
        QCOMPARE(text(*p, kernel.name), QStringLiteral("do_syscall_64"));
        QCOMPARE(text(*p, kernel.module), QStringLiteral("[kernel.kallsyms]"));
        QCOMPARE(text(*p, kernel.category), QStringLiteral("Kernel"));
    }

    void processedProfile()
    {
        const ProfilePtr p = loadOk(kProcessed70);
        QVERIFY(p);
        QCOMPARE(p->metadataString(firefox::key::kFormat), QStringLiteral("processed"));
        QCOMPARE(p->metadataString(firefox::key::kVersion), QStringLiteral("70"));
        const Track *t = trackNamed(*p, QStringLiteral("app"), QStringLiteral("app (pid 77)"));
        QVERIFY(t);
        QCOMPARE(t->samples.size(), 4u);
        // Time deltas add up.
        QCOMPARE(t->samples.time(0), 10 * kPsPerMs);
        QCOMPARE(t->samples.time(3), 13 * kPsPerMs);
        QCOMPARE(t->samples.weight(1), 3u);
        // threadCPUDelta in µs: the samples' CPU time in ns.
        QCOMPARE(t->samples.cpuNs(1), std::optional<std::uint64_t>(900'000));
        QCOMPARE(t->samples.cpuNs(3), std::optional<std::uint64_t>(1'000'000));
        QVERIFY(!t->samples.cpuNs(0));
        QCOMPARE(attribute(*p, t->attributes, 0, firefox::key::kMainThread), QStringLiteral("true"));
        const StackId leaf = t->samples.stack(2);
        const Frame &l = p->frames()[p->stacks().frame(leaf)];
        QCOMPARE(text(*p, l.name), QStringLiteral("leaf"));
        QCOMPARE(text(*p, l.module), QStringLiteral("app")); // the frame's lib
        QCOMPARE(text(*p, l.category), QStringLiteral("User")); // inherited
        QCOMPARE(l.address, std::uint64_t(8192));
        const Frame &work = p->frames()[p->stacks().frame(p->stacks().parent(leaf))];
        QCOMPARE(text(*p, work.name), QStringLiteral("work"));
        QCOMPARE(text(*p, work.file), QStringLiteral("src/main.rs"));
        QCOMPARE(work.line, 7u);
        const Track *markers = trackNamed(*p, QStringLiteral("app markers"));
        QVERIFY(markers);
        QCOMPARE(markers->spans.size(), 2u);

        const ProfilePtr old = loadOk(kProcessed55);
        QVERIFY(old);
        const Track *o = trackNamed(*old, QStringLiteral("t"));
        QVERIFY(o);
        // tracing-ms: each sample lasts its weight, a gap after the first.
        QCOMPARE(o->samples.size(), 3u);
        const QMap<QString, qint64> totals = pathTotals(*old);
        QCOMPARE(totals.value(QStringLiteral("root")), 15 * kPsPerMs);
        QCOMPARE(totals.value(QStringLiteral("root;child")), 5 * kPsPerMs);
        const Frame &child = old->frames()[old->stacks().frame(o->samples.stack(1))];
        QCOMPARE(o->samples.stack(2), StackId(kNoId));
        QCOMPARE(text(*old, child.file), QStringLiteral("file.c"));
        QCOMPARE(child.line, 3u);
    }

    void refusesWhatItCannotRead()
    {
        QByteArray newer = kProcessed70;
        newer.replace("\"preprocessedProfileVersion\":70", "\"preprocessedProfileVersion\":71");
        QVERIFY(loadError(newer).contains(QStringLiteral("version 71")));
        QByteArray mismatched = kProcessed70;
        mismatched.replace("\"timeDeltas\":[10,1,1,1]", "\"timeDeltas\":[10,1,1]");
        QVERIFY(loadError(mismatched).contains(QStringLiteral("4 stacks but 3 times")));
        QByteArray loop = kProcessed55;
        loop.replace("\"prefix\":[null,0]", "\"prefix\":[1,0]");
        QVERIFY(loadError(loop).contains(QStringLiteral("loop")));
        QByteArray noStrings = kProcessed70;
        noStrings.replace("\"stringArray\"", "\"strings\"");
        QVERIFY(loadError(noStrings).contains(QStringLiteral("shared.stringArray")));
        // Indexes past the tables are warnings, not a crash.
        QByteArray badIndexes = kProcessed70;
        badIndexes.replace("\"name\":[0,1,5]", "\"name\":[0,99,-7]").replace("\"stack\":[0,1,2,1]", "\"stack\":[0,1,2,9]");
        const ProfilePtr p = loadOk(badIndexes);
        QVERIFY(p);
        QVERIFY(p->diagnostics().count() >= 2);
        // Threads are read after the file's structure, yet the error told
        // is the one a front-to-back read meets first: a thread's over a
        // break near the end of the file.
        QByteArray twoErrors = kGecko;
        twoErrors.replace("\"data\":[[1,1.0,0,null]", "\"data\":[7,[1,1.0,0,null]");
        QVERIFY(twoErrors != kGecko);
        QVERIFY(loadError(twoErrors).contains(QStringLiteral("table row")));
        QVERIFY(loadError(twoErrors + "x").contains(QStringLiteral("table row")));
        QVERIFY(loadError(twoErrors.left(twoErrors.size() - 2)).contains(QStringLiteral("table row")));
        QVERIFY(loadError(kGecko + "x").contains(QStringLiteral("after the end")));
        // Of two bad threads the first is told, whichever the cores read
        // together; and a bad thread before a break in its own array.
        const qsizetype from = kGecko.indexOf("\"threads\":[") + 11;
        const qsizetype to = kGecko.indexOf("],\n\"processes\"");
        QVERIFY(from > 11 && to > from);
        const QByteArray thread = kGecko.mid(from, to - from);
        QByteArray bad = thread;
        bad.replace("\"data\":[[1,1.0,0,null]", "\"data\":[7,[1,1.0,0,null]");
        for (const QByteArray &file : {kGecko.left(from) + bad + "," + thread + "," + bad + kGecko.mid(to),
                                       kGecko.left(from) + bad + ",@" + kGecko.mid(to)}) {
            const LoadResult r = load(file);
            QVERIFY(!r.profile && r.error);
            QVERIFY2(r.error->offset > from && r.error->offset < from + bad.size(), qPrintable(r.error->toString()));
        }
        // A thread's stack table is walked while the thread before is
        // added: a later thread's broken table is told with its name, its
        // stacks past the table counted as before, and threads that share
        // frames share their stacks.
        QByteArray named = thread;
        named.replace("\"name\":\"GeckoMain\"", "\"name\":\"Second\"");
        QVERIFY(named != thread);
        QByteArray looping = named;
        looping.replace("\"data\":[[null,0],[0,1],[1,2]]", "\"data\":[[null,0],[2,1],[1,2]]");
        QVERIFY(looping != named);
        const QString loopError = loadError(kGecko.left(from) + thread + "," + looping + kGecko.mid(to));
        QVERIFY2(loopError.contains(QStringLiteral("\"Second\"")) && loopError.contains(QStringLiteral("loop")), qPrintable(loopError));
        QByteArray past = named;
        past.replace("\"data\":[[null,0],[0,1],[1,2]]", "\"data\":[[null,0],[9,1],[1,2]]");
        QVERIFY(past != named);
        const ProfilePtr one = loadOk(kGecko);
        const ProfilePtr three = loadOk(kGecko.left(from) + thread + "," + thread + "," + past + kGecko.mid(to));
        QVERIFY(one && three);
        QCOMPARE(three->stacks().size(), one->stacks().size() + 2); // the stack past the table is a root, its child new
        QVERIFY(!one->diagnostics().messages().join(QLatin1Char(' ')).contains(QLatin1String("refer to stacks")));
        QVERIFY2(three->diagnostics().messages().join(QLatin1Char(' ')).contains(QLatin1String("1 sample(s) or stack(s) refer to stacks")),
                 qPrintable(three->diagnostics().messages().join(QLatin1Char('\n'))));

        // Cut anywhere: an error with an offset.
        for (const qsizetype cut : {qsizetype(1), kGecko.size() / 3, kGecko.size() / 2, kGecko.size() - 2}) {
            const LoadResult r = load(kGecko.left(cut));
            QVERIFY(!r.profile);
            QVERIFY2(r.error && r.error->offset >= 0, qPrintable(r.error ? r.error->toString() : QString()));
        }
    }

    void writesTheProcessedFormat()
    {
        const ProfilePtr p = sampleProfile();
        const QByteArray bytes = writeFirefox(*p);
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        const QJsonObject meta = root.value(QStringLiteral("meta")).toObject();
        QCOMPARE(meta.value(QStringLiteral("preprocessedProfileVersion")).toInt(), firefox::key::kProcessedVersion);
        QCOMPARE(meta.value(QStringLiteral("startTime")).toDouble(), 1700000000000.0);
        // Every column of the shared tables the profiler's web app reads.
        const QJsonObject shared = root.value(QStringLiteral("shared")).toObject();
        const std::map<QString, QStringList> columns = {
            {QStringLiteral("stackTable"), {QStringLiteral("frame"), QStringLiteral("prefixOffset")}},
            {QStringLiteral("frameTable"), {QStringLiteral("address"), QStringLiteral("lib"), QStringLiteral("inlineDepth"), QStringLiteral("category"),
                                            QStringLiteral("subcategory"), QStringLiteral("func"), QStringLiteral("nativeSymbol"),
                                            QStringLiteral("innerWindowID"), QStringLiteral("line"), QStringLiteral("column"), QStringLiteral("originalLocation")}},
            {QStringLiteral("funcTable"), {QStringLiteral("name"), QStringLiteral("isJS"), QStringLiteral("relevantForJS"), QStringLiteral("resource"),
                                           QStringLiteral("source"), QStringLiteral("lineNumber"), QStringLiteral("columnNumber"), QStringLiteral("originalLocation")}},
            {QStringLiteral("resourceTable"), {QStringLiteral("name"), QStringLiteral("host"), QStringLiteral("type")}},
            {QStringLiteral("nativeSymbols"), {QStringLiteral("libIndex"), QStringLiteral("address"), QStringLiteral("name"), QStringLiteral("functionSize")}},
            {QStringLiteral("sources"), {QStringLiteral("id"), QStringLiteral("filename"), QStringLiteral("startLine"), QStringLiteral("startColumn"),
                                         QStringLiteral("sourceMapURL"), QStringLiteral("content")}},
            {QStringLiteral("sourceLocationTable"), {QStringLiteral("source"), QStringLiteral("line"), QStringLiteral("column")}},
        };
        for (const auto &[table, names] : columns) {
            const QJsonObject t = shared.value(table).toObject();
            const int length = t.value(QStringLiteral("length")).toInt(-1);
            QVERIFY2(length >= 0, qPrintable(table));
            for (const QString &name : names)
                QVERIFY2(t.value(name).toArray().size() == length, qPrintable(table + QLatin1Char('.') + name));
        }
        QVERIFY(shared.value(QStringLiteral("stringArray")).isArray());
        // One grey category, the default.
        bool grey = false;
        for (const QJsonValue c : meta.value(QStringLiteral("categories")).toArray())
            grey = grey || c.toObject().value(QStringLiteral("color")).toString() == QStringLiteral("grey");
        QVERIFY(grey);
        const QJsonArray threads = root.value(QStringLiteral("threads")).toArray();
        QCOMPARE(threads.size(), 1);
        const QJsonObject thread = threads.at(0).toObject();
        QCOMPARE(thread.value(QStringLiteral("pid")).toString(), QStringLiteral("3"));
        QCOMPARE(thread.value(QStringLiteral("tid")).toInt(), 7);
        QCOMPARE(thread.value(QStringLiteral("samples")).toObject().value(QStringLiteral("weight")).toArray().size(), 5);
        QCOMPARE(thread.value(QStringLiteral("markers")).toObject().value(QStringLiteral("length")).toInt(), 1);

        // Read back: the same samples, the same tree.
        const ProfilePtr back = loadOk(bytes, QStringLiteral("out.firefox.json"));
        QVERIFY(back);
        QCOMPARE(comparePathTotals(pathTotals(*back), pathTotals(*p)), QString());
        const Track &t = back->tracks()[0];
        QCOMPARE(t.samples.size(), 5u);
        QCOMPARE(t.samples.weight(1), 4u);
        QCOMPARE(t.samples.stack(3), StackId(kNoId));
        QCOMPARE(*back->startEpochNs(), *p->startEpochNs());
    }

    void roundTripsFirefoxFiles()
    {
        for (const QByteArray &file : {kGecko, kProcessed70, kProcessed55}) {
            const ProfilePtr p = loadOk(file);
            QVERIFY(p);
            const QByteArray written = writeFirefox(*p);
            const ProfilePtr back = loadOk(written, QStringLiteral("out.firefox.json"));
            QVERIFY(back);
            QCOMPARE(comparePathTotals(pathTotals(*back), pathTotals(*p)), QString());
            QCOMPARE(back->tracks().size(), p->tracks().size());
            for (std::size_t i = 0; i < p->tracks().size(); ++i) {
                QCOMPARE(back->tracks()[i].info.name, p->tracks()[i].info.name);
                QCOMPARE(back->tracks()[i].info.group, p->tracks()[i].info.group);
                QCOMPARE(back->tracks()[i].samples.size(), p->tracks()[i].samples.size());
                QCOMPARE(back->tracks()[i].spans.size(), p->tracks()[i].spans.size());
                QCOMPARE(back->tracks()[i].sampleAttributes.size(), p->tracks()[i].sampleAttributes.size());
            }
            // Categories with their colours come back as they were.
            QCOMPARE(back->metadataString(firefox::key::kCategories), p->metadataString(firefox::key::kCategories));
        }
    }

    void cpuDeltasAreTheSamplesCpuTime()
    {
        // threadCPUDelta in ns or µs is the samples' CPU time, in ns; both
        // writers give it back in the file's unit.
        for (const QByteArray &file : {kGecko, kProcessed70}) {
            const ProfilePtr p = loadOk(file);
            QVERIFY(p);
            for (const QByteArray &written : {writeFirefox(*p), writeGecko(*p)}) {
                const ProfilePtr back = loadOk(written, QStringLiteral("out.json"));
                QVERIFY(back);
                for (const Track &t : p->tracks()) {
                    if (!t.samples.hasCpu())
                        continue;
                    const Track *b = trackNamed(*back, t.info.name, t.info.group);
                    QVERIFY(b);
                    QVERIFY(std::ranges::equal(b->samples.cpuColumn().first(t.samples.size()), t.samples.cpuColumn()));
                }
            }
        }
        // CPU cycles are no time: no CPU time, the values kept as they were.
        QByteArray cycles = kGecko;
        cycles.replace("\"threadCPUDelta\":\"ns\"", "\"threadCPUDelta\":\"variable CPU cycles\"");
        const ProfilePtr c = loadOk(cycles);
        QVERIFY(c);
        const Track *main = trackNamed(*c, QStringLiteral("GeckoMain"), QStringLiteral("Parent Process (pid 10)"));
        QVERIFY(main && !main->samples.hasCpu());
        QCOMPARE(attribute(*c, main->sampleAttributes, 2, firefox::key::kCpuDelta), QStringLiteral("2500"));
        const ProfilePtr back = loadOk(writeFirefox(*c), QStringLiteral("out.json"));
        QVERIFY(back);
        const Track *again = trackNamed(*back, QStringLiteral("GeckoMain"), QStringLiteral("Parent Process (pid 10)"));
        QVERIFY(again && !again->samples.hasCpu());
        QCOMPARE(attribute(*back, again->sampleAttributes, 2, firefox::key::kCpuDelta), QStringLiteral("2500"));
    }

    void writesTheGeckoFormat()
    {
        const ProfilePtr p = sampleProfile();
        const QByteArray bytes = writeGecko(*p);
        QCOMPARE(FormatRegistry::instance().detect(QByteArrayView(bytes).first(std::min<qsizetype>(1024, bytes.size())), QStringLiteral("x.json"))->id,
                 QStringLiteral("gecko"));
        QCOMPARE(FormatRegistry::instance().writerForFileName(QStringLiteral("x.gecko.json"))->id, QStringLiteral("gecko"));
        // The old DevTools panel's wrapper, which speedscope recognises by
        // its host and the profiler unwraps.
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.value(QStringLiteral("systemHost")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Firefox"));
        const QJsonObject profile = root.value(QStringLiteral("profile")).toObject();
        const QJsonObject meta = profile.value(QStringLiteral("meta")).toObject();
        QCOMPARE(meta.value(QStringLiteral("version")).toInt(), 34);
        QCOMPARE(meta.value(QStringLiteral("startTime")).toDouble(), 1700000000000.0);
        for (const char *key : {"markerSchema", "categories"})
            QVERIFY2(meta.value(QLatin1String(key)).isArray(), key);
        for (const char *key : {"libs", "threads", "processes", "pausedRanges"})
            QVERIFY2(profile.value(QLatin1String(key)).isArray(), key);
        QVERIFY(profile.value(QStringLiteral("sources")).toObject().value(QStringLiteral("data")).isArray());
        const QJsonArray threads = profile.value(QStringLiteral("threads")).toArray();
        QCOMPARE(threads.size(), 1);
        const QJsonObject thread = threads.at(0).toObject();
        QCOMPARE(thread.value(QStringLiteral("pid")).toInt(), 3);
        QCOMPARE(thread.value(QStringLiteral("tid")).toInt(), 7);
        // Rows in the column order speedscope reads without the schema:
        // stack and time of a sample, prefix and frame of a stack, the
        // location first in a frame; the profiler needs eventDelay.
        const QJsonObject samples = thread.value(QStringLiteral("samples")).toObject();
        const QJsonObject schema = samples.value(QStringLiteral("schema")).toObject();
        QCOMPARE(schema.value(QStringLiteral("stack")).toInt(-1), 0);
        QCOMPARE(schema.value(QStringLiteral("time")).toInt(-1), 1);
        QCOMPARE(schema.value(QStringLiteral("eventDelay")).toInt(-1), 2);
        const QJsonArray rows = samples.value(QStringLiteral("data")).toArray();
        QCOMPARE(rows.size(), 6); // and one where the last ends
        QVERIFY(rows.at(5).toArray().at(0).isNull());
        QCOMPARE(rows.at(5).toArray().at(1).toDouble(), 50.0); // 40 ms + the median interval, 10 ms
        QCOMPARE(thread.value(QStringLiteral("stackTable")).toObject().value(QStringLiteral("schema")).toObject().value(QStringLiteral("frame")).toInt(-1), 1);
        QCOMPARE(thread.value(QStringLiteral("frameTable")).toObject().value(QStringLiteral("schema")).toObject().value(QStringLiteral("location")).toInt(-1), 0);
        const QJsonArray strings = thread.value(QStringLiteral("stringTable")).toArray();
        QVERIFY(strings.contains(QStringLiteral("work (work.cpp:12)")));
        QCOMPARE(thread.value(QStringLiteral("markers")).toObject().value(QStringLiteral("data")).toArray().size(), 1);

        // Read back: the same samples, the same tree.
        const LoadResult back = load(bytes, QStringLiteral("out.gecko.json"));
        QVERIFY(back.profile);
        QCOMPARE(back.formatId, QStringLiteral("gecko"));
        QCOMPARE(comparePathTotals(pathTotals(*back.profile), pathTotals(*p)), QString());
        const Track &t = back.profile->tracks()[0];
        QCOMPARE(t.samples.countStanding(), p->tracks()[0].samples.countStanding());
        QCOMPARE(t.samples.weight(1), 4u);
        QCOMPARE(t.samples.stack(3), StackId(kNoId));
        QCOMPARE(back.profile->frames()[back.profile->stacks().frame(t.samples.stack(1))].line, 12u);
        QCOMPARE(*back.profile->startEpochNs(), *p->startEpochNs());
        QCOMPARE(back.profile->tracks()[1].spans.size(), 1u);
    }

    void roundTripsFirefoxFilesAsGecko()
    {
        for (const QByteArray &file : {kGecko, kProcessed70, kProcessed55, kPerfGecko}) {
            const ProfilePtr p = loadOk(file);
            QVERIFY(p);
            const ProfilePtr back = loadOk(writeGecko(*p), QStringLiteral("out.gecko.json"));
            QVERIFY(back);
            QCOMPARE(comparePathTotals(pathTotals(*back), pathTotals(*p)), QString());
            QCOMPARE(back->tracks().size(), p->tracks().size());
            for (std::size_t i = 0; i < p->tracks().size(); ++i) {
                const Track &was = p->tracks()[i], &is = back->tracks()[i];
                QCOMPARE(is.info.name, was.info.name);
                QCOMPARE(is.info.group, was.info.group);
                QCOMPARE(is.info.threadId, was.info.threadId);
                QCOMPARE(is.samples.countStanding(), was.samples.countStanding());
                QCOMPARE(is.spans.size(), was.spans.size());
            }
            QCOMPARE(back->metadataString(firefox::key::kCategories), p->metadataString(firefox::key::kCategories));
        }
        // Both modules give the categories' colours for the views.
        const ProfilePtr gecko = loadOk(kGecko);
        for (const char *id : {"firefoxprofiler", "gecko"}) {
            const auto colors = FormatRegistry::instance().module(QLatin1String(id))->categoryColors(*gecko);
            QCOMPARE(colors.size(), std::size_t(3));
            QCOMPARE(colors[2], std::make_pair(QStringLiteral("JavaScript"), QStringLiteral("yellow")));
        }
        // Counts without times are the processed format's.
        const ProfilePtr folded = loadOk("main;a 3\n", QStringLiteral("x.folded"));
        QVERIFY(folded);
        QVERIFY(!FormatRegistry::instance().writer(QStringLiteral("gecko"))->cannotWriteReason(*folded).isEmpty());
    }

    void speedscopeImportsWhatWeWrite_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::newRow("Gecko") << kGecko;
        QTest::newRow("processed v70") << kProcessed70;
        QTest::newRow("perf script report gecko") << kPerfGecko;
        QTest::newRow("made here") << QByteArray();
    }

    void speedscopeImportsWhatWeWrite()
    {
        QFETCH(QByteArray, source);
        const ProfilePtr p = source.isEmpty() ? sampleProfile() : loadOk(source);
        QVERIFY(p);
        const QByteArray written = writeGecko(*p);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("out.gecko.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(written);
        out.close();
        const SpeedscopeImport result = importWithSpeedscope(file);
        if (!result.skip.isEmpty())
            QSKIP(qPrintable(result.skip));
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QCOMPARE(result.profiles.size(), 1);
        const QJsonObject imported = result.profiles.at(0).toObject();
        QCOMPARE(imported.value(QStringLiteral("unit")).toString(), QStringLiteral("milliseconds"));

        // What Hourglass reads back of the first thread, the one speedscope
        // reads, counted as speedscope counts: a sample lasts until the next
        // one; its stack keeps the frames with a place in parentheses (a
        // file or a library) whose file is not Firefox's own (resource:,
        // self-hosted).
        const ProfilePtr back = loadOk(written, QStringLiteral("out.gecko.json"));
        QVERIFY(back);
        const Track &t = back->tracks().front();
        const auto kept = [&back](FrameId f) {
            const Frame &frame = back->frames()[f];
            const QString file = back->strings().string(frame.file);
            if (frame.file)
                return !file.startsWith(QStringLiteral("resource:")) && !file.startsWith(QStringLiteral("self-hosted"));
            return bool(frame.module);
        };
        std::map<QString, double> expected;
        for (std::uint32_t i = 0; i + 1 < t.samples.size(); ++i) {
            QStringList stack;
            for (StackId s = t.samples.weight(i) ? t.samples.stack(i) : StackId(kNoId); s != kNoId; s = back->stacks().parent(s))
                if (kept(back->stacks().frame(s)))
                    stack.prepend(back->frameName(back->stacks().frame(s)));
            const double ms = double(t.samples.time(i + 1) - t.samples.time(i)) / double(kPsPerMs);
            for (qsizetype depth = 1; depth <= stack.size(); ++depth)
                expected[stack.mid(0, depth).join(QLatin1Char(';'))] += ms;
        }
        QVERIFY(!expected.empty());
        QCOMPARE(hg::test::comparePaths(imported, expected), QString());
    }

    // A big profile of several threads: its first thread comes as a profile
    // of its own, then the whole, the same as without the first part.
    void offersTheFirstThreadOfABigProfile()
    {
        const QByteArray bytes = manyThreadGecko(4, 120000);
        QVERIFY(bytes.size() > (4 << 20));
        std::vector<ProfilePtr> parts;
        // The progress never goes back, and the part comes with the bytes
        // read for it (about the first of four threads).
        std::vector<qint64> progress;
        qint64 partDone = -1;
        ProfileLoader::Callbacks callbacks;
        callbacks.onProgress = [&progress](qint64 done, qint64) { progress.push_back(done); };
        callbacks.onPreview = [&](ProfilePtr part, qint64 done, qint64 total) {
            parts.push_back(std::move(part));
            partDone = done;
            QCOMPARE(total, qint64(bytes.size()));
            progress.push_back(done);
        };
        const LoadResult whole = ProfileLoader::loadData(bytes, QStringLiteral("many.json"), callbacks);
        QVERIFY(whole.profile);
        QCOMPARE(parts.size(), std::size_t(1));
        QVERIFY(partDone > bytes.size() / 8 && partDone < bytes.size() / 2);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QCOMPARE(progress.back(), qint64(bytes.size()));
        const Profile &part = *parts.front();
        QCOMPARE(part.tracks().size(), std::size_t(1));
        QCOMPARE(part.tracks()[0].info.name, whole.profile->tracks()[0].info.name);
        QCOMPARE(part.tracks()[0].samples.size(), std::size_t(120000));
        QCOMPARE(part.formatId(), whole.profile->formatId());
        QCOMPARE(pathTotals(part), pathTotals(*loadOk(manyThreadGecko(1, 120000))));
        QCOMPARE(whole.profile->tracks().size(), std::size_t(4));
        QCOMPARE(whole.profile->sampleCount(), std::size_t(4 * 120000));
        QCOMPARE(pathTotals(*whole.profile), pathTotals(*loadOk(bytes)));
    }

    // Where reading the first thread first would not pay: a small file, or
    // one whose first thread is most of it.
    void offersNoPartWhereItWouldNotPay()
    {
        for (const QByteArray &bytes : {manyThreadGecko(4, 1000), manyThreadGecko(1, 400000), manyThreadGecko(2, 200000)}) {
            std::size_t parts = 0;
            ProfileLoader::Callbacks callbacks;
            callbacks.onPreview = [&parts](ProfilePtr, qint64, qint64) { ++parts; };
            QVERIFY(ProfileLoader::loadData(bytes, QStringLiteral("many.json"), callbacks).profile);
            QCOMPARE(parts, std::size_t(0));
        }
    }

    void untimedAndRefused()
    {
        // Counts (collapsed stacks) go on a byte axis and come back as counts.
        // Names with escapes in JSON (a backslash, a quote, non-ASCII) come back whole.
        const ProfilePtr folded = loadOk("main;a 3\nmain;b\\c\"\xc3\xa9 5\n", QStringLiteral("x.folded"));
        QVERIFY(folded);
        const ProfilePtr back = loadOk(writeFirefox(*folded), QStringLiteral("out.firefox.json"));
        QVERIFY(back);
        QVERIFY(!back->tracks()[0].samples.timed());
        QCOMPARE(comparePathTotals(pathTotals(*back), pathTotals(*folded)), QString());
        // Spans alone are no sampled profile.
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("t"), {}, 1, 1, {}, {}});
        b.addSpan(t, 0, 10, b.addFrame("f"));
        QVERIFY(!FormatRegistry::instance().writer(QStringLiteral("firefoxprofiler"))->cannotWriteReason(*b.build()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFirefoxProfiler)
#include "tst_firefoxprofiler.moc"
