#include "ExportDialog.h"

#include "FormatFileNames.h"
#include "formats/FormatModule.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace hg {

ExportDialog::ExportDialog(const Profile &profile, const ExportChoices &choices, const QString &pathWithoutExtension,
                           QWidget *parent)
    : QDialog(parent), m_choices(choices), m_format(new QComboBox(this)), m_notOffered(new QLabel(this)),
      m_scopes(new QButtonGroup(this)), m_path(new QLineEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export"));
    QStringList whyNot;
    for (const auto &[writer, reason] : ProfileSaver::writerFits(profile)) {
        if (reason.isEmpty()) {
            m_writers.push_back(writer);
            m_format->addItem(writer->displayName());
        } else {
            whyNot << QStringLiteral("• ") + tr("%1: %2").arg(writer->displayName(), reason);
        }
    }
    m_notOffered->setWordWrap(true);
    m_notOffered->setForegroundRole(QPalette::PlaceholderText);
    m_notOffered->setText(whyNot.isEmpty() ? QString() : tr("Not offered:") + QLatin1Char('\n') + whyNot.join(QLatin1Char('\n')));
    m_notOffered->setVisible(!whyNot.isEmpty());

    auto *scopeBox = new QGroupBox(tr("What to export"), this);
    m_scopeLayout = new QVBoxLayout(scopeBox);
    const std::size_t trackCount = profile.tracks().size();
    addScopeChoice(Whole,
                   trackCount == 1 ? tr("The whole profile (one track)") : tr("The whole profile (%1 tracks)").arg(trackCount),
                   true);
    addScopeChoice(SelectedTrack,
                   choices.trackName.isEmpty() ? tr("The selected track (none is selected)")
                                               : tr("The selected track: %1").arg(choices.trackName),
                   !choices.trackName.isEmpty());
    addScopeChoice(VisibleRange,
                   tr("The visible time range: %1 to %2").arg(formatDuration(choices.visibleFrom), formatDuration(choices.visibleTo)),
                   choices.zoomedIn);
    addScopeChoice(SelectedRange,
                   choices.selectedRange ? tr("The selected time range: %1 to %2")
                                               .arg(formatDuration(choices.selectedRange->from), formatDuration(choices.selectedRange->to))
                                         : tr("The selected time range (none is selected)"),
                   choices.selectedRange.has_value());
    addScopeChoice(SearchMatches,
                   choices.search ? tr("The search matches for \"%1\", with their call paths").arg(choices.searchQuery)
                                  : tr("The search matches (nothing is searched for)"),
                   choices.search != nullptr);
    m_scopes->button(Whole)->setChecked(true);

    auto *browse = new QPushButton(tr("Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("Format:"), m_format);
    form->addRow(QString(), m_notOffered);
    form->addRow(tr("File:"), pathRow);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(scopeBox);
    layout->addWidget(m_buttons);
    m_export = m_buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_export->setDefault(true);

    m_path->setText(pathWithoutExtension.isEmpty() ? QDir::home().filePath(tr("profile")) : pathWithoutExtension);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    formatChanged();
    resize(560, sizeHint().height());
}

void ExportDialog::addScopeChoice(Scope scope, const QString &text, bool available)
{
    auto *button = new QRadioButton(text, this);
    button->setEnabled(available);
    m_scopes->addButton(button, scope);
    m_scopeLayout->addWidget(button);
}

const FormatModule *ExportDialog::writer() const
{
    const int index = m_format->currentIndex();
    return index >= 0 && std::size_t(index) < m_writers.size() ? m_writers[std::size_t(index)] : nullptr;
}

ProfileScope ExportDialog::scope() const
{
    ProfileScope scope;
    switch (m_scopes->checkedId()) {
    case SelectedTrack:
        scope.tracks = m_choices.tracks;
        break;
    case VisibleRange:
        scope.tracks = m_choices.tracks; // what is visible: the tracks shown too
        scope.from = m_choices.visibleFrom;
        scope.to = m_choices.visibleTo;
        break;
    case SelectedRange:
        scope.tracks = m_choices.tracks; // the views of the range show the tracks chosen
        if (m_choices.selectedRange) {
            scope.from = m_choices.selectedRange->from;
            scope.to = m_choices.selectedRange->to;
        }
        break;
    case SearchMatches:
        if (m_choices.search)
            scope.frameMatches = m_choices.search->frameMatches;
        break;
    default:
        break;
    }
    return scope;
}

QString ExportDialog::path() const
{
    const FormatModule *w = writer();
    const QString text = m_path->text().trimmed();
    return w ? withFormatExtension(text, *w) : text;
}

void ExportDialog::setScope(Scope scope)
{
    if (QAbstractButton *button = m_scopes->button(scope); button && button->isEnabled())
        button->setChecked(true);
}

void ExportDialog::setPath(const QString &path) { m_path->setText(path); }

void ExportDialog::browse()
{
    const FormatModule *w = writer();
    if (!w)
        return;
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export"), path(), fileDialogFilter(*w));
    if (!chosen.isEmpty())
        m_path->setText(withFormatExtension(chosen, *w));
}

void ExportDialog::formatChanged()
{
    // Swap the old format's extension (the longest one that matches) for
    // the new one's.
    const FormatModule *w = writer();
    if (w) {
        QString text = m_path->text().trimmed();
        qsizetype longest = 0;
        for (const FormatModule *other : m_writers)
            for (const QString &ext : other->extensions)
                if (text.endsWith(QLatin1Char('.') + ext, Qt::CaseInsensitive))
                    longest = std::max(longest, ext.size() + 1);
        text.chop(longest);
        m_path->setText(withFormatExtension(text, *w));
    }
    updateButtons();
}

void ExportDialog::updateButtons()
{
    m_export->setEnabled(writer() && !m_path->text().trimmed().isEmpty());
}

} // namespace hg
