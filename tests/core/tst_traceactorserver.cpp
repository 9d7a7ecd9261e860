// The TraceActor server over real sockets (TCP on 127.0.0.1 and a Unix
// socket): every state transition and error reply of the protocol in the
// remote-debugging framing, frame packets reaching only a tracing client
// in batches (flushed before replies and at close), and a broken framing
// ending the connection.
#include "formats/traceactor/TraceFraming.h"
#include "formats/ProfileLoader.h"
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
            if (const std::optional<QByteArray> p = m_stream.next()) {
                m_log += TraceFraming::frame(*p);
                return QJsonDocument::fromJson(*p).object();
            }
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
    // Everything received, framed again: a recorded session.
    QByteArray log() const { return m_log; }

private:
    QIODevice *m_socket;
    TraceFrameStream m_stream;
    QByteArray m_log;
};

// A server on a free port of 127.0.0.1 and one client connected to it.
struct ServedOverTcp
{
    TraceActorServer server;
    QTcpSocket socket;
    Client client{&socket};

    bool start()
    {
        if (!server.listenTcp())
            return false;
        socket.connectToHost(QHostAddress::LocalHost, server.port());
        return socket.waitForConnected(5000);
    }
};

QJsonArray tracesOf(const QJsonObject &batch) { return batch.value(QStringLiteral("traces")).toArray(); }

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
    // Frame packets come batched, as Mozilla's actor sends them.
    const QJsonObject batch = client.receive();
    QCOMPARE(typeOf(batch), QStringLiteral("traces"));
    QCOMPARE(batch.value(QStringLiteral("from")).toString(), QStringLiteral("trace1"));
    QCOMPARE(tracesOf(batch).size(), 2);
    const QJsonObject entered = tracesOf(batch)[0].toObject();
    QCOMPARE(typeOf(entered), QStringLiteral("enteredFrame"));
    QCOMPARE(entered.value(QStringLiteral("name")).toString(), QStringLiteral("work"));
    QCOMPARE(entered.value(QStringLiteral("sequence")).toInt(), 0);
    QCOMPARE(tracesOf(batch)[1].toObject().value(QStringLiteral("sequence")).toInt(), 1);

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
        ServedOverTcp tcp;
        QVERIFY2(tcp.start(), qPrintable(tcp.server.errorString()));
        QVERIFY(tcp.server.port() != 0);
        QSignalSpy exchanged(&tcp.server, &TraceActorServer::exchanged);
        driveEveryTransition(tcp.server, tcp.client);
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
        ServedOverTcp tcp;
        QVERIFY(tcp.start());
        QTRY_COMPARE(tcp.server.connectionCount(), std::size_t(1));
        tcp.socket.write("not a length:{}");
        QTRY_COMPARE(tcp.server.connectionCount(), std::size_t(0));
    }

    void framesAreBatchedAndFlushedBeforeRepliesAndAtClose()
    {
        ServedOverTcp tcp;
        QVERIFY(tcp.start());
        TraceActorServer &server = tcp.server;
        Client &client = tcp.client;
        client.request("attach");
        client.request("startTrace", {{QStringLiteral("name"), QStringLiteral("t")},
                                      {QStringLiteral("trace"), QJsonArray{QStringLiteral("name"), QStringLiteral("time")}}});
        TracedFrame f;
        f.name = QStringLiteral("outer");
        server.enteredFrame(f);
        f.name = QStringLiteral("inner");
        server.enteredFrame(f);
        server.exitedFrame();
        // Three frames, one packet, on the timer.
        QCOMPARE(tracesOf(client.receive()).size(), 3);

        // A request while frames wait: they go out first, then the reply.
        server.exitedFrame();
        client.send({{QStringLiteral("to"), QStringLiteral("trace1")}, {QStringLiteral("type"), QStringLiteral("stopTrace")}});
        const QJsonObject last = client.receive();
        QCOMPARE(tracesOf(last).size(), 1);
        QCOMPARE(tracesOf(last)[0].toObject().value(QStringLiteral("sequence")).toInt(), 3);
        QCOMPARE(typeOf(client.receive()), QStringLiteral("stoppedTrace"));

        // What was received reads back as the trace: batches are a form the reader knows.
        const LoadResult r = ProfileLoader::loadData(client.log(), QStringLiteral("live.traceactor"));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.profile->tracks().size(), std::size_t(1));
        QCOMPARE(r.profile->tracks()[0].spans.size(), 2u);

        // Closing the server sends what is still collected.
        client.request("startTrace", {{QStringLiteral("trace"), QJsonArray{QStringLiteral("name")}}});
        server.enteredFrame(f);
        server.close();
        QCOMPARE(tracesOf(client.receive()).size(), 1);
        QCOMPARE(server.connectionCount(), std::size_t(0));
    }

    void threadsHaveTheirOwnStacks()
    {
        ServedOverTcp tcp;
        QVERIFY(tcp.start());
        TraceActorServer &server = tcp.server;
        Client &client = tcp.client;
        QVERIFY(client.request("attach").value(QStringLiteral("traceTypes")).toArray().contains(QStringLiteral("thread")));
        client.request("startTrace", {{QStringLiteral("name"), QStringLiteral("app")},
                                      {QStringLiteral("trace"), QJsonArray{QStringLiteral("name"), QStringLiteral("depth"), QStringLiteral("thread")}}});
        const TracedThread main{1, QStringLiteral("main")}, worker{2, QStringLiteral("worker")};
        TracedFrame run, task, step;
        run.name = QStringLiteral("run");
        task.name = QStringLiteral("task");
        step.name = QStringLiteral("step");
        run.thread = main;
        task.thread = worker;
        step.thread = main;
        server.enteredFrame(run);
        server.enteredFrame(task);
        server.enteredFrame(step);
        server.exitedFrame(QStringLiteral("return"), {}, worker); // task ends on its own thread
        server.exitedFrame(QStringLiteral("return"), {}, main);   // step
        server.exitedFrame(QStringLiteral("return"), {}, main);   // run
        const QJsonArray frames = tracesOf(client.request("stopTrace")); // the frames come before the reply
        QCOMPARE(typeOf(client.receive()), QStringLiteral("stoppedTrace"));
        QCOMPARE(frames.size(), 6);
        const QJsonObject enteredStep = frames[2].toObject();
        QCOMPARE(enteredStep.value(QStringLiteral("depth")).toInt(), 1); // under run, not under task
        QCOMPARE(enteredStep.value(QStringLiteral("thread")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("main"));
        QCOMPARE(frames[3].toObject().value(QStringLiteral("thread")).toObject().value(QStringLiteral("id")).toInt(), 2);
        QCOMPARE(frames[3].toObject().value(QStringLiteral("depth")).toInt(), 0);

        // Read back: a track per thread, named after it, under the trace.
        const LoadResult r = ProfileLoader::loadData(client.log(), QStringLiteral("live.traceactor"));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().size(), std::size_t(2));
        QCOMPARE(p.tracks()[0].info.name, QStringLiteral("main"));
        QCOMPARE(p.tracks()[0].info.group, QStringLiteral("app"));
        QCOMPARE(p.tracks()[0].info.threadId, 1);
        QCOMPARE(p.tracks()[0].spans.size(), 2u);
        QCOMPARE(p.tracks()[0].spans.rowCount(), 2u);
        QCOMPARE(p.tracks()[1].info.name, QStringLiteral("worker"));
        QCOMPARE(p.frameName(p.tracks()[1].spans.frame(0)), QStringLiteral("task"));
        QVERIFY(p.diagnostics().count() == 0);
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
