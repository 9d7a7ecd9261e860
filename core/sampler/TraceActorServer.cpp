#include "TraceActorServer.h"

#include "TraceFrameStream.h"
#include "formats/traceactor/TraceFraming.h"

#include <QJsonDocument>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTcpServer>
#include <QTcpSocket>

namespace hg {

struct TraceActorServer::Connection
{
    QIODevice *socket = nullptr;
    TraceFrameStream stream;
    TraceActorSession session;
    QJsonArray batch; // frame packets waiting for the next tick
};

TraceActorServer::TraceActorServer(QObject *parent) : QObject(parent)
{
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(kBatchIntervalMs);
    connect(&m_batchTimer, &QTimer::timeout, this, qOverload<>(&TraceActorServer::flush));
}

TraceActorServer::~TraceActorServer() { close(); }

void TraceActorServer::close()
{
    flush();
    for (const std::unique_ptr<Connection> &c : m_connections) {
        c->socket->disconnect(this);
        // Hand what is written to the system before the socket goes away.
        if (auto *tcp = qobject_cast<QTcpSocket *>(c->socket)) {
            tcp->flush();
            tcp->disconnectFromHost();
        } else if (auto *local = qobject_cast<QLocalSocket *>(c->socket)) {
            local->flush();
            local->disconnectFromServer();
        }
        c->socket->deleteLater();
    }
    m_connections.clear();
    if (m_tcp)
        m_tcp->close();
    if (m_local)
        m_local->close();
}

bool TraceActorServer::listenTcp(const QHostAddress &address, quint16 port)
{
    m_tcp = std::make_unique<QTcpServer>();
    connect(m_tcp.get(), &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *s = m_tcp->nextPendingConnection())
            accept(s);
    });
    if (!m_tcp->listen(address, port)) {
        m_error = m_tcp->errorString();
        return false;
    }
    return true;
}

bool TraceActorServer::listenUnix(const QString &path)
{
    m_local = std::make_unique<QLocalServer>();
    m_local->setSocketOptions(QLocalServer::UserAccessOption);
    QLocalServer::removeServer(path); // a socket file left by a crashed run
    connect(m_local.get(), &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *s = m_local->nextPendingConnection())
            accept(s);
    });
    if (!m_local->listen(path)) {
        m_error = m_local->errorString();
        return false;
    }
    return true;
}

quint16 TraceActorServer::port() const { return m_tcp ? m_tcp->serverPort() : 0; }
QString TraceActorServer::errorString() const { return m_error; }

void TraceActorServer::accept(QIODevice *socket)
{
    m_connections.push_back(std::make_unique<Connection>());
    Connection *c = m_connections.back().get();
    c->socket = socket;
    connect(socket, &QIODevice::readyRead, this, [this, c] { onReadable(c); });
    if (auto *tcp = qobject_cast<QTcpSocket *>(socket))
        connect(tcp, &QTcpSocket::disconnected, this, [this, c] { drop(c); });
    else if (auto *local = qobject_cast<QLocalSocket *>(socket))
        connect(local, &QLocalSocket::disconnected, this, [this, c] { drop(c); });
}

void TraceActorServer::onReadable(Connection *c)
{
    c->stream.append(c->socket->readAll());
    while (const std::optional<QByteArray> packet = c->stream.next()) {
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(*packet, &error);
        QJsonObject reply;
        if (!json.isObject())
            reply = {{QStringLiteral("from"), QStringLiteral("root")}, {QStringLiteral("error"), QStringLiteral("badParameterType")},
                     {QStringLiteral("message"), QStringLiteral("packet is not a JSON object: %1").arg(error.errorString())}};
        else
            reply = c->session.handle(json.object());
        flush(*c); // the frames before the request come before its reply
        send(*c, reply);
        emit exchanged(json.object(), reply);
    }
    if (c->stream.failed()) {
        // As Mozilla's transport does with a broken prefix: the connection ends.
        c->socket->close();
        drop(c);
    }
}

void TraceActorServer::drop(Connection *c)
{
    const auto it = std::find_if(m_connections.begin(), m_connections.end(), [c](const auto &p) { return p.get() == c; });
    if (it == m_connections.end())
        return;
    c->socket->disconnect(this);
    c->socket->deleteLater();
    m_connections.erase(it);
}

void TraceActorServer::send(Connection &c, const QJsonObject &packet)
{
    c.socket->write(TraceFraming::frame(QJsonDocument(packet).toJson(QJsonDocument::Compact)));
}

void TraceActorServer::queue(Connection &c, std::vector<QJsonObject> packets)
{
    for (QJsonObject &p : packets)
        c.batch.append(std::move(p));
    if (!c.batch.isEmpty() && !m_batchTimer.isActive())
        m_batchTimer.start();
}

void TraceActorServer::flush(Connection &c)
{
    if (c.batch.isEmpty())
        return;
    send(c, {{QStringLiteral("from"), c.session.actor()}, {QStringLiteral("type"), QStringLiteral("traces")},
             {QStringLiteral("traces"), c.batch}});
    c.batch = QJsonArray();
}

void TraceActorServer::flush()
{
    m_batchTimer.stop();
    for (const std::unique_ptr<Connection> &c : m_connections)
        flush(*c);
}

void TraceActorServer::enteredFrame(const TracedFrame &frame)
{
    for (const std::unique_ptr<Connection> &c : m_connections)
        queue(*c, c->session.enteredFrame(frame));
}

void TraceActorServer::exitedFrame(const QString &why, const QJsonValue &value, const TracedThread &thread)
{
    for (const std::unique_ptr<Connection> &c : m_connections)
        queue(*c, c->session.exitedFrame(why, value, thread));
}

} // namespace hg
