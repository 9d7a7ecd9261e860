#pragma once
#include "LiveSource.h"
#include "formats/traceactor/TracePacket.h"

#include <QByteArrayList>
#include <QMutex>
#include <memory>
#include <vector>

class QTimer;

namespace hg {

class TraceActorClient;
class TracePacketParser;

// A trace running over a TraceActorClient, as a LiveSource: it starts the
// trace on an attached client, keeps every packet that arrives, and makes
// snapshots with the TraceActor reader's own assembly (sequence order,
// tracks per trace and thread). stop() stops the trace and detaches; the
// connection closing (by the actor, or refused) finishes it with the
// reason, and what arrived until then stays in the snapshot.
class TraceActorLiveSource : public LiveSource
{
    Q_OBJECT
public:
    // Takes the client (attached, or about to be: requests queue behind
    // attach) and starts the trace `name` (empty: the actor names it) with
    // `types` (empty: every type the actor offers).
    TraceActorLiveSource(std::unique_ptr<TraceActorClient> client, const QString &name, const QStringList &types,
                         QObject *parent = nullptr);
    ~TraceActorLiveSource() override;

    ProfilePtr snapshot() override;
    void stop() override;
    QString title() const override;

    TraceActorClient *client() const { return m_client.get(); }
    bool isFinished() const { return m_finished; }

    // How long stop() waits for the actor to answer detach before it closes.
    static constexpr int kDetachTimeoutMs = 3000;

private:
    void onPacket(const QByteArray &json);
    void onErrorReply(const QString &request, const QString &error, const QString &message);
    void onClosed(const QString &error);
    void reportProgress();

    std::unique_ptr<TraceActorClient> m_client;
    QString m_name;
    bool m_stopping = false;
    bool m_finished = false;
    QString m_error;
    QTimer *m_detachTimeout;

    QMutex m_receivedMutex; // the GUI thread appends, snapshots read
    QByteArrayList m_received;

    QMutex m_snapshotMutex; // one snapshot at a time; guards the parsed packets
    std::unique_ptr<TracePacketParser> m_parser;
    std::vector<TracePacket> m_parsed;
    TraceTextArena m_parsedTexts; // theirs
    QStringList m_parseWarnings;
    qsizetype m_parsedCount = 0; // of m_received
    qint64 m_parsedBytes = 0;
};

} // namespace hg
