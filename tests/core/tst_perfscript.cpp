// `perf script` text: the default output and -F field sets, written here in
// the shapes linux-perf 6.1 prints them (call chains after a tab, one line a
// sample without them, tracepoint text), and what PerfSampleAssembler makes
// of them: tracks per thread, frames per function, closed gaps, off-CPU time,
// one event shown at a time.
#include "analysis/CallTree.h"
#include "analysis/SampleTypes.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "formats/perfscript/PerfKeys.h"
#include "formats/perfscript/PerfSampleAssembler.h"
#include "formats/perfscript/PerfScriptLine.h"
#include "model/ProfileBuilder.h"

#include <QtTest>

using namespace hg;

namespace {

ProfilePtr load(const QByteArray &text, QString *error = nullptr, const QString &name = QStringLiteral("x.perf"))
{
    const LoadResult r = ProfileLoader::loadData(text, name);
    if (error)
        *error = r.error ? r.error->toString() : QString();
    return r.profile;
}

QString frameName(const Profile &p, FrameId f) { return p.strings().string(p.frames()[f].name); }

// A track's stacks as "root;...;leaf" per sample with a stack, in time order.
QStringList stacksOf(const Profile &p, const Track &t)
{
    QStringList out;
    for (std::uint32_t i = 0; i < t.samples.size(); ++i) {
        QStringList path;
        for (StackId s = t.samples.stack(i); s != kNoId; s = p.stacks().parent(s))
            path.prepend(frameName(p, p.stacks().frame(s)));
        if (!path.isEmpty())
            out << path.join(QLatin1Char(';'));
    }
    return out;
}

const Track *trackNamed(const Profile &p, const QString &name)
{
    const auto it = std::find_if(p.tracks().begin(), p.tracks().end(), [&](const Track &t) { return t.info.name == name; });
    return it == p.tracks().end() ? nullptr : &*it;
}

std::optional<FrameId> frameNamed(const Profile &p, const QString &name)
{
    for (std::uint32_t i = 0; i < p.frames().size(); ++i)
        if (frameName(p, FrameId(i)) == name)
            return FrameId(i);
    return std::nullopt;
}

// The default output of `perf record -e cpu-clock -g` (no pid, no cpu).
const QByteArray kDefault =
    "mt  2273 27187.080496:    1001001 cpu-clock: \n"
    "\t            11ae leaf_work+0x25 (/tmp/mt)\n"
    "\t           2724a __libc_start_call_main+0x7a (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
    "\n"
    "mt  2273 27187.081488:    1001001 cpu-clock: \n"
    "\tffffffff81000c82 asm_exc_page_fault+0x22 ([kernel.kallsyms])\n"
    "\t            11b0 leaf_work+0x27 (/tmp/mt)\n"
    "\t           2724a __libc_start_call_main+0x7a (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
    "\n"
    "worker-0  2283 27187.090620:    1001001 cpu-clock: \n"
    "\t            11ae leaf_work+0x25 (/tmp/mt)\n"
    "\t            1245 worker+0x56 (/tmp/mt)\n"
    "\t    7f943485ea00 [unknown] ([unknown])\n"
    "\n"
    "worker-0  2283 27187.091617:    1001001 cpu-clock: \n"
    "\t            1245 worker+0x56 (/tmp/mt)\n"
    "\t    7f943485ea00 [unknown] ([unknown])\n"
    "\n";

} // namespace

// `p`: the profile read from `text`, or the test fails with the load error.
#define READ_OR_FAIL(p, text)                                                                                    \
    QString p##Error;                                                                                            \
    const ProfilePtr p = load(text, &p##Error);                                                                  \
    QVERIFY2(p, qPrintable(p##Error))

class TestPerfScript : public QObject
{
    Q_OBJECT

private slots:
    void defaultOutput()
    {
        READ_OR_FAIL(p, kDefault);
        QCOMPARE(p->formatId(), QStringLiteral("perfscript"));
        QCOMPARE(p->tracks().size(), std::size_t(2));
        const Track *main = trackNamed(*p, QStringLiteral("mt (2273)"));
        const Track *worker = trackNamed(*p, QStringLiteral("worker-0 (2283)"));
        QVERIFY(main && worker);
        QCOMPARE(main->info.threadId, 2273);
        QCOMPARE(main->samples.countStanding(), 2u);
        QCOMPARE(stacksOf(*p, *main), (QStringList{QStringLiteral("__libc_start_call_main;leaf_work"),
                                                   QStringLiteral("__libc_start_call_main;leaf_work;asm_exc_page_fault")}));
        // An unknown symbol is named by its address; the offsets are not part of a frame.
        QCOMPARE(stacksOf(*p, *worker), (QStringList{QStringLiteral("0x7f943485ea00;worker;leaf_work"),
                                                     QStringLiteral("0x7f943485ea00;worker")}));
        QCOMPARE(worker->samples.time(1) - worker->samples.time(0), TimePs(997) * kPsPerUs);
        QCOMPARE(main->samples.time(0), TimePs(0));

        const Frame &leaf = p->frames()[*frameNamed(*p, QStringLiteral("leaf_work"))];
        QCOMPARE(p->strings().string(leaf.module), QStringLiteral("/tmp/mt"));
        QCOMPARE(leaf.category, StringId(0));
        const Frame &kernel = p->frames()[*frameNamed(*p, QStringLiteral("asm_exc_page_fault"))];
        QCOMPARE(p->strings().string(kernel.category), QStringLiteral("kernel"));
        QCOMPARE(p->strings().string(kernel.module), QStringLiteral("[kernel.kallsyms]"));
        const Frame &unknown = p->frames()[*frameNamed(*p, QStringLiteral("0x7f943485ea00"))];
        QCOMPARE(unknown.module, StringId(0));
        QCOMPARE(unknown.address, 0x7f943485ea00ull);
        QCOMPARE(p->metadataString(perf::key::kEvent), QStringLiteral("cpu-clock"));
        QCOMPARE(p->diagnostics().count(), std::size_t(0));
        QVERIFY(SampleTypes::of(*p, *main).isEmpty()); // one kind of samples: nothing to choose
    }

    // -F comm,pid,tid,cpu,time,period,event,ip,sym,dso: tracks grouped per
    // process (named after its main thread), times in nanoseconds (--ns).
    void pidsGroupThreads()
    {
        const QByteArray text =
            "worker-1  2283/2284  [001] 27187.090620123:    1001001 cpu-clock: \n"
            "\t            11ae leaf_work (/tmp/mt)\n"
            "\n"
            "mt  2283/2283  [000] 27187.090620500:    1001001 cpu-clock: \n"
            "\t            11ae leaf_work (/tmp/mt)\n"
            "\n"
            "Web Content  4000/4001  [001] 27187.090700000:    1001001 cpu-clock: \n"
            "\t            2000 js::RunScript(JSContext*, js::RunState&) (/usr/lib/firefox/libxul.so)\n"
            "\n";
        READ_OR_FAIL(p, text);
        const Track *worker = trackNamed(*p, QStringLiteral("worker-1 (2284)"));
        QVERIFY(worker);
        QCOMPARE(worker->info.group, QStringLiteral("mt (2283)"));
        QCOMPARE(worker->info.processId, 2283);
        const Track *web = trackNamed(*p, QStringLiteral("Web Content (4001)"));
        QVERIFY(web);
        QCOMPARE(web->info.group, QStringLiteral("Web Content (4000)")); // its main thread never showed: its own name
        QCOMPARE(trackNamed(*p, QStringLiteral("mt (2283)"))->samples.time(0), TimePs(377) * kPsPerNs);
        QVERIFY(frameNamed(*p, QStringLiteral("js::RunScript(JSContext*, js::RunState&)")));
    }

    // Without a call chain (recorded without -g, or printed with -G): one line
    // a sample, comm right-aligned, the ip, symbol and dso after the event.
    void oneLineSamples()
    {
        const QByteArray text =
            "              mt  3116 27256.892476:    1001001 cpu-clock:      5646daf011ae leaf_work+0x25 (/tmp/mt)\n"
            "              mt  3116 27256.893464:    1001001 cpu-clock:  ffffffff81000c82 asm_exc_page_fault+0x22 ([kernel.kallsyms])\n"
            "        worker-0  3120 27256.894464:    1001001 cpu-clock:      5646daf01245 worker+0x56 (/tmp/mt)\n";
        READ_OR_FAIL(p, text);
        const Track *mt = trackNamed(*p, QStringLiteral("mt (3116)"));
        QVERIFY(mt);
        QCOMPARE(stacksOf(*p, *mt), (QStringList{QStringLiteral("leaf_work"), QStringLiteral("asm_exc_page_fault")}));
        QCOMPARE(stacksOf(*p, *trackNamed(*p, QStringLiteral("worker-0 (3120)"))), QStringList{QStringLiteral("worker")});
    }

    // Field sets without the dso, without the symbol, without the time.
    void fewerFields()
    {
        READ_OR_FAIL(noDso, "mt  2273 27187.080496: cpu-clock: \n\t            11ae leaf_work\n\t           2724a main\n\n");
        QCOMPARE(stacksOf(*noDso, noDso->tracks()[0]), QStringList{QStringLiteral("main;leaf_work")});

        READ_OR_FAIL(noSymbol, "mt  2273 27187.080496: cpu-clock: \n\t            11ae\n\t           2724a\n\n");
        QCOMPARE(stacksOf(*noSymbol, noSymbol->tracks()[0]), QStringList{QStringLiteral("0x2724a;0x11ae")});

        // No time: counts, weighted by the period when it was printed.
        READ_OR_FAIL(untimed, "mt  2273    1001001 cpu-clock: \n\t 11ae leaf_work (/tmp/mt)\n\n"
                              "mt  2273    2002002 cpu-clock: \n\t 11ae leaf_work (/tmp/mt)\n\n");
        QVERIFY(!untimed->tracks()[0].samples.timed());
        std::uint64_t weight = 0;
        for (std::uint32_t i = 0; i < untimed->tracks()[0].samples.size(); ++i)
            weight += untimed->tracks()[0].samples.weight(i);
        QCOMPARE(weight, std::uint64_t(3003003));

        // Only the thread id and the frames (-F tid,ip,sym).
        READ_OR_FAIL(p, " 2273 \n\t            11ae leaf_work\n\n 2273 \n\t            11ae leaf_work\n\n");
        QCOMPARE(p->tracks()[0].info.name, QStringLiteral("thread 2273"));
        QCOMPARE(p->tracks()[0].samples.countStanding(), 2u);
    }

    // Names C++ and perf write: templates, "(anonymous namespace)", a deleted
    // dso's "(deleted)", an operator with a "+" of its own, and inlined
    // frames, which are in the dso of the function they sit in.
    void symbolsAndDsos()
    {
        const QByteArray text =
            "app 10 1.000000: 1 cpu-clock: \n"
            "\t 1f std::vector<int, std::allocator<int> >::push_back(int const&)+0x1f (/usr/lib/libfoo.so)\n"
            "\t 20 (anonymous namespace)::run()+0x3 (/opt/app (deleted))\n"
            "\t 21 Vec::operator+(Vec const&) const+0x10 (/opt/app (deleted))\n"
            "\t 22 inlined_helper (inlined)\n"
            "\t 23 caller+0x4 (/opt/app)\n"
            "\t 24 [unknown] (/opt/app)\n"
            "\n";
        READ_OR_FAIL(p, text);
        QCOMPARE(stacksOf(*p, p->tracks()[0]),
                 QStringList{QStringLiteral("0x24;caller;inlined_helper;Vec::operator+(Vec const&) const;"
                                            "(anonymous namespace)::run();"
                                            "std::vector<int, std::allocator<int> >::push_back(int const&)")});
        const Frame &run = p->frames()[*frameNamed(*p, QStringLiteral("(anonymous namespace)::run()"))];
        QCOMPARE(p->strings().string(run.module), QStringLiteral("/opt/app (deleted)"));
        const Frame &inlined = p->frames()[*frameNamed(*p, QStringLiteral("inlined_helper"))];
        QCOMPARE(p->strings().string(inlined.module), QStringLiteral("/opt/app"));

        // --call-graph dwarf prints an inlined frame at an address of its
        // own at times: the dso of the neighbour nearest in address.
        READ_OR_FAIL(dwarf, "mt  2698 27215.906647:    1001001 cpu-clock: \n"
                            "\t           27249 __libc_start_call_main+0x79 (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
                            "\t           27304 __libc_start_main_impl+0x84 (inlined)\n"
                            "\t            10c0 _start+0x20 (/tmp/mt)\n\n");
        const Frame &impl = dwarf->frames()[*frameNamed(*dwarf, QStringLiteral("__libc_start_main_impl"))];
        QCOMPARE(dwarf->strings().string(impl.module), QStringLiteral("/usr/lib/x86_64-linux-gnu/libc.so.6"));
    }

    void frameLines()
    {
        auto f = PerfScriptFrameLine::parse("ffffffff821f8b58 __schedule+0x618 ([kernel.kallsyms])"); // views into the literal
        QVERIFY(f);
        QCOMPARE(f->frame.address, 0xffffffff821f8b58ull);
        QCOMPARE(QString::fromStdString(std::string(f->frame.symbol)), QStringLiteral("__schedule"));
        QCOMPARE(f->frame.symbolOffset, 0x618ull);
        QVERIFY(f->frame.kernel);
        QVERIFY(PerfScriptFrameLine::parse("7f12 f (/lib/[vdso])"));
        QVERIFY(!PerfScriptFrameLine::parse("xyz f (/lib)"));
        QVERIFY(!PerfScriptFrameLine::parse("123456789abcdef01 f (/lib)")); // more than 64 bits
        QVERIFY(isKernelDso("[vdso]", 0x7fff0000));
        QVERIFY(isKernelDso("[nf_tables]", 0xffffffffc0000000ull));
        QVERIFY(!isKernelDso("[heap]", 0x1000));
        QVERIFY(isKernelDso("", 0xffffffff81000000ull));
    }

    // The memrchr fast path finds the dso's '(' where the balanced backward
    // scan does, on every suffix of lines with tricky parentheses.
    void dsoParenFastPathMatchesScan()
    {
        const std::string_view lines[] = {
            "f+0x1a (/usr/lib/libc.so.6)",
            "f (/tmp/libx.so (deleted))",
            "f(int) const+0x8 (/tmp/a (b) c (deleted))",
            "operator()(std::pair<int, int>) (/lib/x.so)",
            "[unknown] ([unknown])",
            "__libc_start_main_impl+0x84 (inlined)",
            "g (a) (b)",
            "f (unbalanced))",
            "f ((x)",
            "f(x)",
            "()",
            ")",
            "(",
            "",
            "no dso at all",
        };
        for (const std::string_view line : lines)
            for (std::size_t from = 0; from <= line.size(); ++from)
                for (std::size_t to = from; to <= line.size(); ++to) {
                    const std::string_view part = line.substr(from, to - from);
                    if (!part.empty() && part.back() != ')')
                        continue;
                    QCOMPARE(dsoOpenParen(part), dsoOpenParenByScan(part));
                }
        auto deleted = PerfScriptFrameLine::parse("7f12 f(int)+0x4 (/tmp/libx.so (deleted))");
        QVERIFY(deleted);
        QCOMPARE(QString::fromStdString(std::string(deleted->frame.dso)), QStringLiteral("/tmp/libx.so (deleted)"));
        QCOMPARE(QString::fromStdString(std::string(deleted->frame.symbol)), QStringLiteral("f(int)"));
        auto inlined = PerfScriptFrameLine::parse("27304 __libc_start_main_impl+0x84 (inlined)");
        QVERIFY(inlined && inlined->inlined && inlined->frame.dso.empty());
        auto unknown = PerfScriptFrameLine::parse("27304 [unknown] ([unknown])");
        QVERIFY(unknown && unknown->frame.dso.empty() && unknown->frame.symbol.empty());
    }

    // The symbol's "+0x" offset is taken off only when all of it reads as
    // a 64-bit hex number (in either case), as std::from_chars read it.
    void symbolOffsets()
    {
        const struct
        {
            std::string_view line, symbol;
            std::uint64_t offset;
        } cases[] = {
            {"1 f+0x1a (/lib)", "f", 0x1a},
            {"1 f+0xABc (/lib)", "f", 0xabc},
            {"1 f+0xffffffffffffffff (/lib)", "f", 0xffffffffffffffffull},
            {"1 f+0x00000000000000000001 (/lib)", "f", 1},
            {"1 f+0x10000000000000000 (/lib)", "f+0x10000000000000000", 0}, // past 64 bits
            {"1 f+0x1g (/lib)", "f+0x1g", 0},
            {"1 f+0x (/lib)", "f+0x", 0},
            {"1 f+0x-1 (/lib)", "f+0x-1", 0},
            {"1 +0x10 (/lib)", "+0x10", 0}, // no symbol before it
            {"1 g+0x2+0x10 (/lib)", "g+0x2", 0x10},
        };
        for (const auto &c : cases) {
            const auto f = PerfScriptFrameLine::parse(c.line);
            QVERIFY(f);
            QCOMPARE(QString::fromStdString(std::string(f->frame.symbol)), QString::fromStdString(std::string(c.symbol)));
            QCOMPARE(f->frame.symbolOffset, c.offset);
        }
    }

    void headerLines()
    {
        // A comm of several words with numbers in them.
        auto h = PerfScriptHeader::parse("Thread 2  4567 [003] 123.456789:     250000 cycles:P: ");
        QVERIFY(h);
        QCOMPARE(QString::fromStdString(std::string(h->comm)), QStringLiteral("Thread 2"));
        QCOMPARE(h->tid, 4567);
        QCOMPARE(h->cpu, 3);
        QCOMPARE(h->timeNs, 123456789000ll);
        QCOMPARE(h->period, 250000ull);
        QCOMPARE(QString::fromStdString(std::string(h->event)), QStringLiteral("cycles"));
        h = PerfScriptHeader::parse("kworker/0:1H    12 [000] 5.000000001: sched:sched_switch: prev_comm=a b prev_pid=12 prev_prio=120 prev_state=D ==> next_comm=x next_pid=0 next_prio=120");
        QVERIFY(h);
        QCOMPARE(QString::fromStdString(std::string(h->comm)), QStringLiteral("kworker/0:1H"));
        QCOMPARE(h->timeNs, 5000000001ll);
        QCOMPARE(QString::fromStdString(std::string(h->event)), QStringLiteral("sched:sched_switch"));
        const PerfSchedSwitch s = PerfSchedSwitch::parse(h->rest);
        QCOMPARE(s.prevState, 'D');
        QCOMPARE(s.nextTid, 0);
        h = PerfScriptHeader::parse("mt  2273 27187.079491255: PERF_RECORD_COMM exec: mt:2273/2273");
        QVERIFY(h && h->record);
        QVERIFY(!PerfScriptHeader::parse("  mt.c:7"));
    }

    // A thread that sleeps between samples: its last sample before the gap
    // stands for one interval, not for the whole sleep.
    void gapsAreClosed()
    {
        const QByteArray text =
            "mt 1 1.000000: 1000000 cpu-clock: \n\t 1 work (/a)\n\n"
            "mt 1 1.001000: 1000000 cpu-clock: \n\t 1 work (/a)\n\n"
            "mt 1 1.002000: 1000000 cpu-clock: \n\t 2 before_sleep (/a)\n\n"
            "mt 1 1.500000: 1000000 cpu-clock: \n\t 1 work (/a)\n\n";
        READ_OR_FAIL(p, text);
        const SampleTrack &s = p->tracks()[0].samples;
        QCOMPARE(s.size(), 6u); // and an empty one ends the last
        QCOMPARE(s.countStanding(), 4u);
        QCOMPARE(s.stack(3), StackId(kNoId));
        QCOMPARE(s.time(3), TimePs(3) * kPsPerMs);
        QCOMPARE(s.weight(3), 0u);
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::TopDown);
        for (std::uint32_t i = 1; i < tree.size(); ++i)
            if (frameName(*p, tree.node(i).frame) == QLatin1String("before_sleep"))
                QCOMPARE(tree.node(i).total, TimePs(1) * kPsPerMs);
    }

    // cpu-clock with sched:sched_switch: a switch-out is off-CPU time under
    // the stack it blocked in, until the thread's switch-in (seen here because
    // the switch-in comes from a thread of the recording too) or next sample.
    void offCpuFromSchedSwitch()
    {
        const QByteArray text =
            "a  10 [000] 1.000000:    1000000 cpu-clock: \n\t 1 compute (/a)\n\n"
            "a  10 [000] 1.000500: sched:sched_switch: prev_comm=a prev_pid=10 prev_prio=120 prev_state=S ==> next_comm=b next_pid=11 next_prio=120\n"
            "\tffffffff821f8b58 __schedule+0x618 ([kernel.kallsyms])\n\t 2 read (/lib/libc.so.6)\n\n"
            "b  11 [000] 1.001000:    1000000 cpu-clock: \n\t 1 compute (/a)\n\n"
            "b  11 [000] 1.020000: sched:sched_switch: prev_comm=b prev_pid=11 prev_prio=120 prev_state=R+ ==> next_comm=a next_pid=10 next_prio=120\n"
            "\tffffffff821f8b58 __schedule+0x618 ([kernel.kallsyms])\n\n"
            "a  10 [000] 1.021000:    1000000 cpu-clock: \n\t 1 compute (/a)\n\n";
        READ_OR_FAIL(p, text);
        QCOMPARE(p->metadataString(perf::key::kEvent), QStringLiteral("cpu-clock"));
        QCOMPARE(p->metadataString(perf::key::kOffCpu), QStringLiteral("sched:sched_switch"));
        const Track *a = trackNamed(*p, QStringLiteral("a (10)"));
        QVERIFY(a);
        QCOMPARE(a->samples.countStanding(), 3u);
        QCOMPARE(stacksOf(*p, *a), (QStringList{QStringLiteral("compute"), QStringLiteral("read;__schedule;[off-CPU]"),
                                                QStringLiteral("compute")}));
        // Off CPU from 0.5 ms to its switch-in at 20 ms, then nothing until
        // 21 ms; the last sample ends after its interval.
        QCOMPARE(a->samples.size(), 5u);
        QCOMPARE(a->samples.time(2), TimePs(20) * kPsPerMs);
        QCOMPARE(a->samples.stack(2), StackId(kNoId));
        const Track *b = trackNamed(*p, QStringLiteral("b (11)"));
        QCOMPARE(stacksOf(*p, *b), (QStringList{QStringLiteral("compute"), QStringLiteral("__schedule;[off-CPU: preempted]")}));
        const Frame &offCpu = p->frames()[*frameNamed(*p, QStringLiteral("[off-CPU]"))];
        QCOMPARE(p->strings().string(offCpu.category), QStringLiteral("off-CPU"));
    }

    // Two sampling events: the one with more samples is shown on the
    // threads' tracks, the other keeps tracks of its own.
    void oneEventShown()
    {
        QByteArray text;
        for (int i = 0; i < 3; ++i)
            text += "a 10 1.00" + QByteArray::number(i) + "000: 100000 instructions:u: \n\t 1 f (/a)\n\n";
        for (int i = 0; i < 5; ++i)
            text += "a 10 1.00" + QByteArray::number(i) + "500: 200000 cycles:u: \n\t 1 f (/a)\n\n";
        text += "a 10 1.006000: 1 syscalls:sys_enter_read: fd: 0x00000003, buf: 0x7ffd, count: 0x00001000\n\t 2 read (/libc)\n\n";
        READ_OR_FAIL(p, text);
        QCOMPARE(p->metadataString(perf::key::kEvent), QStringLiteral("cycles"));
        QCOMPARE(p->metadataString(perf::key::kEvents), QStringLiteral("instructions,cycles,syscalls:sys_enter_read"));
        QCOMPARE(p->tracks().size(), std::size_t(3));
        QCOMPARE(p->tracks()[0].info.name, QStringLiteral("a (10)"));
        QCOMPARE(p->tracks()[0].samples.countStanding(), 5u);
        QCOMPARE(p->tracks()[1].info.name, QStringLiteral("a (10) · instructions"));
        QCOMPARE(p->tracks()[1].info.group, QStringLiteral("instructions"));
        QCOMPARE(p->tracks()[1].samples.countStanding(), 3u);
        // A tracepoint is a count: untimed.
        QCOMPARE(p->tracks()[2].info.group, QStringLiteral("syscalls:sys_enter_read"));
        QVERIFY(!p->tracks()[2].samples.timed());
        QCOMPARE(p->diagnostics().count(), std::size_t(1));
        // Each track says its event, so "every track" is every cycles track.
        QCOMPARE(SampleTypes::of(*p, p->tracks()[0]), QStringLiteral("cycles"));
        QCOMPARE(SampleTypes::of(*p), (QStringList{QStringLiteral("cycles"), QStringLiteral("instructions"),
                                                   QStringLiteral("syscalls:sys_enter_read")}));
        QCOMPARE(SampleTypes::defaultTracks(*p), std::vector<TrackId>{TrackId(0)});
        QCOMPARE(SampleTypes::tracksOf(*p, QStringLiteral("instructions")), std::vector<TrackId>{TrackId(1)});
    }

    // The idle task (tid 0) runs on every CPU at once: a track each.
    void idleTaskPerCpu()
    {
        READ_OR_FAIL(p, "swapper     0 [000] 1.000000: 1000000 cpu-clock: \n\tffffffff81 default_idle+0x1 ([kernel.kallsyms])\n\n"
                        "swapper     0 [001] 1.000100: 1000000 cpu-clock: \n\tffffffff81 default_idle+0x1 ([kernel.kallsyms])\n\n");
        QCOMPARE(p->tracks().size(), std::size_t(2));
        QCOMPARE(p->tracks()[1].info.name, QStringLiteral("swapper (0, CPU 1)"));
    }

    // Names over time: a thread is shown with its last name (exec, prctl).
    void lastNameWins()
    {
        READ_OR_FAIL(p, "bash  50 1.000000: 1 cpu-clock: \n\t 1 f (/a)\n\n"
                        "python3  50 1.001000: 1 cpu-clock: \n\t 1 f (/a)\n\n");
        QCOMPARE(p->tracks()[0].info.name, QStringLiteral("python3 (50)"));
    }

    void assemblerNamesFromRecords()
    {
        // perf.data's way: COMM and FORK records name threads, samples carry no comm.
        ProfileBuilder builder(QStringLiteral("perfdata"));
        PerfSampleAssembler assembler(builder);
        const std::uint32_t clock = assembler.addEvent("cpu-clock", PerfSampleAssembler::EventKind::Sampling);
        QCOMPARE(assembler.addEvent("cpu-clock", PerfSampleAssembler::EventKind::Sampling), clock);
        assembler.setComm(7, 7, "server");
        assembler.fork(7, 7, 7, 8);
        const PerfFrame frames[] = {{0x10, "leaf", 2, "/bin/server", false}, {0x20, "main", 4, "/bin/server", false}};
        PerfSample s;
        s.pid = 7;
        s.tid = 8;
        s.timeNs = 100;
        s.event = clock;
        s.frames = frames;
        assembler.addSample(s);
        s.pid = 7;
        s.tid = 7;
        s.frames = {};
        assembler.addSample(s);
        assembler.finish();
        const ProfilePtr p = builder.build();
        QCOMPARE(p->tracks().size(), std::size_t(2));
        QCOMPARE(p->tracks()[0].info.name, QStringLiteral("server (8)"));
        QCOMPARE(p->tracks()[0].info.group, QStringLiteral("server (7)"));
        QCOMPARE(stacksOf(*p, p->tracks()[0]), QStringList{QStringLiteral("main;leaf")});
        QCOMPARE(stacksOf(*p, p->tracks()[1]), QStringList{QStringLiteral("[unknown]")});
    }

    void probe()
    {
        const FormatRegistry &registry = FormatRegistry::instance();
        const FormatModule *found = registry.detect(kDefault, QStringLiteral("perf.txt"));
        QVERIFY(found);
        QCOMPARE(found->id, QStringLiteral("perfscript"));
        const FormatModule &perf = *registry.module(QStringLiteral("perfscript"));
        QCOMPARE(perf.probe("main;work 12\nmain;idle 3\n"), 0);
        QCOMPARE(perf.probe("{\"traceEvents\":[]}\n"), 0);
        QCOMPARE(perf.probe("Minecraft\n    Full Server Tick Time: 12345 Count: 3 Avg: 1\n"), 0);
        QVERIFY(perf.probe("              mt  3116 27256.892476:    1001001 cpu-clock:      5646daf011ae leaf_work+0x25 (/tmp/mt)\n") > 0);
    }

    void badInput()
    {
        QString error;
        QVERIFY(!load("", &error));
        QVERIFY(!load("hello world\n", &error));
        QVERIFY2(error.contains(QStringLiteral("line 1")) && error.contains(QStringLiteral("perf script")), qPrintable(error));
        // Stray and foreign lines are skipped with a warning naming their line.
        const ProfilePtr p = load("\t 11ae orphan (/a)\n\n" + kDefault + "}}} not perf\n", &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->diagnostics().count(), std::size_t(2));
        QCOMPARE(p->diagnostics().warnings().front().line, qint64(1));
        QCOMPARE(p->sampleCount(), std::size_t(4));
    }

    // A file larger than one stretch (parsed beside the assembly): every
    // sample arrives once, in order.
    void largeFileInStretches()
    {
        QByteArray text;
        const int n = 60000;
        for (int i = 0; i < n; ++i) {
            text += "mt  2273 " + QByteArray::number(1000 + i / 1000) + "." + QByteArray::number(i % 1000).rightJustified(3, '0')
                + "000:    1000000 cpu-clock: \n";
            text += "\t            11ae leaf_work+0x25 (/tmp/mt)\n\t   1245 some_rather_long_function_name_for_the_size+0x56 (/tmp/mt)\n"
                    "\t           2724a __libc_start_call_main+0x7a (/usr/lib/x86_64-linux-gnu/libc.so.6)\n\n";
        }
        QVERIFY(text.size() > 8 << 20);
        READ_OR_FAIL(p, text);
        QCOMPARE(p->tracks().size(), std::size_t(1));
        QCOMPARE(p->tracks()[0].samples.countStanding(), std::uint32_t(n));
        QCOMPARE(p->tracks()[0].samples.size(), std::uint32_t(n + 1)); // the last one ended
        QCOMPARE(p->duration() / kPsPerMs, TimePs(n));
    }
};

QTEST_GUILESS_MAIN(TestPerfScript)
#include "tst_perfscript.moc"
