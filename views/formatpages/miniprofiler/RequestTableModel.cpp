#include "RequestTableModel.h"

#include "StepsPanel.h"
#include "formats/miniprofiler/StepTree.h"
#include "formats/miniprofiler/MiniProfilerKeys.h"

#include <QDateTime>
#include <QLocale>

namespace hg {

RequestTableModel::RequestTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RequestTableModel::setProfile(ProfilePtr profile)
{
    beginResetModel();
    m_rows.clear();
    if (profile) {
        for (TrackId t{0}; t < profile->tracks().size(); ++t) {
            const Track &track = profile->tracks()[t];
            if (StepsPanel::requestTrackOf(*profile, t) != t || track.spans.empty())
                continue;
            const StepTree tree = StepTree::build(*profile, t);
            Row row;
            row.track = t;
            row.name = track.info.name;
            const std::optional<AttributeValue> machine = track.attributes.findNamed(0, profile->strings(), miniprofiler::key::kMachineName);
            row.machine = machine ? attributeText(profile->strings(), *machine) : QString();
            row.startedNs = track.info.epochOriginNs;
            for (const std::uint32_t r : tree.roots())
                row.duration = std::max(row.duration, track.spans.duration(tree.steps()[r].span));
            row.steps = tree.steps().size();
            row.calls = tree.callCount();
            for (const StepTree::Step &s : tree.steps())
                for (const StepTree::CallStat &stat : s.callStats)
                    if (profile->strings().view(stat.type) == "sql") {
                        row.sqlCount += stat.count;
                        row.sqlTime += stat.total;
                    }
            m_rows.push_back(std::move(row));
        }
    }
    endResetModel();
}

int RequestTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int RequestTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RequestTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &r = m_rows[std::size_t(index.row())];
    const QLocale locale;
    if (role == TrackRole)
        return r.track.value();
    if (role == Qt::TextAlignmentRole && index.column() >= Duration)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SortRole) {
        switch (index.column()) {
        case Name: return r.name;
        case Machine: return r.machine;
        case Started: return qlonglong(r.startedNs.value_or(0));
        case Duration: return qlonglong(r.duration);
        case Steps: return qulonglong(r.steps);
        case SqlCount: return qulonglong(r.sqlCount);
        case SqlTime: return qlonglong(r.sqlTime);
        case Calls: return qulonglong(r.calls);
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name: return r.name;
    case Machine: return r.machine;
    case Started:
        if (!r.startedNs)
            return QString();
        else {
            // Requests are often seconds apart: show the time to the millisecond.
            const QDateTime time = QDateTime::fromMSecsSinceEpoch(*r.startedNs / 1000000, Qt::UTC).toLocalTime();
            return locale.toString(time.date(), QLocale::ShortFormat) + QLatin1Char(' ') + time.time().toString(QStringLiteral("HH:mm:ss.zzz"));
        }
    case Duration: return locale.toString(double(r.duration) / double(kPsPerMs), 'f', 1);
    case Steps: return locale.toString(qulonglong(r.steps));
    case SqlCount: return locale.toString(qulonglong(r.sqlCount));
    case SqlTime: return locale.toString(double(r.sqlTime) / double(kPsPerMs), 'f', 1);
    case Calls: return locale.toString(qulonglong(r.calls));
    }
    return {};
}

QVariant RequestTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Request");
    case Machine: return tr("Machine");
    case Started: return tr("Started");
    case Duration: return tr("Duration (ms)");
    case Steps: return tr("Steps");
    case SqlCount: return tr("SQL calls");
    case SqlTime: return tr("SQL (ms)");
    case Calls: return tr("All custom timings");
    }
    return {};
}

} // namespace hg
