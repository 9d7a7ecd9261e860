#include "SearchBar.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QToolButton>

namespace hg {

SearchBar::SearchBar(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_regex(new QCheckBox(this))
    , m_count(new QLabel(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_search([this](std::optional<std::shared_ptr<const FrameSearch::Result>> result) {
        if (result)
            onFinished(std::move(*result));
    })
{
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(260);
    m_edit->installEventFilter(this);
    m_previous->setArrowType(Qt::UpArrow);
    m_next->setArrowType(Qt::DownArrow);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit);
    layout->addWidget(m_regex);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_count);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &SearchBar::start);
    connect(m_edit, &QLineEdit::textChanged, &m_debounce, qOverload<>(&QTimer::start));
    connect(m_regex, &QCheckBox::toggled, this, &SearchBar::start);
    connect(m_next, &QToolButton::clicked, this, &SearchBar::nextRequested);
    connect(m_previous, &QToolButton::clicked, this, &SearchBar::previousRequested);
    retranslate();
}

SearchBar::~SearchBar() = default; // m_search cancels the search under way and waits for it

void SearchBar::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    start();
}

QString SearchBar::query() const { return m_edit->text(); }

bool SearchBar::isRegex() const { return m_regex->isChecked(); }

void SearchBar::setQuery(const QString &text, bool regex)
{
    m_regex->setChecked(regex);
    m_edit->setText(text);
    start();
}

void SearchBar::focusSearch()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void SearchBar::start()
{
    m_debounce.stop();
    if (!m_profile) {
        m_search.discard(); // no profile: a search still running is of the previous one
        return;
    }
    const ProfilePtr profile = m_profile;
    const QString text = m_edit->text();
    const bool regex = m_regex->isChecked();
    m_search.run([profile, text, regex] {
        return std::make_shared<const FrameSearch::Result>(FrameSearch::run(*profile, text, regex));
    });
}

void SearchBar::onFinished(std::shared_ptr<const FrameSearch::Result> result)
{
    m_result = std::move(result);
    showCount();
    emit resultChanged(m_result);
}

void SearchBar::showCount()
{
    if (!m_result || !m_result->error.isEmpty()) {
        m_count->setText(m_result ? m_result->error : QString());
        return;
    }
    if (!m_result->active()) {
        m_count->clear();
        return;
    }
    const QLocale locale;
    m_count->setText(tr("%1 functions, %2 spans, %3 samples match")
                         .arg(locale.toString(qulonglong(m_result->matchingFrames)),
                              locale.toString(qulonglong(m_result->matchingSpans)),
                              locale.toString(qulonglong(m_result->matchingSamples))));
}

bool SearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                emit previousRequested();
            else
                emit nextRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SearchBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SearchBar::retranslate()
{
    m_edit->setPlaceholderText(tr("Search functions, files, modules (Ctrl+F)"));
    m_regex->setText(tr("Regex"));
    m_previous->setToolTip(tr("Previous match (Shift+Enter)"));
    m_next->setToolTip(tr("Next match (Enter)"));
    showCount();
}

} // namespace hg
