#include "TrackTableModel.h"

#include "formats/SampleCounts.h"

#include <QLocale>

namespace hg {

TrackTableModel::TrackTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void TrackTableModel::setProfile(ProfilePtr profile)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_depth.clear();
    if (m_profile) {
        for (const Track &t : m_profile->tracks())
            m_depth.push_back(m_profile->maxDepth(t));
    }
    endResetModel();
}

int TrackTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_profile ? 0 : int(m_profile->tracks().size());
}

int TrackTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TrackTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_profile || !index.isValid() || index.row() >= rowCount())
        return {};
    const Track &t = m_profile->tracks()[std::size_t(index.row())];
    const QLocale locale;
    const bool hasSpans = !t.spans.empty();
    const TimePs start = hasSpans ? t.spans.minStart() : t.samples.minTime();
    const TimePs end = hasSpans ? t.spans.maxEnd() : t.samples.maxTime();
    if (role == Qt::TextAlignmentRole && index.column() >= Spans)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name: return t.info.name;
    case Group: return t.info.group;
    case Thread: return t.info.threadId >= 0 ? QString::number(t.info.threadId) : QString();
    case Spans: return locale.toString(qulonglong(t.spans.size()));
    case Samples: return locale.toString(qulonglong(SampleCounts::of(t.samples))); // weighted samples count their weight
    case Depth: return locale.toString(qulonglong(m_depth[std::size_t(index.row())]));
    case Start: return formatDuration(start, QLocale());
    case End: return formatDuration(end, QLocale());
    }
    return {};
}

QVariant TrackTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Track");
    case Group: return tr("Group");
    case Thread: return tr("Thread ID");
    case Spans: return tr("Spans");
    case Samples: return tr("Samples");
    case Depth: return tr("Max depth");
    case Start: return tr("First");
    case End: return tr("Last");
    }
    return {};
}

} // namespace hg
