// The sampler benchmark's target: THREADS threads do THREADS x ITERATIONS
// rounds of arithmetic in a chain of three functions, then the program
// writes its wall time, its CPU time in user and kernel mode, and the time
// the machine's cores were idle meanwhile (seconds) to OUT. IDLE more
// threads (none by default) wait all along, as a pool's idle workers do.
//
//   sampler_workload THREADS ITERATIONS OUT [IDLE [shared | even]]
//
// shared (the default): the threads take the rounds in small chunks from one
// pool, as a thread pool's workers take tasks, so they all work until the
// end and the wall time follows the work the cores got done. even: each
// thread does its own ITERATIONS; the wall time is then the last thread's,
// so it also grows when the threads got unequal shares of the cores.
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

namespace work {

volatile unsigned long sink = 0;

__attribute__((noinline)) unsigned long inner(unsigned long seed)
{
    unsigned long x = seed;
    for (int i = 0; i < 1000; ++i)
        x = x * 6364136223846793005ul + 1442695040888963407ul;
    return x;
}

__attribute__((noinline)) unsigned long middle(unsigned long seed)
{
    const unsigned long x = inner(seed);
    return x ^ (x >> 7);
}

// Rounds taken from the shared pool at a time: about a third of a millisecond.
constexpr long kChunk = 256;
std::atomic<long> roundsLeft{0};

__attribute__((noinline)) void outer(long iterations)
{
    unsigned long x = 1;
    for (long i = 0; i < iterations; ++i)
        x = middle(x);
    sink = x;
}

__attribute__((noinline)) void outerShared()
{
    unsigned long x = 1;
    while (roundsLeft.fetch_sub(kChunk, std::memory_order_relaxed) > 0) {
        for (long i = 0; i < kChunk; ++i)
            x = middle(x);
    }
    sink = x;
}

} // namespace work

// Time the machine's cores have been idle, from /proc/stat's first line
// ("cpu user nice system idle ..."), in seconds.
double idleCoreSeconds()
{
    FILE *stat = std::fopen("/proc/stat", "r");
    if (!stat)
        return 0;
    unsigned long long user = 0, nice = 0, system = 0, idle = 0;
    const int read = std::fscanf(stat, "cpu %llu %llu %llu %llu", &user, &nice, &system, &idle);
    std::fclose(stat);
    return read == 4 ? double(idle) / double(sysconf(_SC_CLK_TCK)) : 0;
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 6 || (argc == 6 && std::strcmp(argv[5], "shared") != 0 && std::strcmp(argv[5], "even") != 0)) {
        std::fprintf(stderr, "usage: sampler_workload THREADS ITERATIONS OUT [IDLE [shared | even]]\n");
        return 2;
    }
    const int threads = std::atoi(argv[1]);
    const long iterations = std::atol(argv[2]);
    const int idle = argc >= 5 ? std::atoi(argv[4]) : 0;
    const bool shared = argc < 6 || std::strcmp(argv[5], "shared") == 0;
    work::roundsLeft = long(threads) * iterations;
    std::mutex mutex;
    std::condition_variable done;
    bool finished = false;
    std::vector<std::thread> waiting;
    for (int i = 0; i < idle; ++i)
        waiting.emplace_back([&] {
            std::unique_lock lock(mutex);
            done.wait(lock, [&] { return finished; });
        });
    const double idleAtStart = idleCoreSeconds();
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i) {
        if (shared)
            workers.emplace_back(work::outerShared);
        else
            workers.emplace_back(work::outer, iterations);
    }
    for (std::thread &worker : workers)
        worker.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double coresIdle = idleCoreSeconds() - idleAtStart;
    {
        std::lock_guard lock(mutex);
        finished = true;
    }
    done.notify_all();
    for (std::thread &thread : waiting)
        thread.join();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto secondsOf = [](timeval t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    if (FILE *out = std::fopen(argv[3], "w")) {
        std::fprintf(out, "%.6f %.6f %.6f %.3f\n", seconds, secondsOf(usage.ru_utime), secondsOf(usage.ru_stime), coresIdle);
        std::fclose(out);
    }
    return 0;
}
