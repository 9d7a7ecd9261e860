#include "util/ParallelInOrder.h"

#include <QTest>
#include <QThread>
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace hg;

class TestParallelInOrder : public QObject
{
    Q_OBJECT
private slots:
    // Parts made in any order (some slow) are taken once each, in index
    // order, never two at a time, and only once made.
    void everyPartIsTakenOnceInOrder()
    {
        constexpr std::size_t kParts = 200;
        std::vector<std::atomic<bool>> made(kParts);
        std::vector<std::size_t> taken;
        std::atomic<int> taking{0};
        bool overlapped = false, takenBeforeMade = false;
        parallelInOrder(
            kParts,
            [&](std::size_t i) {
                if (i % 7 == 0)
                    std::this_thread::sleep_for(std::chrono::microseconds(300));
                made[i] = true;
            },
            [&](std::size_t i) {
                overlapped |= ++taking > 1;
                takenBeforeMade |= !made[i];
                taken.push_back(i);
                --taking;
            });
        QVERIFY(!overlapped);
        QVERIFY(!takenBeforeMade);
        QCOMPARE(taken.size(), kParts);
        for (std::size_t i = 0; i < kParts; ++i)
            QCOMPARE(taken[i], i);
    }

    // A part that cannot be made stops the whole: its error reaches the
    // caller, and no part after it is taken.
    void anErrorInAPartReachesTheCaller()
    {
        std::vector<std::size_t> taken;
        bool thrown = false;
        try {
            parallelInOrder(
                50,
                [](std::size_t i) {
                    if (i == 20)
                        throw std::runtime_error("part 20");
                },
                [&](std::size_t i) { taken.push_back(i); });
        } catch (const std::runtime_error &error) {
            thrown = QByteArray(error.what()) == "part 20";
        }
        QVERIFY(thrown);
        for (std::size_t i : taken)
            QVERIFY(i < 20);
    }

    // Errors come in order: a part's error is thrown in its turn, even if a
    // later part failed sooner.
    void theFirstErrorInOrderWins()
    {
        QString message;
        try {
            parallelInOrder(
                40,
                [](std::size_t i) {
                    if (i == 10) {
                        std::this_thread::sleep_for(std::chrono::milliseconds(30));
                        throw std::runtime_error("part 10");
                    }
                    if (i == 11)
                        throw std::runtime_error("part 11");
                },
                [](std::size_t) {});
        } catch (const std::runtime_error &error) {
            message = QString::fromLatin1(error.what());
        }
        QCOMPARE(message, QStringLiteral("part 10"));
    }

    // A slow taker holds back the makers: only a few parts wait, made.
    void makersStayAFewPartsAhead()
    {
        std::atomic<long> made{0}, taken{0}, mostAhead{0};
        parallelInOrder(
            64,
            [&](std::size_t) {
                const long ahead = ++made - taken;
                for (long most = mostAhead; ahead > most && !mostAhead.compare_exchange_weak(most, ahead);) {
                }
            },
            [&](std::size_t) {
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
                ++taken;
            });
        QCOMPARE(taken.load(), 64L);
        QVERIFY2(mostAhead <= 2 * std::max(1, QThread::idealThreadCount()) + 1, qPrintable(QString::number(mostAhead)));
    }

    void nothingToDo()
    {
        bool called = false;
        parallelInOrder(0, [&](std::size_t) { called = true; }, [&](std::size_t) { called = true; });
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(TestParallelInOrder)
#include "tst_parallelinorder.moc"
