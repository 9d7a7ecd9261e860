// pprof (profile.proto): a Go-shaped CPU profile and a heap profile built
// field by field, damaged input, round trips of span, sampled, aggregated
// and corpus profiles, and `go tool pprof -top` reading what we write.
#include "CorpusDir.h"
#include "PathTotals.h"
#include "PprofFixtures.h"
#include "formats/FormatRegistry.h"
#include "formats/ProtoWriter.h"
#include "formats/pprof/PprofLabelIndex.h"
#include "formats/pprof/PprofNodeLabels.h"
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
#include <set>
#include <tuple>

using namespace hg;
using namespace hg::test;

namespace {

QByteArray packed(std::initializer_list<std::uint64_t> values)
{
    ProtoWriter w;
    for (const std::uint64_t v : values)
        w.varintValue(v);
    return w.take();
}

std::string_view view(const QByteArray &b) { return {b.constData(), std::size_t(b.size())}; }

ProtoWriter valueType(std::int64_t type, std::int64_t unit)
{
    ProtoWriter v;
    v.int64(1, type);
    v.int64(2, unit);
    return v;
}

ProtoWriter label(std::int64_t key, std::int64_t str, std::int64_t num = 0)
{
    ProtoWriter l;
    l.int64(1, key);
    if (str)
        l.int64(2, str);
    if (num)
        l.int64(3, num);
    return l;
}

const std::vector<std::string> kStrings = {"", "samples", "count", "cpu", "nanoseconds", "main.main", "main.go",
                                           "main.work", "main.inlined", "/usr/bin/app", "thread", "worker", "span",
                                           "runtime.main", "abc123", "proc.go", "alloc_objects", "alloc_space", "bytes"};
enum S { Samples = 1, Count, Cpu, Nanoseconds, MainMain, MainGo, MainWork, MainInlined, App, Thread, Worker, Span,
         RuntimeMain, BuildId, ProcGo, AllocObjects, AllocSpace, Bytes };

// Locations and functions of both fixtures: runtime.main > main.main >
// main.work, into which main.inlined is inlined (location 3, two lines).
void addCode(ProtoWriter &p)
{
    ProtoWriter m;
    m.uint64(1, 1);
    m.uint64(2, 0x400000);
    m.uint64(3, 0x500000);
    m.int64(5, App);
    m.int64(6, BuildId);
    m.uint64(7, 1);
    p.message(3, m);
    auto location = [&p](std::uint64_t id, std::uint64_t address, std::vector<std::pair<std::uint64_t, std::int64_t>> lines) {
        ProtoWriter l;
        l.uint64(1, id);
        l.uint64(2, 1);
        l.uint64(3, address);
        for (const auto &[function, line] : lines) {
            ProtoWriter entry;
            entry.uint64(1, function);
            entry.int64(2, line);
            l.message(4, entry);
        }
        p.message(4, l);
    };
    location(1, 0x401000, {{1, 250}});
    location(2, 0x402000, {{2, 20}});
    location(3, 0x403000, {{4, 40}, {3, 30}}); // inlined callee first, its caller last
    auto function = [&p](std::uint64_t id, std::int64_t name, std::int64_t file, std::int64_t start) {
        ProtoWriter f;
        f.uint64(1, id);
        f.int64(2, name);
        f.int64(3, name);
        f.int64(4, file);
        f.int64(5, start);
        p.message(5, f);
    };
    function(1, RuntimeMain, ProcGo, 100);
    function(2, MainMain, MainGo, 10);
    function(3, MainWork, MainGo, 28);
    function(4, MainInlined, MainGo, 38);
}

// A sample of one count and 10 ms of CPU on `locations` (leaf first), with
// string labels (key, value), as string indices.
void addLabelledSample(ProtoWriter &p, std::initializer_list<std::uint64_t> locations,
                       std::initializer_list<std::pair<std::int64_t, std::int64_t>> labels)
{
    ProtoWriter s;
    s.bytes(1, view(packed(locations)));
    s.bytes(2, view(packed({1, 10000000})));
    for (const auto &[key, value] : labels)
        s.message(3, label(key, value));
    p.message(2, s);
}

void addStrings(ProtoWriter &p)
{
    for (const std::string &s : kStrings)
        p.bytes(6, s);
}

// As Go's runtime/pprof writes a CPU profile: time_nanos first, samples
// with packed location ids (and one with them unpacked), labels.
QByteArray cpuProfile()
{
    ProtoWriter p;
    p.int64(9, 1700000000000000000);
    p.message(1, valueType(Samples, Count));
    p.message(1, valueType(Cpu, Nanoseconds));
    p.int64(10, 1500000000);
    p.message(11, valueType(Cpu, Nanoseconds));
    p.int64(12, 10000000);
    ProtoWriter s;
    s.bytes(1, view(packed({3, 2, 1})));
    s.bytes(2, view(packed({2, 20000000})));
    s.message(3, label(Thread, Worker));
    p.message(2, s);
    s.clear();
    s.bytes(1, view(packed({2, 1})));
    s.bytes(2, view(packed({1, 10000000})));
    p.message(2, s);
    s.clear();
    for (const std::uint64_t id : {3, 2, 1})
        s.uint64(1, id);
    s.uint64(2, 1);
    s.uint64(2, 10000000);
    s.message(3, label(Thread, Worker));
    s.message(3, label(Span, 0, 7));
    p.message(2, s);
    addCode(p);
    addStrings(p);
    return p.take();
}

// A heap profile: bytes, not time, with a value beyond 32 bits.
QByteArray heapProfile()
{
    ProtoWriter p;
    p.message(1, valueType(AllocObjects, Count));
    p.message(1, valueType(AllocSpace, Bytes));
    p.int64(14, AllocObjects); // the default is the first type here
    ProtoWriter s;
    s.bytes(1, view(packed({2, 1})));
    s.bytes(2, view(packed({5000000000, 1})));
    p.message(2, s);
    s.clear();
    s.bytes(1, view(packed({1})));
    s.bytes(2, view(packed({300, 3})));
    s.message(3, label(Span, 0, 9));
    p.message(2, s);
    addCode(p);
    addStrings(p);
    return p.take();
}

QByteArray writePprof(const Profile &p)
{
    return FormatRegistry::instance().writer(QStringLiteral("pprof"))->write(p, ReadContext());
}

// A span profile with known self times: main 100 ms (self 30) > work
// 50 ms (self 50), main > io 20 ms (self 20); a second thread: gc 7 ms.
ProfilePtr spanProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    const TrackId t = b.addTrack({QStringLiteral("main"), QStringLiteral("app"), 1, 1, {}, {}});
    const TrackId g = b.addTrack({QStringLiteral("gc"), QStringLiteral("app"), 2, 1, {}, {}});
    b.addSpan(t, 0, 100 * kPsPerMs, b.addFrame("main"));
    b.addSpan(t, 10 * kPsPerMs, 50 * kPsPerMs, b.addFrame("work"));
    b.addSpan(t, 70 * kPsPerMs, 20 * kPsPerMs, b.addFrame("io"));
    b.addSpan(g, 5 * kPsPerMs, 7 * kPsPerMs, b.addFrame("gc"));
    return b.build();
}

} // namespace

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

    void nodeLabelsOnceEachAndSamplesAnywhere()
    {
        // Samples before and after the tables and another field: each is
        // found again where it is. A label on a node is kept once, in the
        // order the samples first set it.
        ProtoWriter p;
        p.int64(9, 1700000000000000000);
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        auto sample = [&p](std::initializer_list<std::uint64_t> locations, std::initializer_list<std::int64_t> spans) {
            ProtoWriter s;
            s.bytes(1, view(packed(locations)));
            s.bytes(2, view(packed({1, 10000000})));
            for (const std::int64_t span : spans)
                s.message(3, label(Span, 0, span));
            p.message(2, s);
        };
        sample({3, 2, 1}, {7});
        p.int64(12, 10000000); // another field between samples
        sample({3, 2, 1}, {8, 7});
        addCode(p);
        addStrings(p);
        sample({2, 1}, {7});
        sample({3, 2, 1}, {7, 9});
        QString error;
        const ProfilePtr profile = read(p.take(), &error);
        QVERIFY2(profile, qPrintable(error));
        QCOMPARE(pathTotals(*profile).value(QStringLiteral("runtime.main")), 40 * kPsPerMs);
        const Track &t = profile->tracks()[0];
        QCOMPARE(t.nodes.size(), 4u); // runtime.main > main.main > main.work > main.inlined
        std::vector<std::int64_t> leaf, mainMain;
        for (const AttributeTable::Entry e : t.nodeAttributes.of(3))
            leaf.push_back(e.value.i);
        for (const AttributeTable::Entry e : t.nodeAttributes.of(1))
            mainMain.push_back(e.value.i);
        QCOMPARE(leaf, (std::vector<std::int64_t>{7, 8, 9}));
        QCOMPARE(mainMain, (std::vector<std::int64_t>{7}));
        QCOMPARE(t.nodeAttributes.size(), std::size_t(4));
    }

    void stringLabelsOnceEachAcrossNodesAndTracks()
    {
        // A label value met for the first time is added without a lookup:
        // met again (twice in one sample, on another node, in another
        // track), each node still keeps it once, in the order first set.
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        const auto tenant = std::int64_t(kStrings.size()), a = tenant + 1, b = tenant + 2;
        auto sample = [&p](std::initializer_list<std::uint64_t> locations, std::initializer_list<std::pair<std::int64_t, std::int64_t>> labels) {
            addLabelledSample(p, locations, labels);
        };
        sample({3, 2, 1}, {{tenant, a}, {tenant, a}});
        sample({2, 1}, {{tenant, a}});
        sample({3, 2, 1}, {{tenant, a}, {tenant, b}});
        sample({2, 1}, {{Thread, Worker}, {tenant, b}});
        sample({3, 2, 1}, {{tenant, b}});
        sample({2, 1}, {{tenant, b}, {Thread, Worker}});
        addCode(p);
        addStrings(p);
        for (const char *text : {"tenant", "a", "b"})
            p.bytes(6, std::string(text));
        QString error;
        const ProfilePtr profile = read(p.take(), &error);
        QVERIFY2(profile, qPrintable(error));
        QCOMPARE(profile->tracks().size(), std::size_t(2));
        auto labelsOf = [&profile](const Track &t, std::uint32_t node) {
            QStringList labels;
            for (const AttributeTable::Entry e : t.nodeAttributes.of(node))
                labels << profile->strings().string(e.key) + QLatin1Char('=') + profile->strings().string(e.value.s);
            return labels;
        };
        const Track &cpu = profile->tracks()[0], &worker = profile->tracks()[1];
        QCOMPARE(cpu.info.name, QStringLiteral("cpu"));
        QCOMPARE(cpu.nodes.size(), 4u); // runtime.main > main.main > main.work > main.inlined
        QCOMPARE(labelsOf(cpu, 3), (QStringList{QStringLiteral("tenant=a"), QStringLiteral("tenant=b")}));
        QCOMPARE(labelsOf(cpu, 1), QStringList{QStringLiteral("tenant=a")});
        QCOMPARE(cpu.nodeAttributes.size(), std::size_t(3));
        QCOMPARE(worker.info.name, QStringLiteral("worker"));
        QCOMPARE(worker.nodes.size(), 2u);
        QCOMPARE(labelsOf(worker, 1), QStringList{QStringLiteral("tenant=b")});
        QCOMPARE(worker.nodeAttributes.size(), std::size_t(1));
    }

    void numericLabelsBeyond32BitsAndManyKeysKeptOnceEach()
    {
        // The label index packs a label into its slot when it fits (an int
        // of 32 bits, one of a tree's first 15 keys) and looks the others
        // up in the table: both kinds are kept once each, none mistaken
        // for another (-1 against 2^32 - 1, 7 against 2^32 + 7).
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        const auto firstKey = std::int64_t(kStrings.size());
        constexpr int kKeys = 20;
        const std::vector<std::int64_t> wide = {7, (std::int64_t(1) << 32) + 7, -1, 0xFFFFFFFFll, std::int64_t(1) << 40, INT64_MIN};
        auto sample = [&](std::vector<std::pair<std::int64_t, std::int64_t>> numbers) {
            ProtoWriter s;
            s.bytes(1, view(packed({3, 2, 1})));
            s.bytes(2, view(packed({1, 10000000})));
            for (const auto &[key, number] : numbers)
                s.message(3, label(key, 0, number));
            p.message(2, s);
        };
        std::vector<std::pair<std::int64_t, std::int64_t>> spans, keys;
        for (const std::int64_t v : wide)
            spans.push_back({Span, v});
        for (int k = 0; k < kKeys; ++k)
            keys.push_back({firstKey + k, 5});
        sample(spans);
        std::reverse(spans.begin(), spans.end());
        sample(spans); // all met before, in another order
        sample(keys);
        keys.push_back({firstKey + kKeys - 1, 6}); // the last key (not packed) with a new value
        keys.push_back({firstKey, 6});             // the first (packed) with a new value
        sample(keys);
        addCode(p);
        addStrings(p);
        for (int k = 0; k < kKeys; ++k)
            p.bytes(6, "key" + std::to_string(k));
        QString error;
        const ProfilePtr profile = read(p.take(), &error);
        QVERIFY2(profile, qPrintable(error));
        const Track &t = profile->tracks()[0];
        QStringList labels;
        for (const AttributeTable::Entry e : t.nodeAttributes.of(3))
            labels << profile->strings().string(e.key) + QLatin1Char('=') + QString::number(e.value.i);
        QStringList expected;
        for (const std::int64_t v : wide)
            expected << QStringLiteral("span=") + QString::number(v);
        for (int k = 0; k < kKeys; ++k)
            expected << QStringLiteral("key%1=5").arg(k);
        expected << QStringLiteral("key%1=6").arg(kKeys - 1) << QStringLiteral("key0=6");
        QCOMPARE(labels, expected);
        QCOMPARE(t.nodeAttributes.size(), std::size_t(expected.size()));
    }

    void labelIndexBeyondWhatPacks()
    {
        // Nodes beyond 2^26 do not pack: their labels are compared against
        // the table's entries, and never confused with a packed node's.
        AttributeTable table;
        PprofLabelIndex index;
        auto add = [&](std::uint32_t node, std::int64_t value) {
            const PprofLabelIndex::Label l{node, StringId(4), value, false};
            if (!index.add(l, std::uint32_t(table.size()), table))
                return false;
            table.add(node, StringId(4), AttributeValue::fromInt(value));
            return true;
        };
        const std::uint32_t far = (1u << 26) + 3, farther = (1u << 27) + 3;
        QVERIFY(add(3, 9));
        QVERIFY(add(far, 9));
        QVERIFY(add(farther, 9));
        QVERIFY(add(far, std::int64_t(1) << 33));
        QVERIFY(!add(3, 9));
        QVERIFY(!add(far, 9));
        QVERIFY(!add(farther, 9));
        QVERIFY(!add(far, std::int64_t(1) << 33));
        // An entry added without a lookup (a label value's first use) is
        // found afterwards, packed or not.
        table.add(far, StringId(4), AttributeValue::fromString(StringId(11)));
        index.addNew({far, StringId(4), 11, true}, std::uint32_t(table.size() - 1));
        table.add(3, StringId(4), AttributeValue::fromString(StringId(11)));
        index.addNew({3, StringId(4), 11, true}, std::uint32_t(table.size() - 1));
        QVERIFY(!index.add({far, StringId(4), 11, true}, std::uint32_t(table.size()), table));
        QVERIFY(!index.add({3, StringId(4), 11, true}, std::uint32_t(table.size()), table));
        QVERIFY(index.add({3, StringId(4), 11, false}, std::uint32_t(table.size()), table)); // an int 11 is another label
        // Enough to grow every part a few times.
        for (std::uint32_t node = 0; node < 40000; ++node)
            QVERIFY(add(node * 1999, node));
        for (std::uint32_t node = 0; node < 40000; ++node)
            QVERIFY(!add(node * 1999, node));
    }

    void nodeLabelsOnAThreadKeepTheOrderOfOneThread()
    {
        // Node labels are looked up and added in batches on a thread of
        // their own: over several batches and two trees, the tables are
        // those of adding on the caller's thread, and those of a plain
        // first-seen filter, each (node, key, value) once in the order the
        // labels first came. String values repeat across trees and nodes
        // (one seen once, then again, is indexed late); numbers repeat too.
        struct Label
        {
            std::uint32_t tree, node, key;
            std::int64_t value;
            bool isString;
        };
        std::vector<Label> labels;
        quint32 x = 7;
        auto next = [&x](quint32 below) { return ((x = x * 1103515245 + 12345) >> 8 & 0xFFFFFF) % below; };
        for (int i = 0; i < 100000; ++i) {
            const bool isString = next(3) != 0;
            labels.push_back({next(2), next(500), 1 + next(3), isString ? std::int64_t(1 + next(30000)) : std::int64_t(next(40)) - 20, isString});
        }
        auto tables = [&](bool useThread) {
            PprofNodeLabels nodeLabels(30001, useThread);
            for (const Label &l : labels) {
                if (l.isString) // a string's id and its index in the table: any two that go together
                    nodeLabels.addString(l.tree, StackId(l.node), StringId(l.key), StringId(std::uint32_t(l.value) + 100), l.value);
                else
                    nodeLabels.addInt(l.tree, StackId(l.node), StringId(l.key), l.value);
            }
            nodeLabels.finish();
            std::vector<std::vector<std::tuple<std::uint32_t, std::uint32_t, std::int64_t, bool>>> out;
            for (std::uint32_t tree = 0; tree < 2; ++tree) {
                const AttributeTable table = nodeLabels.take(tree);
                out.emplace_back();
                for (std::uint32_t e = 0; e < table.size(); ++e) {
                    const AttributeValue v = table.valueAt(e);
                    const bool isString = v.kind == AttributeValue::Kind::String;
                    out.back().emplace_back(std::uint32_t(table.ownerAt(e)), std::uint32_t(table.keyAt(e)), isString ? std::int64_t(v.s) - 100 : v.i, isString);
                }
            }
            return out;
        };
        std::vector<std::vector<std::tuple<std::uint32_t, std::uint32_t, std::int64_t, bool>>> expected(2);
        std::set<std::tuple<std::uint32_t, std::uint32_t, std::uint32_t, std::int64_t, bool>> seen;
        for (const Label &l : labels)
            if (seen.insert({l.tree, l.node, l.key, l.value, l.isString}).second)
                expected[l.tree].emplace_back(l.node, l.key, l.value, l.isString);
        QVERIFY(expected[0].size() > 20000 && expected[0].size() < 50000); // duplicates dropped, most kept
        QCOMPARE(tables(false), expected);
        QCOMPARE(tables(true), expected);
    }

    void aLabelValueThatIsAlsoANameIsFoundByItsText()
    {
        // Go's string table holds a text once, whatever its roles: a string
        // met first as a label value (stored unindexed) and then as a
        // function's name is found by its text, as every name is.
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        const auto tenant = std::int64_t(kStrings.size());
        auto sample = [&p](std::initializer_list<std::uint64_t> locations, std::initializer_list<std::pair<std::int64_t, std::int64_t>> labels) {
            addLabelledSample(p, locations, labels);
        };
        sample({2, 1}, {{tenant, MainWork}});
        sample({3, 2, 1}, {{tenant, MainWork}});
        addCode(p);
        addStrings(p);
        p.bytes(6, std::string("tenant"));
        QString error;
        const ProfilePtr profile = read(p.take(), &error);
        QVERIFY2(profile, qPrintable(error));
        const StringId name = profile->strings().find("main.work");
        QVERIFY(name != kNoId);
        const Track &t = profile->tracks().front();
        bool named = false;
        for (std::uint32_t f = 0; f < profile->frames().size(); ++f)
            named = named || profile->frames()[FrameId(f)].name == name;
        QVERIFY(named);
        QStringList labels;
        for (std::uint32_t node = 0; node < t.nodes.size(); ++node)
            for (const AttributeTable::Entry e : t.nodeAttributes.of(node))
                labels << profile->strings().string(e.value.s);
        QCOMPARE(labels, (QStringList{QStringLiteral("main.work"), QStringLiteral("main.work")}));
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
        addCode(p);
        addStrings(p);
        QString error;
        const ProfilePtr profile = read(p.take(), &error);
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
        // picoseconds is capped and counted per sample; a sample with the
        // wrong number of values adds nothing.
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
        QCOMPARE(t.nodes.count(3), std::uint64_t(1 + 2 + 3 + 1 + 1));
        const TimePs capped = std::numeric_limits<TimePs>::max() / 2;
        // The sums wrap as the reader's 64-bit adds do (unsigned here: no overflow in the test).
        QCOMPARE(t.nodes.total(3), TimePs(std::uint64_t(60 * kPsPerMs) + 2 * std::uint64_t(capped)));
        std::vector<std::int64_t> spans;
        for (const AttributeTable::Entry e : t.nodeAttributes.of(3))
            spans.push_back(e.value.i);
        QCOMPARE(spans, (std::vector<std::int64_t>{7, 9}));
        QString warnings;
        for (const Diagnostic &d : profile->diagnostics().warnings())
            warnings += d.message + QLatin1Char('\n');
        QVERIFY2(warnings.contains(QStringLiteral("2 sample value(s) are too large")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("1 values for the profile's 2 sample types")), qPrintable(warnings));
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
