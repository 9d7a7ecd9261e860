// A program for the sampler's CPU-time test: one thread computes ("busy"),
// one sleeps 10 ms at a time ("sleeper"), one waits in read on a pipe
// ("reader"), and the main thread waits for them in join, for SECONDS. At the end it writes the CPU time each of the
// two used, as its own clock counts it, to OUT:
//
//   cpu_target SECONDS OUT     ->  OUT: "busy NS\nsleeper NS\n"
#include <pthread.h>
#include <time.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace {

volatile unsigned long sink = 0;

std::int64_t nowNs(clockid_t clock)
{
    timespec t{};
    clock_gettime(clock, &t);
    return std::int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

__attribute__((noinline)) void compute(std::int64_t untilNs, std::int64_t &cpuNs)
{
    pthread_setname_np(pthread_self(), "busy");
    while (nowNs(CLOCK_MONOTONIC) < untilNs)
        for (int i = 0; i < 100'000; ++i)
            sink = sink + i;
    cpuNs = nowNs(CLOCK_THREAD_CPUTIME_ID);
}

__attribute__((noinline)) void sleepInTurns(std::int64_t untilNs, std::int64_t &cpuNs)
{
    pthread_setname_np(pthread_self(), "sleeper");
    while (nowNs(CLOCK_MONOTONIC) < untilNs) {
        timespec nap{0, 10'000'000};
        nanosleep(&nap, nullptr);
    }
    cpuNs = nowNs(CLOCK_THREAD_CPUTIME_ID);
}

__attribute__((noinline)) void waitForInput(int fd)
{
    pthread_setname_np(pthread_self(), "reader");
    char byte = 0;
    while (read(fd, &byte, 1) < 0) {
    }
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3)
        return 2;
    const std::int64_t until = nowNs(CLOCK_MONOTONIC) + std::int64_t(std::atof(argv[1]) * 1e9);
    std::int64_t busyNs = 0, sleeperNs = 0;
    std::thread busy(compute, until, std::ref(busyNs));
    std::thread sleeper(sleepInTurns, until, std::ref(sleeperNs));
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        return 1;
    std::thread reader(waitForInput, pipeFds[0]);
    busy.join();
    sleeper.join();
    if (write(pipeFds[1], "x", 1) != 1)
        return 1;
    reader.join();
    FILE *out = std::fopen(argv[2], "w");
    if (!out)
        return 1;
    std::fprintf(out, "busy %lld\nsleeper %lld\n", static_cast<long long>(busyNs), static_cast<long long>(sleeperNs));
    std::fclose(out);
    return 0;
}
