#include "ParallelInOrder.h"
#include "ParallelFor.h"

#include <atomic>
#include <memory>
#include <mutex>

namespace hg {

void parallelInOrder(std::size_t count, const std::function<void(std::size_t)> &make,
                     const std::function<void(std::size_t)> &take)
{
    std::unique_ptr<std::atomic<bool>[]> made(new std::atomic<bool>[count]);
    for (std::size_t i = 0; i < count; ++i)
        made[i] = false;
    std::size_t taken = 0; // guarded by `taking`
    std::mutex taking;
    const auto takeMade = [&] { // with `taking` held
        for (; taken < count && made[taken]; ++taken)
            take(taken);
    };
    parallelFor(count, [&](std::size_t i) {
        make(i);
        made[i] = true;
        // Not waiting for the lock: its holder takes this part too, unless
        // it had just let go; then the next part to be made, or the end,
        // takes it.
        if (std::unique_lock<std::mutex> lock(taking, std::try_to_lock); lock.owns_lock())
            takeMade();
    });
    std::lock_guard<std::mutex> lock(taking);
    takeMade();
}

} // namespace hg
