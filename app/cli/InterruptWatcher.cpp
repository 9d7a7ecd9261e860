#include "InterruptWatcher.h"

#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace hg::cli {

namespace {
int pipeEnds[2] = {-1, -1};
}

InterruptWatcher::InterruptWatcher(QObject *parent) : QObject(parent)
{
    if (pipe2(pipeEnds, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    m_notifier = new QSocketNotifier(pipeEnds[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &InterruptWatcher::onReadable);
    struct sigaction action = {};
    action.sa_handler = &InterruptWatcher::onSignal;
    action.sa_flags = SA_RESETHAND | SA_RESTART; // the second one is not ours
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

InterruptWatcher::~InterruptWatcher()
{
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    for (int &end : pipeEnds) {
        if (end >= 0)
            close(end);
        end = -1;
    }
}

void InterruptWatcher::onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] ssize_t written = write(pipeEnds[1], &byte, 1);
}

void InterruptWatcher::onReadable()
{
    char bytes[16];
    while (read(pipeEnds[0], bytes, sizeof bytes) > 0) {
    }
    emit interrupted();
}

} // namespace hg::cli
