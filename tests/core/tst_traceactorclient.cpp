// The TraceActor client and its live source against the server over real
// sockets: attach and the trace types it lists, a trace started, frames of
// two threads streaming in and snapshots of them, stop keeping everything;
// and the failures: a refused port, the actor closing mid-trace (what
// arrived stays), error replies naming their request.
#include "sampler/TraceActorClient.h"
#include "sampler/TraceActorLiveSource.h"
#include "sampler/TraceActorServer.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

using namespace hg;

namespace {

const QStringList kTypes{QStringLiteral("name"), QStringLiteral("location"), QStringLiteral("time"), QStringLiteral("depth"),
                         QStringLiteral("thread"), QStringLiteral("parameterNames"), QStringLiteral("arguments")};

// A client connected and attached to `address`.
std::unique_ptr<TraceActorClient> attachedClient(const QString &address)
{
    auto client = std::make_unique<TraceActorClient>();
    QSignalSpy attached(client.get(), &TraceActorClient::attached);
    client->connectTo(address);
    client->attach();
    if (!attached.wait(5000))
        return nullptr;
    return client;
}

// A program with two threads: main calls render(x) which calls draw;
// meanwhile worker runs fetch.
void runTwoThreads(TraceActorServer &server)
{
    const TracedThread main{1, QStringLiteral("main")}, worker{2, QStringLiteral("worker")};
    TracedFrame render{QStringLiteral("render"), QStringLiteral("app.js"), 10, 2, {QStringLiteral("x")}, QJsonArray{3}, main};
    TracedFrame draw{QStringLiteral("draw"), QStringLiteral("app.js"), 20, 2, {}, {}, main};
    TracedFrame fetch{QStringLiteral("fetch"), QStringLiteral("net.js"), 5, 1, {}, {}, worker};
    server.enteredFrame(render);
    server.enteredFrame(fetch);
    server.enteredFrame(draw);
    server.exitedFrame(QStringLiteral("return"), {}, main);   // draw
    server.exitedFrame(QStringLiteral("return"), {}, worker); // fetch
    server.exitedFrame(QStringLiteral("return"), {}, main);   // render
}

const Track *trackNamed(const Profile &p, const QString &name)
{
    for (const Track &t : p.tracks())
        if (t.info.name == name)
            return &t;
    return nullptr;
}

} // namespace

class TestTraceActorClient : public QObject
{
    Q_OBJECT
private slots:
    void attachStartStreamAndStop()
    {
        TraceActorServer server;
        QVERIFY(server.listenTcp());
        const QString address = QStringLiteral("127.0.0.1:%1").arg(server.port());
        auto owned = attachedClient(address);
        QVERIFY(owned);
        TraceActorClient *client = owned.get();
        QVERIFY(client->isAttached());
        QVERIFY(client->traceTypes().contains(QStringLiteral("thread")));
        QVERIFY(client->traceTypes().contains(QStringLiteral("arguments")));
        QSignalSpy log(client, &TraceActorClient::packetExchanged);

        TraceActorLiveSource source(std::move(owned), QStringLiteral("live"), kTypes);
        QCOMPARE(source.title(), address);
        QSignalSpy progress(&source, &LiveSource::progress);
        QSignalSpy finished(&source, &LiveSource::finished);
        QTRY_VERIFY(client->activeTraces().contains(QStringLiteral("live")));

        runTwoThreads(server);
        QTRY_COMPARE(client->framePacketCount(), 6);
        ProfilePtr p = source.snapshot();
        QCOMPARE(p->formatId(), QStringLiteral("traceactor"));
        const Track *main = trackNamed(*p, QStringLiteral("main"));
        QVERIFY(main);
        QCOMPARE(main->info.group, QStringLiteral("live"));
        QCOMPARE(main->spans.size(), 2u);
        QCOMPARE(main->spans.rowCount(), 2u); // draw under render
        QCOMPARE(p->frameName(main->spans.frame(main->spans.row(1).first)), QStringLiteral("draw"));
        QVERIFY(trackNamed(*p, QStringLiteral("worker")));
        QVERIFY(!progress.isEmpty());
        QVERIFY(progress.last().at(0).toString().contains(QStringLiteral("6")));

        // More frames, then stop: nothing sent before it is lost.
        TracedFrame late;
        late.name = QStringLiteral("late");
        late.thread = {1, QStringLiteral("main")};
        server.enteredFrame(late);
        server.exitedFrame(QStringLiteral("return"), {}, late.thread);
        source.stop();
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().at(0).toString(), QString());
        p = source.snapshot();
        QCOMPARE(trackNamed(*p, QStringLiteral("main"))->spans.size(), 3u);
        QCOMPARE(p->diagnostics().count(), std::size_t(0));

        // The log saw each request and its reply, in order.
        QStringList exchange;
        for (const QList<QVariant> &args : log) {
            const QJsonObject packet = args.at(1).toJsonObject();
            const bool sent = args.at(0).value<TraceActorClient::Direction>() == TraceActorClient::Direction::Sent;
            exchange << (sent ? QStringLiteral("> ") : QStringLiteral("< ")) + packet.value(QStringLiteral("type")).toString();
        }
        QCOMPARE(exchange.first(), QStringLiteral("> startTrace"));
        QVERIFY(exchange.contains(QStringLiteral("< startedTrace")));
        QVERIFY(exchange.contains(QStringLiteral("< traces")));
        QVERIFY(exchange.indexOf(QStringLiteral("< stoppedTrace")) < exchange.indexOf(QStringLiteral("< detached")));
        QCOMPARE(exchange.last(), QStringLiteral("< detached"));
    }

    void overAUnixSocketWithRequestsMadeWhileConnecting()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("trace.sock"));
        TraceActorServer server;
        QVERIFY(server.listenUnix(path));
        auto client = std::make_unique<TraceActorClient>();
        client->connectTo(path);
        client->attach(); // queued until connected
        TraceActorClient *c = client.get();
        TraceActorLiveSource source(std::move(client), QString(), kTypes);
        QTRY_COMPARE(c->activeTraces(), QStringList{QStringLiteral("Trace 1")});
        runTwoThreads(server);
        QTRY_COMPARE(c->framePacketCount(), 6);
        QSignalSpy finished(&source, &LiveSource::finished);
        source.stop();
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().at(0).toString(), QString());
        const ProfilePtr p = source.snapshot();
        QCOMPARE(p->tracks().size(), std::size_t(2));
        QCOMPARE(p->tracks()[0].info.group, QStringLiteral("Trace 1"));
    }

    void aRefusedPortSaysSo()
    {
        quint16 port = 0;
        {
            QTcpServer probe; // a port that was free a moment ago, now closed
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        auto client = std::make_unique<TraceActorClient>();
        client->connectToHost(QStringLiteral("127.0.0.1"), port);
        TraceActorLiveSource source(std::move(client), QStringLiteral("t"), kTypes);
        QSignalSpy finished(&source, &LiveSource::finished);
        QVERIFY(finished.wait(5000));
        const QString error = finished.first().at(0).toString();
        QVERIFY2(error.contains(QStringLiteral("cannot connect to the TraceActor at 127.0.0.1:%1").arg(port)), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(error));
        QVERIFY(source.snapshot()); // an empty profile, not a crash
    }

    void theActorClosingMidTraceKeepsWhatArrived()
    {
        TraceActorServer server;
        QVERIFY(server.listenTcp());
        auto client = attachedClient(QStringLiteral("127.0.0.1:%1").arg(server.port()));
        QVERIFY(client);
        TraceActorClient *c = client.get();
        TraceActorLiveSource source(std::move(client), QStringLiteral("doomed"), kTypes);
        QSignalSpy finished(&source, &LiveSource::finished);
        QTRY_VERIFY(!c->activeTraces().isEmpty());
        runTwoThreads(server);
        server.close(); // sends the batch, then hangs up
        QVERIFY(finished.wait(5000));
        const QString error = finished.first().at(0).toString();
        QVERIFY2(error.contains(QStringLiteral("closed the connection while tracing (doomed)")), qPrintable(error));
        const ProfilePtr p = source.snapshot();
        QCOMPARE(trackNamed(*p, QStringLiteral("main"))->spans.size(), 2u);
        QCOMPARE(trackNamed(*p, QStringLiteral("worker"))->spans.size(), 1u);
    }

    void errorRepliesNameTheirRequest()
    {
        TraceActorServer server;
        QVERIFY(server.listenTcp());
        auto client = attachedClient(QStringLiteral("127.0.0.1:%1").arg(server.port()));
        QVERIFY(client);
        QSignalSpy errors(client.get(), &TraceActorClient::errorReplied);
        client->stopTrace();
        QVERIFY(errors.wait(5000));
        QCOMPARE(errors.last().at(0).toString(), QStringLiteral("stopTrace"));
        QCOMPARE(errors.last().at(1).toString(), QStringLiteral("wrongState"));
        QCOMPARE(errors.last().at(2).toString(), QStringLiteral("No active traces"));
        client->startTrace(QStringLiteral("a"), {QStringLiteral("name")});
        client->stopTrace(QStringLiteral("b"));
        QTRY_COMPARE(errors.size(), 2);
        QCOMPARE(errors.last().at(1).toString(), QStringLiteral("noSuchTrace"));
        QCOMPARE(client->activeTraces(), QStringList{QStringLiteral("a")});
        client->attach();
        QTRY_COMPARE(errors.size(), 3);
        QCOMPARE(errors.last().at(0).toString(), QStringLiteral("attach"));
        QCOMPARE(errors.last().at(1).toString(), QStringLiteral("wrongState"));

        // A trace type the actor does not offer: the source ends, saying why.
        TraceActorLiveSource source(std::move(client), QStringLiteral("t"), {QStringLiteral("bogus")});
        QSignalSpy finished(&source, &LiveSource::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().at(0).toString(),
                 QStringLiteral("the TraceActor refused to start the trace: No such trace type: bogus (badParameterType)"));
    }
};

QTEST_GUILESS_MAIN(TestTraceActorClient)
#include "tst_traceactorclient.moc"
