#include "TraceActorClient.h"

#include "TraceAddress.h"

#include "formats/traceactor/TraceFraming.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QTcpSocket>

namespace hg {

namespace {

QString field(const QJsonObject &packet, const char *key) { return packet.value(QLatin1String(key)).toString(); }

bool isFramePacket(const QString &type) { return type == QLatin1String("enteredFrame") || type == QLatin1String("exitedFrame"); }

// The reply a request is answered with when it succeeds.
QString replyTypeOf(const QString &request)
{
    if (request == QLatin1String("attach"))
        return QStringLiteral("attached");
    if (request == QLatin1String("detach"))
        return QStringLiteral("detached");
    if (request == QLatin1String("startTrace"))
        return QStringLiteral("startedTrace");
    if (request == QLatin1String("stopTrace"))
        return QStringLiteral("stoppedTrace");
    return QString();
}

} // namespace

TraceActorClient::TraceActorClient(QObject *parent) : QObject(parent) {}

TraceActorClient::~TraceActorClient()
{
    if (m_socket)
        m_socket->disconnect(this);
}

void TraceActorClient::connectTo(const QString &address)
{
    const TraceAddress parsed = TraceAddress::parse(address);
    if (parsed.isTcp())
        connectToHost(parsed.host, parsed.port);
    else
        connectToPath(parsed.path);
}

void TraceActorClient::connectToHost(const QString &host, quint16 port)
{
    m_address = QStringLiteral("%1:%2").arg(host).arg(port);
    auto *socket = new QTcpSocket(this);
    adopt(socket);
    connect(socket, &QTcpSocket::connected, this, &TraceActorClient::onConnected);
    connect(socket, &QTcpSocket::disconnected, this, &TraceActorClient::onDisconnected);
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] { onSocketError(socket->errorString()); });
    socket->connectToHost(host, port);
}

void TraceActorClient::connectToPath(const QString &path)
{
    m_address = path;
    auto *socket = new QLocalSocket(this);
    adopt(socket);
    connect(socket, &QLocalSocket::connected, this, &TraceActorClient::onConnected);
    connect(socket, &QLocalSocket::disconnected, this, &TraceActorClient::onDisconnected);
    connect(socket, &QLocalSocket::errorOccurred, this, [this, socket] { onSocketError(socket->errorString()); });
    socket->connectToServer(path);
}

void TraceActorClient::adopt(QIODevice *socket)
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    m_socket = socket;
    m_stream = TraceFrameStream();
    m_connected = m_attached = m_closing = m_finished = false;
    m_pending.clear();
    m_outbox.clear();
    connect(socket, &QIODevice::readyRead, this, &TraceActorClient::onReadable);
}

void TraceActorClient::disconnectFromActor()
{
    if (!m_socket)
        return;
    m_closing = true;
    if (auto *tcp = qobject_cast<QTcpSocket *>(m_socket))
        tcp->disconnectFromHost();
    else if (auto *local = qobject_cast<QLocalSocket *>(m_socket))
        local->disconnectFromServer();
    if (!m_connected)
        finish(QString()); // never connected: no disconnected() will come
}

void TraceActorClient::onSocketError(const QString &text)
{
    if (m_closing)
        return;
    if (!m_connected)
        finish(tr("cannot connect to the TraceActor at %1: %2").arg(m_address, text));
    // Once connected, an error ends in disconnected(), which says what it meant.
}

void TraceActorClient::onDisconnected()
{
    if (m_closing) {
        finish(QString());
    } else if (!m_activeTraces.isEmpty()) {
        finish(tr("the TraceActor at %1 closed the connection while tracing (%2); what arrived before is kept")
                   .arg(m_address, m_activeTraces.join(QStringLiteral(", "))));
    } else {
        finish(tr("the TraceActor at %1 closed the connection").arg(m_address));
    }
}

void TraceActorClient::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_connected = m_attached = false;
    m_activeTraces.clear();
    emit closed(error);
}

void TraceActorClient::send(QJsonObject packet)
{
    packet.insert(QStringLiteral("to"), m_actor);
    m_pending.push_back(field(packet, "type"));
    emit packetExchanged(Direction::Sent, packet);
    if (!m_socket || m_finished) {
        // Said as a reply would be, so a caller learns it the same way.
        emit errorReplied(m_pending.back(), QStringLiteral("notConnected"), tr("not connected to a TraceActor"));
        m_pending.pop_back();
        return;
    }
    const QByteArray framed = TraceFraming::frame(QJsonDocument(packet).toJson(QJsonDocument::Compact));
    if (m_connected)
        m_socket->write(framed);
    else
        m_outbox += framed; // while connecting: sent in order once connected
}

void TraceActorClient::onConnected()
{
    m_connected = true;
    if (!m_outbox.isEmpty())
        m_socket->write(std::exchange(m_outbox, QByteArray()));
    emit connected();
}

void TraceActorClient::attach() { send({{QStringLiteral("type"), QStringLiteral("attach")}}); }

void TraceActorClient::startTrace(const QString &name, const QStringList &types)
{
    QJsonObject request{{QStringLiteral("type"), QStringLiteral("startTrace")}, {QStringLiteral("trace"), QJsonArray::fromStringList(types)}};
    if (!name.isEmpty())
        request.insert(QStringLiteral("name"), name);
    send(request);
}

void TraceActorClient::stopTrace(const QString &name)
{
    QJsonObject request{{QStringLiteral("type"), QStringLiteral("stopTrace")}};
    if (!name.isEmpty())
        request.insert(QStringLiteral("name"), name);
    send(request);
}

void TraceActorClient::detach() { send({{QStringLiteral("type"), QStringLiteral("detach")}}); }

void TraceActorClient::onReadable()
{
    m_stream.append(m_socket->readAll());
    while (const std::optional<QByteArray> json = m_stream.next())
        handle(*json);
    if (m_stream.failed()) {
        // As Mozilla's transport does with a broken prefix: the connection ends.
        const QString error = tr("the TraceActor at %1 sent data that is not in the <length>:<JSON> framing; the connection was closed").arg(m_address);
        m_closing = true;
        m_socket->close();
        finish(error);
    }
}

void TraceActorClient::handle(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        emit errorReplied(QString(), QStringLiteral("badPacket"),
                          tr("a packet from the TraceActor is not a JSON object (%1)").arg(parseError.errorString()));
        return;
    }
    const QJsonObject packet = document.object();
    m_received.append(json);
    emit packetExchanged(Direction::Received, packet);
    const QString type = field(packet, "type");
    if (type == QLatin1String("traces")) {
        for (const QJsonValue &frame : packet.value(QStringLiteral("traces")).toArray())
            m_framePackets += isFramePacket(field(frame.toObject(), "type"));
    } else if (isFramePacket(type)) {
        ++m_framePackets;
    } else {
        handleReply(packet);
    }
    emit packetReceived(json);
}

void TraceActorClient::handleReply(const QJsonObject &packet)
{
    const QString type = field(packet, "type");
    const QString error = field(packet, "error");
    // Replies come in the order of the requests; an actor may also report a
    // trace it stopped by itself, which answers no request.
    QString request;
    if (!m_pending.empty() && (!error.isEmpty() || replyTypeOf(m_pending.front()) == type)) {
        request = m_pending.front();
        m_pending.pop_front();
    }
    if (!error.isEmpty()) {
        emit errorReplied(request, error, field(packet, "message"));
        return;
    }
    const QString name = field(packet, "name");
    if (type == QLatin1String("attached")) {
        m_attached = true;
        m_traceTypes.clear();
        for (const QJsonValue &t : packet.value(QStringLiteral("traceTypes")).toArray())
            m_traceTypes << t.toString();
        emit attached(m_traceTypes);
    } else if (type == QLatin1String("startedTrace")) {
        m_activeTraces.removeAll(name);
        m_activeTraces << name;
        emit traceStarted(name);
    } else if (type == QLatin1String("stoppedTrace")) {
        m_activeTraces.removeAll(name);
        emit traceStopped(name);
    } else if (type == QLatin1String("detached")) {
        m_attached = false;
        m_activeTraces.clear();
        emit detached();
    }
}

} // namespace hg
