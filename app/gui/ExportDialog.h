#pragma once
#include "DocumentView.h"
#include "analysis/ProfileScope.h"
#include "formats/ProfileSaver.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace hg {

// File > Export…: a format among those that can hold the profile (the
// others listed with why not), what to export — the whole profile, the
// selected track, the visible time range, the time range selected (or
// zoomed into) in the timeline, or the search matches — and the
// file. The caller then writes it on a worker.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    ExportDialog(const Profile &profile, const ExportChoices &choices, const QString &pathWithoutExtension,
                 QWidget *parent = nullptr);

    const FormatModule *writer() const;
    ProfileScope scope() const;
    QString path() const; // with the format's extension

    enum Scope { Whole, SelectedTrack, VisibleRange, SearchMatches, SelectedRange };
    void setScope(Scope scope); // when that choice is available
    void setPath(const QString &path);

private:
    void addScopeChoice(Scope scope, const QString &text, bool available);
    void browse();
    void formatChanged();
    void updateButtons();

    ExportChoices m_choices;
    std::vector<const FormatModule *> m_writers;
    QComboBox *m_format;
    QLabel *m_notOffered;
    QButtonGroup *m_scopes;
    QLineEdit *m_path;
    QDialogButtonBox *m_buttons;
    QPushButton *m_export;
    QVBoxLayout *m_scopeLayout;
};

} // namespace hg
