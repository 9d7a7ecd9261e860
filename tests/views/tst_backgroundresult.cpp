// BackgroundResult: only the newest job's outcome is handled, whatever order
// the jobs finish in; cancelling, dropping and destroying; and the views that
// build on workers showing the newest request's result.
#include "BackgroundResult.h"
#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "ProfileFixtures.h"
#include "SearchBar.h"
#include "util/ReleaseOffGuiThread.h"

#include <QPromise>
#include <QSemaphore>
#include <QSignalSpy>
#include <QtTest>

using namespace hg;

namespace {

// Records every outcome the handler hears: the value, or -1 for nullopt.
struct Outcomes
{
    std::vector<int> heard;
    BackgroundResult<int> jobs{[this](std::optional<int> value) { heard.push_back(value.value_or(-1)); }};
};

// Lets the event loop deliver whatever the watchers have queued.
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class TestBackgroundResult : public QObject
{
    Q_OBJECT
private slots:
    void theFirstJobFinishingLastIsNotShown()
    {
        Outcomes o;
        QPromise<int> first, second;
        first.start();
        second.start();
        o.jobs.start(first.future());
        o.jobs.start(second.future());
        QVERIFY(o.jobs.isPending());
        second.addResult(2);
        second.finish();
        QTRY_COMPARE(o.heard, std::vector<int>{2});
        QVERIFY(!o.jobs.isPending());
        first.addResult(1);
        first.finish();
        settle();
        QCOMPARE(o.heard, std::vector<int>{2});
    }

    void aStaleResultReportedBeforeItWasSupersededIsDropped()
    {
        // The first job has its result before the second starts, so
        // cancelling cannot take it back: only the generation drops it.
        Outcomes o;
        QPromise<int> first, second;
        first.start();
        second.start();
        o.jobs.start(first.future());
        first.addResult(1);
        o.jobs.start(second.future());
        second.addResult(2);
        second.finish();
        QTRY_COMPARE(o.heard, std::vector<int>{2});
        first.finish();
        settle();
        QCOMPARE(o.heard, std::vector<int>{2});
    }

    void workersFinishingInReverseOrderShowTheNewest()
    {
        Outcomes o;
        QSemaphore releaseFirst, firstRunning;
        o.jobs.run([&] {
            firstRunning.release();
            releaseFirst.acquire(); // holds on until the second has been shown
            return 1;
        });
        QVERIFY(firstRunning.tryAcquire(1, 10000));
        o.jobs.run([] { return 2; });
        QTRY_COMPARE(o.heard, std::vector<int>{2});
        releaseFirst.release();
        o.jobs.wait();
        QThreadPool *pool = workerPool();
        pool->waitForDone(10000); // the first job too, though it is no longer waited for
        settle();
        QCOMPARE(o.heard, std::vector<int>{2});
    }

    void supersededJobsAreCancelled()
    {
        Outcomes o;
        QPromise<int> first;
        first.start();
        const QFuture<int> future = first.future();
        o.jobs.start(future);
        o.jobs.run([] { return 2; });
        QVERIFY(future.isCanceled());
        QVERIFY(first.isCanceled());
        first.finish();
        QTRY_COMPARE(o.heard, std::vector<int>{2});
    }

    void aCancelledJobIsHeardOfWithoutAResult()
    {
        Outcomes o;
        QPromise<int> job;
        job.start();
        o.jobs.start(job.future());
        o.jobs.cancel();
        job.addResult(1); // too late: a cancelled job's results are not kept
        job.finish();
        QTRY_COMPARE(o.heard, std::vector<int>{-1});
    }

    void aDiscardedJobIsNotHeardOf()
    {
        Outcomes o;
        QPromise<int> job;
        job.start();
        o.jobs.start(job.future());
        o.jobs.discard();
        QVERIFY(!o.jobs.isPending());
        job.finish();
        settle();
        QVERIFY(o.heard.empty());
    }

    void progressIsHeardFromTheNewestJobOnly()
    {
        std::vector<int> progress;
        BackgroundResult<int> jobs([](std::optional<int>) {});
        jobs.setProgressHandler([&](int value, const QString &) { progress.push_back(value); });
        QPromise<int> first, second;
        first.start();
        second.start();
        jobs.start(first.future());
        first.setProgressRange(0, 100);
        first.setProgressValue(10);
        settle();
        jobs.start(second.future());
        second.setProgressRange(0, 100);
        second.setProgressValue(50);
        QTRY_VERIFY(!progress.empty() && progress.back() == 50);
        first.setProgressValue(20);
        settle();
        QCOMPARE(progress.back(), 50);
        first.finish();
        second.finish();
    }

    void destroyingCancelsTheNewestJobWithoutWaiting()
    {
        // What the job reads is its own (shared): closing a document does not
        // wait for a long aggregation to notice it was cancelled.
        auto sawCancel = std::make_shared<std::atomic<bool>>(false);
        auto release = std::make_shared<QSemaphore>();
        QSemaphore running;
        {
            BackgroundResult<int> jobs([](std::optional<int>) {});
            jobs.run([sawCancel, release, &running](QPromise<int> &promise) {
                running.release();
                release->tryAcquire(1, 10000); // still running after its owner is gone
                *sawCancel = promise.isCanceled();
            });
            QVERIFY(running.tryAcquire(1, 10000));
        }
        QVERIFY(!*sawCancel);
        release->release();
        QVERIFY(workerPool()->waitForDone(10000));
        QVERIFY(*sawCancel);
    }

    void bigResultsAreFreedOffTheGuiThread()
    {
        struct Recorder
        {
            std::shared_ptr<std::atomic<QThread *>> freedOn;
            ~Recorder() { *freedOn = QThread::currentThread(); }
        };
        auto freedOn = std::make_shared<std::atomic<QThread *>>(nullptr);
        std::shared_ptr<const Recorder> result = releasedOffGuiThread(new const Recorder{freedOn});
        result.reset(); // the last reference, dropped on the GUI thread
        QVERIFY(workerPool()->waitForDone(10000));
        QVERIFY(freedOn->load() != nullptr);
        QVERIFY(freedOn->load() != QThread::currentThread());
        // Off the GUI thread, freed at once.
        auto freedOnWorker = std::make_shared<std::atomic<QThread *>>(nullptr);
        QThread *worker = nullptr;
        QtConcurrent::run(workerPool(), [&] {
            worker = QThread::currentThread();
            auto onWorker = releasedOffGuiThread(new Recorder{freedOnWorker});
        }).waitForFinished();
        QCOMPARE(freedOnWorker->load(), worker);
    }

    void destroyingWaitsWhenAskedTo()
    {
        std::atomic<bool> sawCancel = false;
        std::atomic<bool> done = false;
        QSemaphore running;
        {
            BackgroundResult<int> jobs([](std::optional<int>) {});
            jobs.waitOnDestruction();
            jobs.run([&](QPromise<int> &promise) {
                running.release();
                while (!promise.isCanceled())
                    QThread::msleep(1);
                sawCancel = true;
                QThread::msleep(20);
                done = true;
            });
            QVERIFY(running.tryAcquire(1, 10000));
        }
        QVERIFY(sawCancel);
        QVERIFY(done);
    }

    void callTreeViewShowsTheNewestProfile()
    {
        // Two requests in a row: the tree shown is the second's, and stays so.
        const ProfilePtr first = test::sampledProfile();
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId track = b.addTrack({QStringLiteral("only"), {}, 1, -1, {}, {}});
        b.addSample(track, 0, b.addStack(kNoId, b.addFrame("second")));
        const ProfilePtr second = b.build();

        CallTreeView view(CallTree::Direction::TopDown);
        QSignalSpy built(&view, &CallTreeView::built);
        view.setProfile(first, {});
        view.setProfile(second, {});
        QVERIFY(view.isBuilding());
        QVERIFY(built.wait(10000));
        QVERIFY(!view.isBuilding());
        QCOMPARE(view.model()->rowCount(), 1);
        QCOMPARE(view.model()->index(0, CallTreeModel::Name).data().toString(), QStringLiteral("second"));
        workerPool()->waitForDone(10000);
        settle();
        QCOMPARE(built.size(), 1);
        QCOMPARE(view.model()->index(0, CallTreeModel::Name).data().toString(), QStringLiteral("second"));
    }

    void aDroppedViewBuildNeverLands()
    {
        // DocumentView drops a hidden page's build when a new round comes:
        // the view is idle at once and the old build's tree never shows.
        CallTreeView view(CallTree::Direction::TopDown);
        QSignalSpy built(&view, &CallTreeView::built);
        view.setProfile(test::sampledProfile(), {});
        QVERIFY(view.isBuilding());
        view.dropBuild();
        QVERIFY(!view.isBuilding());
        workerPool()->waitForDone(10000);
        settle();
        QCOMPARE(built.size(), 0);
        QCOMPARE(view.model()->rowCount(), 0);
    }

    void searchBarShowsTheNewestQuery()
    {
        SearchBar bar;
        bar.setProfile(test::sampledProfile());
        QSignalSpy changed(&bar, &SearchBar::resultChanged);
        bar.setQuery(QStringLiteral("parse"));
        bar.setQuery(QStringLiteral("sql|idle"), true);
        QTRY_VERIFY(bar.result() && bar.result()->matchingFrames == 2);
        workerPool()->waitForDone(10000);
        settle();
        QCOMPARE(bar.result()->matchingFrames, std::size_t(2));
    }
};

QTEST_MAIN(TestBackgroundResult)
#include "tst_backgroundresult.moc"
