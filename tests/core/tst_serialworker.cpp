#include "util/SerialWorker.h"

#include <QTest>
#include <atomic>
#include <thread>
#include <vector>

using namespace hg;

class TestSerialWorker : public QObject
{
    Q_OBJECT
private slots:
    void jobsRunInTheOrderPosted_data()
    {
        QTest::addColumn<bool>("useThread");
        QTest::newRow("on its thread") << true;
        QTest::newRow("on the caller's") << false;
    }

    void jobsRunInTheOrderPosted()
    {
        QFETCH(bool, useThread);
        SerialWorker worker(useThread);
        std::vector<int> order; // written by one job at a time, read after the wait
        std::vector<std::thread::id> threads(100);
        SerialWorker::Ticket last = 0;
        for (int i = 0; i < 100; ++i)
            last = worker.post([&, i] {
                order.push_back(i);
                threads[std::size_t(i)] = std::this_thread::get_id();
            });
        worker.wait(last);
        QCOMPARE(order.size(), std::size_t(100));
        for (int i = 0; i < 100; ++i)
            QCOMPARE(order[std::size_t(i)], i);
        for (const std::thread::id id : threads) {
            QCOMPARE(id, threads.front()); // one thread for all
            QCOMPARE(id == std::this_thread::get_id(), !useThread);
        }
    }

    void waitReturnsOnceItsJobHasRun()
    {
        SerialWorker worker;
        std::atomic<int> done{0};
        const SerialWorker::Ticket first = worker.post([&] { done = 1; });
        const SerialWorker::Ticket second = worker.post([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            done = 2;
        });
        worker.wait(first);
        QVERIFY(done >= 1);
        worker.wait(second);
        QCOMPARE(done.load(), 2);
        worker.wait(first); // long done: returns at once
    }

    void destroyedWithJobsLeft()
    {
        // The job running finishes; the ones not started are dropped.
        std::atomic<int> ran{0};
        {
            SerialWorker worker;
            for (int i = 0; i < 1000; ++i)
                worker.post([&] {
                    std::this_thread::sleep_for(std::chrono::microseconds(100));
                    ++ran;
                });
        }
        QVERIFY(ran.load() <= 1000);
    }
};

QTEST_GUILESS_MAIN(TestSerialWorker)
#include "tst_serialworker.moc"
