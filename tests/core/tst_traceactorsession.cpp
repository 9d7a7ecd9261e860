// The TraceActor server's state machine: every transition and error reply,
// trace naming and stacking, sequence restarts, the fields trace types
// select, and that what it sends reads back as the frames it was told.
#include "formats/traceactor/TraceFraming.h"
#include "formats/ProfileLoader.h"
#include "sampler/TraceActorSession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace hg;

namespace {

QJsonObject request(const char *type, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("to"), QStringLiteral("trace1"));
    fields.insert(QStringLiteral("type"), QString::fromLatin1(type));
    return fields;
}

QString errorOf(const QJsonObject &reply) { return reply.value(QStringLiteral("error")).toString(); }
QString messageOf(const QJsonObject &reply) { return reply.value(QStringLiteral("message")).toString(); }

} // namespace

class TestTraceActorSession : public QObject
{
    Q_OBJECT
private slots:
    void everyTransitionAndErrorReply()
    {
        TraceActorSession s;
        QCOMPARE(s.state(), TraceActorSession::State::Detached);
        // Detached: no trace can start or stop.
        QCOMPARE(errorOf(s.handle(request("startTrace"))), QStringLiteral("wrongState"));
        QCOMPARE(errorOf(s.handle(request("stopTrace"))), QStringLiteral("wrongState"));
        QCOMPARE(messageOf(s.handle(request("stopTrace"))), QStringLiteral("No active traces"));

        QJsonObject r = s.handle(request("attach"));
        QCOMPARE(r.value(QStringLiteral("type")).toString(), QStringLiteral("attached"));
        QCOMPARE(r.value(QStringLiteral("from")).toString(), QStringLiteral("trace1"));
        QVERIFY(r.value(QStringLiteral("traceTypes")).toArray().contains(QStringLiteral("arguments")));
        QCOMPARE(s.state(), TraceActorSession::State::Attached);
        r = s.handle(request("attach"));
        QCOMPARE(errorOf(r), QStringLiteral("wrongState"));
        QCOMPARE(messageOf(r), QStringLiteral("Already attached to a client"));

        // Idle: stopping fails; an unknown trace type is refused.
        QCOMPARE(messageOf(s.handle(request("stopTrace"))), QStringLiteral("No active traces"));
        r = s.handle(request("startTrace", {{QStringLiteral("trace"), QJsonArray{QStringLiteral("name"), QStringLiteral("bogus")}}}));
        QCOMPARE(errorOf(r), QStringLiteral("badParameterType"));
        QCOMPARE(messageOf(r), QStringLiteral("No such trace type: bogus"));
        QCOMPARE(s.state(), TraceActorSession::State::Attached);

        // Tracing: named and unnamed traces stack; the name counts every start.
        r = s.handle(request("startTrace", {{QStringLiteral("name"), QStringLiteral("outer")}, {QStringLiteral("trace"), QJsonArray{QStringLiteral("name")}}}));
        QCOMPARE(r.value(QStringLiteral("type")).toString(), QStringLiteral("startedTrace"));
        QCOMPARE(r.value(QStringLiteral("why")).toString(), QStringLiteral("requested"));
        QCOMPARE(s.state(), TraceActorSession::State::Tracing);
        r = s.handle(request("startTrace", {{QStringLiteral("trace"), QJsonArray{QStringLiteral("depth")}}}));
        QCOMPARE(r.value(QStringLiteral("name")).toString(), QStringLiteral("Trace 2"));
        s.handle(request("startTrace", {{QStringLiteral("name"), QStringLiteral("outer")}})); // moves to the top
        QCOMPARE(s.activeTraces(), (QStringList{QStringLiteral("Trace 2"), QStringLiteral("outer")}));

        r = s.handle(request("stopTrace", {{QStringLiteral("name"), QStringLiteral("nope")}}));
        QCOMPARE(errorOf(r), QStringLiteral("noSuchTrace"));
        QCOMPARE(messageOf(r), QStringLiteral("No active trace with name: nope"));
        r = s.handle(request("stopTrace")); // the most recent
        QCOMPARE(r.value(QStringLiteral("type")).toString(), QStringLiteral("stoppedTrace"));
        QCOMPARE(r.value(QStringLiteral("name")).toString(), QStringLiteral("outer"));
        QCOMPARE(s.state(), TraceActorSession::State::Tracing);
        s.handle(request("stopTrace", {{QStringLiteral("name"), QStringLiteral("Trace 2")}}));
        QCOMPARE(s.state(), TraceActorSession::State::Attached);

        // Detach stops everything; detaching again is no error.
        s.handle(request("startTrace"));
        QCOMPARE(s.handle(request("detach")).value(QStringLiteral("type")).toString(), QStringLiteral("detached"));
        QCOMPARE(s.state(), TraceActorSession::State::Detached);
        QVERIFY(s.activeTraces().isEmpty());
        QCOMPARE(s.handle(request("detach")).value(QStringLiteral("type")).toString(), QStringLiteral("detached"));
        QCOMPARE(errorOf(s.handle(request("frobnicate"))), QStringLiteral("unrecognizedPacketType"));
    }

    void framePacketsCarryWhatTheTracesAskedFor()
    {
        TraceActorSession s;
        QVERIFY(s.enteredFrame(TracedFrame()).empty()); // not tracing: nothing
        s.handle(request("attach"));
        s.handle(request("startTrace", {{QStringLiteral("trace"), QJsonArray{QStringLiteral("name"), QStringLiteral("return")}}}));
        TracedFrame f;
        f.name = QStringLiteral("f");
        f.url = QStringLiteral("app.js");
        const QJsonObject entered = s.enteredFrame(f).front();
        QCOMPARE(entered.value(QStringLiteral("sequence")).toInt(), 0);
        QCOMPARE(entered.value(QStringLiteral("name")).toString(), QStringLiteral("f"));
        QVERIFY(!entered.contains(QStringLiteral("location"))); // not asked for
        QVERIFY(!entered.contains(QStringLiteral("time")));
        const QJsonObject exited = s.exitedFrame(QStringLiteral("return"), 42).front();
        QCOMPARE(exited.value(QStringLiteral("sequence")).toInt(), 1);
        QCOMPARE(exited.value(QStringLiteral("return")).toInt(), 42);
        // Stopping and starting again from idle restarts the numbering.
        s.handle(request("stopTrace"));
        s.handle(request("startTrace", {{QStringLiteral("trace"), QJsonArray{QStringLiteral("time")}}}));
        const QJsonObject again = s.enteredFrame(f).front();
        QCOMPARE(again.value(QStringLiteral("sequence")).toInt(), 0);
        QVERIFY(again.contains(QStringLiteral("time")));
    }

    void whatItSendsReadsBackAsTheFrames()
    {
        TraceActorSession s;
        QByteArray log;
        const auto send = [&](const QJsonObject &packet) { log += TraceFraming::frame(QJsonDocument(packet).toJson(QJsonDocument::Compact)); };
        send(s.handle(request("attach")));
        send(s.handle(request("startTrace", {{QStringLiteral("name"), QStringLiteral("t")},
                                             {QStringLiteral("trace"), QJsonArray::fromStringList(TraceActorSession::supportedTraceTypes())}})));
        TracedFrame outer, inner;
        outer.name = QStringLiteral("outer");
        inner.name = QStringLiteral("inner");
        inner.parameterNames = {QStringLiteral("x")};
        inner.arguments = QJsonArray{7};
        for (const QJsonObject &p : s.enteredFrame(outer)) send(p);
        for (const QJsonObject &p : s.enteredFrame(inner)) send(p);
        for (const QJsonObject &p : s.exitedFrame(QStringLiteral("throw"), QStringLiteral("boom"))) send(p);
        for (const QJsonObject &p : s.exitedFrame()) send(p);
        send(s.handle(request("stopTrace")));
        const LoadResult r = ProfileLoader::loadData(log, QStringLiteral("live.traceactor"));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().size(), std::size_t(1));
        QCOMPARE(p.tracks()[0].info.name, QStringLiteral("t"));
        const SpanTrack &spans = p.tracks()[0].spans;
        QCOMPARE(spans.size(), 2u);
        QCOMPARE(p.frameName(spans.frame(spans.row(1).first)), QStringLiteral("inner"));
        QCOMPARE(attributeText(p.strings(), *p.tracks()[0].spanAttributes.findNamed(spans.row(1).first, p.strings(), "argument x")), QStringLiteral("7"));
        QCOMPARE(attributeText(p.strings(), *p.tracks()[0].spanAttributes.findNamed(spans.row(1).first, p.strings(), "throw value")), QStringLiteral("\"boom\""));
    }
};

QTEST_GUILESS_MAIN(TestTraceActorSession)
#include "tst_traceactorsession.moc"
