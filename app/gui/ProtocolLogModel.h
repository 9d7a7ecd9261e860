#pragma once
#include "sampler/TraceActorClient.h"

#include <QAbstractTableModel>
#include <QTime>
#include <vector>

namespace hg {

// The packets a TraceActorClient sent and received, one row each: time,
// direction (→ sent, ← received), packet type (the error's name for an
// error reply, "traces (N)" for a batch) and the packet as compact JSON.
// Error replies are marked so a view can show them apart. The oldest rows
// go once there are kMaxRows.
class ProtocolLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Time, Direction, Type, Packet, ColumnCount };
    static constexpr int kMaxRows = 5000;
    static constexpr int kMaxJsonChars = 400;
    // Data role: true for an error reply.
    static constexpr int IsErrorRole = Qt::UserRole + 1;

    explicit ProtocolLogModel(QObject *parent = nullptr);

    // Logs every packet `client` exchanges from now on.
    void follow(TraceActorClient *client);
    void add(TraceActorClient::Direction direction, const QJsonObject &packet);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Entry
    {
        QTime time;
        bool sent = false;
        bool error = false;
        QString type;
        QString json;
    };
    std::vector<Entry> m_entries;
};

} // namespace hg
