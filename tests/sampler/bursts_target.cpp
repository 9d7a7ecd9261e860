// Threads that work in bursts, for trying the recorder's activity graphs,
// time ranges and CPU weighting on something real (README's screenshots):
// a compute thread, a pipeline of two that hand work over, a mostly
// sleeping poller, and a writer doing file I/O into SCRATCH_FILE.
//
//   bursts_target SCRATCH_FILE
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

using namespace std::chrono_literals;

__attribute__((noinline)) double crunch(int n)
{
    double s = 0;
    for (int i = 1; i < n; ++i) s += std::sqrt(double(i)) * std::sin(double(i));
    return s;
}

__attribute__((noinline)) void compute()
{
    for (int round = 0; round < 6; ++round) {
        volatile double r = crunch(40'000'000);
        (void)r;
        std::this_thread::sleep_for(250ms);
    }
}

std::mutex m;
std::condition_variable cv;
int ready = 0;

__attribute__((noinline)) void producer()
{
    for (int i = 0; i < 8; ++i) {
        volatile double r = crunch(15'000'000);
        (void)r;
        { std::lock_guard<std::mutex> l(m); ++ready; }
        cv.notify_one();
        std::this_thread::sleep_for(100ms);
    }
}

__attribute__((noinline)) void consumer()
{
    for (int i = 0; i < 8; ++i) {
        std::unique_lock<std::mutex> l(m);
        cv.wait(l, [] { return ready > 0; });
        --ready;
        l.unlock();
        volatile double r = crunch(10'000'000);
        (void)r;
    }
}

__attribute__((noinline)) void poller()
{
    for (int i = 0; i < 30; ++i) std::this_thread::sleep_for(100ms);
}

const char *scratchFile = nullptr;

__attribute__((noinline)) void writer()
{
    std::vector<char> block(1 << 20, 'x');
    for (int i = 0; i < 12; ++i) {
        FILE *f = std::fopen(scratchFile, "wb");
        if (!f)
            return;
        for (int k = 0; k < 40; ++k) std::fwrite(block.data(), 1, block.size(), f);
        std::fflush(f);
        std::fclose(f);
        std::this_thread::sleep_for(150ms);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: bursts_target SCRATCH_FILE\n");
        return 2;
    }
    scratchFile = argv[1];
    std::thread a(compute), b(producer), c(consumer), d(poller), e(writer);
    a.join(); b.join(); c.join(); d.join(); e.join();
    std::remove(scratchFile);
}
