#include "ProtocolLogModel.h"

#include <QBrush>
#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>

namespace hg {

ProtocolLogModel::ProtocolLogModel(QObject *parent) : QAbstractTableModel(parent) {}

void ProtocolLogModel::follow(TraceActorClient *client)
{
    connect(client, &TraceActorClient::packetExchanged, this, &ProtocolLogModel::add);
}

void ProtocolLogModel::add(TraceActorClient::Direction direction, const QJsonObject &packet)
{
    Entry e;
    e.time = QTime::currentTime();
    e.sent = direction == TraceActorClient::Direction::Sent;
    const QString error = packet.value(QStringLiteral("error")).toString();
    e.error = !error.isEmpty();
    e.type = e.error ? error : packet.value(QStringLiteral("type")).toString();
    if (e.type == QLatin1String("traces"))
        e.type = QStringLiteral("traces (%1)").arg(packet.value(QStringLiteral("traces")).toArray().size());
    e.json = QString::fromUtf8(QJsonDocument(packet).toJson(QJsonDocument::Compact));
    if (e.json.size() > kMaxJsonChars)
        e.json = e.json.left(kMaxJsonChars - 1) + QChar(0x2026);
    if (m_entries.size() >= std::size_t(kMaxRows)) {
        // A long trace: the oldest fifth goes, so removal is rare.
        const int drop = kMaxRows / 5;
        beginRemoveRows({}, 0, drop - 1);
        m_entries.erase(m_entries.begin(), m_entries.begin() + drop);
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.push_back(std::move(e));
    endInsertRows();
}

int ProtocolLogModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_entries.size()); }

int ProtocolLogModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ProtocolLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_entries.size()))
        return {};
    const Entry &e = m_entries[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Time:
            return e.time.toString(QStringLiteral("HH:mm:ss.zzz"));
        case Direction:
            return e.sent ? QStringLiteral("→") : QStringLiteral("←");
        case Type:
            return e.type;
        case Packet:
            return e.json;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == Direction)
            return e.sent ? tr("sent to the actor") : tr("received from the actor");
        return e.error ? tr("The actor refused the request: %1").arg(e.type) : QVariant();
    case Qt::BackgroundRole:
        return e.error ? QBrush(QColor(255, 205, 205)) : QVariant();
    case Qt::ForegroundRole:
        return e.error ? QBrush(QColor(120, 0, 0)) : QVariant();
    case IsErrorRole:
        return e.error;
    default:
        return {};
    }
}

QVariant ProtocolLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time:
        return tr("Time");
    case Direction:
        return tr("Dir.");
    case Type:
        return tr("Packet type");
    case Packet:
        return tr("Packet");
    default:
        return {};
    }
}

} // namespace hg
