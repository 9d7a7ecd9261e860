#include "CompareDialog.h"

#include "FormatFileNames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace hg {

CompareDialog::CompareDialog(const QStringList &candidates, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Compare Profiles"));
    auto *form = new QFormLayout;
    m_a = addSide(form, tr("A (before):"));
    m_b = addSide(form, tr("B (after):"));
    for (QComboBox *box : {m_a, m_b})
        box->addItems(candidates);
    // The current file is A, as when a file is dropped on it with Shift.
    if (candidates.size() >= 2)
        m_b->setCurrentIndex(1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    updateOk();
    resize(640, sizeHint().height());
}

QComboBox *CompareDialog::addSide(QFormLayout *form, const QString &label)
{
    auto *box = new QComboBox(this);
    box->setEditable(true);
    box->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    box->setInsertPolicy(QComboBox::NoInsert);
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this, box] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Profile"), QFileInfo(box->currentText()).path(),
                                                          openDialogFilter());
        if (!path.isEmpty())
            box->setCurrentText(path);
    });
    connect(box, &QComboBox::currentTextChanged, this, &CompareDialog::updateOk);
    auto *row = new QHBoxLayout;
    row->addWidget(box, 1);
    row->addWidget(browse);
    form->addRow(label, row);
    return box;
}

QString CompareDialog::pathA() const { return m_a->currentText().trimmed(); }
QString CompareDialog::pathB() const { return m_b->currentText().trimmed(); }

void CompareDialog::setPaths(const QString &a, const QString &b)
{
    m_a->setCurrentText(a);
    m_b->setCurrentText(b);
}

void CompareDialog::updateOk()
{
    if (m_buttons)
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!pathA().isEmpty() && !pathB().isEmpty());
}

} // namespace hg
