// The bridge formats for other tools: collapsed ("folded") stacks and
// speedscope JSON. Round trips from samples, spans and aggregated timings,
// real-world-shaped files, malformed input, the corpus converted and read
// back, and speedscope's own importer (npm package, run under Node) on what
// Hourglass writes.
#include "BridgeFormatFixtures.h"
#include "CorpusDir.h"
#include "PathTotals.h"
#include "SpeedscopeImport.h"
#include "analysis/CallTree.h"
#include "analysis/SampleWeights.h"
#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <tuple>

using namespace hg;
using namespace hg::test;

namespace {

// Total (inclusive) weight of every call path "a;b;c" (the tracks', or
// all tracks merged), leaving out paths that weigh nothing.
using PathTotals = std::map<QString, std::int64_t>;

// asFolded: spelled and counted as collapsed stacks hold them (self times
// that add up to their parent's total).
PathTotals weightsByPath(const Profile &profile, bool counts = false, const std::vector<TrackId> &tracks = {},
                      bool asFolded = false)
{
    PathTotals totals;
    for (const auto &[path, entry] : test::pathTree(profile, tracks, asFolded ? &test::foldedSpelling : nullptr,
                                                    asFolded ? test::Totals::Folded : test::Totals::Own).paths)
        if (const std::int64_t total = counts ? std::int64_t(entry.count) : entry.total; total != 0)
            totals[path] = total;
    return totals;
}

QByteArray writeAs(const QString &format, const Profile &profile)
{
    const FormatModule *writer = FormatRegistry::instance().writer(format);
    Q_ASSERT(writer);
    const QString reason = writer->cannotWriteReason(profile);
    if (!reason.isEmpty())
        qFatal("%s cannot write: %s", qPrintable(format), qPrintable(reason));
    return writer->write(profile, ReadContext());
}

LoadResult load(const QByteArray &bytes, const QString &name)
{
    return ProfileLoader::loadData(bytes, name);
}

ProfilePtr loadOk(const QByteArray &bytes, const QString &name)
{
    const LoadResult r = load(bytes, name);
    if (!r.profile)
        qWarning("%s: %s", qPrintable(name), r.error ? qPrintable(r.error->toString()) : "no profile");
    return r.profile;
}

// main 0..100 µs > parse 10..60 > lex 20..30, and main > emit 70..90, on
// two threads (the second a copy shifted by 1 ms), plus a sub-ns span.
ProfilePtr spanProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    for (int thread = 0; thread < 2; ++thread) {
        const TrackId t = b.addTrack({QStringLiteral("thread %1").arg(thread), QStringLiteral("p"), thread, 1, {}, {}});
        const TimePs o = thread * kPsPerMs;
        b.addSpan(t, o, 100 * kPsPerUs, b.addFrame("main"));
        b.addSpan(t, o + 10 * kPsPerUs, 50 * kPsPerUs, b.addFrame("parse"));
        b.addSpan(t, o + 20 * kPsPerUs, 10 * kPsPerUs, b.addFrame("lex"));
        b.addSpan(t, o + 70 * kPsPerUs, 20 * kPsPerUs + 1234, b.addFrame("emit"));
    }
    return b.build();
}

// Timed samples every 10 ms: main;a x3, main;a;b x2, main x1, then an idle one.
ProfilePtr sampleProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    Frame f;
    f.name = b.intern("main");
    f.file = b.intern("main.c");
    f.line = 12;
    const StackId main = b.addStack(kNoId, b.addFrame(f));
    const StackId a = b.addStack(main, b.addFrame("a"));
    const StackId ab = b.addStack(a, b.addFrame("b"));
    const TrackId t = b.addTrack({QStringLiteral("main thread"), QString(), 1, 1, {}, {}});
    const StackId order[] = {a, a, ab, ab, a, main, kNoId};
    for (int i = 0; i < 7; ++i)
        b.addSample(t, i * 10 * kPsPerMs, order[i]);
    return b.build();
}

// An aggregated tree: tick 100 ms (count 10) > entities 60 ms > ai 25 ms;
// tick > network 30 ms.
ProfilePtr aggregateProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack({QStringLiteral("Main thread"), QStringLiteral("Timings"), -1, -1, {}, {}});
    const std::uint32_t tick = b.addAggregateNode(t, kNoId, b.addFrame("tick"), 100 * kPsPerMs, 10);
    const std::uint32_t entities = b.addAggregateNode(t, tick, b.addFrame("entities"), 60 * kPsPerMs, 10);
    b.addAggregateNode(t, entities, b.addFrame("ai"), 25 * kPsPerMs, 40);
    b.addAggregateNode(t, tick, b.addFrame("network"), 30 * kPsPerMs, 5);
    return b.build();
}

std::int64_t roundedUs(std::int64_t ps) { return std::llround(double(ps) / double(kPsPerUs)); }

// The first path whose totals differ, for a readable failure ("" if none).
QString firstDifference(const PathTotals &a, const PathTotals &b)
{
    for (const auto &[path, total] : a)
        if (!b.count(path) || b.at(path) != total)
            return QStringLiteral("%1: %2 vs %3").arg(path).arg(total).arg(b.count(path) ? QString::number(b.at(path)) : QStringLiteral("missing"));
    for (const auto &[path, total] : b)
        if (!a.count(path))
            return QStringLiteral("%1: missing vs %2").arg(path).arg(total);
    return QString();
}


} // namespace

class TestBridgeFormats : public QObject
{
    Q_OBJECT
private slots:
    // ---- collapsed stacks -------------------------------------------------

    void foldedFromSamplesCountsSamples()
    {
        const ProfilePtr p = sampleProfile();
        const QByteArray text = writeAs(QStringLiteral("collapsed"), *p);
        QCOMPARE(text, QByteArray("main 1\nmain;a 3\nmain;a;b 2\n"));
        const ProfilePtr back = loadOk(text, QStringLiteral("out.folded"));
        QVERIFY(back);
        QCOMPARE(back->formatId(), QStringLiteral("collapsed"));
        QCOMPARE(weightsByPath(*back), weightsByPath(*p, true));
        QCOMPARE(CallTree::build(*back, {}, CallTree::Direction::TopDown).unit(), CallTree::Unit::Count);
    }

    void foldedFromSpansIsSelfMicroseconds()
    {
        const ProfilePtr p = spanProfile();
        const QByteArray text = writeAs(QStringLiteral("collapsed"), *p);
        // Both threads merge: self times doubled, 20.001234 µs rounds to 20.
        QCOMPARE(text, QByteArray("main 60\nmain;parse 80\nmain;parse;lex 20\nmain;emit 40\n"));
        const ProfilePtr back = loadOk(text, QStringLiteral("out.collapsed"));
        QVERIFY(back);
        const PathTotals original = weightsByPath(*p), read = weightsByPath(*back);
        QCOMPARE(read.size(), original.size());
        for (const auto &[path, total] : original)
            QVERIFY2(std::abs(read.at(path) - roundedUs(total)) <= 1, qPrintable(path));
    }

    void foldedFromAggregatedTimings()
    {
        const ProfilePtr p = aggregateProfile();
        const QByteArray text = writeAs(QStringLiteral("collapsed"), *p);
        QCOMPARE(text, QByteArray("tick 10000\ntick;entities 35000\ntick;entities;ai 25000\ntick;network 30000\n"));
        const ProfilePtr back = loadOk(text, QStringLiteral("out.folded"));
        QVERIFY(back);
        PathTotals expected;
        for (const auto &[path, total] : weightsByPath(*p))
            expected[path] = roundedUs(total);
        QCOMPARE(weightsByPath(*back), expected);
    }

    void foldedReadsWhatToolsWrite()
    {
        // stackcollapse-perf style: process name as root, [k] kernel frames,
        // frames with spaces and arguments; CRLF, blank lines, trailing
        // spaces and a decimal count (flamegraph.pl accepts those).
        const QByteArray text =
            "java;start_thread;JavaMain;Interpreter 12\r\n"
            "java;start_thread;JavaMain;void Foo::bar(int, char const*) 3  \r\n"
            "\r\n"
            "swapper;secondary_startup_64;cpu_idle_[k] 40\n"
            "java;start_thread;JavaMain 2.6\n";
        const ProfilePtr p = loadOk(text, QStringLiteral("perf.folded"));
        QVERIFY(p);
        const PathTotals totals = weightsByPath(*p);
        QCOMPARE(totals.at(QStringLiteral("java")), 18);
        QCOMPARE(totals.at(QStringLiteral("java;start_thread;JavaMain;void Foo::bar(int, char const*)")), 3);
        QCOMPARE(totals.at(QStringLiteral("swapper;secondary_startup_64;cpu_idle_[k]")), 40);
        QCOMPARE(p->diagnostics().count(), std::size_t(1)); // 2.6 rounded
        QCOMPARE(p->tracks().size(), std::size_t(1));
        QVERIFY(!p->tracks()[0].samples.timed());

        // A line that is not a stack is skipped with a warning naming it.
        const ProfilePtr skipped = loadOk("a;b 1\nthis is not a stack\na 2\n", QStringLiteral("x.folded"));
        QVERIFY(skipped);
        QCOMPARE(skipped->diagnostics().warnings().front().line, 2);
        QCOMPARE(weightsByPath(*skipped).at(QStringLiteral("a")), 3);

        // Counts beyond a sample's 32 bits are kept whole.
        const ProfilePtr big = loadOk("a;b 10000000000\n", QStringLiteral("x.folded"));
        QVERIFY(big);
        QCOMPARE(weightsByPath(*big).at(QStringLiteral("a;b")), 10000000000LL);
    }

    // A file of several stretches (each parsed on its own thread) reads as
    // its lines do one by one: sorted and shuffled lines, shared prefixes,
    // frames with spaces and empty ones, CRLF, trailing blanks, blank and
    // bad lines (warned at their own line numbers), checked against sums
    // per path and the distinct prefixes counted here.
    void foldedStretchesMatchLineByLine()
    {
        std::mt19937 rng(7);
        const QStringList names = {QStringLiteral("main"), QStringLiteral("std::vector<int, std::allocator<int> >::push_back"),
                                   QStringLiteral("Parser<FullParseHandler, char16_t>::parse"), QStringLiteral("[libc.so.6]"),
                                   QStringLiteral("a"), QStringLiteral("ab"), QStringLiteral("abc"), QStringLiteral(""),
                                   QStringLiteral("v8::internal::Heap::Collect Garbage"), QStringLiteral("x;")}; // "x;": two frames
        std::vector<QStringList> paths = {{QStringLiteral("main")}};
        while (paths.size() < 20'000) {
            QStringList path = paths[rng() % paths.size()];
            while (path.size() > 1 && rng() % 3 == 0)
                path.removeLast();
            for (int k = 1 + int(rng() % 4); k > 0; --k)
                path << names[qsizetype(rng() % std::size_t(names.size()))];
            paths.push_back(path);
        }
        QByteArray text;
        std::map<QString, qint64> expected;
        std::set<QString> prefixes;
        std::vector<qint64> badLines;
        qint64 line = 0;
        for (int round = 0; round < 3; ++round) { // the same stacks again: once sorted, then shuffled
            if (round == 1)
                std::sort(paths.begin(), paths.end());
            if (round == 2)
                std::shuffle(paths.begin(), paths.end(), rng);
            for (const QStringList &path : paths) {
                const QString stack = path.join(QLatin1Char(';'));
                const int count = 1 + int(rng() % 1000);
                const char *const ends[] = {"\n", "\r\n", "  \n", " \t\r\n"};
                text += stack.toUtf8() + ' ' + QByteArray::number(count) + ends[rng() % 4];
                ++line;
                expected[stack] += count;
                QString prefix;
                for (const QString &frame : stack.split(QLatin1Char(';')))
                    prefixes.insert(prefix += QLatin1Char(';') + frame);
                if (rng() % 500 == 0) {
                    text += rng() % 2 ? "\r\n" : "not a stack\n";
                    if (!text.endsWith("\r\n"))
                        badLines.push_back(line + 1);
                    ++line;
                }
            }
        }
        QVERIFY(text.size() > 5'000'000); // several stretches
        const ProfilePtr p = loadOk(text, QStringLiteral("big.folded"));
        QVERIFY(p);
        std::map<QString, qint64> read;
        const SampleTrack &samples = p->tracks()[0].samples;
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            QStringList frames;
            for (StackId s = samples.stack(i); s != kNoId; s = p->stacks().parent(s))
                frames.prepend(p->frameName(p->stacks().frame(s)));
            read[frames.join(QLatin1Char(';'))] += samples.weight(i);
        }
        QVERIFY(read == expected);
        QCOMPARE(p->stacks().size(), prefixes.size());
        QVERIFY(badLines.size() > 5);
        std::vector<qint64> warned;
        for (const Diagnostic &d : p->diagnostics().warnings())
            if (d.line > 0)
                warned.push_back(d.line);
        badLines.resize(std::min<std::size_t>(badLines.size(), 20));
        QCOMPARE(warned, badLines);
    }

    void foldedMalformedSaysWhere()
    {
        for (const QByteArray &bad : {QByteArray(""), QByteArray("\n\n"), QByteArray("main;parse\nmain;lex x\n"),
                                      QByteArray("12\n"), QByteArray("\xff\xfe\x00\x01", 4)}) {
            const LoadResult r = load(bad, QStringLiteral("bad.folded"));
            QVERIFY2(!r.profile && r.error, bad.constData());
            QVERIFY(!r.error->message.isEmpty());
            QVERIFY(r.error->line >= 1 || r.error->offset >= 0);
        }
        const LoadResult r = load("\nmain;parse\n", QStringLiteral("bad.folded"));
        QCOMPARE(r.error->line, 2);
        QVERIFY(r.error->message.contains(QStringLiteral("main;parse")));
    }

    void foldedDetection()
    {
        const FormatRegistry &r = FormatRegistry::instance();
        const QByteArray text = "main;a 3\nmain;a;b 2\n";
        QCOMPARE(r.detect(text, QStringLiteral("x.txt"))->id, QStringLiteral("collapsed"));
        QCOMPARE(r.detect(text, QStringLiteral("x"))->id, QStringLiteral("collapsed"));
        // Single frames only, or prose: not claimed by content.
        QVERIFY(!r.detect(QByteArrayView("main 3\nother 2\n"), QStringLiteral("x.txt")));
        QVERIFY(!r.detect(QByteArrayView("see a;b 2\nand then some words\n"), QStringLiteral("notes.txt")));
        QCOMPARE(r.detect(QByteArrayView("main 3\n"), QStringLiteral("x.folded"))->id, QStringLiteral("collapsed"));
        QCOMPARE(r.writerForFileName(QStringLiteral("x.collapsed"))->id, QStringLiteral("collapsed"));
    }

    // ---- speedscope -------------------------------------------------------

    void speedscopeRoundTripIsExact_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("spans") << 0;
        QTest::newRow("samples") << 1;
        QTest::newRow("aggregated") << 2;
        QTest::newRow("folded counts") << 3;
    }

    void speedscopeRoundTripIsExact()
    {
        QFETCH(int, kind);
        const ProfilePtr p = kind == 0 ? spanProfile()
            : kind == 1                ? sampleProfile()
            : kind == 2                ? aggregateProfile()
                                       : loadOk("main;a 3\nmain;a;b 2\nmain 1\n", QStringLiteral("x.folded"));
        const QByteArray json = writeAs(QStringLiteral("speedscope"), *p);
        QVERIFY(json.startsWith("{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\""));
        const ProfilePtr back = loadOk(json, QStringLiteral("out.speedscope.json"));
        QVERIFY(back);
        QCOMPARE(back->formatId(), QStringLiteral("speedscope"));
        QCOMPARE(back->tracks().size(), p->tracks().size());
        for (std::size_t t = 0; t < p->tracks().size(); ++t) {
            QCOMPARE(back->tracks()[t].info.name, p->tracks()[t].info.name);
            QCOMPARE(weightsByPath(*back, false, {TrackId(t)}), weightsByPath(*p, false, {TrackId(t)}));
        }
        if (kind == 0) {
            // Times to the picosecond, including the sub-nanosecond end.
            QCOMPARE(back->spanCount(), p->spanCount());
            QCOMPARE(back->duration(), p->duration());
        }
        if (kind == 1) {
            QCOMPARE(back->frames()[back->stacks().frame(StackId(0))].line, 12u);
            QCOMPARE(back->strings().view(back->frames()[back->stacks().frame(StackId(0))].file), std::string_view("main.c"));
        }
    }

    void speedscopeReadsWhatToolsWrite()
    {
        // py-spy / rbspy shape: sampled in seconds, null line and col,
        // frames listed once; two threads as two profiles.
        const QByteArray pyspy = kPySpyProfile;
        const ProfilePtr p = loadOk(pyspy, QStringLiteral("profile.json"));
        QVERIFY(p);
        QCOMPARE(p->formatId(), QStringLiteral("speedscope"));
        QCOMPARE(p->tracks().size(), std::size_t(2));
        QCOMPARE(p->tracks()[0].info.name, QStringLiteral("MainThread"));
        QCOMPARE(p->metadataString("exporter"), QStringLiteral("py-spy@0.3.14"));
        const PathTotals totals = weightsByPath(*p, false, {TrackId(0)});
        QCOMPARE(totals.at(QStringLiteral("<module>")), 30 * kPsPerMs);
        QCOMPARE(totals.at(QStringLiteral("<module>;run;sleep")), 10 * kPsPerMs);
        QCOMPARE(p->diagnostics().count(), std::size_t(0));

        // speedscope's own exporter: evented, unit from the imported profile
        // (here "none", e.g. a collapsed-stack import), startValue 0.
        const QByteArray evented = kSpeedscopeExport;
        const ProfilePtr e = loadOk(evented, QStringLiteral("x.speedscope.json"));
        QVERIFY(e);
        const PathTotals eventedTotals = weightsByPath(*e);
        QCOMPARE(eventedTotals.at(QStringLiteral("main")), 15);
        QCOMPARE(eventedTotals.at(QStringLiteral("main;foo")), 12);
        QCOMPARE(eventedTotals.at(QStringLiteral("main;foo;bar")), 10);

        // Evented in milliseconds with fractions (pyinstrument, Instruments
        // imports): spans, times kept.
        const QByteArray ms = kEventedMilliseconds;
        const ProfilePtr m = loadOk(ms, QStringLiteral("t.json"));
        QVERIFY(m);
        QCOMPARE(m->spanCount(), std::size_t(2));
        QCOMPARE(weightsByPath(*m).at(QStringLiteral("a;b")), 750 * kPsPerUs);
    }

    void speedscopeRecoversOrSaysWhy()
    {
        const QByteArray head = kSpeedscopeHead;
        // Recoverable: unknown frame index, mismatched and missing closes.
        const ProfilePtr p = loadOk(head + "[{\"type\":\"evented\",\"name\":\"t\",\"unit\":\"nanoseconds\",\"startValue\":0,\"endValue\":20,\"events\":["
                                    "{\"type\":\"O\",\"frame\":0,\"at\":0},{\"type\":\"O\",\"frame\":7,\"at\":1},{\"type\":\"O\",\"frame\":1,\"at\":2},"
                                    "{\"type\":\"C\",\"frame\":0,\"at\":5},{\"type\":\"O\",\"frame\":0,\"at\":6}]}]}", QStringLiteral("x.speedscope.json"));
        QVERIFY(p);
        QCOMPARE(p->spanCount(), std::size_t(3));
        QCOMPARE(p->diagnostics().count(), std::size_t(3));
        QCOMPARE(weightsByPath(*p).at(QStringLiteral("a")), 5000 + 14000);

        const struct
        {
            QByteArray text;
            const char *says;
        } bad[] = {
            {head.left(60), "invalid JSON"},
            {"{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"profiles\":[]}", "shared"},
            {head + "[]}", "no profiles"},
            {head + "[{\"type\":\"flat\",\"name\":\"t\",\"unit\":\"none\"}]}", "evented"},
            {head + "[{\"type\":\"sampled\",\"name\":\"t\",\"unit\":\"furlongs\",\"samples\":[],\"weights\":[]}]}", "furlongs"},
            {head + "[{\"type\":\"sampled\",\"name\":\"t\",\"unit\":\"none\",\"samples\":[[0],[1]],\"weights\":[1]}]}", "weights"},
            {head + "[{\"type\":\"sampled\",\"name\":\"t\",\"unit\":\"none\",\"samples\":[0,1],\"weights\":[1,1]}]}", "sample 0"},
            {head + "[{\"type\":\"evented\",\"name\":\"t\",\"unit\":\"seconds\",\"events\":[{\"type\":\"O\",\"frame\":0,\"at\":1e300}]}]}", "at"},
            {head + "[{\"type\":\"evented\",\"name\":\"t\",\"unit\":\"seconds\",\"events\":[{\"type\":\"X\",\"frame\":0,\"at\":1}]}]}", "event 0"},
            {"{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"shared\":{\"frames\":[{\"file\":\"x\"}]},\"profiles\":[]}", "name"},
        };
        for (const auto &b : bad) {
            const LoadResult r = load(b.text, QStringLiteral("bad.speedscope.json"));
            QVERIFY2(!r.profile && r.error, b.says);
            QVERIFY2(r.error->message.contains(QLatin1String(b.says)), qPrintable(r.error->message));
        }
    }

    // Samples of several megabytes are parsed in parts on every core: the
    // parts meet between samples wherever the spaces fall, every sample is
    // read once, in order (weights go with their samples), and an error in a
    // later part names the sample by its place in the whole array.
    void speedscopeSamplesReadInParts()
    {
        constexpr int kSamples = 400000; // about 5 MB of samples
        const char *const stacks[] = {"[0]", "[ 0 , 1 ]", "[0,1,1]", "[\n0,\n1,\n1,\n1]", "[0,7]", "5"};
        const char *const paths[] = {"a", "a;b", "a;b;b", "a;b;b;b", nullptr, nullptr}; // index 7: no frame, no stack
        QByteArray weights = "[";
        for (int i = 0; i < kSamples; ++i)
            weights += (i ? "," : "") + QByteArray::number(i % 5 + 1);
        weights += "]";
        PathTotals expected;
        // The samples, with one not an array at `brokenAt` (none: -1).
        const auto profile = [&](int brokenAt) {
            QByteArray samples = "[";
            for (int i = 0; i < kSamples; ++i) {
                const int kind = i == brokenAt ? 5 : i == kSamples - 3 ? 4 : i % 4;
                samples += (i ? (i % 7 ? "," : " ,\n ") : "") + QByteArray(stacks[kind]);
                for (QString path = QString::fromLatin1(paths[kind] ? paths[kind] : ""); brokenAt < 0 && !path.isEmpty();
                     path.truncate(std::max<qsizetype>(0, path.lastIndexOf(QLatin1Char(';')))))
                    expected[path] += i % 5 + 1; // a path's total holds its callees'
            }
            return kSpeedscopeHead + QByteArray("[{\"type\":\"sampled\",\"name\":\"t\",\"unit\":\"none\",\"samples\":") + samples
                + "],\"weights\":" + weights + "}]}";
        };
        const ProfilePtr p = loadOk(profile(-1), QStringLiteral("parts.speedscope.json"));
        QVERIFY(p);
        QCOMPARE(weightsByPath(*p), expected);
        QCOMPARE(p->diagnostics().count(), std::size_t(1)); // the sample with frame 7

        const LoadResult r = load(profile(350001), QStringLiteral("broken.speedscope.json"));
        QVERIFY(!r.profile && r.error);
        QVERIFY2(r.error->message.contains(QLatin1String("sample 350001: expected an array of frame indices")), qPrintable(r.error->message));
    }

    // Events of several megabytes are parsed in parts on every core and
    // paired in order: the same spans (or untimed weights) as the events
    // read one unit at a time, the warnings of all parts counted once, and
    // of two bad events in different parts the first in the file is named,
    // by its place in the whole array.
    void speedscopeEventsReadInParts()
    {
        // One unit at 10i ns: a > b > a, the inner a closed with b (a close
        // that does not match), every fifth unit an event of no frame.
        const auto unit = [](int i, bool badFrame) {
            const QByteArray t = QByteArray::number(10 * i);
            const auto at = [i](int plus) { return QByteArray::number(10 * i + plus); };
            QByteArray events = "{\"type\":\"O\",\"frame\":0,\"at\":" + t + "}, {\"at\":" + at(1) + ",\"type\":\"O\",\"frame\":1},\n"
                                "{\"type\":\"O\",\"at\":" + at(2) + ".0,\"frame\":0},{\"type\":\"C\",\"frame\":1,\"at\":" + at(4) + "},"
                                "{\"frame\":0,\"type\":\"C\",\"at\":" + at(5) + "}";
            if (badFrame)
                events += ",{\"type\":\"O\",\"frame\":7,\"at\":" + at(6) + "}";
            return events;
        };
        constexpr int kUnits = 40000; // about 6 MB of events
        const auto file = [&](const char *unitName, int units, int brokenAt, const QByteArray &broken) {
            QByteArray events = "[";
            for (int i = 0; i < units; ++i)
                events += (i ? "," : "") + (i == brokenAt ? broken : unit(i, i % 5 == 4));
            return kSpeedscopeHead + QByteArray("[{\"type\":\"evented\",\"name\":\"t\",\"unit\":\"") + unitName
                + "\",\"startValue\":0,\"endValue\":" + QByteArray::number(10 * units) + ",\"events\":" + events + "]}]}";
        };
        for (const char *unitName : {"nanoseconds", "none"}) {
            const ProfilePtr one = loadOk(file(unitName, 1, -1, {}), QStringLiteral("one.speedscope.json"));
            const ProfilePtr parts = loadOk(file(unitName, kUnits, -1, {}), QStringLiteral("parts.speedscope.json"));
            QVERIFY(one && parts);
            PathTotals expected;
            for (const auto &[path, total] : weightsByPath(*one))
                expected[path] = total * kUnits;
            QCOMPARE(expected.size(), std::size_t(3));
            QCOMPARE(firstDifference(weightsByPath(*parts), expected), QString());
            QCOMPARE(parts->spanCount(), one->spanCount() * kUnits);
            QCOMPARE(parts->diagnostics().count(), std::size_t(2)); // the close that does not match, the frame that is not there
        }

        // Two bad events in parts far apart: the first in the file is
        // named, a malformed one by its index among all events (six in
        // every fifth unit, five in the others).
        const QByteArray malformed = "{\"type\":\"O\",\"frame\":0}";
        const LoadResult timeFirst = load(file("seconds", kUnits, 39000, malformed).replace("\"at\":51,", "\"at\":1e300,"),
                                          QStringLiteral("time-first.speedscope.json"));
        QVERIFY(!timeFirst.profile && timeFirst.error);
        QVERIFY2(timeFirst.error->message.contains(QLatin1String("\"at\" is not a number")), qPrintable(timeFirst.error->message));
        const LoadResult late = load(file("seconds", kUnits, 39000, malformed), QStringLiteral("late.speedscope.json"));
        QVERIFY(!late.profile && late.error);
        QVERIFY2(late.error->message.contains(QLatin1String("event 202800: expected")), qPrintable(late.error->message));
        const LoadResult malformedFirst = load(file("seconds", kUnits, 3, malformed).replace("\"at\":390001,", "\"at\":1e300,"),
                                               QStringLiteral("malformed-first.speedscope.json"));
        QVERIFY(!malformedFirst.profile && malformedFirst.error);
        QVERIFY2(malformedFirst.error->message.contains(QLatin1String("event 15: expected")), qPrintable(malformedFirst.error->message));
    }

    // Files spelt as producers write them take the one-loop paths for the
    // samples and the events; spaced, reordered and otherwise spelt ones
    // the general paths: the same profile either way.
    void speedscopeTightAndOtherSpellingsReadAlike()
    {
        const auto file = [](bool tight) {
            QByteArray samples, weights, events;
            TimePs at = 0;
            for (int i = 0; i < 300; ++i) {
                const QByteArray sep = i ? (tight ? "," : " ,\n") : "";
                const QByteArray one = tight || i % 3 ? "1" : "1.0";
                samples += sep + (i % 4 ? "[0," + one + (i % 2 ? ",2]" : "]") : QByteArray(tight ? "[0,9]" : "[0, 9]"));
                weights += sep + QByteArray::number(10 + i);
                for (const auto &[type, frame] : {std::pair{"O", 0}, std::pair{"O", i % 3}, std::pair{"C", i % 3}, std::pair{"C", 0}}) {
                    at += 5;
                    const QByteArray t = QByteArray("\"type\":\"") + type + "\"", f = "\"frame\":" + QByteArray::number(frame),
                                     a = "\"at\":" + QByteArray::number(at) + (tight || i % 2 ? "" : ".0");
                    events += QByteArray(events.isEmpty() ? "" : ",") + (tight ? "{" + t + "," + f + "," + a + "}"
                                                                                : "{ " + a + ", " + f + "," + t + " }");
                }
            }
            return "{\"shared\":{\"frames\":[{\"name\":\"main\"},{\"name\":\"run\"},{\"name\":\"work\"}]},\"profiles\":["
                   "{\"type\":\"sampled\",\"name\":\"s\",\"unit\":\"nanoseconds\",\"startValue\":0,\"endValue\":99999,\"samples\":["
                + samples + "],\"weights\":[" + weights + "]},{\"type\":\"evented\",\"name\":\"e\",\"unit\":\"nanoseconds\","
                  "\"startValue\":0,\"endValue\":99999,\"events\":[" + events + "]}]}";
        };
        const ProfilePtr tight = loadOk(file(true), QStringLiteral("tight.speedscope.json"));
        const ProfilePtr other = loadOk(file(false), QStringLiteral("other.speedscope.json"));
        QVERIFY(tight && other);
        QCOMPARE(weightsByPath(*other), weightsByPath(*tight));
        QCOMPARE(weightsByPath(*other, true), weightsByPath(*tight, true));
        QCOMPARE(other->diagnostics().messages(), tight->diagnostics().messages());
        QVERIFY(tight->diagnostics().messages().join(QLatin1Char(' ')).contains(QLatin1String("75 reference(s)"))); // frame 9 of 0..2
    }

    void speedscopeWritesNestedEventsInOrder()
    {
        const QByteArray json = writeAs(QStringLiteral("speedscope"), *spanProfile());
        const QJsonObject doc = QJsonDocument::fromJson(json).object();
        QCOMPARE(doc.value(QStringLiteral("shared")).toObject().value(QStringLiteral("frames")).toArray().size(), 4);
        const QJsonArray profiles = doc.value(QStringLiteral("profiles")).toArray();
        QCOMPARE(profiles.size(), 2);
        const QJsonObject second = profiles.at(1).toObject();
        QCOMPARE(second.value(QStringLiteral("type")).toString(), QStringLiteral("evented"));
        QCOMPARE(second.value(QStringLiteral("unit")).toString(), QStringLiteral("nanoseconds"));
        QCOMPARE(second.value(QStringLiteral("startValue")).toDouble(), 1e6);
        const QJsonArray events = second.value(QStringLiteral("events")).toArray();
        QCOMPARE(events.size(), 8);
        double last = 0;
        QStringList order;
        for (const QJsonValue &v : events) {
            const QJsonObject e = v.toObject();
            QVERIFY(e.value(QStringLiteral("at")).toDouble() >= last);
            last = e.value(QStringLiteral("at")).toDouble();
            order << e.value(QStringLiteral("type")).toString() + QString::number(e.value(QStringLiteral("frame")).toInt());
        }
        QCOMPARE(order.join(QLatin1Char(' ')), QStringLiteral("O0 O1 O2 C2 C1 O3 C3 C0"));
        QCOMPARE(events.at(6).toObject().value(QStringLiteral("at")).toDouble(), 1090001.234);
    }

    // ---- the corpus through both formats -----------------------------------

    void corpusThroughBridgeFormats()
    {
        HG_CORPUS_FILE_OR_SKIP(QStringLiteral(HG_CORPUS_DIR));
        int converted = 0;
        for (const QString &path : validCorpusFiles()) {
            const LoadResult original = ProfileLoader::load(path);
            if (!original.profile)
                continue;
            const Profile &p = *original.profile;
            if (!FormatRegistry::instance().writer(QStringLiteral("speedscope"))->cannotWriteReason(p).isEmpty())
                continue;
            const QString name = QFileInfo(path).fileName();
            // speedscope: the same tree of totals, to the picosecond, of the
            // tracks as call stacks (a sibling that ran beside another is a
            // profile of its own); where spans overlap partially, the same
            // paths, none heavier.
            const ProfilePtr viaSpeedscope = loadOk(writeAs(QStringLiteral("speedscope"), p), name + QStringLiteral(".speedscope.json"));
            QVERIFY2(viaSpeedscope, qPrintable(name));
            const ProfilePtr stacks = asCallStacks(original.profile);
            if (nestsProperly(*stacks)) { // speedscope's events must nest: a child ending late is closed with its parent
                QCOMPARE(firstDifference(weightsByPath(*viaSpeedscope), weightsByPath(*stacks)), QString());
            } else {
                const PathTotals before = weightsByPath(*stacks), after = weightsByPath(*viaSpeedscope);
                for (const auto &[pathName, total] : after)
                    QVERIFY2(before.count(pathName) && total <= before.at(pathName), qPrintable(name + QStringLiteral(": ") + pathName));
            }
            // Folded: the same paths, weights in µs or counts (see the writer).
            const ProfilePtr viaFolded = loadOk(writeAs(QStringLiteral("collapsed"), p), name + QStringLiteral(".folded"));
            QVERIFY2(viaFolded, qPrintable(name));
            const PathTotals read = weightsByPath(*viaFolded);
            const PathTotals before = weightsByPath(p, p.spanCount() == 0 && p.nodeCount() == 0, {}, true);
            for (const auto &[pathName, total] : read)
                QVERIFY2(before.count(pathName), qPrintable(name + QStringLiteral(": ") + pathName));
            std::int64_t sumRead = 0, sumBefore = 0;
            for (const auto &[pathName, total] : read)
                sumRead += pathName.contains(QLatin1Char(';')) ? 0 : total;
            for (const auto &[pathName, total] : before)
                sumBefore += pathName.contains(QLatin1Char(';')) ? 0 : total;
            const bool inUs = p.spanCount() > 0 || p.nodeCount() > 0;
            const double expected = inUs ? double(sumBefore) / double(kPsPerUs) : double(sumBefore);
            // Each written line rounds by at most half a microsecond.
            QVERIFY2(std::abs(double(sumRead) - expected) <= 0.5 * double(read.size()) + 1, qPrintable(name));
            ++converted;
        }
        QVERIFY(converted >= 10);
    }

    // ---- speedscope's own importer -------------------------------------------

    void speedscopeImportsWhatWeWrite_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("spans") << QStringLiteral("spans");
        QTest::newRow("samples") << QStringLiteral("samples");
        QTest::newRow("aggregated") << QStringLiteral("aggregated");
        QTest::newRow("sentry corpus") << QStringLiteral(HG_CORPUS_DIR "/sentry/vroom__test_data_node.json");
        QTest::newRow("pocketmine corpus") << QStringLiteral(HG_CORPUS_DIR "/pocketmine/pmmp-timings_docs_pm-tree-initial.txt");
        QTest::newRow("miniprofiler corpus") << QStringLiteral(HG_CORPUS_DIR "/miniprofiler/rack-mini-profiler__website_data.json");
    }

    void speedscopeImportsWhatWeWrite()
    {
        QFETCH(QString, source);
        ProfilePtr p;
        if (source == QStringLiteral("spans"))
            p = spanProfile();
        else if (source == QStringLiteral("samples"))
            p = sampleProfile();
        else if (source == QStringLiteral("aggregated"))
            p = aggregateProfile();
        else {
            HG_CORPUS_FILE_OR_SKIP(source);
            p = ProfileLoader::load(source).profile;
        }
        QVERIFY(p);

        QTemporaryDir dir;
        for (const QString &format : {QStringLiteral("speedscope"), QStringLiteral("collapsed")}) {
            const QString file = dir.filePath(format == QStringLiteral("speedscope") ? QStringLiteral("out.speedscope.json") : QStringLiteral("out.folded"));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(writeAs(format, *p));
            out.close();
            const SpeedscopeImport imported = importWithSpeedscope(file);
            if (!imported.skip.isEmpty())
                QSKIP(qPrintable(imported.skip));
            QVERIFY2(imported.error.isEmpty(), qPrintable(imported.error));
            const QJsonArray &profiles = imported.profiles;
            // speedscope must read what Hourglass reads back from the file
            // (which the round-trip tests compare with the original).
            if (format == QStringLiteral("speedscope"))
                checkSpeedscope(*loadOk(writeAs(format, *p), QStringLiteral("out.speedscope.json")), profiles);
            else
                checkFolded(*p, writeAs(format, *p), profiles);
        }
    }

private:
    // `p` read back from the file: one track per speedscope profile.
    static void checkSpeedscope(const Profile &p, const QJsonArray &profiles)
    {
        int index = 0;
        for (std::uint32_t t = 0; t < p.tracks().size(); ++t) {
            const Track &track = p.tracks()[t];
            QVERIFY(index < profiles.size());
            const QJsonObject imported = profiles.at(index++).toObject();
            QCOMPARE(imported.value(QStringLiteral("name")).toString(), track.info.name);
            const bool timed = track.samples.empty() || track.samples.timed();
            QCOMPARE(imported.value(QStringLiteral("unit")).toString(), timed ? QStringLiteral("nanoseconds") : QStringLiteral("none"));

            // Frames: those the track uses, as speedscope keys them.
            std::set<std::tuple<StringId, StringId, std::uint32_t, std::uint32_t>> frames;
            auto use = [&](FrameId f) {
                const Frame &frame = p.frames()[f];
                frames.insert({frame.name, frame.file, frame.line, frame.column});
            };
            for (std::uint32_t i = 0; i < track.spans.size(); ++i)
                use(track.spans.frame(i));
            for (std::uint32_t i = 0; i < track.nodes.size(); ++i)
                use(track.nodes.frame(i));
            for (std::uint32_t i = 0; i < track.samples.size(); ++i)
                for (StackId s = track.samples.stack(i); s != kNoId; s = p.stacks().parent(s))
                    use(p.stacks().frame(s));
            QCOMPARE(imported.value(QStringLiteral("frames")).toInt(), int(frames.size()));

            // Samples: speedscope drops those that weigh nothing and merges
            // neighbours with one stack.
            if (!track.samples.empty()) {
                int runs = 0;
                std::uint32_t n = track.samples.size();
                if (track.samples.timed() && n > 1 && track.samples.stack(n - 1) == kNoId)
                    --n;
                const std::vector<TimePs> weights = SampleWeights::compute(track.samples, SampleWeights::profileMedianInterval(p));
                StackId previous(kNoId - 1);
                for (std::uint32_t i = 0; i < n; ++i) {
                    if (weights[i] == 0)
                        continue;
                    runs += track.samples.stack(i) != previous;
                    previous = track.samples.stack(i);
                }
                QCOMPARE(imported.value(QStringLiteral("samples")).toInt(), runs);
            }

            // The tree of totals per path, in nanoseconds (or counts).
            const PathTotals ours = weightsByPath(p, false, {TrackId(t)});
            const QJsonObject paths = imported.value(QStringLiteral("paths")).toObject();
            QVERIFY2(std::size_t(paths.size()) == ours.size(), qPrintable(QStringLiteral("%1: %2 paths vs %3").arg(track.info.name).arg(paths.size()).arg(ours.size())));
            for (const auto &[path, total] : ours) {
                const double expected = timed ? double(total) / double(kPsPerNs) : double(total);
                const double got = paths.value(path).toDouble(-1);
                QVERIFY2(std::abs(got - expected) <= 1e-6 * std::max(1.0, expected), qPrintable(QStringLiteral("%1: %2 != %3").arg(path).arg(got).arg(expected)));
            }
        }
        QCOMPARE(index, profiles.size());
    }

    // speedscope reads our folded text as one profile with the same paths.
    static void checkFolded(const Profile &p, const QByteArray &text, const QJsonArray &profiles)
    {
        QCOMPARE(profiles.size(), 1);
        const QJsonObject imported = profiles.at(0).toObject();
        const ProfilePtr ours = loadOk(text, QStringLiteral("x.folded"));
        QVERIFY(ours);
        const PathTotals totals = weightsByPath(*ours);
        const QJsonObject paths = imported.value(QStringLiteral("paths")).toObject();
        QCOMPARE(std::size_t(paths.size()), totals.size());
        for (const auto &[path, total] : totals)
            QCOMPARE(paths.value(path).toDouble(-1), double(total));
        std::int64_t sum = 0;
        for (const auto &[path, total] : totals)
            sum += path.contains(QLatin1Char(';')) ? 0 : total;
        QCOMPARE(imported.value(QStringLiteral("totalWeight")).toDouble(), double(sum));
        (void)p;
    }
};

QTEST_GUILESS_MAIN(TestBridgeFormats)
#include "tst_bridgeformats.moc"
