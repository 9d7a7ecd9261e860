#pragma once
#include <QObject>

class QSocketNotifier;

namespace hg::cli {

// Turns Ctrl+C (SIGINT) and SIGTERM into a Qt signal, through a self-pipe
// (a signal handler may do nothing but write). A second Ctrl+C is not
// caught: it ends the program the usual way.
class InterruptWatcher : public QObject
{
    Q_OBJECT
public:
    explicit InterruptWatcher(QObject *parent = nullptr);
    ~InterruptWatcher() override;

signals:
    void interrupted();

private:
    static void onSignal(int signal);
    void onReadable();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace hg::cli
