// A small multi-threaded program for the sampler's tests: two threads work
// in a known chain of functions, one sleeps in a syscall (through a
// function of a shared library), and the main thread waits for them. Built with -O2 and without frame
// pointers, so the sampler must unwind from DWARF CFI.
//
//   sampler_target [SECONDS] [SPINNERS] [leader-exits | exec-from-thread]
//
// SECONDS 0 or absent: run until killed. With leader-exits the main thread
// ends at once (pthread_exit) and the others run on, as some daemons do.
// With exec-from-thread a new thread runs this program again (SECONDS and
// SPINNERS as given) after 0.3 s: the kernel makes it the main thread.
//
// SIGUSR1 ends it with status 42.
#include "sampler_target_lib.h"

#include <pthread.h>
#include <time.h>
#include <unistd.h>

#include <csignal>

#include <atomic>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

namespace hgtarget {

std::atomic<bool> running{true};
volatile unsigned long sink = 0;

// Work after each call keeps the compiler from turning it into a jump
// (a tail call would leave the caller off the stack). Spinners rest a
// third of the time, inside the innermost function, so that tests on a
// busy two-core machine still leave the sampler a CPU.
__attribute__((noinline)) void spinInner()
{
    for (int i = 0; i < 2'000'000; ++i)
        sink = sink + i;
    timespec rest{0, 2'000'000};
    nanosleep(&rest, nullptr);
    sink = sink + 4;
}

__attribute__((noinline)) void spinMiddle()
{
    spinInner();
    sink = sink + 1;
}

__attribute__((noinline)) void spinOuter()
{
    while (running.load(std::memory_order_relaxed)) {
        spinMiddle();
        sink = sink + 2;
    }
}

__attribute__((noinline)) void sleepOuter()
{
    while (running.load(std::memory_order_relaxed)) {
        hgtargetlib::nap();
        sink = sink + 3;
    }
}

} // namespace hgtarget

// Tests send SIGUSR1 to see that signals reach the program through the sampler.
void onUsr1(int)
{
    _exit(42);
}

int main(int argc, char **argv)
{
    std::signal(SIGUSR1, onUsr1);
    const double seconds = argc > 1 ? std::atof(argv[1]) : 0;
    const int spinners = argc > 2 ? std::atoi(argv[2]) : 2;
    std::vector<std::thread> threads;
    for (int i = 0; i < spinners; ++i) {
        threads.emplace_back(hgtarget::spinOuter);
        pthread_setname_np(threads.back().native_handle(), ("spinner-" + std::to_string(i + 1)).c_str());
    }
    threads.emplace_back(hgtarget::sleepOuter);
    pthread_setname_np(threads.back().native_handle(), "sleeper");
    const auto stopLater = [seconds] {
        timespec total{time_t(seconds), long((seconds - time_t(seconds)) * 1e9)};
        nanosleep(&total, nullptr);
        hgtarget::running = false;
    };
    if (argc > 3 && std::string(argv[3]) == "exec-from-thread") {
        std::thread([argv] {
            timespec wait{0, 300'000'000};
            nanosleep(&wait, nullptr);
            execl("/proc/self/exe", argv[0], argv[1], argv[2], static_cast<char *>(nullptr));
        }).detach();
    }
    if (argc > 3 && std::string(argv[3]) == "leader-exits") {
        if (seconds > 0)
            threads.emplace_back(stopLater);
        for (std::thread &thread : threads)
            thread.detach();
        pthread_exit(nullptr); // the process ends with its last thread, with status 0
    }
    if (seconds > 0)
        stopLater();
    for (std::thread &thread : threads)
        thread.join();
    return 0;
}
