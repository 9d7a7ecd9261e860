#include "FunctionListModel.h"

#include "DurationText.h"

namespace hg {

FunctionListModel::FunctionListModel(QObject *parent) : QAbstractTableModel(parent) {}

void FunctionListModel::setTable(ProfilePtr profile, std::shared_ptr<const FunctionTable> table)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_table = std::move(table);
    refilter();
    endResetModel();
}

void FunctionListModel::setSearch(std::shared_ptr<const FrameSearch::Result> search)
{
    beginResetModel();
    m_search = std::move(search);
    refilter();
    endResetModel();
}

void FunctionListModel::refilter()
{
    m_shown.clear();
    if (!m_table)
        return;
    const bool filtering = m_search && m_search->active();
    for (std::uint32_t i = 0; i < m_table->rows().size(); ++i)
        if (!filtering || m_search->isMatch(m_table->rows()[i].frame))
            m_shown.push_back(i);
}

FrameId FunctionListModel::frameAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_shown.size() ? m_table->rows()[m_shown[std::size_t(row)]].frame : FrameId(kNoId);
}

int FunctionListModel::rowOf(FrameId frame) const
{
    for (std::size_t r = 0; r < m_shown.size(); ++r)
        if (m_table->rows()[m_shown[r]].frame == frame)
            return int(r);
    return -1;
}

int FunctionListModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_shown.size()); }

QVariant FunctionListModel::data(const QModelIndex &index, int role) const
{
    if (!m_table || !index.isValid() || std::size_t(index.row()) >= m_shown.size())
        return {};
    const FunctionTable::Row &row = m_table->rows()[m_shown[std::size_t(index.row())]];
    const Frame *frame = row.frame < m_profile->frames().size() ? &m_profile->frames()[row.frame] : nullptr;
    const StringPool &strings = m_profile->strings();
    const auto fileText = [&]() -> QString {
        if (!frame || !frame->file)
            return {};
        return strings.string(frame->file) + (frame->line ? QLatin1Char(':') + QString::number(frame->line) : QString());
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name: return m_profile->frameName(row.frame);
        case Self: return valueText(row.self, m_table->unit());
        case SelfPercent: return percentText(row.self, m_table->whole());
        case Total: return valueText(row.total, m_table->unit());
        case TotalPercent: return percentText(row.total, m_table->whole());
        case Count: return QString::number(row.count);
        case Module: return frame && frame->module ? strings.string(frame->module) : QString();
        case File: return fileText();
        }
        break;
    case SortRole:
        switch (index.column()) {
        case Self:
        case SelfPercent: return qlonglong(row.self);
        case Total:
        case TotalPercent: return qlonglong(row.total);
        case Count: return qulonglong(row.count);
        default: return data(index, Qt::DisplayRole);
        }
    case Qt::TextAlignmentRole:
        if (index.column() >= Self && index.column() <= Count)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

QVariant FunctionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Function");
    case Self: return tr("Self");
    case SelfPercent: return tr("Self %");
    case Total: return tr("Total");
    case TotalPercent: return tr("Total %");
    case Count: return tr("Count");
    case Module: return tr("Module");
    case File: return tr("File");
    }
    return {};
}

} // namespace hg
