// perf.data: files written here field by field (PerfDataFixtures.h) with
// this test's own executable mapped, so its functions are symbolized for
// real; pipe mode, zstd-compressed records, records out of time order, two
// events with sched_switch as off-CPU time, lost events, a build id that does
// not match; and, where perf can record here, real recordings of this test
// (frame pointers, DWARF, -z) compared with `perf script`.
#include "PerfDataFixtures.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileContext.h"
#include "formats/ProfileLoader.h"
#include "model/Profile.h"
#include "model/ProfileBuilder.h"
#include "symbols/ElfFileInfo.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <map>

using namespace hg;
using fixtures::PerfDataFile;

namespace perftest {

// What the samples of the written files point at: this executable's code.
__attribute__((noinline)) double leaf(int n)
{
    double s = 0;
    for (int i = 1; i < n; ++i)
        s += std::sqrt(double(i)) / (i + 1);
    return s;
}

__attribute__((noinline)) double caller(int n)
{
    double s = 0;
    for (int k = 0; k < 4; ++k)
        s += leaf(n + k) * (k + 1);
    return s;
}

// The workload `perf record` samples (this executable run with --spin).
__attribute__((noinline)) double spin(double seconds)
{
    QElapsedTimer timer;
    timer.start();
    double s = 0;
    while (timer.elapsed() < qint64(seconds * 1000))
        s += caller(20000);
    return s;
}

} // namespace perftest

namespace {

constexpr std::uint32_t kPid = 4242;

// Where this executable's code is mapped now, as an MMAP2 record says it.
struct SelfMapping
{
    QByteArray path;
    std::uint64_t start = 0, end = 0, pgoff = 0;
    QByteArray buildId;
};

SelfMapping selfMapping()
{
    SelfMapping m;
    const auto address = reinterpret_cast<std::uint64_t>(&perftest::leaf);
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return m;
    for (const QByteArray &line : maps.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() < 6)
            continue;
        const QList<QByteArray> range = f[0].split('-');
        const std::uint64_t start = range[0].toULongLong(nullptr, 16), end = range[1].toULongLong(nullptr, 16);
        if (address >= start && address < end) {
            m = {f[5], start, end, f[2].toULongLong(nullptr, 16), {}};
            if (const auto info = ElfFileInfo::read(QString::fromLocal8Bit(m.path)))
                m.buildId = info->buildId;
        }
    }
    return m;
}

std::uint64_t leafAddress() { return reinterpret_cast<std::uint64_t>(&perftest::leaf) + 4; }
// A return address inside caller(): its call instruction is before it.
std::uint64_t callerReturn() { return reinterpret_cast<std::uint64_t>(&perftest::caller) + 9; }

struct Loaded
{
    ProfilePtr profile;
    QString error;
};

Loaded load(const QByteArray &bytes, const QString &name = QStringLiteral("perf.data"))
{
    const LoadResult r = ProfileLoader::loadData(bytes, name);
    return {r.profile, r.error ? r.error->toString() : QString()};
}

// Sample weight per track name ("comm (tid)"), empty samples (the gaps the
// assembler closes) left out.
std::map<QString, std::uint64_t> weightByTrack(const Profile &p)
{
    std::map<QString, std::uint64_t> weights;
    for (const Track &t : p.tracks())
        for (std::uint32_t i = 0; i < t.samples.size(); ++i)
            if (t.samples.stack(i) != kNoId)
                weights[t.info.name] += t.samples.weight(i);
    return weights;
}

// The frame names of a stack, leaf first.
QStringList stackNames(const Profile &p, StackId stack)
{
    QStringList names;
    for (; stack != kNoId; stack = p.stacks().parent(stack))
        names << p.frameName(p.stacks().frame(stack));
    return names;
}

QStringList leafNames(const Profile &p)
{
    QStringList names;
    for (const Track &t : p.tracks())
        for (std::uint32_t i = 0; i < t.samples.size(); ++i)
            if (t.samples.stack(i) != kNoId)
                names << stackNames(p, t.samples.stack(i)).value(0);
    names.removeDuplicates();
    return names;
}

bool hasWarning(const Profile &p, const char *words)
{
    for (const QString &m : p.diagnostics().messages())
        if (m.contains(QLatin1String(words), Qt::CaseInsensitive))
            return true;
    return false;
}

// A process of three threads running this executable's leaf() under
// caller(): 6, 3 and 2 samples, 1 ms apart.
PerfDataFile threeThreads(const SelfMapping &self, const QByteArray &buildId)
{
    PerfDataFile f;
    PerfDataFile::Attr cpuClock;
    cpuClock.ids = {7, 8};
    cpuClock.name = "cpu-clock";
    f.addAttr(cpuClock);
    f.hostname("build-host");
    f.osRelease("6.1.0-test");
    f.arch("x86_64");
    f.commandLine({"/usr/bin/perf", "record", "-g", "--", "./app"});
    if (!buildId.isEmpty())
        f.buildId(-1, buildId, self.path.constData());
    f.comm(kPid, kPid, "perf-exec", 0);
    f.comm(kPid, kPid, "app", 1000, true);
    f.mmap2(kPid, self.start, self.end - self.start, self.pgoff, self.path.constData(), 1100);
    f.fork(kPid, kPid, kPid + 1, kPid, 1200);
    f.comm(kPid, kPid + 1, "worker-a", 1300);
    f.fork(kPid, kPid, kPid + 2, kPid, 1400);
    f.comm(kPid, kPid + 2, "worker-b", 1500);
    const std::uint32_t tids[] = {kPid, kPid, kPid + 1, kPid, kPid + 2, kPid + 1, kPid, kPid, kPid + 1, kPid, kPid + 2};
    std::uint64_t time = 1'000'000;
    for (std::uint32_t tid : tids) {
        PerfDataFile::Sample s;
        s.pid = kPid;
        s.tid = tid;
        s.time = time += 1'000'000;
        s.ip = leafAddress();
        s.callchain = {PerfDataFile::kContextUser, leafAddress(), callerReturn()};
        f.sample(0, s);
    }
    f.finishedRound();
    return f;
}

// perf record of this executable (--spin), or empty with `why` set.
QString record(const QString &dir, const QString &name, const QStringList &options, QString &why)
{
    const QString perf = QStandardPaths::findExecutable(QStringLiteral("perf"));
    if (perf.isEmpty()) {
        why = QStringLiteral("perf is not installed");
        return {};
    }
    const QString out = dir + QLatin1Char('/') + name;
    QProcess p;
    p.start(perf, QStringList{QStringLiteral("record"), QStringLiteral("-e"), QStringLiteral("cpu-clock"),
                              QStringLiteral("-F"), QStringLiteral("499"), QStringLiteral("-o"), out}
                      + options
                      + QStringList{QStringLiteral("--"), QCoreApplication::applicationFilePath(),
                                    QStringLiteral("--spin")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0 || !QFile::exists(out)) {
        why = QStringLiteral("perf record cannot record here: ") + QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
        return {};
    }
    return out;
}

// `perf script`'s samples per thread id.
std::map<qint64, std::uint64_t> perfScriptCounts(const QString &file)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("perf")),
            {QStringLiteral("script"), QStringLiteral("-i"), file, QStringLiteral("-F"), QStringLiteral("tid")});
    p.waitForFinished(60000);
    std::map<qint64, std::uint64_t> counts;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n'))
        if (!line.trimmed().isEmpty())
            ++counts[line.trimmed().toLongLong()];
    return counts;
}

std::map<qint64, std::uint64_t> countsByTid(const Profile &p)
{
    std::map<qint64, std::uint64_t> counts;
    for (const Track &t : p.tracks())
        for (std::uint32_t i = 0; i < t.samples.size(); ++i)
            if (t.samples.stack(i) != kNoId)
                counts[t.info.threadId] += t.samples.weight(i) ? 1 : 0;
    return counts;
}

} // namespace

class TestPerfData : public QObject
{
    Q_OBJECT

private slots:
    void detection()
    {
        const FormatModule *m = FormatRegistry::instance().module(QStringLiteral("perfdata"));
        QVERIFY(m);
        QVERIFY(!m->canWrite());
        QVERIFY(m->cannotWriteReason(*ProfileBuilder(QStringLiteral("x")).build()).contains(QStringLiteral("read only")));
        QCOMPARE(m->probe("PERFILE2\x68\0\0\0"), 100);
        QCOMPARE(m->probe("PERFILE1"), 0);
        const QByteArray file = PerfDataFile().file();
        QCOMPARE(FormatRegistry::instance().detect(file.left(1024), QStringLiteral("x.bin"))->id, QStringLiteral("perfdata"));
    }

    void threadsAndSymbols()
    {
        const SelfMapping self = selfMapping();
        QVERIFY(!self.path.isEmpty());
        const Loaded l = load(threeThreads(self, self.buildId).file());
        QVERIFY2(l.profile, qPrintable(l.error));
        const Profile &p = *l.profile;
        QCOMPARE(p.formatId(), QStringLiteral("perfdata"));
        const std::map<QString, std::uint64_t> expected = {
            {QStringLiteral("app (4242)"), 6}, {QStringLiteral("worker-a (4243)"), 3}, {QStringLiteral("worker-b (4244)"), 2}};
        QCOMPARE(weightByTrack(p), expected);
        for (const Track &t : p.tracks())
            QCOMPARE(t.info.group, QStringLiteral("app (4242)"));
        // This executable's functions, demangled, with the caller below.
        const Track &main = p.tracks().front();
        const QStringList names = stackNames(p, main.samples.stack(0));
        QCOMPARE(names, (QStringList{QStringLiteral("perftest::leaf(int)"), QStringLiteral("perftest::caller(int)")}));
        const Frame &leaf = p.frames()[p.stacks().frame(main.samples.stack(0))];
        QCOMPARE(p.strings().string(leaf.module), QString::fromLocal8Bit(self.path));
        QVERIFY2(p.strings().string(leaf.file).endsWith(QStringLiteral("tst_perfdata.cpp")),
                 qPrintable(p.strings().string(leaf.file)));
        QVERIFY(leaf.line > 0);
        QVERIFY2(p.diagnostics().messages().isEmpty(), qPrintable(p.diagnostics().messages().join(u'\n')));

        // What the header says, as facts and metadata.
        QCOMPARE(p.metadataString("hostname"), QStringLiteral("build-host"));
        QCOMPARE(p.metadataString("command_line"), QStringLiteral("/usr/bin/perf record -g -- ./app"));
        QCOMPARE(p.metadataString("perf_event"), QStringLiteral("cpu-clock"));
        QStringList facts;
        for (const ContextFact &f : ProfileContext::facts(p, QLocale::c()))
            facts << f.label + QStringLiteral(": ") + f.value;
        QVERIFY2(facts.contains(QStringLiteral("Host: build-host")), qPrintable(facts.join(u'\n')));
        QVERIFY2(facts.contains(QStringLiteral("Kernel: 6.1.0-test (x86_64)")), qPrintable(facts.join(u'\n')));
    }

    void pipeModeReadsTheSame()
    {
        const SelfMapping self = selfMapping();
        const PerfDataFile f = threeThreads(self, self.buildId);
        const Loaded file = load(f.file()), pipe = load(f.pipe());
        QVERIFY2(pipe.profile, qPrintable(pipe.error));
        QCOMPARE(weightByTrack(*pipe.profile), weightByTrack(*file.profile));
        QCOMPARE(leafNames(*pipe.profile), leafNames(*file.profile));
        QCOMPARE(pipe.profile->metadataString("hostname"), QStringLiteral("build-host"));
    }

    void zstdCompressedRecords()
    {
        const SelfMapping self = selfMapping();
        PerfDataFile f = threeThreads(self, self.buildId);
        const Loaded plain = load(f.file());
        // 40-byte pieces: most records span two compressed records.
        f.data() = PerfDataFile::compressed(f.data(), 40);
        f.feature(27, QByteArray::fromHex("01000000" "01000000" "03000000" "05000000" "00000800"));
        const Loaded z = load(f.file());
        QVERIFY2(z.profile, qPrintable(z.error));
        QCOMPARE(weightByTrack(*z.profile), weightByTrack(*plain.profile));
        QCOMPARE(leafNames(*z.profile), leafNames(*plain.profile));
        QCOMPARE(z.profile->metadataString("compression"), QStringLiteral("zstd, level 3"));
        // Corrupt compressed bytes: an error naming zstd.
        QByteArray bad = f.file();
        const qsizetype data = qsizetype(104 + 16 + 144);
        for (qsizetype i = data + 16; i < data + 40; ++i)
            bad[i] = char(0xA5);
        const Loaded broken = load(bad);
        QVERIFY(!broken.profile);
        QVERIFY2(broken.error.contains(QStringLiteral("zstd")), qPrintable(broken.error));
    }

    void recordsOutOfTimeOrder()
    {
        // perf writes each CPU's buffer in turn: a sample of one CPU comes
        // before the mapping another CPU recorded earlier, within a round.
        const SelfMapping self = selfMapping();
        PerfDataFile f;
        PerfDataFile::Attr a;
        a.ids = {1};
        f.addAttr(a);
        f.comm(kPid, kPid, "late", 100, true);
        PerfDataFile::Sample s;
        s.pid = s.tid = kPid;
        s.time = 5000;
        s.ip = leafAddress();
        s.callchain = {PerfDataFile::kContextUser, leafAddress()};
        f.sample(0, s);
        f.mmap2(kPid, self.start, self.end - self.start, self.pgoff, self.path.constData(), 200);
        f.finishedRound();
        f.finishedRound();
        const Loaded l = load(f.file());
        QVERIFY2(l.profile, qPrintable(l.error));
        QCOMPARE(leafNames(*l.profile), QStringList{QStringLiteral("perftest::leaf(int)")});
    }

    void otherBuildIdIsFileOffset()
    {
        const SelfMapping self = selfMapping();
        const Loaded l = load(threeThreads(self, QByteArray(20, '\x11')).file());
        QVERIFY2(l.profile, qPrintable(l.error));
        const QString name = QFileInfo(QString::fromLocal8Bit(self.path)).fileName();
        const QStringList leaves = leafNames(*l.profile);
        QCOMPARE(leaves.size(), 1);
        QVERIFY2(leaves.front().startsWith(name + QStringLiteral("+0x")), qPrintable(leaves.front()));
        QVERIFY(hasWarning(*l.profile, "another build id"));
    }

    void missingFileIsFileOffset()
    {
        PerfDataFile f;
        PerfDataFile::Attr a;
        a.ids = {1};
        f.addAttr(a);
        f.comm(10, 10, "gone", 0, true);
        f.mmap2(10, 0x400000, 0x10000, 0x1000, "/nonexistent/libgone.so");
        f.mmap2(10, 0x7f0000000000, 0x10000, 0, "//anon");
        PerfDataFile::Sample s;
        s.pid = s.tid = 10;
        s.time = 10;
        // JIT code in an anonymous mapping, called from the missing library,
        // called from an address no mapping holds.
        s.callchain = {PerfDataFile::kContextUser, 0x7f0000000040, 0x400123, 0x7fff0000};
        f.sample(0, s);
        const Loaded l = load(f.file());
        QVERIFY2(l.profile, qPrintable(l.error));
        const Track &t = l.profile->tracks().front();
        QCOMPARE(stackNames(*l.profile, t.samples.stack(0)),
                 (QStringList{QStringLiteral("0x7f0000000040"), QStringLiteral("libgone.so+0x1122"),
                              QStringLiteral("0x7ffeffff")}));
        const Frame &jit = l.profile->frames()[l.profile->stacks().frame(t.samples.stack(0))];
        QCOMPARE(l.profile->strings().string(jit.module), QStringLiteral("//anon"));
        QVERIFY(hasWarning(*l.profile, "not on this machine"));
    }

    void kernelFramesWithoutTheKernel()
    {
        // A recording from another machine's kernel: named by offset from _text.
        PerfDataFile f;
        PerfDataFile::Attr a;
        a.ids = {1};
        f.addAttr(a);
        f.osRelease("0.0.0-not-this-kernel");
        f.buildId(-1, QByteArray(20, '\x22'), "[kernel.kallsyms]", true);
        f.kernelMmap(0xffffffff81000000ull, 0x1000000, 0xffffffff81000000ull);
        PerfDataFile::Sample s;
        s.pid = s.tid = 0;
        s.time = 10;
        s.misc = 1;
        s.callchain = {PerfDataFile::kContextKernel, 0xffffffff81000100ull};
        f.sample(0, s);
        const Loaded l = load(f.file());
        QVERIFY2(l.profile, qPrintable(l.error));
        QCOMPARE(leafNames(*l.profile), QStringList{QStringLiteral("[kernel.kallsyms]+0x100")});
        const Track &t = l.profile->tracks().front();
        const Frame &frame = l.profile->frames()[l.profile->stacks().frame(t.samples.stack(0))];
        QCOMPARE(l.profile->strings().string(frame.category), QStringLiteral("kernel"));
        QVERIFY(hasWarning(*l.profile, "not the one running here"));
    }

    void twoEventsAndOffCpu()
    {
        const SelfMapping self = selfMapping();
        PerfDataFile f;
        PerfDataFile::Attr clock;
        clock.sampleType |= PerfDataFile::kIdentifier | PerfDataFile::kCpu;
        clock.ids = {11};
        clock.name = "cpu-clock";
        PerfDataFile::Attr sw;
        sw.type = 2;
        sw.config = 316;
        sw.period = 1;
        sw.sampleType |= PerfDataFile::kIdentifier | PerfDataFile::kCpu | PerfDataFile::kRaw;
        sw.ids = {12};
        sw.name = "sched:sched_switch";
        f.addAttr(clock);
        f.addAttr(sw);
        f.comm(kPid, kPid, "app", 0, true);
        f.mmap2(kPid, self.start, self.end - self.start, self.pgoff, self.path.constData());
        const auto sample = [&](std::size_t attr, std::uint64_t time, QByteArray raw = {}) {
            PerfDataFile::Sample s;
            s.pid = s.tid = kPid;
            s.time = time;
            s.ip = leafAddress();
            s.callchain = {PerfDataFile::kContextUser, leafAddress(), callerReturn()};
            s.raw = raw;
            s.id = attr == 0 ? 11 : 12;
            f.sample(attr, s);
        };
        // sched_switch's raw fields as 64-bit Linux lays them out: prev_state
        // (8 bytes) at 32, next_pid at 56.
        QByteArray raw(64, '\0');
        const std::uint64_t sleeping = 1;
        const std::int32_t next = 0;
        std::memcpy(raw.data() + 32, &sleeping, 8);
        std::memcpy(raw.data() + 56, &next, 4);
        sample(0, 1'000'000);
        sample(0, 2'000'000);
        sample(1, 2'500'000, raw); // leaves the CPU, sleeping
        sample(0, 9'000'000);      // back: its next sample
        f.lost(17);
        const Loaded l = load(f.file());
        QVERIFY2(l.profile, qPrintable(l.error));
        const Profile &p = *l.profile;
        QCOMPARE(p.metadataString("perf_events"), QStringLiteral("cpu-clock,sched:sched_switch"));
        QCOMPARE(p.metadataString("perf_off_cpu"), QStringLiteral("sched:sched_switch"));
        QVERIFY2(leafNames(p).contains(QStringLiteral("[off-CPU]")), qPrintable(leafNames(p).join(u',')));
        QVERIFY(hasWarning(p, "lost 17 events"));
        // Each clock sample ran; the switch-out says how the thread left the CPU.
        std::map<ThreadState, int> states;
        for (const Track &t : p.tracks())
            for (std::uint32_t i = 0; i < t.samples.size(); ++i)
                if (t.samples.weight(i))
                    ++states[t.samples.state(i)];
        QCOMPARE(states[ThreadState::Running], 3);
        QCOMPARE(states[ThreadState::Sleeping], 1);
    }

    void unfinishedRecording()
    {
        // perf record killed before it wrote the sizes: the records to the end.
        const SelfMapping self = selfMapping();
        QByteArray file = threeThreads(self, self.buildId).file();
        std::uint64_t dataAt = 0, dataSize = 0;
        std::memcpy(&dataAt, file.constData() + 40, 8);
        std::memcpy(&dataSize, file.constData() + 48, 8);
        file.truncate(qsizetype(dataAt + dataSize)); // no feature sections yet
        const std::uint64_t zero = 0;
        std::memcpy(file.data() + 48, &zero, 8);
        const std::uint64_t noFeatures[4] = {};
        std::memcpy(file.data() + 72, noFeatures, 32);
        const Loaded l = load(file);
        QVERIFY2(l.profile, qPrintable(l.error));
        QCOMPARE(weightByTrack(*l.profile).at(QStringLiteral("app (4242)")), std::uint64_t(6));
        QVERIFY(hasWarning(*l.profile, "did not finish"));
    }

    // Real recordings of this test's --spin, compared with perf's own tools.
    void realRecordings_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("frame pointers") << QStringList{QStringLiteral("-g")};
        QTest::newRow("dwarf") << QStringList{QStringLiteral("--call-graph"), QStringLiteral("dwarf")};
        QTest::newRow("zstd") << QStringList{QStringLiteral("-g"), QStringLiteral("-z")};
    }

    void realRecordings()
    {
        QFETCH(QStringList, options);
        QTemporaryDir dir;
        QString why;
        const QString file = record(dir.path(), QStringLiteral("perf.data"), options, why);
        if (file.isEmpty())
            QSKIP(qPrintable(why));
        const LoadResult r = ProfileLoader::load(file);
        QVERIFY2(r.profile, qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(countsByTid(*r.profile), perfScriptCounts(file));
        // The workload's function under its callers (DWARF: unwound through
        // this optimised, frame-pointer-less build).
        bool spinUnderMain = false;
        for (const Track &t : r.profile->tracks())
            for (std::uint32_t i = 0; i < t.samples.size() && !spinUnderMain; ++i) {
                const QStringList names = stackNames(*r.profile, t.samples.stack(i));
                const qsizetype spin = names.indexOf(QStringLiteral("perftest::spin(double)"));
                spinUnderMain = spin >= 0 && names.indexOf(QStringLiteral("main"), spin) > spin;
            }
        QVERIFY(spinUnderMain);
    }
};

int main(int argc, char **argv)
{
    // The workload of realRecordings(), run by perf record.
    if (argc == 2 && std::strcmp(argv[1], "--spin") == 0) {
        volatile double sink = perftest::spin(0.4);
        (void)sink;
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestPerfData test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_perfdata.moc"
