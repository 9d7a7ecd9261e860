#pragma once
#include <sys/types.h>

#include <algorithm>
#include <vector>

namespace hg {

// Forgets the threads of `byThread` (a map by thread id) that are not in
// `threads` (sorted), after `forget(entry)` releases what each holds.
template <typename Map, typename Forget>
void keepThreads(Map &byThread, const std::vector<pid_t> &threads, const Forget &forget)
{
    for (auto it = byThread.begin(); it != byThread.end();) {
        if (std::binary_search(threads.begin(), threads.end(), it->first)) {
            ++it;
        } else {
            forget(it->second);
            it = byThread.erase(it);
        }
    }
}

} // namespace hg
