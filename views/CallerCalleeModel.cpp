#include "CallerCalleeModel.h"

#include "DurationText.h"

#include <QFont>

namespace hg {

CallerCalleeModel::CallerCalleeModel(Side side, QObject *parent)
    : QAbstractTableModel(parent)
    , m_side(side)
{
}

void CallerCalleeModel::setFigures(ProfilePtr profile, std::shared_ptr<const CallerCallee> figures)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_figures = std::move(figures);
    m_rows.clear();
    if (m_figures) {
        const auto &edges = m_side == Side::Callers ? m_figures->callers() : m_figures->callees();
        for (const CallerCallee::Edge &edge : edges)
            m_rows.push_back({edge.frame, edge.time});
        // The time spent in the centre itself is where the rest of its total goes.
        if (m_side == Side::Callees && (m_figures->self() != 0 || m_rows.empty()))
            m_rows.push_back({FrameId(kNoId), m_figures->self()});
    }
    endResetModel();
}

void CallerCalleeModel::setSearch(std::shared_ptr<const FrameSearch::Result> search)
{
    m_search = std::move(search);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::FontRole});
}

FrameId CallerCalleeModel::frameAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_rows.size() ? m_rows[std::size_t(row)].frame : FrameId(kNoId);
}

int CallerCalleeModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

QString CallerCalleeModel::nameOf(const Row &row) const
{
    if (row.frame != kNoId)
        return m_profile->frameName(row.frame);
    return m_side == Side::Callers ? tr("(root)") : tr("(self)");
}

QVariant CallerCalleeModel::data(const QModelIndex &index, int role) const
{
    if (!m_figures || !index.isValid() || std::size_t(index.row()) >= m_rows.size())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name: return nameOf(row);
        case Time: return valueText(row.time, m_figures->unit());
        case Percent: return percentText(row.time, m_figures->total());
        case Module: {
            if (row.frame == kNoId || row.frame >= m_profile->frames().size())
                return QString();
            const StringId module = m_profile->frames()[row.frame].module;
            return module ? m_profile->strings().string(module) : QString();
        }
        }
        break;
    case SortRole:
        if (index.column() == Time || index.column() == Percent)
            return qlonglong(row.time);
        return data(index, Qt::DisplayRole);
    case Qt::FontRole: {
        QFont font;
        font.setItalic(row.frame == kNoId); // not a function: the root or the centre's own time
        font.setBold(index.column() == Name && m_search && m_search->isMatch(row.frame));
        return font;
    }
    case Qt::ToolTipRole:
        if (row.frame == kNoId)
            return m_side == Side::Callers ? tr("Calls made by no function: the root of a stack")
                                           : tr("Time spent in the function itself, not in a callee");
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == Time || index.column() == Percent)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

QVariant CallerCalleeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == Percent)
        return tr("Share of the centre function's total");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return m_side == Side::Callers ? tr("Caller") : tr("Callee");
    case Time: return tr("Time");
    case Percent: return tr("%");
    case Module: return tr("Module");
    }
    return {};
}

} // namespace hg
