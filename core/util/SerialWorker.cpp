#include "SerialWorker.h"

#include <system_error>
#include <utility>

namespace hg {

SerialWorker::SerialWorker(bool useThread)
{
    if (!useThread)
        return;
    try {
        m_thread = std::thread([this] { run(); });
    } catch (const std::system_error &) {
        // No thread to be had: jobs run when posted.
    }
}

SerialWorker::~SerialWorker()
{
    if (!m_thread.joinable())
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
        m_jobs.clear();
    }
    m_posted.notify_one();
    m_thread.join();
}

SerialWorker::Ticket SerialWorker::post(std::function<void()> job)
{
    if (!m_thread.joinable()) {
        job();
        return m_done = ++m_posts;
    }
    Ticket ticket;
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back(std::move(job));
        ticket = ++m_posts;
    }
    m_posted.notify_one();
    return ticket;
}

void SerialWorker::wait(Ticket ticket)
{
    if (!m_thread.joinable())
        return;
    std::unique_lock lock(m_mutex);
    m_finished.wait(lock, [&] { return m_done >= ticket; });
}

void SerialWorker::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_posted.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
        if (m_stop)
            return;
        std::function<void()> job = std::move(m_jobs.front());
        m_jobs.pop_front();
        lock.unlock();
        job();
        job = nullptr; // what it holds goes on this thread, before the waiter is told
        lock.lock();
        ++m_done;
        m_finished.notify_all();
    }
}

} // namespace hg
