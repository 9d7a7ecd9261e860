#pragma once
#include <QObject>
#include <QTimer>

#include <unordered_map>
#include <vector>

namespace hg {

class RecordingBuffer;
class TraceActorServer;

// Publishes a recording over the TraceActor protocol as it is made: each
// thread's stack changes between samples become exitedFrame (for what
// returned, innermost first) and enteredFrame packets (for what was
// called), tagged with the thread. A client that starts tracing mid-way
// gets each thread's whole current stack at its next sample.
class RecordingPublisher : public QObject
{
    Q_OBJECT
public:
    RecordingPublisher(const RecordingBuffer &buffer, TraceActorServer &server, QObject *parent = nullptr);

    void start(int intervalMs = 10);
    // Sends what was sampled since the last call.
    void publishNew();
    // The recording has ended: every frame still open exits as terminated.
    void finish();

private:
    void enter(qint64 tid, const QString &threadName, std::uint32_t function);
    void exit(qint64 tid, const QString &threadName, const QString &why);

    const RecordingBuffer &m_buffer;
    TraceActorServer &m_server;
    QTimer m_timer;
    std::vector<std::size_t> m_cursors;
    std::unordered_map<qint64, std::vector<std::uint32_t>> m_stacks; // root first, as last published
    std::unordered_map<qint64, QString> m_threadNames;
};

} // namespace hg
