// util/ReallocVector.h: a vector of plain values grown and shrunk in place
// where it can. It keeps its values in order through every growth (small
// blocks from the heap, from 2 MiB a mapping of its own moved by the
// kernel, from 32 MiB advised for huge pages), shrinks without losing any,
// into the heap again too, and copies and moves as a vector does.
#include "util/ReallocVector.h"

#include <QTest>
#include <cstdint>
#include <string_view>

using namespace hg;

class TestReallocVector : public QObject
{
    Q_OBJECT
private slots:
    void keepsEveryValueThroughGrowthAndShrinking_data()
    {
        QTest::addColumn<qulonglong>("values");
        QTest::newRow("none") << qulonglong(0);
        QTest::newRow("one") << qulonglong(1);
        QTest::newRow("small") << qulonglong(1000);
        // From the heap into a mapping of its own (columnblock::kMappedBytes), moved by mremap.
        QTest::newRow("mapped") << qulonglong((std::size_t(3) << 20) / 8 + 3);
        // Past 32 MiB: advised for huge pages, still one mapping mremap moves.
        QTest::newRow("big") << qulonglong((std::size_t(40) << 20) / 8 + 3);
    }
    void keepsEveryValueThroughGrowthAndShrinking()
    {
        QFETCH(qulonglong, values);
        ReallocVector<std::uint64_t> v;
        for (std::size_t i = 0; i < values; ++i)
            v.push_back(i * 7 + 1);
        QCOMPARE(v.size(), std::size_t(values));
        QVERIFY(v.capacity() >= v.size());
        v.shrink_to_fit();
        QCOMPARE(v.capacity(), v.size());
        for (std::size_t i = 0; i < v.size(); ++i)
            QCOMPARE(v[i], std::uint64_t(i * 7 + 1));
        v.push_back(5); // grows again after shrinking
        QCOMPARE(v.back(), std::uint64_t(5));
        QCOMPARE(v.size(), std::size_t(values) + 1);
        if (values)
            QCOMPARE(v.front(), std::uint64_t(1));
    }

    void aMappedBlockShrinksIntoTheHeapAndBack()
    {
        ReallocVector<std::uint64_t> v;
        for (std::uint64_t i = 0; i < (columnblock::kMappedBytes / 8) * 2; ++i)
            v.push_back(i);
        v.resize(1000); // the room past it given back: a block from the heap again
        v.shrink_to_fit();
        QCOMPARE(v.capacity(), std::size_t(1000));
        QCOMPARE(v[999], std::uint64_t(999));
        ReallocVector<std::uint64_t> copy = v; // and copies of a mapped block are blocks of their own
        v.resize(columnblock::kMappedBytes / 8 + 1, 3);
        QCOMPARE(v[999], std::uint64_t(999));
        QCOMPARE(v.back(), std::uint64_t(3));
        copy = v;
        QCOMPARE(copy.size(), v.size());
        QCOMPARE(copy[999], std::uint64_t(999));
        v = {};
        QCOMPARE(copy.back(), std::uint64_t(3));
    }

    void pushesAValueOfItsOwnBlockWhileGrowing()
    {
        ReallocVector<std::uint32_t> v;
        v.push_back(42);
        while (v.size() < v.capacity())
            v.push_back(1);
        v.push_back(v[0]); // the block moves while the value is read from it
        QCOMPARE(v.back(), std::uint32_t(42));
    }

    void resizesAssignsCopiesAndMoves()
    {
        ReallocVector<int> v(3, 9);
        QCOMPARE(v.size(), std::size_t(3));
        v.resize(5);
        QCOMPARE(v[2], 9);
        QCOMPARE(v[4], 0);
        v.resize(2);
        QCOMPARE(v.size(), std::size_t(2));
        v.resize(4, 7);
        QCOMPARE(v[3], 7);
        v.pop_back();
        QCOMPARE(v.size(), std::size_t(3));

        ReallocVector<int> copy = v;
        copy[0] = 1;
        QCOMPARE(v[0], 9);
        QCOMPARE(copy.size(), v.size());
        ReallocVector<int> moved = std::move(copy);
        QVERIFY(copy.empty());
        QCOMPARE(moved[0], 1);
        moved = v;
        QCOMPARE(moved[0], 9);
        moved = {};
        QVERIFY(moved.empty());
        QCOMPARE(moved.capacity(), std::size_t(0));
        v.clear();
        QVERIFY(v.empty());
        v.assign(2, 3);
        QCOMPARE(v[1], 3);
        int sum = 0;
        for (const int x : v)
            sum += x;
        QCOMPARE(sum, 6);
    }

    void holdsViews()
    {
        ReallocVector<std::string_view> v;
        v.push_back("a");
        v.push_back("bc");
        QCOMPARE(v[1], std::string_view("bc"));
        QVERIFY(v.front().size() == 1);
    }
};

QTEST_GUILESS_MAIN(TestReallocVector)
#include "tst_reallocvector.moc"
