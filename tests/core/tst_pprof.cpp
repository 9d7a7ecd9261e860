// pprof (profile.proto): a Go-shaped CPU profile and a heap profile built
// field by field, node numbering and path sums, damaged input, round trips
// of span, sampled, aggregated and corpus profiles, and `go tool pprof -top`
// reading what we write (node labels: tst_pprofnodelabels).
#include "CorpusDir.h"
#include "PathTotals.h"
#include "PprofProfiles.h"
#include "formats/FormatRegistry.h"
#include "formats/ProtoWriter.h"
#include "io/ReadContext.h"
#include "io/Gzip.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace hg;
using namespace hg::test;

class TestPprof : public QObject
{
    Q_OBJECT
private slots:
    void detection()
    {
        const FormatRegistry &r = FormatRegistry::instance();
        QCOMPARE(r.detect(cpuProfile(), QStringLiteral("x.pb"))->id, QStringLiteral("pprof"));
        QCOMPARE(r.detect(heapProfile(), QStringLiteral("x"))->id, QStringLiteral("pprof"));
        QCOMPARE(r.writerForFileName(QStringLiteral("cpu.pb.gz"))->id, QStringLiteral("pprof"));
        QCOMPARE(r.writerForFileName(QStringLiteral("cpu.pprof"))->id, QStringLiteral("pprof"));
        QCOMPARE(r.writerForFileName(QStringLiteral("x.xplane.pb"))->id, QStringLiteral("xplane"));
        const FormatModule *tiny = r.detect(QByteArrayView("\x0a\x02\x08\x01"), QStringLiteral("x.txt"));
        QVERIFY(!tiny || tiny->id != QLatin1String("pprof")); // one field is not enough
        // The probe sees the first KiB, which may end inside any field.
        const QByteArray whole = cpuProfile();
        for (qsizetype n = 64; n <= whole.size(); ++n)
            QVERIFY2(r.detect(QByteArrayView(whole).first(n), QStringLiteral("x.pb"))->id == QLatin1String("pprof"),
                     qPrintable(QStringLiteral("a head of %1 bytes").arg(n)));
    }

    void goCpuProfile()
    {
        QString error;
        const ProfilePtr p = read(cpuProfile(), &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->formatId(), QStringLiteral("pprof"));
        QCOMPARE(p->tracks().size(), std::size_t(2));
        QCOMPARE(p->tracks()[0].info.name, QStringLiteral("worker")); // from the thread label
        QCOMPARE(p->tracks()[1].info.name, QStringLiteral("cpu"));
        QCOMPARE(*p->startEpochNs(), qint64(1700000000000000000));
        QCOMPARE(p->duration(), 1500 * kPsPerMs);
        QCOMPARE(p->metadataString("sample_types"), QStringLiteral("samples/count,cpu/nanoseconds"));
        QCOMPARE(p->metadataString("sample_type"), QStringLiteral("cpu/nanoseconds"));
        QCOMPARE(p->metadataString("period"), QStringLiteral("10000000"));
        const QMap<QString, qint64> totals = pathTotals(*p);
        QCOMPARE(totals.value(QStringLiteral("runtime.main")), 40 * kPsPerMs);
        QCOMPARE(totals.value(QStringLiteral("runtime.main;main.main")), 40 * kPsPerMs);
        // The inlined function is a callee of the function it was inlined into.
        QCOMPARE(totals.value(QStringLiteral("runtime.main;main.main;main.work;main.inlined")), 30 * kPsPerMs);
        QCOMPARE(totals.size(), 4);
        const Track &worker = p->tracks()[0];
        QCOMPARE(worker.nodes.size(), 4u);
        QCOMPARE(worker.nodes.count(0), std::uint64_t(3)); // samples, inclusive
        const Frame &inlined = p->frames()[worker.nodes.frame(3)];
        QCOMPARE(inlined.line, 40u);
        QCOMPARE(p->strings().string(inlined.file), QStringLiteral("main.go"));
        QCOMPARE(p->strings().string(inlined.module), QStringLiteral("/usr/bin/app"));
        QCOMPARE(p->frameAttributes().findNamed(worker.nodes.frame(3), p->strings(), "inlined")->b, true);
        QCOMPARE(p->frameAttributes().findNamed(worker.nodes.frame(3), p->strings(), "start_line")->i, std::int64_t(38));
        QCOMPARE(attributeText(p->strings(), *p->frameAttributes().findNamed(worker.nodes.frame(3), p->strings(), "build_id")), QStringLiteral("abc123"));
        // The numeric label stays on the sample's leaf node.
        QCOMPARE(worker.nodeAttributes.findNamed(3, p->strings(), "span")->i, std::int64_t(7));
        // Gzipped bytes read the same, inflated by the reader itself.
        ProfileBuilder b(QStringLiteral("pprof"));
        FormatRegistry::instance().reader(QStringLiteral("pprof"))->read(Gzip::compress(cpuProfile()), b, ReadContext());
        QCOMPARE(comparePathTotals(pathTotals(*b.build()), totals), QString());
    }

    void nodesNumberedInFileOrder()
    {
        // A time-valued profile's nodes are numbered as the samples first
        // reach them, a path's callers first, so siblings of equal totals
        // come in the order the file first reaches them. A path met again
        // (here from the path cache) adds to the node it reached before.
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        auto sample = [&p](std::initializer_list<std::uint64_t> locations) {
            ProtoWriter s;
            s.bytes(1, view(packed(locations)));
            s.bytes(2, view(packed({1, 10000000})));
            p.message(2, s);
        };
        sample({1});
        sample({3, 1}); // runtime.main > main.work > main.inlined (inlined at location 3)
        sample({2, 1}); // runtime.main > main.main
        sample({3, 2, 1});
        sample({3, 1});
        sample({3, 2, 1});
        QString error;
        const ProfilePtr profile = readWithSharedCode(p, error);
        QVERIFY2(profile, qPrintable(error));
        const Track &t = profile->tracks()[0];
        QStringList nodes;
        for (std::uint32_t i = 0; i < t.nodes.size(); ++i)
            nodes << profile->strings().string(profile->frames()[t.nodes.frame(i)].name);
        QCOMPARE(nodes, (QStringList{QStringLiteral("runtime.main"), QStringLiteral("main.work"), QStringLiteral("main.inlined"),
                                     QStringLiteral("main.main"), QStringLiteral("main.work"), QStringLiteral("main.inlined")}));
        QCOMPARE(t.nodes.parent(3), 0u);
        QCOMPARE(t.nodes.parent(4), 3u);
        QCOMPARE(t.nodes.parent(5), 4u);
        QCOMPARE(t.nodes.count(2), std::uint64_t(2));
        QCOMPARE(t.nodes.count(5), std::uint64_t(2));
        QCOMPARE(t.nodes.count(0), std::uint64_t(6));
    }

    void pathsSpelledTwiceShareTheirNodesAndSums()
    {
        // Samples' values are summed per path (by the thread's string and
        // the location ids) as they are decoded, and put on the path's node
        // at the end. Two thread strings of one text are two paths of one
        // track: they reach the same nodes, their sums add up there and
        // their labels are kept once per node. A value too large for
        // picoseconds is capped and counted per sample that reaches a node
        // (not one without locations); the totals stay at the largest time
        // however many capped values add up. A sample with the wrong number
        // of values adds nothing.
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        auto sample = [&p](std::int64_t thread, std::initializer_list<std::uint64_t> values, std::int64_t span) {
            ProtoWriter s;
            s.bytes(1, view(packed({3, 2, 1})));
            s.bytes(2, view(packed(values)));
            s.message(3, label(Thread, thread));
            s.message(3, label(Span, 0, span));
            p.message(2, s);
        };
        constexpr std::int64_t kWorkerAgain = Bytes + 1; // a second "worker" in the string table
        sample(Worker, {1, 10000000}, 7);
        sample(kWorkerAgain, {2, 20000000}, 7); // the same node and label
        sample(Worker, {1}, 8); // one value for two types: left out
        sample(kWorkerAgain, {3, 30000000}, 9);
        sample(Worker, {1, std::uint64_t(1) << 62}, 9); // beyond 2^63 ps: capped
        sample(kWorkerAgain, {1, std::uint64_t(1) << 62}, 9);
        sample(Worker, {1, std::uint64_t(1) << 62}, 9); // a third: the sum stays capped, it does not wrap
        ProtoWriter noLocations;
        noLocations.bytes(2, view(packed({1, std::uint64_t(1) << 62})));
        noLocations.message(3, label(Thread, Worker));
        p.message(2, noLocations); // capped, but reaches no node: not counted
        addCode(p);
        addStrings(p);
        p.bytes(6, "worker");
        QString error;
        const ProfilePtr profile = read(p.take(), &error);
        QVERIFY2(profile, qPrintable(error));
        QCOMPARE(profile->tracks().size(), std::size_t(1));
        const Track &t = profile->tracks()[0];
        QCOMPARE(t.info.name, QStringLiteral("worker"));
        QCOMPARE(t.nodes.size(), 4u);
        QCOMPARE(t.nodes.count(3), std::uint64_t(1 + 2 + 3 + 1 + 1 + 1));
        QCOMPARE(t.nodes.total(3), std::numeric_limits<TimePs>::max());
        QCOMPARE(t.nodes.total(0), std::numeric_limits<TimePs>::max()); // the callers' inclusive sums too
        std::vector<std::int64_t> spans;
        for (const AttributeTable::Entry e : t.nodeAttributes.of(3))
            spans.push_back(e.value.i);
        QCOMPARE(spans, (std::vector<std::int64_t>{7, 9}));
        const QString warnings = warningsOf(*profile);
        QVERIFY2(warnings.contains(QStringLiteral("3 sample value(s) are too large")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("1 values for the profile's 2 sample types")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("add up to more than picoseconds can hold")), qPrintable(warnings));
    }

    void totalsOfOrdinaryValuesPastPicosecondsAreCappedAndSaid()
    {
        // Each value fits in picoseconds (6e15 ns = 6e18 ps), their sum on
        // one path does not: it is held at the largest time, and a warning
        // says so (no single value was capped).
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        for (int i = 0; i < 2; ++i) {
            ProtoWriter s;
            s.bytes(1, view(packed({3, 2, 1})));
            s.bytes(2, view(packed({1, 6000000000000000})));
            p.message(2, s);
        }
        QString error;
        const ProfilePtr profile = readWithSharedCode(p, error);
        QVERIFY2(profile, qPrintable(error));
        const Track &t = profile->tracks()[0];
        QCOMPARE(t.nodes.total(0), std::numeric_limits<TimePs>::max());
        const QString warnings = warningsOf(*profile);
        QVERIFY2(warnings.contains(QStringLiteral("add up to more than picoseconds can hold")), qPrintable(warnings));
        QVERIFY2(!warnings.contains(QStringLiteral("too large")), qPrintable(warnings));
    }

    void locationIdsPackedUnpackedOrPaddedSpellOnePath()
    {
        // A sample's location ids are read straight into its path's key,
        // whatever the order of its fields (labels first here) and however
        // the ids are spelt: packed, one field each, or padded varints. A
        // path is per thread: the same locations on another thread are
        // another track's path.
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        auto sample = [&p](std::int64_t thread, auto writeLocations) {
            ProtoWriter s;
            if (thread)
                s.message(3, label(Thread, thread));
            s.message(3, label(Span, 0, 7));
            writeLocations(s);
            s.bytes(2, view(packed({1, 10000000})));
            p.message(2, s);
        };
        auto packedIds = [](ProtoWriter &s) { s.bytes(1, view(packed({3, 2, 1}))); };
        auto unpackedIds = [](ProtoWriter &s) {
            for (const std::uint64_t id : {3, 2, 1})
                s.uint64(1, id);
        };
        auto paddedIds = [](ProtoWriter &s) { s.bytes(1, std::string_view("\x83\x80\x00\x02\x81\x00", 6)); }; // 3, 2, 1
        sample(Worker, packedIds);
        sample(Worker, unpackedIds);
        sample(0, packedIds);
        sample(Worker, paddedIds);
        sample(0, unpackedIds);
        QString error;
        const ProfilePtr profile = readWithSharedCode(p, error);
        QVERIFY2(profile, qPrintable(error));
        QCOMPARE(profile->tracks().size(), std::size_t(2));
        for (const Track &t : profile->tracks()) {
            const bool worker = t.info.name == QLatin1String("worker");
            QCOMPARE(t.nodes.size(), 4u);
            QCOMPARE(t.nodes.count(0), std::uint64_t(worker ? 3 : 2));
            QCOMPARE(t.nodes.total(3), TimePs((worker ? 3 : 2) * 10 * kPsPerMs));
            QCOMPARE(t.nodeAttributes.size(), std::size_t(1)); // the span label, once on the leaf
            QCOMPARE(t.nodeAttributes.ownerAt(0), 3u);
        }
    }

    void manySamplesDecodedAheadComeInFileOrder()
    {
        // Over a MiB of samples: decoded a batch ahead on another thread.
        // Every sample counts once, in order, and of two damaged samples
        // the error of the first one in the file is the one reported,
        // whichever thread found it.
        constexpr int kSamples = 90000;
        auto profile = [](int badLocationAt, int badStringAt) {
            ProtoWriter p;
            p.message(1, valueType(Samples, Count));
            p.message(1, valueType(Cpu, Nanoseconds));
            for (int i = 0; i < kSamples; ++i) {
                ProtoWriter s;
                if (i == badLocationAt)
                    s.bytes(1, view(packed({99, 1})));
                else
                    s.bytes(1, view(i % 3 == 0 ? packed({3, 2, 1}) : i % 3 == 1 ? packed({2, 1}) : packed({1})));
                s.bytes(2, view(packed({1, 10000000})));
                s.message(3, label(Span, 0, i % 5));
                if (i == badStringAt)
                    s.message(3, label(Span, 999));
                p.message(2, s);
            }
            addCode(p);
            addStrings(p);
            return p.take();
        };
        const QByteArray good = profile(-1, -1);
        QVERIFY(good.size() > (1 << 20));
        QString error;
        const ProfilePtr p = read(good, &error);
        QVERIFY2(p, qPrintable(error));
        const QMap<QString, qint64> totals = pathTotals(*p);
        QCOMPARE(totals.value(QStringLiteral("runtime.main")), kSamples * 10 * kPsPerMs);
        QCOMPARE(totals.value(QStringLiteral("runtime.main;main.main")), 2 * kSamples / 3 * 10 * kPsPerMs);
        QCOMPARE(totals.value(QStringLiteral("runtime.main;main.main;main.work;main.inlined")), kSamples / 3 * 10 * kPsPerMs);
        const Track &t = p->tracks()[0];
        QCOMPARE(t.nodes.count(0), std::uint64_t(kSamples));
        QCOMPARE(t.nodeAttributes.size(), std::size_t(3 * 5)); // each leaf's five span values, once each
        QVERIFY(readError(profile(60000, 70000)).contains(QStringLiteral("location 99")));
        QVERIFY(readError(profile(70000, 60000)).contains(QStringLiteral("string 999")));
    }

    void heapProfileUsesTheDefaultTypeAsCounts()
    {
        const ProfilePtr p = read(heapProfile());
        QVERIFY(p);
        QCOMPARE(p->metadataString("sample_type"), QStringLiteral("alloc_objects/count"));
        const Track &t = p->tracks()[0];
        QVERIFY(!t.samples.timed());
        const QMap<QString, qint64> totals = pathTotals(*p);
        QCOMPARE(totals.value(QStringLiteral("runtime.main")), qint64(5000000300));
        QCOMPARE(totals.value(QStringLiteral("runtime.main;main.main")), qint64(5000000000));
        // The other value and the label are the samples' attributes.
        bool sawSpace = false, sawLabel = false;
        for (const AttributeTable::Entry &e : t.sampleAttributes.all()) {
            sawSpace = sawSpace || (p->strings().view(e.key) == "alloc_space" && e.value.i == 3);
            sawLabel = sawLabel || (p->strings().view(e.key) == "span" && e.value.i == 9);
        }
        QVERIFY(sawSpace && sawLabel);
    }

    void damagedInputGivesAnErrorWithItsOffset()
    {
        const QByteArray good = cpuProfile();
        for (const qsizetype cut : {qsizetype(3), good.size() / 3, good.size() / 2, good.size() - 1}) {
            const QString message = readError(good.left(cut));
            QVERIFY2(!message.isEmpty(), qPrintable(QString::number(cut)));
            QVERIFY2(message.contains(QStringLiteral("byte")) || message.contains(QStringLiteral("string table")), qPrintable(message));
        }
        // A length of 2^35 bytes is refused before anything is allocated.
        QVERIFY(readError(QByteArray("\x0a\xff\xff\xff\xff\x7f\x08\x01", 8)).contains(QStringLiteral("runs past the end")));
        // A string index outside the table, a location nobody defined.
        ProtoWriter p;
        p.message(1, valueType(Samples, 99));
        addStrings(p);
        QVERIFY(readError(p.take()).contains(QStringLiteral("string 99")));
        ProtoWriter q;
        q.message(1, valueType(Samples, Count));
        ProtoWriter s;
        s.bytes(1, view(packed({77})));
        s.bytes(2, view(packed({1})));
        q.message(2, s);
        addStrings(q);
        QVERIFY(readError(q.take()).contains(QStringLiteral("location 77")));
        // Corrupt gzip.
        QByteArray gz = Gzip::compress(good);
        gz.truncate(gz.size() / 2);
        QVERIFY(!readError(gz).isEmpty());
        // Random bytes never crash.
        QByteArray noise(4096, 0);
        quint32 x = 12345;
        for (char &c : noise)
            c = char((x = x * 1103515245 + 12345) >> 16);
        for (int i = 0; i < 64; ++i) {
            QByteArray damaged = good;
            for (int j = 0; j < 4; ++j)
                damaged[(i * 37 + j * 101) % damaged.size()] = noise[i * 4 + j];
            readError(damaged); // an error or a profile, never a crash
        }
    }

    void roundTripsKeepTheTreeOfTotals()
    {
        // Spans: self times become sample values, calls the count.
        const ProfilePtr spans = spanProfile();
        const QByteArray bytes = writePprof(*spans);
        QVERIFY(Gzip::isGzip(bytes));
        ProfilePtr back = read(bytes);
        QVERIFY(back);
        QCOMPARE(comparePathTotals(pathTotals(*spans), pathTotals(*back)), QString());
        QCOMPARE(back->metadataString("sample_types"), QStringLiteral("calls/count,wall/nanoseconds"));
        QCOMPARE(back->tracks().size(), std::size_t(2));
        QCOMPARE(back->tracks()[1].info.name, QStringLiteral("gc"));
        // Calls count at their own node: main was called once, not three times.
        QCOMPARE(back->tracks()[0].nodes.count(0), std::uint64_t(1));

        // Timed samples: each lasts until the next (SampleWeights).
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId main = b.addFrame("main"), run = b.addFrame("run"), work = b.addFrame("work");
        const StackId sMain = b.addStack(kNoId, main), sRun = b.addStack(sMain, run), sWork = b.addStack(sRun, work);
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        b.addSample(t, 0, sWork);
        b.addSample(t, 10 * kPsPerMs, sWork);
        b.addSample(t, 20 * kPsPerMs, sRun);
        b.addSample(t, 40 * kPsPerMs, sMain);
        const ProfilePtr sampled = b.build();
        back = read(writePprof(*sampled));
        QVERIFY(back);
        QCOMPARE(comparePathTotals(pathTotals(*sampled), pathTotals(*back)), QString());
        QCOMPARE(back->metadataString("sample_types"), QStringLiteral("samples/count,wall/nanoseconds"));
        QCOMPARE(back->metadataString("period"), QStringLiteral("10000000"));

        // pprof to pprof: types, counts, threads and code come back.
        const ProfilePtr cpu = read(cpuProfile());
        back = read(writePprof(*cpu));
        QVERIFY(back);
        QCOMPARE(comparePathTotals(pathTotals(*cpu), pathTotals(*back)), QString());
        QCOMPARE(back->metadataString("sample_types"), QStringLiteral("samples/count,cpu/nanoseconds"));
        QCOMPARE(back->tracks()[0].nodes.count(0), std::uint64_t(3));
        QCOMPARE(back->tracks()[0].info.name, QStringLiteral("worker"));
        QCOMPARE(*back->startEpochNs(), qint64(1700000000000000000));
        const Frame &inlined = back->frames()[back->tracks()[0].nodes.frame(3)];
        QCOMPARE(inlined.line, 40u);
        QCOMPARE(back->strings().string(inlined.module), QStringLiteral("/usr/bin/app"));

        // Counts without time (a heap profile, folded stacks).
        const ProfilePtr heap = read(heapProfile());
        back = read(writePprof(*heap));
        QVERIFY(back);
        QCOMPARE(comparePathTotals(pathTotals(*heap), pathTotals(*back)), QString());
        QCOMPARE(back->metadataString("sample_types"), QStringLiteral("alloc_objects/count"));
    }

    void goToolPprofAgreesWithWhatWeWrote()
    {
        const QString go = QStandardPaths::findExecutable(QStringLiteral("go"));
        if (go.isEmpty())
            QSKIP("`go` is not installed (Debian package golang-go, see scripts/install-deps.sh); go tool pprof cases skipped");
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("spans.pb.gz"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(writePprof(*spanProfile()));
        out.close();
        QProcess pprof;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("GOCACHE"), dir.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("PPROF_TMPDIR"), dir.path());
        pprof.setProcessEnvironment(env);
        pprof.start(go, {QStringLiteral("tool"), QStringLiteral("pprof"), QStringLiteral("-top"), QStringLiteral("-unit=ms"), file});
        QVERIFY(pprof.waitForFinished(120000));
        const QString text = QString::fromUtf8(pprof.readAllStandardOutput());
        const QString errors = QString::fromUtf8(pprof.readAllStandardError());
        QVERIFY2(pprof.exitCode() == 0, qPrintable(errors));
        // "Showing nodes accounting for 107ms, 100% of 107ms total"
        const QRegularExpressionMatch total = QRegularExpression(QStringLiteral("of ([0-9.]+)ms total")).match(text);
        QVERIFY2(total.hasMatch(), qPrintable(text + errors));
        QCOMPARE(total.captured(1).toDouble(), 107.0);
        // flat flat% sum% cum cum% name: self and total time per function.
        auto row = [&text](const char *name) {
            const QRegularExpression re(QStringLiteral("^\\s*([0-9.]+)ms\\s+[0-9.]+%\\s+[0-9.]+%\\s+([0-9.]+)ms\\s+[0-9.]+%\\s+%1$")
                                            .arg(QLatin1String(name)), QRegularExpression::MultilineOption);
            const QRegularExpressionMatch m = re.match(text);
            return m.hasMatch() ? std::make_pair(m.captured(1).toDouble(), m.captured(2).toDouble()) : std::make_pair(-1.0, -1.0);
        };
        QCOMPARE(row("main"), std::make_pair(30.0, 100.0));
        QCOMPARE(row("work"), std::make_pair(50.0, 50.0));
        QCOMPARE(row("io"), std::make_pair(20.0, 20.0));
        QCOMPARE(row("gc"), std::make_pair(7.0, 7.0));

        // The calls type as well: 4 spans in all.
        QProcess calls;
        calls.setProcessEnvironment(env);
        calls.start(go, {QStringLiteral("tool"), QStringLiteral("pprof"), QStringLiteral("-top"), QStringLiteral("-sample_index=calls"), file});
        QVERIFY(calls.waitForFinished(120000));
        const QString callText = QString::fromUtf8(calls.readAllStandardOutput());
        QVERIFY2(callText.contains(QStringLiteral("of 4 total")), qPrintable(callText + QString::fromUtf8(calls.readAllStandardError())));
    }

    void corpusFilesConvertAndComeBack()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR);
        HG_CORPUS_FILE_OR_SKIP(root);
        const FormatModule *writer = FormatRegistry::instance().writer(QStringLiteral("pprof"));
        int converted = 0;
        for (const auto &[path, profile] : writableCorpusProfiles(*writer)) {
            const LoadResult back = ProfileLoader::loadData(writer->write(*profile, ReadContext()), QStringLiteral("back.pb.gz"));
            QVERIFY2(back.profile, qPrintable(path + QStringLiteral(": ") + (back.error ? back.error->toString() : QString())));
            QCOMPARE(back.profile->formatId(), QStringLiteral("pprof"));
            // Values are whole nanoseconds: each written path rounds by up to
            // 0.5 ns. A path holds self time, so parents total their children.
            const QMap<QString, qint64> expected = pathTotals(*profile, Totals::Folded);
            const QString difference = comparePathTotals(expected, pathTotals(*back.profile), qint64(expected.size()) * kPsPerNs / 2);
            QVERIFY2(difference.isEmpty(), qPrintable(path + QStringLiteral(": ") + difference));
            ++converted;
        }
        QVERIFY(converted >= 10);
    }
};

QTEST_GUILESS_MAIN(TestPprof)
#include "tst_pprof.moc"
