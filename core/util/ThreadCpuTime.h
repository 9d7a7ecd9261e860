#pragma once
#include <cstdint>
#include <ctime>

namespace hg {

// CPU time the calling thread has used so far, in nanoseconds.
inline std::uint64_t threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return std::uint64_t(t.tv_sec) * 1'000'000'000u + std::uint64_t(t.tv_nsec);
}

} // namespace hg
