// The TraceActor server over real sockets (TCP on 127.0.0.1 and a Unix
// socket): every state transition and error reply of the protocol in the
// remote-debugging framing, frame packets reaching only a tracing client,
// and a broken framing ending the connection.
#include "sampler/TraceActorServer.h"
#include "sampler/TraceFrameStream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

using namespace hg;

namespace {

// A client's end: sends requests, waits for each packet that comes back.
class Client
{
public:
    explicit Client(QIODevice *socket) : m_socket(socket) {}

    void send(const QJsonObject &packet)
    {
        const QByteArray json = QJsonDocument(packet).toJson(QJsonDocument::Compact);
        m_socket->write(QByteArray::number(json.size()) + ':' + json);
    }
    QJsonObject receive()
    {
        for (int i = 0; i < 100; ++i) {
            if (const std::optional<QByteArray> p = m_stream.next())
                return QJsonDocument::fromJson(*p).object();
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            m_socket->waitForReadyRead(20);
            m_stream.append(m_socket->readAll());
        }
        return {};
    }
    QJsonObject request(const char *type, QJsonObject fields = {})
    {
        fields.insert(QStringLiteral("to"), QStringLiteral("trace1"));
        fields.insert(QStringLiteral("type"), QString::fromLatin1(type));
        send(fields);
        return receive();
    }

private:
    QIODevice *m_socket;
    TraceFrameStream m_stream;
};

QString typeOf(const QJsonObject &p) { return p.value(QStringLiteral("type")).toString(); }
QString errorOf(const QJsonObject &p) { return p.value(QStringLiteral("error")).toString(); }

void driveEveryTransition(TraceActorServer &server, Client &client)
{
    QCOMPARE(errorOf(client.request("stopTrace")), QStringLiteral("wrongState"));
    QCOMPARE(typeOf(client.request("attach")), QStringLiteral("attached"));
    QCOMPARE(client.request("attach").value(QStringLiteral("message")).toString(), QStringLiteral("Already attached to a client"));
    QCOMPARE(client.request("startTrace", {{QStringLiteral("trace"), QJsonArray{QStringLiteral("nope")}}}).value(QStringLiteral("message")).toString(),
             QStringLiteral("No such trace type: nope"));
    const QJsonObject started = client.request("startTrace", {{QStringLiteral("name"), QStringLiteral("t")},
                                                              {QStringLiteral("trace"), QJsonArray{QStringLiteral("name")}}});
    QCOMPARE(typeOf(started), QStringLiteral("startedTrace"));
    QCOMPARE(started.value(QStringLiteral("name")).toString(), QStringLiteral("t"));

    TracedFrame f;
    f.name = QStringLiteral("work");
    server.enteredFrame(f);
    server.exitedFrame();
    const QJsonObject entered = client.receive();
    QCOMPARE(typeOf(entered), QStringLiteral("enteredFrame"));
    QCOMPARE(entered.value(QStringLiteral("name")).toString(), QStringLiteral("work"));
    QCOMPARE(entered.value(QStringLiteral("sequence")).toInt(), 0);
    QCOMPARE(client.receive().value(QStringLiteral("sequence")).toInt(), 1);

    QCOMPARE(errorOf(client.request("stopTrace", {{QStringLiteral("name"), QStringLiteral("x")}})), QStringLiteral("noSuchTrace"));
    QCOMPARE(typeOf(client.request("stopTrace")), QStringLiteral("stoppedTrace"));
    QCOMPARE(client.request("stopTrace").value(QStringLiteral("message")).toString(), QStringLiteral("No active traces"));
    QCOMPARE(typeOf(client.request("detach")), QStringLiteral("detached"));
    QCOMPARE(errorOf(client.request("startTrace")), QStringLiteral("wrongState"));
}

} // namespace

class TestTraceActorServer : public QObject
{
    Q_OBJECT
private slots:
    void overTcpOnLocalhost()
    {
        TraceActorServer server;
        QVERIFY2(server.listenTcp(), qPrintable(server.errorString()));
        QVERIFY(server.port() != 0);
        QSignalSpy exchanged(&server, &TraceActorServer::exchanged);
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(socket.waitForConnected(5000));
        Client client(&socket);
        driveEveryTransition(server, client);
        QVERIFY(exchanged.size() >= 10);
    }

    void overAUnixSocket()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("trace.sock"));
        TraceActorServer server;
        QVERIFY2(server.listenUnix(path), qPrintable(server.errorString()));
        QLocalSocket socket;
        socket.connectToServer(path);
        QVERIFY(socket.waitForConnected(5000));
        Client client(&socket);
        driveEveryTransition(server, client);
    }

    void aBrokenFramingEndsTheConnection()
    {
        TraceActorServer server;
        QVERIFY(server.listenTcp());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(socket.waitForConnected(5000));
        QTRY_COMPARE(server.connectionCount(), std::size_t(1));
        socket.write("not a length:{}");
        QTRY_COMPARE(server.connectionCount(), std::size_t(0));
    }

    void framesSplitAcrossReadsAreJoined()
    {
        TraceFrameStream s;
        s.append("12:{\"type\":");
        QVERIFY(!s.next());
        s.append("\"x\"}7:{\"a\":1}");
        QCOMPARE(*s.next(), QByteArray("{\"type\":\"x\"}"));
        QCOMPARE(*s.next(), QByteArray("{\"a\":1}"));
        QVERIFY(!s.next());
        QVERIFY(!s.failed());
        s.append(QByteArray(25, '1'));
        QVERIFY(!s.next());
        QVERIFY(s.failed());
    }
};

QTEST_GUILESS_MAIN(TestTraceActorServer)
#include "tst_traceactorserver.moc"
