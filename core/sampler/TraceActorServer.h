#pragma once
#include "TraceActorSession.h"

#include <QHostAddress>
#include <QObject>
#include <memory>
#include <vector>

class QIODevice;
class QLocalServer;
class QTcpServer;

namespace hg {

// Serves the TraceActor protocol: each connection (TCP, on 127.0.0.1 unless
// told otherwise, or a Unix socket) gets its own TraceActorSession, speaks
// the remote-debugging framing, and receives the frame packets of what the
// traced program does while that connection traces.
class TraceActorServer : public QObject
{
    Q_OBJECT
public:
    explicit TraceActorServer(QObject *parent = nullptr);
    ~TraceActorServer() override;

    // Port 0 takes any free port; see port().
    bool listenTcp(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    bool listenUnix(const QString &path);
    quint16 port() const;
    QString errorString() const;
    std::size_t connectionCount() const { return m_connections.size(); }

    // What the traced program does, sent to every connection tracing.
    void enteredFrame(const TracedFrame &frame);
    void exitedFrame(const QString &why = QStringLiteral("return"), const QJsonValue &value = {});

signals:
    // Each request and its reply, for a protocol log.
    void exchanged(const QJsonObject &request, const QJsonObject &reply);

private:
    struct Connection;
    void accept(QIODevice *socket);
    void onReadable(Connection *connection);
    void drop(Connection *connection);
    static void send(Connection &connection, const QJsonObject &packet);

    std::unique_ptr<QTcpServer> m_tcp;
    std::unique_ptr<QLocalServer> m_local;
    std::vector<std::unique_ptr<Connection>> m_connections;
    QString m_error;
};

} // namespace hg
