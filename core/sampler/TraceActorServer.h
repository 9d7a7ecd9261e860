#pragma once
#include "TraceActorSession.h"

#include <QHostAddress>
#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

class QIODevice;
class QLocalServer;
class QTcpServer;

namespace hg {

// Serves the TraceActor protocol: each connection (TCP, on 127.0.0.1 unless
// told otherwise, or a Unix socket) gets its own TraceActorSession, speaks
// the remote-debugging framing, and receives the frame packets of what the
// traced program does while that connection traces. As Mozilla's actor
// does, frame packets are not sent one by one but collected and sent every
// 50 ms as one {from, type: "traces", traces: [...]} packet; what is
// collected goes out before any reply (so a trace's frames precede its
// stoppedTrace or detached) and when the server closes.
class TraceActorServer : public QObject
{
    Q_OBJECT
public:
    static constexpr int kBatchIntervalMs = 50;

    explicit TraceActorServer(QObject *parent = nullptr);
    ~TraceActorServer() override; // closes

    // Port 0 takes any free port; see port().
    bool listenTcp(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    bool listenUnix(const QString &path);
    quint16 port() const;
    QString errorString() const;
    std::size_t connectionCount() const { return m_connections.size(); }

    // What the traced program does, sent to every connection tracing.
    void enteredFrame(const TracedFrame &frame);
    void exitedFrame(const QString &why = QStringLiteral("return"), const QJsonValue &value = {}, const TracedThread &thread = {});
    // Sends the frame packets collected so far now rather than at the next tick.
    void flush();
    // Sends what is collected, ends every connection and stops listening.
    void close();

signals:
    // Each request and its reply, for a protocol log.
    void exchanged(const QJsonObject &request, const QJsonObject &reply);

private:
    struct Connection;
    void accept(QIODevice *socket);
    void onReadable(Connection *connection);
    void drop(Connection *connection);
    void queue(Connection &connection, std::vector<QJsonObject> packets);
    static void flush(Connection &connection);
    static void send(Connection &connection, const QJsonObject &packet);

    std::unique_ptr<QTcpServer> m_tcp;
    std::unique_ptr<QLocalServer> m_local;
    std::vector<std::unique_ptr<Connection>> m_connections;
    QTimer m_batchTimer;
    QString m_error;
};

} // namespace hg
