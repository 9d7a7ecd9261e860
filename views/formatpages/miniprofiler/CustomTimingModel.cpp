#include "CustomTimingModel.h"

#include "formats/miniprofiler/MiniProfilerKeys.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace hg {

namespace k = miniprofiler::key;

namespace {
QString msText(double ms) { return QLocale().toString(ms, 'f', 2); }
constexpr int kMaxCommandColumn = 200; // characters; the full text is in the pane below
} // namespace

CustomTimingModel::CustomTimingModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CustomTimingModel::setCalls(ProfilePtr profile, TrackId track, std::vector<std::uint32_t> calls,
                                 std::shared_ptr<const CallDuplicates> duplicates, TimePs requestStart)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_track = track;
    m_calls = std::move(calls);
    m_duplicates = std::move(duplicates);
    m_requestStart = requestStart;
    endResetModel();
}

int CustomTimingModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_calls.size()); }

int CustomTimingModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString CustomTimingModel::attribute(std::uint32_t span, std::string_view key) const
{
    const std::optional<AttributeValue> v = m_profile->tracks()[m_track].spanAttributes.findNamed(span, m_profile->strings(), key);
    return v ? attributeText(m_profile->strings(), *v) : QString();
}

QVariant CustomTimingModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_profile || index.row() >= rowCount())
        return {};
    const std::uint32_t span = m_calls[std::size_t(index.row())];
    const Track &track = m_profile->tracks()[m_track];
    const std::uint32_t sameCommand = m_duplicates ? m_duplicates->sameCommandCount(span) : 1;
    const std::uint32_t sameShape = m_duplicates ? m_duplicates->sameShapeCount(span) : 1;
    if (role == SpanRole)
        return span;
    if (role == Qt::BackgroundRole && sameShape > 1)
        return QBrush(sameCommand > 1 ? QColor(255, 205, 160, 120) : QColor(255, 235, 150, 110));
    if (role == Qt::TextAlignmentRole && index.column() >= FromStart && index.column() <= FirstFetch)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Repeats && sameShape > 1)
        return tr("The request runs this command %n time(s) and this query shape (same text, other values) %1 times.", nullptr, int(sameCommand))
            .arg(sameShape);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Type: return attribute(span, k::kCallType);
    case Command: {
        QString command = CallDuplicates::commandText(*m_profile, track, span).simplified();
        if (command.size() > kMaxCommandColumn)
            command = command.left(kMaxCommandColumn) + QChar(0x2026);
        return command;
    }
    case ExecuteType: return attribute(span, k::kExecuteType);
    case FromStart: return QStringLiteral("+") + msText(double(track.spans.start(span) - m_requestStart) / double(kPsPerMs));
    case Duration: return msText(double(track.spans.duration(span)) / double(kPsPerMs));
    case FirstFetch: {
        const QString ms = attribute(span, k::kFirstFetch);
        return ms.isEmpty() ? QString() : msText(ms.toDouble());
    }
    case Repeats:
        if (sameCommand > 1)
            return tr("duplicate ×%1").arg(sameCommand);
        if (sameShape > 1)
            return tr("same query ×%1").arg(sameShape);
        return QString();
    }
    return {};
}

QVariant CustomTimingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Type: return tr("Type");
    case Command: return tr("Command");
    case ExecuteType: return tr("Execute type");
    case FromStart: return tr("From start (ms)");
    case Duration: return tr("Duration (ms)");
    case FirstFetch: return tr("First fetch (ms)");
    case Repeats: return tr("Repeats");
    }
    return {};
}

} // namespace hg
