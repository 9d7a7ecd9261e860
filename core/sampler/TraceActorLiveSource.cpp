#include "TraceActorLiveSource.h"

#include "formats/traceactor/TraceActorFormat.h"
#include "TraceActorClient.h"
#include "io/ReadError.h"
#include "formats/traceactor/TraceActorReader.h"
#include "formats/traceactor/TracePacketParser.h"
#include "model/ProfileBuilder.h"
#include "util/CountArg.h"

#include <QTimer>

namespace hg {

TraceActorLiveSource::TraceActorLiveSource(std::unique_ptr<TraceActorClient> client, const QString &name, const QStringList &types,
                                           QObject *parent)
    : LiveSource(parent), m_client(std::move(client)), m_name(name), m_detachTimeout(new QTimer(this)),
      m_parser(std::make_unique<TracePacketParser>())
{
    m_client->setParent(nullptr); // owned here, whatever its parent was
    // What came before this source took the client (attached, greetings).
    m_received = m_client->received();
    connect(m_client.get(), &TraceActorClient::packetReceived, this, &TraceActorLiveSource::onPacket);
    connect(m_client.get(), &TraceActorClient::errorReplied, this, &TraceActorLiveSource::onErrorReply);
    connect(m_client.get(), &TraceActorClient::closed, this, &TraceActorLiveSource::onClosed);
    connect(m_client.get(), &TraceActorClient::traceStarted, this, &TraceActorLiveSource::reportProgress);
    connect(m_client.get(), &TraceActorClient::detached, m_client.get(), &TraceActorClient::disconnectFromActor);
    m_detachTimeout->setSingleShot(true);
    m_detachTimeout->setInterval(kDetachTimeoutMs);
    connect(m_detachTimeout, &QTimer::timeout, this, [this] {
        m_error = tr("the TraceActor at %1 did not answer detach within %2 s; the connection was closed")
                      .arg(m_client->address()).arg(kDetachTimeoutMs / 1000);
        m_client->disconnectFromActor();
    });
    if (!types.isEmpty())
        m_client->startTrace(name, types);
    else if (m_client->isAttached())
        m_client->startTrace(name, m_client->traceTypes());
    else // everything the actor offers, once its attached reply says what that is
        connect(m_client.get(), &TraceActorClient::attached, this, [this](const QStringList &offered) {
            if (!m_stopping)
                m_client->startTrace(m_name, offered);
        }, Qt::SingleShotConnection);
}

TraceActorLiveSource::~TraceActorLiveSource() = default;

QString TraceActorLiveSource::title() const { return m_client->address(); }

void TraceActorLiveSource::onPacket(const QByteArray &json)
{
    {
        const QMutexLocker lock(&m_receivedMutex);
        m_received.append(json);
    }
    reportProgress();
}

void TraceActorLiveSource::reportProgress()
{
    const QString frames = tr("%n frame packet(s)", nullptr, countArg(std::size_t(m_client->framePacketCount())));
    if (m_finished)
        return;
    if (m_stopping)
        emit progress(tr("Stopping: %1").arg(frames));
    else if (m_client->activeTraces().isEmpty())
        emit progress(tr("Connected to %1, starting the trace: %2").arg(m_client->address(), frames));
    else
        emit progress(tr("Tracing %1 at %2: %3").arg(m_client->activeTraces().join(QStringLiteral(", ")), m_client->address(), frames));
}

void TraceActorLiveSource::onErrorReply(const QString &request, const QString &error, const QString &message)
{
    // A trace that cannot start leaves nothing to wait for.
    if (request == QLatin1String("startTrace") && !m_stopping) {
        m_error = tr("the TraceActor refused to start the trace: %1 (%2)").arg(message, error);
        stop();
    }
}

void TraceActorLiveSource::stop()
{
    if (m_finished || m_stopping)
        return;
    m_stopping = true;
    reportProgress();
    if (!m_client->isConnected()) {
        m_client->disconnectFromActor();
        return;
    }
    // Stopping our trace (by name, so another client's stays) and detaching
    // ends tracing; the actor's detached reply ends the connection.
    if (m_client->activeTraces().contains(m_name) || (m_name.isEmpty() && !m_client->activeTraces().isEmpty()))
        m_client->stopTrace(m_name.isEmpty() ? m_client->activeTraces().constLast() : m_name);
    m_client->detach();
    m_detachTimeout->start();
}

void TraceActorLiveSource::onClosed(const QString &error)
{
    m_detachTimeout->stop();
    if (m_error.isEmpty())
        m_error = error;
    m_finished = true;
    emit finished(m_error);
}

ProfilePtr TraceActorLiveSource::snapshot()
{
    const QMutexLocker lock(&m_snapshotMutex);
    QByteArrayList fresh;
    {
        const QMutexLocker received(&m_receivedMutex);
        fresh = m_received.mid(m_parsedCount);
    }
    // Each packet is parsed once; the assembly runs again over all of them,
    // as the order of frames can change while packets arrive. One parser
    // for the whole connection: the assembly maps its text numbers.
    for (const QByteArray &json : fresh) {
        const std::size_t before = m_parsed.size();
        try {
            m_parser->parse(json, 0, json.size(), m_parsed, m_parsedTexts);
        } catch (const ReadError &e) {
            m_parseWarnings << tr("packet at byte %1 of the connection: %2").arg(m_parsedBytes).arg(e.message());
        }
        for (std::size_t i = before; i < m_parsed.size(); ++i)
            m_parsed[i].offset = m_parsedBytes;
        m_parsedBytes += json.size();
        ++m_parsedCount;
    }
    ProfileBuilder builder{QString(TraceActorFormat::id)};
    for (const QString &warning : std::as_const(m_parseWarnings))
        builder.warn(warning);
    TraceActorReader::assemble(m_parsed, builder);
    return builder.build();
}

} // namespace hg
