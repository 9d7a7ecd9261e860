#pragma once
#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;

namespace hg {

// File > Compare…: chooses A (before) and B (after) among the open files and
// the recent ones, or any file through Browse….
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    // `candidates`: files to offer, the current one first (A; the next is B).
    explicit CompareDialog(const QStringList &candidates, QWidget *parent = nullptr);

    QString pathA() const;
    QString pathB() const;
    void setPaths(const QString &a, const QString &b);

private:
    QComboBox *addSide(QFormLayout *form, const QString &label);
    void updateOk();

    QComboBox *m_a;
    QComboBox *m_b;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace hg
