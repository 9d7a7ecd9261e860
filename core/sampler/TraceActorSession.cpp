#include "TraceActorSession.h"

#include <QJsonArray>

namespace hg {

TraceActorSession::TraceActorSession(QString actor, QStringList traceTypes)
    : m_actor(std::move(actor)), m_supported(std::move(traceTypes))
{
}

QStringList TraceActorSession::supportedTraceTypes()
{
    return {QStringLiteral("name"), QStringLiteral("location"), QStringLiteral("callsite"), QStringLiteral("time"),
            QStringLiteral("parameterNames"), QStringLiteral("arguments"), QStringLiteral("depth"),
            QStringLiteral("return"), QStringLiteral("throw"), QStringLiteral("yield"), QStringLiteral("thread")};
}

TraceActorSession::State TraceActorSession::state() const
{
    if (!m_attached)
        return State::Detached;
    return m_traces.empty() ? State::Attached : State::Tracing;
}

QStringList TraceActorSession::activeTraces() const
{
    QStringList names;
    for (const Trace &t : m_traces)
        names << t.name;
    return names;
}

QJsonObject TraceActorSession::reply(const char *type) const
{
    return {{QStringLiteral("from"), m_actor}, {QStringLiteral("type"), QString::fromLatin1(type)}};
}

QJsonObject TraceActorSession::error(const char *name, const QString &message) const
{
    return {{QStringLiteral("from"), m_actor}, {QStringLiteral("error"), QString::fromLatin1(name)}, {QStringLiteral("message"), message}};
}

QJsonObject TraceActorSession::handle(const QJsonObject &request)
{
    const QString type = request.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("attach"))
        return attach();
    if (type == QLatin1String("detach"))
        return detach();
    if (type == QLatin1String("startTrace"))
        return startTrace(request);
    if (type == QLatin1String("stopTrace"))
        return stopTrace(request);
    // The remote debugging protocol's answer to a request no actor knows.
    return error("unrecognizedPacketType", QStringLiteral("Actor %1 does not recognize the packet type %2").arg(m_actor, type));
}

QJsonObject TraceActorSession::attach()
{
    if (m_attached)
        return error("wrongState", QStringLiteral("Already attached to a client"));
    m_attached = true;
    QJsonObject r = reply("attached");
    r.insert(QStringLiteral("traceTypes"), QJsonArray::fromStringList(m_supported));
    return r;
}

QJsonObject TraceActorSession::detach()
{
    // Every trace stops, most recent first; detaching twice is no error.
    m_traces.clear();
    m_attached = false;
    return reply("detached");
}

QJsonObject TraceActorSession::startTrace(const QJsonObject &request)
{
    // Mozilla's actor does not check this; a session that is not attached
    // has no debugger to trace with, so it says so in the protocol's terms.
    if (!m_attached)
        return error("wrongState", QStringLiteral("Not attached to a client"));
    QStringList types;
    for (const QJsonValue &t : request.value(QStringLiteral("trace")).toArray()) {
        const QString name = t.toString();
        if (!m_supported.contains(name))
            return error("badParameterType", QStringLiteral("No such trace type: %1").arg(name));
        types << name;
    }
    ++m_startCalls;
    const QString name = request.contains(QStringLiteral("name")) ? request.value(QStringLiteral("name")).toString()
                                                                  : QStringLiteral("Trace %1").arg(m_startCalls);
    if (m_traces.empty()) {
        // Tracing starts from idle: numbering and the clock start again.
        m_sequence = 0;
        m_depths.clear();
        m_clock.start();
    }
    // A name started again moves to the top of the stack.
    m_traces.erase(std::remove_if(m_traces.begin(), m_traces.end(), [&](const Trace &t) { return t.name == name; }), m_traces.end());
    m_traces.push_back({name, types});
    QJsonObject r = reply("startedTrace");
    r.insert(QStringLiteral("why"), QStringLiteral("requested"));
    r.insert(QStringLiteral("name"), name);
    return r;
}

QJsonObject TraceActorSession::stopTrace(const QJsonObject &request)
{
    if (!m_attached || m_traces.empty())
        return error("wrongState", QStringLiteral("No active traces"));
    auto it = m_traces.end() - 1; // no name: the most recent
    if (request.contains(QStringLiteral("name"))) {
        const QString name = request.value(QStringLiteral("name")).toString();
        it = std::find_if(m_traces.begin(), m_traces.end(), [&](const Trace &t) { return t.name == name; });
        if (it == m_traces.end())
            return error("noSuchTrace", QStringLiteral("No active trace with name: %1").arg(name));
    }
    QJsonObject r = reply("stoppedTrace");
    r.insert(QStringLiteral("why"), QStringLiteral("requested"));
    r.insert(QStringLiteral("name"), it->name);
    m_traces.erase(it);
    return r;
}

bool TraceActorSession::wants(const QString &type) const
{
    return std::any_of(m_traces.begin(), m_traces.end(), [&](const Trace &t) { return t.types.contains(type); });
}

QJsonObject TraceActorSession::framePacket(const char *type, const TracedThread &thread)
{
    QJsonObject p = reply(type);
    p.insert(QStringLiteral("sequence"), m_sequence++);
    if (wants(QStringLiteral("time")))
        p.insert(QStringLiteral("time"), double(m_clock.nsecsElapsed()) / 1e6);
    if (thread.id >= 0 && wants(QStringLiteral("thread")))
        p.insert(QStringLiteral("thread"), QJsonObject{{QStringLiteral("id"), thread.id}, {QStringLiteral("name"), thread.name}});
    return p;
}

std::vector<QJsonObject> TraceActorSession::enteredFrame(const TracedFrame &frame)
{
    if (state() != State::Tracing)
        return {};
    QJsonObject p = framePacket("enteredFrame", frame.thread);
    if (wants(QStringLiteral("name")))
        p.insert(QStringLiteral("name"), frame.name.isEmpty() ? QStringLiteral("(anonymous function)") : frame.name);
    if (wants(QStringLiteral("location")))
        p.insert(QStringLiteral("location"), QJsonObject{{QStringLiteral("url"), frame.url}, {QStringLiteral("line"), frame.line},
                                                          {QStringLiteral("column"), frame.column}});
    if (wants(QStringLiteral("parameterNames")))
        p.insert(QStringLiteral("parameterNames"), QJsonArray::fromStringList(frame.parameterNames));
    if (wants(QStringLiteral("arguments")))
        p.insert(QStringLiteral("arguments"), frame.arguments);
    int &depth = m_depths[frame.thread.id];
    if (wants(QStringLiteral("depth")))
        p.insert(QStringLiteral("depth"), depth);
    ++depth;
    return {p};
}

std::vector<QJsonObject> TraceActorSession::exitedFrame(const QString &why, const QJsonValue &value, const TracedThread &thread)
{
    if (state() != State::Tracing)
        return {};
    int &depth = m_depths[thread.id];
    depth = std::max(0, depth - 1);
    QJsonObject p = framePacket("exitedFrame", thread);
    p.insert(QStringLiteral("why"), why);
    if (wants(QStringLiteral("depth")))
        p.insert(QStringLiteral("depth"), depth);
    // The value goes under the exit's own name, when a trace asked for it.
    if (!value.isUndefined() && (why == QLatin1String("return") || why == QLatin1String("throw") || why == QLatin1String("yield")) && wants(why))
        p.insert(why, value);
    return {p};
}

} // namespace hg
