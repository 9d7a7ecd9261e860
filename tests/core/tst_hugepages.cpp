// The big-table memory helpers of util/HugePages.h: blocks read as zero
// whether from the kernel or from calloc, keep what is written over their
// whole length, and move without a copy.
#include "util/HugePages.h"

#include <QTest>
#include <cstdint>
#include <vector>

using namespace hg;

class TestHugePages : public QObject
{
    Q_OBJECT
private slots:
    void blocksReadAsZeroAndHoldWhatIsWritten_data()
    {
        QTest::addColumn<qulonglong>("values");
        QTest::newRow("small: calloc") << qulonglong(100);
        QTest::newRow("a huge page and a bit: mapped") << qulonglong((std::size_t(2) << 20) / 8 + 3);
        QTest::newRow("three huge pages: mapped") << qulonglong(3 * (std::size_t(2) << 20) / 8);
    }
    void blocksReadAsZeroAndHoldWhatIsWritten()
    {
        QFETCH(qulonglong, values);
        ZeroedArray<std::uint64_t> a(values);
        QCOMPARE(a.size(), std::size_t(values));
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

QTEST_GUILESS_MAIN(TestHugePages)
#include "tst_hugepages.moc"
