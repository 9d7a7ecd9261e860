#pragma once
#include "sampler/ProcessSampler.h"

#include <QDialog>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace hg {

class ProcessListModel;

// File > Record…: a running process picked from a searchable list (PID,
// user, threads, CPU %, command), or a command line to start; the sampling
// rate and an optional duration. Record hands the choice to the caller.
class RecordDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RecordDialog(QWidget *parent = nullptr);

    SamplerOptions options() const;
    void selectProcess(pid_t pid);
    void setCommand(const QString &commandLine);

private:
    void onRefreshed();
    void updateButtons();
    void retranslate();

    ProcessListModel *m_processes;
    QSortFilterProxyModel *m_filter;
    QRadioButton *m_processChoice;
    QRadioButton *m_commandChoice;
    QLineEdit *m_search;
    QTableView *m_table;
    QLineEdit *m_command;
    QSpinBox *m_rate;
    QDoubleSpinBox *m_duration;
    QLabel *m_rateLabel;
    QLabel *m_durationLabel;
    QDialogButtonBox *m_buttons;
    pid_t m_selectedPid = -1;
};

} // namespace hg
