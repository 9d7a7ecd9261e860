#include "TickTimer.h"

#include <csignal>
#include <mutex>

#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace hg {

namespace {

// A real-time signal nothing else in Hourglass uses; glibc keeps the ones
// below SIGRTMIN for itself.
int tickSignal()
{
    return SIGRTMIN + 5;
}

void ignoreTick(int) {}

void installHandlerOnce()
{
    static std::once_flag installed;
    std::call_once(installed, [] {
        struct sigaction action {};
        action.sa_handler = ignoreTick;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0; // no SA_RESTART: the wait must end
        sigaction(tickSignal(), &action, nullptr);
    });
}

} // namespace

TickTimer::TickTimer(std::int64_t periodNs, timespec firstTick) : m_thread(gettid())
{
    installHandlerOnce();
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, tickSignal());
    pthread_sigmask(SIG_UNBLOCK, &signals, nullptr);

    sigevent event{};
    event.sigev_notify = SIGEV_THREAD_ID;
    event.sigev_signo = tickSignal();
    event._sigev_un._tid = m_thread; // sigev_notify_thread_id, which glibc 2.36 does not name
    if (timer_create(CLOCK_MONOTONIC, &event, &m_timer) != 0)
        return;
    itimerspec when{};
    when.it_value = firstTick;
    when.it_interval.tv_sec = time_t(periodNs / 1'000'000'000);
    when.it_interval.tv_nsec = long(periodNs % 1'000'000'000);
    m_valid = timer_settime(m_timer, TIMER_ABSTIME, &when, nullptr) == 0;
    if (!m_valid)
        timer_delete(m_timer);
}

TickTimer::~TickTimer()
{
    if (m_valid)
        timer_delete(m_timer);
}

void TickTimer::wake(pid_t thread)
{
    syscall(SYS_tgkill, getpid(), thread, tickSignal());
}

} // namespace hg
