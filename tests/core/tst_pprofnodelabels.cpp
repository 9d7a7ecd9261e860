// pprof's node labels: each kept once per node in the order the samples
// first set it, string and numeric values, the packed label index and its
// overflow slots, and labels added on a thread of their own.
#include "PathTotals.h"
#include "PprofProfiles.h"
#include "formats/pprof/PprofLabelIndex.h"
#include "formats/pprof/PprofNodeLabels.h"

#include <QtTest>
#include <algorithm>
#include <set>
#include <tuple>

using namespace hg;
using namespace hg::test;

class TestPprofNodeLabels : public QObject
{
    Q_OBJECT
private slots:
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

    void aNodesLabelsComeBeforeTheOtherTypesSums()
    {
        // The labels are sorted by node on their own thread while the
        // nodes are made; the sums of the sample types neither shown nor
        // counted follow them: a node's attributes are its labels, in the
        // order the samples first set them, then those sums.
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(AllocSpace, Bytes)); // neither shown nor counted
        p.message(1, valueType(Cpu, Nanoseconds)); // the last: shown
        auto sample = [&p](std::initializer_list<std::uint64_t> locations, std::initializer_list<std::int64_t> spans) {
            ProtoWriter s;
            s.bytes(1, view(packed(locations)));
            s.bytes(2, view(packed({1, 100, 10000000})));
            for (const std::int64_t span : spans)
                s.message(3, label(Span, 0, span));
            p.message(2, s);
        };
        sample({3, 2, 1}, {8, 7});
        sample({2, 1}, {7});
        sample({3, 2, 1}, {9});
        QString error;
        const ProfilePtr profile = readWithSharedCode(p, error);
        QVERIFY2(profile, qPrintable(error));
        const Track &t = profile->tracks()[0];
        QCOMPARE(t.nodes.size(), 4u);
        auto attributes = [&](std::uint32_t node) {
            QStringList out;
            for (const AttributeTable::Entry e : t.nodeAttributes.of(node))
                out << profile->strings().string(e.key) + QLatin1Char('=') + QString::number(e.value.i);
            return out;
        };
        QCOMPARE(attributes(3), (QStringList{QStringLiteral("span=8"), QStringLiteral("span=7"), QStringLiteral("span=9"), QStringLiteral("alloc_space=200")}));
        QCOMPARE(attributes(1), (QStringList{QStringLiteral("span=7"), QStringLiteral("alloc_space=300")}));
        QCOMPARE(attributes(0), (QStringList{QStringLiteral("alloc_space=300")}));
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

    void nodeLabelsOnThreadsKeepTheOrderOfOneThread()
    {
        // Node labels are looked up and added in batches by two lanes, each
        // on a thread of its own for half the index's parts (a quarter of
        // the labels on 8 nodes: their parts' queues fill and are added
        // mid-stream): over several batches and two trees, the tables are
        // those of adding on the caller's thread, and those of a plain
        // first-seen filter, each (node, key, value) once in the order the
        // labels first came, then sorted by node (stably: a node's in that
        // order). String values repeat across trees and nodes
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
            const std::uint32_t node = i % 4 ? next(500) : next(8);
            labels.push_back({next(2), node, 1 + next(3), isString ? std::int64_t(1 + next(30000)) : std::int64_t(next(40)) - 20, isString});
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
        for (auto &tree : expected) // handed over sorted by node, a node's labels in the order they came
            std::stable_sort(tree.begin(), tree.end(), [](const auto &a, const auto &b) { return std::get<0>(a) < std::get<0>(b); });
        QCOMPARE(tables(false), expected);
        QCOMPARE(tables(true), expected);
    }

    void nodeLabelsLeftUnfinishedAreDroppedWithoutWaitingForever()
    {
        // A read that fails half way destroys the labels with batches still
        // queued on the lanes' threads: nothing hangs, nothing is leaked
        // (the leak checker of a sanitizer build would say).
        for (const bool useThread : {false, true}) {
            PprofNodeLabels nodeLabels(101, useThread);
            for (std::uint32_t i = 0; i < 200000; ++i)
                nodeLabels.addString(i % 3, StackId(i % 7919), StringId(1), StringId(i % 100 + 1), i % 100 + 1);
        }
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
};

QTEST_GUILESS_MAIN(TestPprofNodeLabels)
#include "tst_pprofnodelabels.moc"
