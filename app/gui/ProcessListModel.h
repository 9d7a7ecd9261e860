#pragma once
#include "BackgroundResult.h"
#include "sampler/ProcessList.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QTimer>

namespace hg {

// The running processes for the Record dialog: PID, user, threads, CPU %
// and command line, read from /proc on a worker thread every two seconds
// (CPU % is the share of one core since the previous reading).
class ProcessListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Pid, User, Threads, Cpu, Command, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int kRefreshIntervalMs = 2000;

    explicit ProcessListModel(QObject *parent = nullptr);
    ~ProcessListModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const ProcessInfo *processAt(int row) const;
    int rowOf(pid_t pid) const; // -1 when not listed
    void refresh();

signals:
    void refreshed();

private:
    void onScanned(std::vector<ProcessInfo> processes);

    std::vector<ProcessInfo> m_processes;
    QElapsedTimer m_sinceScan;
    QTimer m_timer;
    BackgroundResult<std::vector<ProcessInfo>> m_scan;
};

} // namespace hg
