#pragma once
#include "util/WorkerPool.h"

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>
#include <cstdint>
#include <functional>
#include <optional>

namespace hg {

// The outcome of the newest of an owner's background jobs (a load, a call
// tree, a search): each job carries its generation, and only the newest one's
// outcome reaches the handler. Starting a job supersedes the one before: that
// one is cancelled, and its result is dropped even if it finishes last (an old
// profile's tree must never replace the new one's). The handler runs on the
// thread that made this object, with nullopt when the job was cancelled or gave
// no result; the progress handler, if set, hears the newest job's progress
// only. Destroying it cancels the newest job without waiting for it (a
// closing document does not wait for a big aggregation to notice), as a
// superseded job is not waited for: a job must own (or share) whatever it
// reads. One that reads its owner's objects asks for waitOnDestruction().
template <typename T>
class BackgroundResult
{
public:
    using Handler = std::function<void(std::optional<T>)>;
    using ProgressHandler = std::function<void(int value, const QString &text)>;

    explicit BackgroundResult(Handler onFinished)
        : m_onFinished(std::move(onFinished))
    {
    }

    ~BackgroundResult()
    {
        discard();
        if (!m_waitsOnDestruction)
            return;
        try {
            wait();
        } catch (...) {
            // An exception the job threw has nobody left to tell.
        }
    }

    // Destroying this waits for the newest job: for jobs that read objects
    // their owner frees (a live source sampling a process).
    void waitOnDestruction() { m_waitsOnDestruction = true; }

    BackgroundResult(const BackgroundResult &) = delete;
    BackgroundResult &operator=(const BackgroundResult &) = delete;

    void setProgressHandler(ProgressHandler onProgress) { m_onProgress = std::move(onProgress); }

    // Runs `work` on the worker pool as the newest job; `work` takes no
    // argument, or a QPromise<T>& to report a result and watch for cancelling.
    // Returns the job's generation.
    template <typename Work>
    std::uint64_t run(Work &&work)
    {
        return start(QtConcurrent::run(workerPool(), std::forward<Work>(work)));
    }

    // Makes `future` the newest job, cancelling the one before.
    std::uint64_t start(QFuture<T> future)
    {
        m_newest.cancel();
        const std::uint64_t generation = ++m_generation;
        auto *watcher = new QFutureWatcher<T>(&m_jobs);
        QObject::connect(watcher, &QFutureWatcherBase::finished, watcher, [this, watcher, generation] {
            watcher->deleteLater();
            if (generation != m_generation)
                return; // superseded: a newer job's outcome is (or will be) handled
            m_pending = false;
            m_onFinished(outcomeOf(watcher->future()));
        });
        const auto progressed = [this, watcher, generation] {
            if (generation == m_generation && m_onProgress)
                m_onProgress(watcher->progressValue(), watcher->progressText());
        };
        QObject::connect(watcher, &QFutureWatcherBase::progressValueChanged, watcher, progressed);
        QObject::connect(watcher, &QFutureWatcherBase::progressTextChanged, watcher, progressed);
        watcher->setFuture(future);
        m_newest = std::move(future);
        m_pending = true;
        return generation;
    }

    // Cancels the newest job; the handler still hears of it, as nullopt
    // (a load the person cancelled says so).
    void cancel() { m_newest.cancel(); }

    // Cancels the newest job and drops it: the handler hears of no job until
    // the next start.
    void discard()
    {
        m_newest.cancel();
        ++m_generation;
        m_pending = false;
    }

    // Blocks until the newest job is done (superseded ones are not waited for:
    // they hold shared pointers to what they read).
    void wait() { m_newest.waitForFinished(); }

    // The newest job's outcome has not reached the handler yet.
    bool isPending() const { return m_pending; }
    std::uint64_t generation() const { return m_generation; }

private:
    static std::optional<T> outcomeOf(const QFuture<T> &future)
    {
        if (future.isCanceled() || future.resultCount() == 0)
            return std::nullopt;
        return future.result();
    }

    Handler m_onFinished;
    ProgressHandler m_onProgress;
    QObject m_jobs; // parent of the jobs' watchers: they go with this object
    QFuture<T> m_newest;
    std::uint64_t m_generation = 0;
    bool m_pending = false;
    bool m_waitsOnDestruction = false;
};

} // namespace hg
