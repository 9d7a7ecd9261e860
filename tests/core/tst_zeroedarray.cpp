// util/ZeroedArray.h: blocks read as zero, small (from the heap) or big
// (mapped by calloc), keep what is written over their whole length, and
// move without a copy.
#include "util/ZeroedArray.h"

#include <QTest>
#include <cstdint>

using namespace hg;

class TestZeroedArray : public QObject
{
    Q_OBJECT
private slots:
    void blocksReadAsZeroAndHoldWhatIsWritten_data()
    {
        QTest::addColumn<qulonglong>("values");
        QTest::newRow("none") << qulonglong(0);
        QTest::newRow("small") << qulonglong(100);
        QTest::newRow("three huge pages and a bit") << qulonglong(3 * (std::size_t(2) << 20) / 8 + 3);
    }
    void blocksReadAsZeroAndHoldWhatIsWritten()
    {
        QFETCH(qulonglong, values);
        ZeroedArray<std::uint64_t> a(values);
        QCOMPARE(a.size(), std::size_t(values));
        QCOMPARE(a.empty(), values == 0);
        for (const std::uint64_t v : a)
            QCOMPARE(v, std::uint64_t(0));
        for (std::size_t i = 0; i < a.size(); ++i)
            a[i] = i * 7 + 1;
        ZeroedArray<std::uint64_t> b = std::move(a);
        QVERIFY(a.empty());
        QCOMPARE(b.size(), std::size_t(values));
        for (std::size_t i = 0; i < b.size(); ++i)
            QCOMPARE(b[i], std::uint64_t(i * 7 + 1));
        b = ZeroedArray<std::uint64_t>(); // gives the block back
        QVERIFY(b.empty());
    }
};

QTEST_GUILESS_MAIN(TestZeroedArray)
#include "tst_zeroedarray.moc"
