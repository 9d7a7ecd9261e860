#include "ParallelInOrder.h"
#include "ParallelFor.h"

#include <QThread>
#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <vector>

namespace hg {

void parallelInOrder(std::size_t count, const std::function<void(std::size_t)> &make,
                     const std::function<void(std::size_t)> &take)
{
    // Parts made but not taken yet stay within this many: a reader whose
    // model is built slower than its text is parsed holds a few parts, not
    // the parsed copy of the whole file.
    const std::size_t ahead = 2 * std::size_t(std::max(1, QThread::idealThreadCount()));
    std::mutex mutex;
    std::condition_variable roomAhead;
    std::vector<char> made(count, 0);
    std::vector<std::exception_ptr> errors(count);
    std::size_t taken = 0;
    bool taking = false, failed = false;
    parallelFor(count, [&](std::size_t i) {
        std::unique_lock<std::mutex> lock(mutex);
        roomAhead.wait(lock, [&] { return i < taken + ahead || failed; });
        if (failed)
            return;
        lock.unlock();
        try {
            make(i);
        } catch (...) {
            errors[i] = std::current_exception(); // thrown in its turn: the first error in order wins
        }
        lock.lock();
        made[i] = 1;
        if (taking)
            return; // the thread taking parts sees this one before it stops
        taking = true;
        while (taken < count && made[taken] && !failed) {
            const std::size_t next = taken;
            lock.unlock();
            try {
                if (errors[next])
                    std::rethrow_exception(errors[next]);
                take(next);
            } catch (...) {
                lock.lock();
                failed = true;
                taking = false;
                roomAhead.notify_all();
                throw;
            }
            lock.lock();
            ++taken;
            roomAhead.notify_all();
        }
        taking = false;
    });
}

} // namespace hg
