#pragma once
#include "TraceFrameStream.h"

#include <QByteArrayList>
#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <deque>

class QIODevice;

namespace hg {

// The client side of the TraceActor protocol, over TCP or a Unix socket in
// the remote-debugging framing: attach (whose reply lists the trace types
// the actor offers, as the protocol has it), startTrace, stopTrace, detach.
// Every packet sent and received is signalled for a protocol log; received
// packets are kept in arrival order (batches as they came) for a reader to
// assemble. Asynchronous: requests return at once (made while connecting,
// they go out once connected), replies arrive as signals. Errors name what was expected: a refused connection, a closed
// one, the actor's error replies with the request they answer.
class TraceActorClient : public QObject
{
    Q_OBJECT
public:
    enum class Direction { Sent, Received };
    Q_ENUM(Direction)

    explicit TraceActorClient(QObject *parent = nullptr);
    ~TraceActorClient() override;

    // "HOST:PORT" for TCP, anything else a Unix socket path.
    void connectTo(const QString &address);
    void connectToHost(const QString &host, quint16 port);
    void connectToPath(const QString &path);
    // Ends the connection without detaching first (see detach()).
    void disconnectFromActor();

    QString address() const { return m_address; }
    bool isConnected() const { return m_connected; }
    bool isAttached() const { return m_attached; }
    // The actor the requests go to (Hourglass's server names it "trace1").
    QString actor() const { return m_actor; }
    void setActor(const QString &actor) { m_actor = actor; }
    QStringList traceTypes() const { return m_traceTypes; } // from `attached`
    QStringList activeTraces() const { return m_activeTraces; }

    void attach();
    // Types from traceTypes(); an empty name lets the actor name it.
    void startTrace(const QString &name, const QStringList &types);
    void stopTrace(const QString &name = QString()); // empty: the most recent
    void detach();

    // Every packet received so far, its JSON as it came.
    const QByteArrayList &received() const { return m_received; }
    qint64 framePacketCount() const { return m_framePackets; }

signals:
    void connected();
    void packetExchanged(hg::TraceActorClient::Direction direction, const QJsonObject &packet);
    void packetReceived(const QByteArray &json);
    void attached(const QStringList &traceTypes);
    void traceStarted(const QString &name);
    void traceStopped(const QString &name);
    void detached();
    // The actor refused `request` (startTrace, stopTrace, ...).
    void errorReplied(const QString &request, const QString &error, const QString &message);
    // The connection ended or could not be made; `error` is empty when
    // this side ended it.
    void closed(const QString &error);

private:
    void adopt(QIODevice *socket);
    void onConnected();
    void onReadable();
    void onSocketError(const QString &text);
    void onDisconnected();
    void handle(const QByteArray &json);
    void handleReply(const QJsonObject &packet);
    void send(QJsonObject packet);
    void finish(const QString &error);

    QIODevice *m_socket = nullptr;
    TraceFrameStream m_stream;
    QString m_address;
    QString m_actor = QStringLiteral("trace1");
    bool m_connected = false;
    bool m_attached = false;
    bool m_closing = false; // this side is ending the connection
    bool m_finished = false;
    QStringList m_traceTypes;
    QStringList m_activeTraces;
    std::deque<QString> m_pending; // requests awaiting their reply, in order
    QByteArray m_outbox;           // requests made while connecting
    QByteArrayList m_received;
    qint64 m_framePackets = 0;
};

} // namespace hg
