#include "ProcessListModel.h"

namespace hg {

ProcessListModel::ProcessListModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_scan([this](std::optional<std::vector<ProcessInfo>> processes) {
        if (processes)
            onScanned(std::move(*processes));
    })
{
    m_timer.setInterval(kRefreshIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &ProcessListModel::refresh);
    m_timer.start();
    refresh();
}

ProcessListModel::~ProcessListModel() = default; // a scan under way reads nothing of this model

void ProcessListModel::refresh()
{
    if (!m_scan.isPending()) // a tick while a scan runs is skipped
        m_scan.run(&ProcessList::scan);
}

void ProcessListModel::onScanned(std::vector<ProcessInfo> processes)
{
    if (m_sinceScan.isValid())
        ProcessList::computeCpu(processes, m_processes, double(m_sinceScan.elapsed()) / 1000);
    m_sinceScan.start();
    beginResetModel();
    m_processes = std::move(processes);
    endResetModel();
    emit refreshed();
}

int ProcessListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_processes.size());
}

int ProcessListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ProcessInfo *ProcessListModel::processAt(int row) const
{
    return row >= 0 && row < int(m_processes.size()) ? &m_processes[std::size_t(row)] : nullptr;
}

int ProcessListModel::rowOf(pid_t pid) const
{
    for (std::size_t i = 0; i < m_processes.size(); ++i)
        if (m_processes[i].pid == pid)
            return int(i);
    return -1;
}

QVariant ProcessListModel::data(const QModelIndex &index, int role) const
{
    const ProcessInfo *process = processAt(index.row());
    if (!process)
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == Command || index.column() == User ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Pid:
        return role == SortRole ? QVariant(process->pid) : QVariant(QString::number(process->pid));
    case User:
        return process->user;
    case Threads:
        return role == SortRole ? QVariant(process->threads) : QVariant(QString::number(process->threads));
    case Cpu:
        return role == SortRole ? QVariant(process->cpuPercent) : QVariant(QString::number(process->cpuPercent, 'f', 1));
    case Command:
        return process->command;
    default:
        return {};
    }
}

QVariant ProcessListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Pid:
        return tr("PID");
    case User:
        return tr("User");
    case Threads:
        return tr("Threads");
    case Cpu:
        return tr("CPU %");
    case Command:
        return tr("Command");
    default:
        return {};
    }
}

} // namespace hg
