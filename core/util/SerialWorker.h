#pragma once
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace hg {

// One thread of its own that runs jobs one after another, in the order they
// were posted: a reader that decodes batches ahead of its assembly posts a
// job per batch and waits for each when it needs it. One thread for the
// whole read, not one per batch (a 1 GB file is thousands of batches).
// Without a thread to be had (or when told not to use one), a job runs
// when it is posted, on the caller's thread.
class SerialWorker
{
public:
    explicit SerialWorker(bool useThread = true);
    // Waits for the job running, if any; jobs not started are dropped.
    ~SerialWorker();
    SerialWorker(const SerialWorker &) = delete;
    SerialWorker &operator=(const SerialWorker &) = delete;

    using Ticket = std::uint64_t;
    // The job must not throw (catch in it and keep the error for the waiter).
    Ticket post(std::function<void()> job);
    // Returns once the job of that ticket has run.
    void wait(Ticket ticket);

private:
    void run();

    std::mutex m_mutex;
    std::condition_variable m_posted, m_finished;
    std::deque<std::function<void()>> m_jobs;
    Ticket m_posts = 0, m_done = 0;
    bool m_stop = false;
    std::thread m_thread; // last: started once the rest exists
};

} // namespace hg
