#include "RecordingPublisher.h"

#include "RecordingBuffer.h"
#include "TraceActorServer.h"

#include <QJsonObject>

namespace hg {

RecordingPublisher::RecordingPublisher(const RecordingBuffer &buffer, TraceActorServer &server, QObject *parent)
    : QObject(parent), m_buffer(buffer), m_server(server)
{
    connect(&m_timer, &QTimer::timeout, this, &RecordingPublisher::publishNew);
    // A new trace has seen nothing yet: enter every stack from its root again.
    connect(&m_server, &TraceActorServer::exchanged, this, [this](const QJsonObject &, const QJsonObject &reply) {
        if (reply.value(QStringLiteral("type")).toString() == QLatin1String("startedTrace"))
            m_stacks.clear();
    });
}

void RecordingPublisher::start(int intervalMs)
{
    m_timer.start(intervalMs);
}

void RecordingPublisher::enter(qint64 tid, const QString &threadName, std::uint32_t function)
{
    const SampledFunction f = m_buffer.function(function);
    TracedFrame frame;
    frame.name = f.name;
    frame.url = f.file.isEmpty() ? f.module : f.file;
    frame.line = int(f.line);
    frame.thread = TracedThread{tid, threadName};
    m_server.enteredFrame(frame);
}

void RecordingPublisher::exit(qint64 tid, const QString &threadName, const QString &why)
{
    m_server.exitedFrame(why, {}, TracedThread{tid, threadName});
}

void RecordingPublisher::publishNew()
{
    for (RecordingBuffer::NewSample &sample : m_buffer.samplesSince(m_cursors)) {
        std::vector<std::uint32_t> &open = m_stacks[sample.tid];
        m_threadNames[sample.tid] = sample.threadName;
        std::size_t common = 0;
        while (common < open.size() && common < sample.rootFirst.size() && open[common] == sample.rootFirst[common])
            ++common;
        for (std::size_t i = open.size(); i > common; --i)
            exit(sample.tid, sample.threadName, QStringLiteral("return"));
        for (std::size_t i = common; i < sample.rootFirst.size(); ++i)
            enter(sample.tid, sample.threadName, sample.rootFirst[i]);
        open = std::move(sample.rootFirst);
    }
}

void RecordingPublisher::finish()
{
    m_timer.stop();
    publishNew();
    for (auto &[tid, open] : m_stacks) {
        for (std::size_t i = open.size(); i > 0; --i)
            exit(tid, m_threadNames[tid], QStringLiteral("terminated"));
        open.clear();
    }
    m_server.flush();
}

} // namespace hg
