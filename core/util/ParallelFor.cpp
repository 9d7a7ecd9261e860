#include "ParallelFor.h"

#include <QThread>
#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace hg {

void parallelFor(std::size_t count, const std::function<void(std::size_t)> &body)
{
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex errorMutex;
    const auto work = [&] {
        for (std::size_t i = next++; i < count && !failed; i = next++) {
            try {
                body(i);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(errorMutex);
                if (!error)
                    error = std::current_exception();
                failed = true;
            }
        }
    };
    // Plain threads rather than a pool: a load already runs on one of the
    // worker pool's threads, and two cores leave it no free one to hand work to.
    const std::size_t threads = std::min<std::size_t>(count, std::size_t(std::max(1, QThread::idealThreadCount())));
    std::vector<std::thread> helpers;
    try {
        for (std::size_t t = 1; t < threads; ++t)
            helpers.emplace_back(work);
    } catch (const std::system_error &) {
        // No more threads to be had: the ones running, and this one, do it all.
    }
    work();
    for (std::thread &t : helpers)
        t.join();
    if (error)
        std::rethrow_exception(error);
}

void parallelForStretches(std::size_t count, std::size_t stretch, const std::function<void(std::size_t, std::size_t)> &body)
{
    stretch = std::max<std::size_t>(1, stretch);
    if (count <= stretch) {
        body(0, count);
        return;
    }
    parallelFor((count + stretch - 1) / stretch, [&](std::size_t j) { body(j * stretch, std::min(count, (j + 1) * stretch)); });
}

} // namespace hg
