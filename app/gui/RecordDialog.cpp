#include "RecordDialog.h"

#include "ProcessListModel.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace hg {

RecordDialog::RecordDialog(QWidget *parent)
    : QDialog(parent), m_processes(new ProcessListModel(this)), m_filter(new QSortFilterProxyModel(this)),
      m_processChoice(new QRadioButton(this)), m_commandChoice(new QRadioButton(this)), m_search(new QLineEdit(this)),
      m_table(new QTableView(this)), m_command(new QLineEdit(this)), m_rate(new QSpinBox(this)),
      m_duration(new QDoubleSpinBox(this)), m_rateLabel(new QLabel(this)), m_durationLabel(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    m_filter->setSourceModel(m_processes);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1); // any column: a PID, a user, part of the command
    m_filter->setSortRole(ProcessListModel::SortRole);
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ProcessListModel::Cpu, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    m_processChoice->setChecked(true);
    m_rate->setRange(1, 10000);
    m_rate->setValue(101);
    m_duration->setRange(0, 24 * 3600);
    m_duration->setDecimals(1);
    m_duration->setValue(0);

    auto *settings = new QFormLayout;
    settings->addRow(m_rateLabel, m_rate);
    settings->addRow(m_durationLabel, m_duration);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_processChoice);
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_commandChoice);
    layout->addWidget(m_command);
    layout->addLayout(settings);
    layout->addWidget(m_buttons);

    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_search, &QLineEdit::textEdited, this, [this] { m_processChoice->setChecked(true); });
    connect(m_command, &QLineEdit::textEdited, this, [this] { m_commandChoice->setChecked(true); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        if (rows.isEmpty())
            return; // a refresh clears the selection: keep the pid
        if (const ProcessInfo *process = m_processes->processAt(m_filter->mapToSource(rows.first()).row()))
            m_selectedPid = process->pid;
        m_processChoice->setChecked(true);
        updateButtons();
    });
    connect(m_table, &QTableView::doubleClicked, this, [this] {
        if (m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
            accept();
    });
    connect(m_processes, &ProcessListModel::refreshed, this, &RecordDialog::onRefreshed);
    connect(m_processChoice, &QRadioButton::toggled, this, &RecordDialog::updateButtons);
    connect(m_command, &QLineEdit::textChanged, this, &RecordDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    updateButtons();
    resize(820, 560);
}

void RecordDialog::retranslate()
{
    setWindowTitle(tr("Record a Process"));
    m_processChoice->setText(tr("A &running process"));
    m_search->setPlaceholderText(tr("Search by PID, user or command"));
    m_commandChoice->setText(tr("A &command to start"));
    m_command->setPlaceholderText(tr("e.g. ./server --port 8080"));
    m_rateLabel->setText(tr("Samples per second and thread:"));
    m_rate->setSuffix(tr(" Hz"));
    m_durationLabel->setText(tr("Stop after:"));
    m_duration->setSuffix(tr(" s"));
    m_duration->setSpecialValueText(tr("when I press Stop"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Record"));
}

void RecordDialog::onRefreshed()
{
    const int row = m_processes->rowOf(m_selectedPid);
    if (row < 0)
        return updateButtons(); // it ended
    const QModelIndex index = m_filter->mapFromSource(m_processes->index(row, 0));
    if (index.isValid())
        m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateButtons();
}

void RecordDialog::updateButtons()
{
    const bool ready = m_processChoice->isChecked() ? m_processes->rowOf(m_selectedPid) >= 0
                                                    : !QProcess::splitCommand(m_command->text()).isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ready);
}

void RecordDialog::selectProcess(pid_t pid)
{
    m_selectedPid = pid;
    m_processChoice->setChecked(true);
    onRefreshed();
}

void RecordDialog::setCommand(const QString &commandLine)
{
    m_command->setText(commandLine);
    m_commandChoice->setChecked(true);
}

SamplerOptions RecordDialog::options() const
{
    SamplerOptions options;
    if (m_processChoice->isChecked())
        options.pid = m_selectedPid;
    else
        options.command = QProcess::splitCommand(m_command->text());
    options.rateHz = m_rate->value();
    options.durationSeconds = m_duration->value();
    return options;
}

} // namespace hg
