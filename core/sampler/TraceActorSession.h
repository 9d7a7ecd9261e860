#pragma once
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <vector>

namespace hg {

// What a traced frame is, for the packets a TraceActor sends about it.
struct TracedFrame
{
    QString name;
    QString url;
    int line = 0;
    int column = 0;
    QStringList parameterNames;
    QJsonArray arguments; // value grips, one per parameter
};

// The server side of the TraceActor protocol without its transport: the
// state machine detached -> attached (idle) -> tracing, the replies and
// errors Mozilla's actor gives, and the enteredFrame / exitedFrame packets
// for frames reported while tracing (with the fields the active traces
// asked for, numbered by `sequence` from 0 each time tracing starts from
// idle). A transport feeds it requests and sends what it returns. Replies
// are the protocol's own English texts, never translated.
class TraceActorSession
{
public:
    enum class State { Detached, Attached, Tracing };

    explicit TraceActorSession(QString actor = QStringLiteral("trace1"), QStringList traceTypes = supportedTraceTypes());
    static QStringList supportedTraceTypes();

    State state() const;
    // One request ({to, type, ...}) in, its reply out.
    QJsonObject handle(const QJsonObject &request);
    // Frame packets while tracing (nothing otherwise), to send as they come.
    std::vector<QJsonObject> enteredFrame(const TracedFrame &frame);
    std::vector<QJsonObject> exitedFrame(const QString &why = QStringLiteral("return"), const QJsonValue &value = {});
    QStringList activeTraces() const; // in start order

private:
    struct Trace
    {
        QString name;
        QStringList types;
    };

    QJsonObject reply(const char *type) const;
    QJsonObject error(const char *name, const QString &message) const;
    QJsonObject attach();
    QJsonObject detach();
    QJsonObject startTrace(const QJsonObject &request);
    QJsonObject stopTrace(const QJsonObject &request);
    bool wants(const QString &type) const; // by any active trace
    QJsonObject framePacket(const char *type);

    QString m_actor;
    QStringList m_supported;
    bool m_attached = false;
    std::vector<Trace> m_traces; // active, in start order
    int m_startCalls = 0;
    qint64 m_sequence = 0;
    int m_depth = 0;
    QElapsedTimer m_clock;
};

} // namespace hg
