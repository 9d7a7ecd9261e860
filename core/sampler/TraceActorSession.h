#pragma once
#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <vector>

namespace hg {

// The thread a frame ran on. A program with one thread may leave it unset
// (id -1); a sampler publishing several threads' stacks sets it.
struct TracedThread
{
    qint64 id = -1;
    QString name;
};

// What a traced frame is, for the packets a TraceActor sends about it.
struct TracedFrame
{
    QString name;
    QString url;
    int line = 0;
    int column = 0;
    QStringList parameterNames;
    QJsonArray arguments; // value grips, one per parameter
    TracedThread thread;
};

// The server side of the TraceActor protocol without its transport: the
// state machine detached -> attached (idle) -> tracing, the replies and
// errors Mozilla's actor gives, and the enteredFrame / exitedFrame packets
// for frames reported while tracing (with the fields the active traces
// asked for, numbered by `sequence` from 0 each time tracing starts from
// idle). A transport feeds it requests and sends what it returns. Replies
// are the protocol's own English texts, never translated. Beyond Mozilla's
// trace types it offers `thread`: frame packets then say which thread they
// ran on ({id, name}), and each thread has its own stack (and depth).
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
    // The innermost frame entered on `thread` exits.
    std::vector<QJsonObject> exitedFrame(const QString &why = QStringLiteral("return"), const QJsonValue &value = {},
                                         const TracedThread &thread = {});
    QStringList activeTraces() const; // in start order
    QString actor() const { return m_actor; }

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
    QJsonObject framePacket(const char *type, const TracedThread &thread);

    QString m_actor;
    QStringList m_supported;
    bool m_attached = false;
    std::vector<Trace> m_traces; // active, in start order
    int m_startCalls = 0;
    qint64 m_sequence = 0;
    QHash<qint64, int> m_depths; // by thread id: each thread has its own stack
    QElapsedTimer m_clock;
};

} // namespace hg
