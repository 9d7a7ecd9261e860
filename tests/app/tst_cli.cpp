// hourglass-cli as a user runs it: exit status, stdout, one line on stderr.
#include "CorpusDir.h"
#include "analysis/SampleWeights.h"
#include "formats/ProfileLoader.h"
#include "formats/ProfileSaver.h"
#include "model/ProfileBuilder.h"
#include "sampler/TraceActorClient.h"
#include "sampler/TraceActorLiveSource.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(HG_CLI_PATH), args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.exitStatus(), p.readAllStandardOutput(), p.readAllStandardError()};
}

const QString kSample = QStringLiteral(HG_SOURCE_DIR "/resources/samples/sample-webservice.sentry.json");

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qWarning() << "cannot write" << path;
    return path;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void recordExplainsItsUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("complaint");
        QTest::newRow("no target") << QStringList{} << QStringLiteral("Give either --pid PID or -- CMD ARGS...");
        QTest::newRow("both") << QStringList{QStringLiteral("--pid"), QStringLiteral("12"), QStringLiteral("--"), QStringLiteral("true")}
                              << QStringLiteral("not both");
        QTest::newRow("command without --") << QStringList{QStringLiteral("true")} << QStringLiteral("after `--`");
        QTest::newRow("bad rate") << QStringList{QStringLiteral("--rate"), QStringLiteral("fast"), QStringLiteral("--"), QStringLiteral("true")}
                                  << QStringLiteral("--rate expects samples per second");
        QTest::newRow("bad pid") << QStringList{QStringLiteral("--pid"), QStringLiteral("me")} << QStringLiteral("--pid expects a process id");
    }

    void recordExplainsItsUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, complaint);
        const Run r = cli(QStringList{QStringLiteral("record")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("usage: hourglass-cli record"), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(complaint), r.err.constData());
    }

    void recordReportsAMissingProcess()
    {
        const Run r = cli({QStringLiteral("record"), QStringLiteral("--pid"), QStringLiteral("999999999")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.trimmed(), QByteArray("No process with id 999999999."));
    }

    // Stopped like Ctrl+C (SIGTERM is handled the same), it saves what it has.
    void recordSavesWhenInterrupted()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("rec.json"));
        QProcess p;
        p.start(QStringLiteral(HG_CLI_PATH), {QStringLiteral("record"), QStringLiteral("-o"), out, QStringLiteral("--"),
                                             QStringLiteral(SAMPLER_TARGET), QStringLiteral("0")});
        QVERIFY(p.waitForStarted());
        QTest::qWait(1200);
        p.terminate();
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0, err.constData());
        QVERIFY2(err.contains("(stopped)"), err.constData());
        QCOMPARE(p.readAllStandardOutput().trimmed(), out.toUtf8());

        const Run info = cli({QStringLiteral("info"), out, QStringLiteral("--json")});
        QCOMPARE(info.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(o[QStringLiteral("format")].toString(), QStringLiteral("sentry"));
        QCOMPARE(o[QStringLiteral("tracks")].toArray().size(), 4);
        QVERIFY(o[QStringLiteral("sample_count")].toInt() > 100);
    }

    // record --serve: a TraceActor client sees each thread's stacks as they change.
    void recordServesTheTraceActorProtocol()
    {
        QTemporaryDir dir;
        QProcess p;
        p.start(QStringLiteral(HG_CLI_PATH), {QStringLiteral("record"), QStringLiteral("-o"), dir.filePath(QStringLiteral("r.json")),
                                             QStringLiteral("--serve"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--"),
                                             QStringLiteral(SAMPLER_TARGET), QStringLiteral("0")});
        QVERIFY(p.waitForStarted());
        QByteArray err;
        const QRegularExpression serving(QStringLiteral("Serving the TraceActor protocol on 127.0.0.1:(\\d+)"));
        QRegularExpressionMatch match;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError(), match = serving.match(QString::fromUtf8(err))).hasMatch(), 10000);

        auto client = std::make_unique<hg::TraceActorClient>();
        client->connectTo(QStringLiteral("127.0.0.1:") + match.captured(1));
        client->attach();
        hg::TraceActorLiveSource source(std::move(client), QStringLiteral("live"), {});
        QTRY_VERIFY_WITH_TIMEOUT(source.snapshot()->spanCount() > 50, 15000);
        p.terminate();
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);

        // One track per thread, the program's own functions nested as called.
        const hg::ProfilePtr profile = source.snapshot();
        const hg::Track *spinner = nullptr;
        for (const hg::Track &track : profile->tracks())
            if (track.info.name == QLatin1String("spinner-1"))
                spinner = &track;
        QStringList tracks;
        for (const hg::Track &track : profile->tracks())
            tracks << track.info.name + QLatin1Char('/') + track.info.group;
        QVERIFY2(spinner, qPrintable(tracks.join(QLatin1Char(','))));
        QStringList names;
        for (std::uint32_t i = 0; i < spinner->spans.size(); ++i)
            names << profile->frameName(spinner->spans.frame(i));
        QVERIFY2(names.contains(QStringLiteral("hgtarget::spinMiddle()")), qPrintable(names.join(QLatin1Char(','))));
    }

    // A recorder killed outright leaves the process it attached to running.
    void killedRecorderLeavesTargetRunning()
    {
        QProcess target;
        target.start(QStringLiteral(SAMPLER_TARGET), {QStringLiteral("0"), QStringLiteral("1")});
        QVERIFY(target.waitForStarted());
        QTemporaryDir dir;
        QProcess recorder;
        recorder.start(QStringLiteral(HG_CLI_PATH), {QStringLiteral("record"), QStringLiteral("--pid"), QString::number(target.processId()),
                                                    QStringLiteral("-o"), dir.filePath(QStringLiteral("r.json"))});
        QVERIFY(recorder.waitForStarted());
        QTest::qWait(1500);
        recorder.kill(); // SIGKILL: no chance to detach by itself
        recorder.waitForFinished();
        QTest::qWait(200);
        QCOMPARE(target.state(), QProcess::Running);
        QFile status(QStringLiteral("/proc/%1/status").arg(target.processId()));
        QVERIFY(status.open(QIODevice::ReadOnly));
        const QByteArray text = status.readAll();
        QVERIFY2(text.contains("TracerPid:\t0\n"), text.constData());
        QVERIFY2(!text.contains("State:\tt") && !text.contains("State:\tT"), text.constData());
        // What was flushed before the kill opens.
        QCOMPARE(cli({QStringLiteral("info"), dir.filePath(QStringLiteral("r.json"))}).exitCode, 0);
        target.kill();
        target.waitForFinished();
    }

    void formatsListsOneFormatALine()
    {
        const Run r = cli({QStringLiteral("formats")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(!lines.isEmpty());
        QVERIFY(lines.filter(QRegularExpression(QStringLiteral("^sentry\\tread"))).size() == 1);
    }

    void infoJsonFollowsTheSchema()
    {
        const Run r = cli({QStringLiteral("info"), kSample, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o[QStringLiteral("format")].toString(), QStringLiteral("sentry"));
        QCOMPARE(o[QStringLiteral("sample_count")].toInt(), 1212);
        QCOMPARE(o[QStringLiteral("span_count")].toInt(), 0);
        QVERIFY(o[QStringLiteral("duration_ns")].toDouble() > 2.9e9);
        const QJsonArray tracks = o[QStringLiteral("tracks")].toArray();
        QCOMPARE(tracks.size(), 4);
        const QJsonObject main = tracks[0].toObject();
        QCOMPARE(main[QStringLiteral("name")].toString(), QStringLiteral("main"));
        QCOMPARE(main[QStringLiteral("samples")].toInt(), 303);
        QCOMPARE(main[QStringLiteral("max_depth")].toInt(), 9);
        QVERIFY(o[QStringLiteral("warnings")].isArray());
        QCOMPARE(o[QStringLiteral("sentry")].toObject()[QStringLiteral("transaction.name")].toString(), QStringLiteral("GET /orders"));
    }

    // Weighted samples count their weights: a collapsed file of 60 lines
    // whose counts add to 839 holds 839 samples on 60 distinct stacks, and
    // it has no duration to tell.
    void infoCountsWeightedSamples()
    {
        QTemporaryDir dir;
        QByteArray text;
        for (int i = 0; i < 60; ++i)
            text += "main;work;step" + QByteArray::number(i) + (i < 59 ? " 14\n" : " 13\n");
        const QString path = writeFile(dir, QStringLiteral("weighted.folded"), text);
        const Run info = cli({QStringLiteral("info"), path});
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.out.contains("Samples:   839 (60 distinct stacks)\n"), info.out.constData());
        QVERIFY2(info.out.contains("Duration:  none (samples without times)\n"), info.out.constData());
        QVERIFY2(info.out.contains("track Stacks []: 0 spans, 839 samples"), info.out.constData());
        const Run json = cli({QStringLiteral("info"), path, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o[QStringLiteral("sample_count")].toInt(), 839);
        QCOMPARE(o[QStringLiteral("distinct_stacks")].toInt(), 60);
        QCOMPARE(o[QStringLiteral("untimed")].toBool(), true);
        QCOMPARE(o[QStringLiteral("tracks")].toArray()[0].toObject()[QStringLiteral("samples")].toInt(), 839);
        // Samples of weight 1 are counted as before, with no stacks apart.
        const Run timed = cli({QStringLiteral("info"), kSample, QStringLiteral("--json")});
        const QJsonObject t = QJsonDocument::fromJson(timed.out).object();
        QCOMPARE(t[QStringLiteral("sample_count")].toInt(), 1212);
        QVERIFY(!t.contains(QStringLiteral("distinct_stacks")) && !t.contains(QStringLiteral("untimed")));
    }

    void infoTextAndTree()
    {
        const Run info = cli({QStringLiteral("info"), kSample});
        QCOMPARE(info.exitCode, 0);
        QVERIFY(info.out.contains("Samples:   1212"));
        const Run tree = cli({QStringLiteral("tree"), kSample, QStringLiteral("--track"), QStringLiteral("main"),
                              QStringLiteral("--max-depth"), QStringLiteral("2")});
        QCOMPARE(tree.exitCode, 0);
        const QStringList lines = QString::fromUtf8(tree.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].startsWith(QStringLiteral("_start  total=")));
        QVERIFY(lines[1].startsWith(QStringLiteral("  main  total=")));
        const Run bottomUp = cli({QStringLiteral("tree"), kSample, QStringLiteral("--bottom-up"), QStringLiteral("--max-depth"), QStringLiteral("1")});
        QCOMPARE(bottomUp.exitCode, 0);
        QVERIFY(bottomUp.out.startsWith("pthread_cond_wait"));
    }

    // --range counts what is in the range as the GUI's views of a selected
    // range do: here checked against a count of the samples whose time is
    // in it, each for its length in the whole profile.
    void treeAndInfoWeighedByCpu()
    {
        // A recording's two threads: 3 and 1 ms of CPU in "work", 0.5 ms in "wait".
        hg::ProfileBuilder b(QStringLiteral("recording"));
        const hg::StackId work = b.addStack(hg::kNoId, b.addFrame("work")), wait = b.addStack(hg::kNoId, b.addFrame("wait"));
        const std::uint64_t figures[2][3] = {{3'000'000, 1'000'000, 500'000}, {0, 0, 500'000}};
        for (int t = 0; t < 2; ++t) {
            const hg::TrackId track = b.addTrack({QStringLiteral("thread %1").arg(t), QStringLiteral("Threads"), t + 1, 7, {}, {}});
            for (int i = 0; i < 3; ++i) {
                const std::uint32_t sample = b.addSample(track, i * 10 * hg::kPsPerMs, i == 2 || t == 1 ? wait : work);
                b.setSampleCpu(track, sample, figures[t][i]);
            }
        }
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("cpu.sentry.json"));
        QVERIFY(hg::ProfileSaver::save(*b.build(), file).error.isEmpty());

        // The roots' totals are the sums of the CPU figures: 4 ms and 1 ms.
        const Run tree = cli({QStringLiteral("tree"), file, QStringLiteral("--weight"), QStringLiteral("cpu")});
        QVERIFY2(tree.exitCode == 0, tree.err.constData());
        QVERIFY2(tree.out.startsWith("work  total=4.00 ms (80.0%)  self=4.00 ms  count=2\nwait  total=1.00 ms (20.0%)"), tree.out.constData());
        const Run wall = cli({QStringLiteral("tree"), file, QStringLiteral("--weight"), QStringLiteral("wall")});
        QVERIFY2(wall.out.startsWith("wait  total=40.0 ms"), wall.out.constData());
        QCOMPARE(cli({QStringLiteral("tree"), file, QStringLiteral("--weight"), QStringLiteral("cycles")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("tree"), kSample, QStringLiteral("--weight"), QStringLiteral("cpu")}).exitCode, 1); // no CPU figures

        const Run json = cli({QStringLiteral("info"), file, QStringLiteral("--json")});
        const QJsonArray tracks = QJsonDocument::fromJson(json.out).object()[QStringLiteral("tracks")].toArray();
        QCOMPARE(tracks.size(), 2);
        QCOMPARE(tracks[0].toObject()[QStringLiteral("cpu_ns")].toDouble(), 4.5e6);
        QCOMPARE(tracks[1].toObject()[QStringLiteral("cpu_ns")].toDouble(), 0.5e6);
    }

    void treeAndInfoOfARange()
    {
        const hg::ProfilePtr p = hg::ProfileLoader::load(kSample).profile;
        QVERIFY(p);
        const hg::TimePs from = 500 * hg::kPsPerMs, to = 1500 * hg::kPsPerMs;
        hg::TimePs mainTotal = 0;
        std::size_t inRange = 0;
        for (const hg::Track &t : p->tracks()) {
            const std::vector<hg::TimePs> lengths = hg::SampleWeights::compute(t.samples, hg::SampleWeights::profileMedianInterval(*p));
            for (std::uint32_t i = 0; i < t.samples.size(); ++i) {
                if (t.samples.time(i) < from || t.samples.time(i) >= to || !t.samples.weight(i))
                    continue;
                ++inRange;
                if (t.info.name == QLatin1String("main") && t.samples.stack(i) != hg::kNoId)
                    mainTotal += lengths[i];
            }
        }
        QVERIFY(inRange > 0 && inRange < p->sampleCount());

        const Run tree = cli({QStringLiteral("tree"), kSample, QStringLiteral("--track"), QStringLiteral("main"),
                              QStringLiteral("--range"), QStringLiteral("500ms:1.5s"), QStringLiteral("--max-depth"), QStringLiteral("1")});
        QVERIFY2(tree.exitCode == 0, tree.err.constData());
        const QString line = QString::fromUtf8(tree.out).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(line.startsWith(QStringLiteral("_start  total=") + hg::formatDuration(mainTotal) + QLatin1Char(' ')), qPrintable(line));

        const Run json = cli({QStringLiteral("info"), kSample, QStringLiteral("--json"), QStringLiteral("--range"), QStringLiteral("0.5:1.5")});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o[QStringLiteral("sample_count")].toInt(), int(inRange));
        QCOMPARE(o[QStringLiteral("duration_ns")].toDouble(), 1e9);
        QCOMPARE(o[QStringLiteral("range")].toObject()[QStringLiteral("from_ns")].toDouble(), 5e8);
        QCOMPARE(o[QStringLiteral("tracks")].toArray().size(), int(p->tracks().size()));
        const Run text = cli({QStringLiteral("info"), kSample, QStringLiteral("--range"), QStringLiteral("0.5:1.5")});
        QVERIFY2(text.out.contains("Range:     500 ms to 1.50 s"), text.out.constData());
        QVERIFY2(text.out.contains("Samples:   " + QByteArray::number(qulonglong(inRange))), text.out.constData());

        const Run backwards = cli({QStringLiteral("tree"), kSample, QStringLiteral("--range"), QStringLiteral("2:1")});
        QCOMPARE(backwards.exitCode, 2);
        QVERIFY2(backwards.err.contains("--range expects START:END"), backwards.err.constData());
        const Run notARange = cli({QStringLiteral("info"), kSample, QStringLiteral("--range"), QStringLiteral("soon")});
        QCOMPARE(notARange.exitCode, 2);
    }

    // callers: the centre line, then its callers and callees, heaviest first.
    void callersTextJsonAndUnknownName()
    {
        const Run text = cli({QStringLiteral("callers"), kSample, QStringLiteral("malloc")});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        const QStringList lines = QString::fromUtf8(text.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines[0].startsWith(QStringLiteral("malloc [libc.so.6]  total=920 ms (7.7%)  self=920 ms  count=93")), qPrintable(lines[0]));
        QCOMPARE(lines[1], QStringLiteral("callers:"));
        QCOMPARE(lines[2], QStringLiteral("  ImageResizer::resize [webservice]  762 ms (82.8%)"));
        QCOMPARE(lines[3], QStringLiteral("  Json::serialize [webservice]  158 ms (17.2%)"));
        QCOMPARE(lines[4], QStringLiteral("callees:"));

        const Run json = cli({QStringLiteral("callers"), kSample, QStringLiteral("ImageResizer::resize"), QStringLiteral("--json")});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o[QStringLiteral("function")].toString(), QStringLiteral("ImageResizer::resize"));
        QCOMPARE(o[QStringLiteral("module")].toString(), QStringLiteral("webservice"));
        QCOMPARE(o[QStringLiteral("unit")].toString(), QStringLiteral("ns"));
        QCOMPARE(o[QStringLiteral("count")].toInt(), 413); // the samples with it on their stack
        const double total = o[QStringLiteral("total")].toDouble();
        QVERIFY(total > 4.0e9 && total < 4.3e9); // about 413 samples at 101 Hz, in ns
        QVERIFY(o[QStringLiteral("self")].toDouble() < total);
        // No recursion: each sample reaches it through one caller, and the
        // callees and its own time add up to its total.
        double callers = 0, callees = 0;
        for (const QJsonValue c : o[QStringLiteral("callers")].toArray())
            callers += c[QStringLiteral("time")].toDouble();
        for (const QJsonValue c : o[QStringLiteral("callees")].toArray()) {
            QVERIFY(!c[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(c[QStringLiteral("module")].isString());
            callees += c[QStringLiteral("time")].toDouble();
        }
        QCOMPARE(qRound64(callers), qRound64(total));
        QCOMPARE(qRound64(callees + o[QStringLiteral("self")].toDouble()), qRound64(total));
        const QJsonArray calleeList = o[QStringLiteral("callees")].toArray();
        for (int i = 1; i < calleeList.size(); ++i) // heaviest first
            QVERIFY(calleeList[i - 1][QStringLiteral("time")].toDouble() >= calleeList[i][QStringLiteral("time")].toDouble());

        // One track: only the main thread's calls of malloc.
        const Run main = cli({QStringLiteral("callers"), kSample, QStringLiteral("malloc"), QStringLiteral("--track"), QStringLiteral("main")});
        QVERIFY2(main.out.contains("count=16") && main.out.contains("  Json::serialize") && !main.out.contains("ImageResizer"), main.out.constData());

        const Run unknown = cli({QStringLiteral("callers"), kSample, QStringLiteral("nope")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.out.isEmpty());
        QCOMPARE(QString::fromUtf8(unknown.err).trimmed(), kSample + QStringLiteral(": no function named \"nope\""));
        const Run usage = cli({QStringLiteral("callers"), kSample});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(usage.err.startsWith("usage: hourglass-cli callers FILE NAME"));
    }

    // diff: both totals, then the functions by the change of their self
    // share; sort doubled is the top regression, cache is new.
    void diffTextJsonAndFolded()
    {
        QTemporaryDir dir;
        const QString a = writeFile(dir, QStringLiteral("a.folded"), "main;parse 10\nmain;work 10\nmain;work;sort 20\nmain;old 4\n");
        const QString b = writeFile(dir, QStringLiteral("b.folded"), "main;parse 10\nmain;work 10\nmain;work;sort 40\nmain;cache 4\n");
        const Run text = cli({QStringLiteral("diff"), a, b});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        const QStringList lines = QString::fromUtf8(text.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 9); // A, B, the header, 6 functions
        QCOMPARE(lines[0], QStringLiteral("A: ") + a + QStringLiteral("  total 44 samples"));
        QCOMPARE(lines[1], QStringLiteral("B: ") + b + QStringLiteral("  total 64 samples"));
        QVERIFY2(lines[2].contains(QStringLiteral("self A")) && lines[2].contains(QStringLiteral("Δ%")), qPrintable(lines[2]));
        // sort: 20/44 = 45.5 % to 40/64 = 62.5 %, +17.0 points, +38 % (of 45.5).
        QCOMPARE(lines[3].simplified(), QStringLiteral("45.5% 62.5% +17.0% +38% 45.5% 62.5% sort"));
        QVERIFY2(lines.filter(QStringLiteral(" new  cache")).size() == 1, text.out.constData());
        QVERIFY2(lines.filter(QStringLiteral(" gone  old")).size() == 1, text.out.constData());
        // --min-percent: main (no self, 100 % total) stays, old (9 %) goes at 10.
        const Run some = cli({QStringLiteral("diff"), a, b, QStringLiteral("--min-percent"), QStringLiteral("10")});
        QVERIFY(!some.out.contains(" old") && some.out.contains(" main"));

        const QString folded = dir.filePath(QStringLiteral("diff.folded"));
        const Run json = cli({QStringLiteral("diff"), a, b, QStringLiteral("--json"), QStringLiteral("--folded"), folded});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("functions"), QStringLiteral("unit")}));
        QCOMPARE(o[QStringLiteral("a")].toObject(), (QJsonObject{{QStringLiteral("file"), a}, {QStringLiteral("total"), 44}}));
        QCOMPARE(o[QStringLiteral("b")].toObject(), (QJsonObject{{QStringLiteral("file"), b}, {QStringLiteral("total"), 64}}));
        QCOMPARE(o[QStringLiteral("unit")].toString(), QStringLiteral("samples"));
        const QJsonArray functions = o[QStringLiteral("functions")].toArray();
        QCOMPARE(functions.size(), 6);
        const QJsonObject sort = functions[0].toObject();
        QCOMPARE(sort.keys(), (QStringList{QStringLiteral("module"), QStringLiteral("name"), QStringLiteral("self_a"), QStringLiteral("self_b"),
                                           QStringLiteral("self_share_a"), QStringLiteral("self_share_b"), QStringLiteral("total_a"),
                                           QStringLiteral("total_b"), QStringLiteral("total_share_a"), QStringLiteral("total_share_b")}));
        QCOMPARE(sort[QStringLiteral("name")].toString(), QStringLiteral("sort"));
        QCOMPARE(sort[QStringLiteral("self_a")].toDouble(), 20.0);
        QCOMPARE(sort[QStringLiteral("self_b")].toDouble(), 40.0);
        QCOMPARE(sort[QStringLiteral("self_share_a")].toDouble(), 20.0 / 44);
        QCOMPARE(sort[QStringLiteral("total_share_b")].toDouble(), 40.0 / 64);
        double previous = 1;
        for (const QJsonValue f : functions) { // the largest change of self share first
            const double change = qAbs(f[QStringLiteral("self_share_b")].toDouble() - f[QStringLiteral("self_share_a")].toDouble());
            QVERIFY(change <= previous);
            previous = change;
        }
        // difffolded.pl's lines: path, A (scaled to B's 64), B.
        QFile file(folded);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        QCOMPARE(written, QByteArray("main;work 15 10\nmain;work;sort 29 40\nmain;parse 15 10\nmain;cache 0 4\nmain;old 6 0\n"));
        QVERIFY(cli({QStringLiteral("diff"), a, b, QStringLiteral("--absolute"), QStringLiteral("--folded"), folded}).exitCode == 0);
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("main;work 10 10\nmain;work;sort 20 40\n"));

        // A recording's time against counts: shares only, and said.
        const Run mixed = cli({QStringLiteral("diff"), kSample, b, QStringLiteral("--json")});
        QVERIFY2(mixed.exitCode == 0, mixed.err.constData());
        const QJsonObject m = QJsonDocument::fromJson(mixed.out).object();
        QCOMPARE(m[QStringLiteral("unit")].toString(), QStringLiteral("mixed"));
        QCOMPARE(m[QStringLiteral("a")].toObject()[QStringLiteral("unit")].toString(), QStringLiteral("ns"));
        QVERIFY2(mixed.err.contains("only shares of each total compare"), mixed.err.constData());
    }

    void diffNamesTheFileOrSideAtFault()
    {
        QTemporaryDir dir;
        const QString good = writeFile(dir, QStringLiteral("good.folded"), "main;work 3\n");
        const QString bad = writeFile(dir, QStringLiteral("bad.json"), "{\n  \"profile\": {\"samples\": [1, 2,\n");
        for (const QStringList &files : {QStringList{bad, good}, QStringList{good, bad}}) {
            const Run r = cli(QStringList{QStringLiteral("diff")} + files);
            QCOMPARE(r.exitCode, 1);
            QVERIFY(r.out.isEmpty());
            const QString err = QString::fromUtf8(r.err).trimmed();
            QVERIFY2(err.startsWith(QDir::toNativeSeparators(bad) + QStringLiteral(": line ")), qPrintable(err));
            QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        }
        const Run missing = cli({QStringLiteral("diff"), good, dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.startsWith(dir.filePath(QStringLiteral("missing.json")).toUtf8()), missing.err.constData());

        // The track is in A (the Sentry sample), not in B.
        const Run track = cli({QStringLiteral("diff"), kSample, good, QStringLiteral("--track"), QStringLiteral("main")});
        QCOMPARE(track.exitCode, 1);
        QVERIFY2(track.err.startsWith((good + QStringLiteral(" (B): no track named \"main\"; tracks: Stacks")).toUtf8()), track.err.constData());
        const Run both = cli({QStringLiteral("diff"), kSample, kSample, QStringLiteral("--track"), QStringLiteral("main"), QStringLiteral("--json")});
        QVERIFY2(both.exitCode == 0, both.err.constData());
        for (const QJsonValue f : QJsonDocument::fromJson(both.out).object()[QStringLiteral("functions")].toArray())
            QCOMPARE(f[QStringLiteral("self_share_a")].toDouble(), f[QStringLiteral("self_share_b")].toDouble());

        const Run usage = cli({QStringLiteral("diff"), good});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(usage.err.startsWith("usage: hourglass-cli diff A B"));
    }

    // merge: files and folders as one profile; the shared function sums.
    void mergeFilesAndFolders()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("run"));
        const QString a = writeFile(dir, QStringLiteral("run/a.folded"), "main;work 3\nmain;idle 1\n");
        const QString b = writeFile(dir, QStringLiteral("run/b.folded"), "main;work 5\n");
        writeFile(dir, QStringLiteral("run/notes.md"), "not a profile\n");
        const QString two = dir.filePath(QStringLiteral("two.folded"));
        const Run files = cli({QStringLiteral("merge"), two, a, b});
        QVERIFY2(files.exitCode == 0, files.err.constData());
        const Run tree = cli({QStringLiteral("tree"), two});
        QVERIFY2(tree.exitCode == 0, tree.err.constData());
        QVERIFY2(tree.out.contains("work  total=8 "), tree.out.constData());

        const QString folder = dir.filePath(QStringLiteral("folder.speedscope.json"));
        const Run fromFolder = cli({QStringLiteral("merge"), folder, dir.filePath(QStringLiteral("run")), QStringLiteral("--to"), QStringLiteral("speedscope")});
        QVERIFY2(fromFolder.exitCode == 0, fromFolder.err.constData());
        const Run info = cli({QStringLiteral("info"), folder, QStringLiteral("--json")});
        QVERIFY2(info.exitCode == 0, info.err.constData());
        QCOMPARE(QJsonDocument::fromJson(info.out).object()[QStringLiteral("tracks")].toArray().size(), 2);

        const Run usage = cli({QStringLiteral("merge"), two});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(usage.err.startsWith("usage: hourglass-cli merge OUT IN..."));
    }

    void mergeNamesTheInputAtFault()
    {
        QTemporaryDir dir;
        const QString good = writeFile(dir, QStringLiteral("good.folded"), "main;work 3\n");
        const QString bad = writeFile(dir, QStringLiteral("bad.json"), "{\n  \"profile\": {\"samples\": [1, 2,\n");
        const QString out = dir.filePath(QStringLiteral("out.folded"));
        const Run r = cli({QStringLiteral("merge"), out, good, bad});
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.startsWith(QDir::toNativeSeparators(bad) + QStringLiteral(": line ")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        QVERIFY(!QFile::exists(out));
        QDir(dir.path()).mkdir(QStringLiteral("empty"));
        const Run empty = cli({QStringLiteral("merge"), out, good, dir.filePath(QStringLiteral("empty"))});
        QCOMPARE(empty.exitCode, 1);
        QVERIFY2(empty.err.contains("empty: the folder holds no profile file"), empty.err.constData());
    }

    void miniProfilerStepTreeAndConvert()
    {
        const QString shop = QStringLiteral(HG_SOURCE_DIR "/resources/samples/sample-shop.miniprofiler.json");
        const Run tree = cli({QStringLiteral("tree"), shop, QStringLiteral("--track"), QStringLiteral("GET /health")});
        QCOMPARE(tree.exitCode, 0);
        const QStringList lines = QString::fromUtf8(tree.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith(QStringLiteral("GET /health  total=")));
        QVERIFY(lines[1].startsWith(QStringLiteral("  Ping database  total=")));
        QVERIFY(lines[2].startsWith(QStringLiteral("    sql: SELECT ?  total=")));
        const Run info = cli({QStringLiteral("info"), shop, QStringLiteral("--json")});
        const QJsonObject mp = QJsonDocument::fromJson(info.out).object()[QStringLiteral("miniprofiler")].toObject();
        QCOMPARE(mp[QStringLiteral("requests")].toInt(), 7);
        QCOMPARE(mp[QStringLiteral("steps")].toInt(), 77);
        QCOMPARE(mp[QStringLiteral("custom_timings")].toInt(), 73);
        // MiniProfiler cannot hold samples: convert says so instead of writing.
        QTemporaryDir dir;
        const Run refused = cli({QStringLiteral("convert"), kSample, dir.filePath(QStringLiteral("x.miniprofiler.json"))});
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("samples"), refused.err.constData());
        const Run converted = cli({QStringLiteral("convert"), shop, dir.filePath(QStringLiteral("copy.miniprofiler.json"))});
        QCOMPARE(converted.exitCode, 0);
    }

    void convertWritesTheChosenPart()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("part.sentry.json"));
        auto samplesPerTrack = [this, &out] {
            const Run info = cli({QStringLiteral("info"), out, QStringLiteral("--json")});
            QMap<QString, int> counts;
            for (const QJsonValue t : QJsonDocument::fromJson(info.out).object()[QStringLiteral("tracks")].toArray())
                counts[t[QStringLiteral("name")].toString()] = t[QStringLiteral("samples")].toInt();
            return counts;
        };
        // One track, the first second.
        Run r = cli({QStringLiteral("convert"), kSample, out, QStringLiteral("--track"), QStringLiteral("metrics"),
                     QStringLiteral("--range"), QStringLiteral("0:1s")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QMap<QString, int> counts = samplesPerTrack();
        QCOMPARE(counts.keys(), QStringList{QStringLiteral("metrics")});
        QVERIFY2(counts[QStringLiteral("metrics")] > 90 && counts[QStringLiteral("metrics")] < 110,
                 qPrintable(QString::number(counts[QStringLiteral("metrics")])));
        // The samples with ImageResizer on their stack: the two workers only.
        r = cli({QStringLiteral("convert"), kSample, out, QStringLiteral("--match"), QStringLiteral("ImageResizer")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        counts = samplesPerTrack();
        QCOMPARE(counts.keys(), (QStringList{QStringLiteral("image-worker-1"), QStringLiteral("image-worker-2")}));
        QCOMPARE(counts[QStringLiteral("image-worker-1")] + counts[QStringLiteral("image-worker-2")], 413);
        // A format of one thread says which track it wrote, unless one was chosen.
        const QString v8 = dir.filePath(QStringLiteral("part.cpuprofile"));
        r = cli({QStringLiteral("convert"), kSample, v8});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("only the track \"main\" is written, 3 other sampled track(s) are not"), r.err.constData());
        r = cli({QStringLiteral("convert"), kSample, v8, QStringLiteral("--track"), QStringLiteral("image-worker-1")});
        QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), r.err.constData());
        // Mistakes are said, and nothing is written.
        QFile::remove(out);
        r = cli({QStringLiteral("convert"), kSample, out, QStringLiteral("--range"), QStringLiteral("2s:1s")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--range"), r.err.constData());
        r = cli({QStringLiteral("convert"), kSample, out, QStringLiteral("--track"), QStringLiteral("nope")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("no track named \"nope\"; tracks: main, image-worker-1"), r.err.constData());
        r = cli({QStringLiteral("convert"), kSample, out, QStringLiteral("--range"), QStringLiteral("100:")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("nothing of the profile"), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void badInputGivesOneLineNamingFileAndPlace()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("broken.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n  \"profile\": {\"samples\": [1, 2,\n");
        f.close();
        const Run r = cli({QStringLiteral("info"), bad, QStringLiteral("--json")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        QVERIFY2(err.startsWith(QDir::toNativeSeparators(bad) + QStringLiteral(": line ")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("offset")), qPrintable(err));

        const Run missing = cli({QStringLiteral("info"), dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("missing.json"));

        const Run usage = cli({QStringLiteral("info")});
        QCOMPARE(usage.exitCode, 2);
        const Run unknown = cli({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.exitCode, 2);
    }

    void everyCorpusFileLoadsOrFailsCleanly()
    {
        const QDir corpus(QStringLiteral(HG_CORPUS_DIR));
        HG_CORPUS_FILE_OR_SKIP(corpus.path());
        QDirIterator it(corpus.path(), QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QStringLiteral(".md")) || path.endsWith(QStringLiteral(".reference")))
                continue;
            ++files;
            const Run r = cli({QStringLiteral("info"), path, QStringLiteral("--json")});
            QVERIFY2(r.status == QProcess::NormalExit, qPrintable(path + QStringLiteral(" crashed")));
            QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(path));
            if (r.exitCode == 1) {
                const QString err = QString::fromUtf8(r.err).trimmed();
                QVERIFY2(err.startsWith(QDir::toNativeSeparators(path) + QStringLiteral(": ")), qPrintable(err));
                QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
            } else {
                QVERIFY(QJsonDocument::fromJson(r.out).isObject());
            }
        }
        QVERIFY(files > 0);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
