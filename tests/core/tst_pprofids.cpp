// pprof tables as producers other than Go's runtime/pprof number and fill
// them: sparse and huge ids (the reader's hash map) against ids 1..N (its
// vector), repeated ids, zero and negative values, locations without lines,
// and references to what the file does not define (errors naming the byte).
#include "PathTotals.h"
#include "PprofFixtures.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "formats/ProtoWriter.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <QtTest>

using namespace hg;
using namespace hg::test;

namespace {

const std::vector<std::string> kStrings = {"", "samples", "count", "cpu", "nanoseconds", "main", "work", "leaf",
                                           "app.go", "/bin/app", "alloc_space", "bytes", "tenant", "acme"};
enum S { Samples = 1, Count, Cpu, Nanoseconds, Main, Work, Leaf, AppGo, BinApp, AllocSpace, Bytes, Tenant, Acme };

// The ids a profile's tables use: main, work and leaf's location, function
// and the mapping.
struct Ids
{
    std::uint64_t location[3];
    std::uint64_t function[3];
    std::uint64_t mapping;
};
constexpr Ids kDense = {{1, 2, 3}, {1, 2, 3}, 1};
constexpr Ids kSparse = {{1000000007, 5, 1ull << 40}, {~0ull, 77, 123456789012345ull}, 1ull << 62};

ProtoWriter valueType(std::int64_t type, std::int64_t unit)
{
    ProtoWriter v;
    v.int64(1, type);
    v.int64(2, unit);
    return v;
}

ProtoWriter sample(std::vector<std::uint64_t> leafFirst, std::vector<std::int64_t> values, std::int64_t tenant = 0)
{
    ProtoWriter s;
    ProtoWriter ids;
    for (const std::uint64_t id : leafFirst)
        ids.varintValue(id);
    s.bytes(1, ids.view());
    for (const std::int64_t v : values)
        s.int64(2, v);
    if (tenant) {
        ProtoWriter l;
        l.int64(1, Tenant);
        l.int64(2, tenant);
        s.message(3, l);
    }
    return s;
}

void addTables(ProtoWriter &p, const Ids &ids, bool withFunctions = true)
{
    ProtoWriter m;
    m.uint64(1, ids.mapping);
    m.int64(5, BinApp);
    p.message(3, m);
    for (int i = 0; i < 3; ++i) {
        ProtoWriter l;
        l.uint64(1, ids.location[i]);
        l.uint64(2, ids.mapping);
        l.uint64(3, 0x401000 + 16 * std::uint64_t(i));
        ProtoWriter line;
        line.uint64(1, ids.function[i]);
        line.int64(2, 10 * (i + 1));
        l.message(4, line);
        p.message(4, l);
    }
    if (!withFunctions)
        return;
    for (int i = 0; i < 3; ++i) {
        ProtoWriter f;
        f.uint64(1, ids.function[i]);
        f.int64(2, Main + i);
        f.int64(4, AppGo);
        p.message(5, f);
    }
}

void addStrings(ProtoWriter &p)
{
    for (const std::string &s : kStrings)
        p.bytes(6, s);
}

// A CPU profile: main > work > leaf twice (with and without a label),
// main > work once, a zero sample of main.
QByteArray cpuProfile(const Ids &ids)
{
    ProtoWriter p;
    p.message(1, valueType(Samples, Count));
    p.message(1, valueType(Cpu, Nanoseconds));
    const auto [main, work, leaf] = ids.location;
    p.message(2, sample({leaf, work, main}, {2, 20000000}, Acme));
    p.message(2, sample({leaf, work, main}, {1, 10000000}));
    p.message(2, sample({work, main}, {1, 10000000}));
    p.message(2, sample({main}, {0, 0}));
    addTables(p, ids);
    addStrings(p);
    return p.take();
}

} // namespace

class TestPprofIds : public QObject
{
    Q_OBJECT
private slots:
    void sparseAndHugeIdsReadAsDenseOnes()
    {
        QString error;
        const ProfilePtr dense = read(cpuProfile(kDense), &error);
        QVERIFY2(dense, qPrintable(error));
        const ProfilePtr sparse = read(cpuProfile(kSparse), &error);
        QVERIFY2(sparse, qPrintable(error));
        const QMap<QString, qint64> totals = pathTotals(*dense);
        QCOMPARE(totals.value(QStringLiteral("main")), 40 * kPsPerMs);
        QCOMPARE(totals.value(QStringLiteral("main;work")), 40 * kPsPerMs);
        QCOMPARE(totals.value(QStringLiteral("main;work;leaf")), 30 * kPsPerMs);
        QCOMPARE(comparePathTotals(totals, pathTotals(*sparse)), QString());
        // The zero sample counts, its time adds nothing; the label stays on leaf.
        const Track &t = sparse->tracks()[0];
        QCOMPARE(t.nodes.count(0), std::uint64_t(4));
        QCOMPARE(attributeText(sparse->strings(), *t.nodeAttributes.findNamed(2, sparse->strings(), "tenant")), QStringLiteral("acme"));
        QCOMPARE(sparse->strings().string(sparse->frames()[t.nodes.frame(2)].module), QStringLiteral("/bin/app"));
    }

    void repeatedIdsKeepTheFirstEntry()
    {
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(2, sample({1}, {5}));
        addTables(p, kDense);
        ProtoWriter again; // a second location 1, another function: ignored
        again.uint64(1, 1);
        ProtoWriter line;
        line.uint64(1, 3);
        again.message(4, line);
        p.message(4, again);
        addStrings(p);
        const ProfilePtr profile = read(p.take());
        QVERIFY(profile);
        QCOMPARE(pathTotals(*profile).value(QStringLiteral("main")), qint64(5));
        QCOMPARE(pathTotals(*profile).size(), 1);
    }

    void zeroAndNegativeCountsAreLeftOut()
    {
        ProtoWriter p;
        p.message(1, valueType(AllocSpace, Bytes));
        p.message(2, sample({3, 2, 1}, {4096}));
        p.message(2, sample({2, 1}, {0}));
        p.message(2, sample({1}, {-512}));
        p.message(2, sample({3, 2, 1}, {1024}, Acme));
        addTables(p, kDense);
        addStrings(p);
        const ProfilePtr profile = read(p.take());
        QVERIFY(profile);
        const QMap<QString, qint64> totals = pathTotals(*profile);
        QCOMPARE(totals.value(QStringLiteral("main")), qint64(5120));
        QCOMPARE(totals.value(QStringLiteral("main;work;leaf")), qint64(5120));
        QCOMPARE(profile->tracks()[0].samples.size(), 2u);
        QVERIFY(profile->diagnostics().messages().join(QLatin1Char('\n')).contains(QStringLiteral("negative")));
    }

    void aLocationWithoutLinesIsItsAddress()
    {
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(2, sample({9}, {1}));
        ProtoWriter l;
        l.uint64(1, 9);
        l.uint64(3, 0xdeadbeef);
        p.message(4, l);
        addStrings(p);
        const ProfilePtr profile = read(p.take());
        QVERIFY(profile);
        QCOMPARE(pathTotals(*profile).value(QStringLiteral("0xdeadbeef")), qint64(1));
    }

    void undefinedReferencesNameTheirByte()
    {
        // A sample's location nobody defined: the sample's offset.
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        const qsizetype sampleAt = p.view().size() + 2; // after its tag and length
        p.message(2, sample({1, 404}, {1}));
        addTables(p, kDense);
        addStrings(p);
        QString message = readError(p.take());
        QVERIFY2(message.contains(QStringLiteral("at byte %1").arg(sampleAt)) && message.contains(QStringLiteral("location 404")), qPrintable(message));
        // A location's function and mapping nobody defined: the location's offset.
        ProtoWriter q;
        q.message(1, valueType(Samples, Count));
        q.message(2, sample({2}, {1}));
        addTables(q, kDense, false);
        addStrings(q);
        message = readError(q.take());
        QVERIFY2(message.contains(QStringLiteral("at byte")) && message.contains(QStringLiteral("function 2")), qPrintable(message));
        ProtoWriter r;
        r.message(1, valueType(Samples, Count));
        r.message(2, sample({1}, {1}));
        addTables(r, kDense);
        ProtoWriter l; // location 4 refers to mapping 8
        l.uint64(1, 4);
        l.uint64(2, 8);
        r.message(4, l);
        r.message(2, sample({4}, {1}));
        addStrings(r);
        message = readError(r.take());
        QVERIFY2(message.contains(QStringLiteral("at byte")) && message.contains(QStringLiteral("mapping 8")), qPrintable(message));
        // A label's string outside the table: the sample's offset.
        ProtoWriter s;
        s.message(1, valueType(Samples, Count));
        const qsizetype labelledAt = s.view().size() + 2;
        s.message(2, sample({1}, {1}, 99));
        addTables(s, kDense);
        addStrings(s);
        message = readError(s.take());
        QVERIFY2(message.contains(QStringLiteral("at byte %1").arg(labelledAt)) && message.contains(QStringLiteral("string 99")), qPrintable(message));
        // A sample cut inside its location ids.
        ProtoWriter t;
        t.message(1, valueType(Samples, Count));
        t.bytes(2, std::string_view("\x0a\x05\x01\x02", 4));
        addTables(t, kDense);
        addStrings(t);
        message = readError(t.take());
        QVERIFY2(message.contains(QStringLiteral("byte")), qPrintable(message));
    }

    void samplesWithTheWrongValueCountAreLeftOutWithAWarning()
    {
        ProtoWriter p;
        p.message(1, valueType(Samples, Count));
        p.message(1, valueType(Cpu, Nanoseconds));
        p.message(2, sample({3, 2, 1}, {1}));
        p.message(2, sample({2, 1}, {1, 10000000}));
        addTables(p, kDense);
        addStrings(p);
        const ProfilePtr profile = read(p.take());
        QVERIFY(profile);
        QCOMPARE(pathTotals(*profile).value(QStringLiteral("main")), 10 * kPsPerMs);
        QVERIFY(profile->diagnostics().messages().join(QLatin1Char('\n')).contains(QStringLiteral("1 values")));
    }
};

QTEST_GUILESS_MAIN(TestPprofIds)
#include "tst_pprofids.moc"
