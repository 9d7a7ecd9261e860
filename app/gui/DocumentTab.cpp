#include "DocumentTab.h"

#include "SavedTransforms.h"

#include "DocumentView.h"

#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace hg {

namespace {

QWidget *centredPage(QWidget *parent, QVBoxLayout *&content)
{
    auto *page = new QWidget(parent);
    auto *outer = new QVBoxLayout(page);
    outer->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    content = new QVBoxLayout;
    row->addLayout(content, 3);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(2);
    return page;
}

} // namespace

DocumentTab::DocumentTab(const QString &path, QWidget *parent)
    : QStackedWidget(parent)
    , m_path(path)
    , m_load([this](std::optional<LoadResult> result) { onFinished(std::move(result)); })
{
    QVBoxLayout *content = nullptr;
    m_loadingPage = centredPage(this, content);
    m_loadingTitle = new QLabel(m_loadingPage);
    m_loadingTitle->setWordWrap(true);
    m_progress = new QProgressBar(m_loadingPage);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progressText = new QLabel(m_loadingPage);
    m_cancel = new QPushButton(m_loadingPage);
    content->addWidget(m_loadingTitle);
    content->addWidget(m_progress);
    content->addWidget(m_progressText);
    content->addWidget(m_cancel, 0, Qt::AlignRight);
    addWidget(m_loadingPage);

    m_errorPage = centredPage(this, content);
    m_errorTitle = new QLabel(m_errorPage);
    QFont bold = m_errorTitle->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_errorTitle->setFont(bold);
    m_errorText = new QLabel(m_errorPage);
    m_errorText->setWordWrap(true);
    m_errorText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorText->setTextFormat(Qt::PlainText);
    m_retry = new QPushButton(m_errorPage);
    m_close = new QPushButton(m_errorPage);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_close);
    content->addWidget(m_errorTitle);
    content->addWidget(m_errorText);
    content->addLayout(buttons);
    addWidget(m_errorPage);

    connect(m_cancel, &QPushButton::clicked, this, &DocumentTab::cancel);
    connect(m_retry, &QPushButton::clicked, this, &DocumentTab::load);
    connect(m_close, &QPushButton::clicked, this, &DocumentTab::closeRequested);
    m_load.setProgressHandler([this](int value, const QString &text) {
        m_progress->setValue(value);
        if (!m_cancelled) // "Cancelling…" stays
            m_progressText->setText(text);
    });
    retranslate();
}

// The worker holds no pointer to us, but m_load cancelling and waiting for it
// keeps shutdown orderly.
DocumentTab::~DocumentTab() = default;

QString DocumentTab::title() const
{
    if (m_path.startsWith(QLatin1Char(':')))
        return tr("Sample: %1").arg(QFileInfo(m_path).fileName());
    return QFileInfo(m_path).fileName();
}

void DocumentTab::load()
{
    m_error.reset();
    m_cancelled = false;
    m_progress->setValue(0);
    m_progressText->clear();
    m_cancel->setEnabled(true);
    setCurrentWidget(m_loadingPage);
    m_load.start(ProfileLoader::loadAsync(m_path));
}

void DocumentTab::cancel()
{
    m_cancelled = true;
    m_cancel->setEnabled(false);
    m_progressText->setText(tr("Cancelling…"));
    m_load.cancel();
}

void DocumentTab::onFinished(std::optional<LoadResult> outcome)
{
    if (m_cancelled || !outcome) {
        m_error = LoadError{title(), -1, -1, tr("loading was cancelled")};
        showError(tr("Loading was cancelled."));
        emit loaded(false);
        return;
    }
    const LoadResult &result = *outcome;
    if (!result.profile) {
        m_error = result.error.value_or(LoadError{title(), -1, -1, tr("the file could not be read")});
        showError(m_error->toString());
        emit loaded(false);
        return;
    }
    if (!m_view) {
        m_view = new DocumentView(this);
        addWidget(m_view);
        connect(m_view, &DocumentView::transformsChanged, this, [this] {
            SavedTransforms::save(m_path, m_view->transformSpecs());
        });
    }
    const QStringList saved = SavedTransforms::load(m_path); // before setProfile() saves none
    m_view->setProfile(result.profile, title());
    if (!saved.isEmpty())
        m_view->restoreTransforms(saved); // as they were when it was last open
    setCurrentWidget(m_view);
    emit loaded(true);
}

void DocumentTab::showError(const QString &text)
{
    m_errorText->setText(text);
    setCurrentWidget(m_errorPage);
}

void DocumentTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QStackedWidget::changeEvent(event);
}

void DocumentTab::retranslate()
{
    m_loadingTitle->setText(tr("Opening %1…").arg(m_path));
    m_cancel->setText(tr("Cancel"));
    m_errorTitle->setText(tr("%1 could not be opened").arg(title()));
    m_retry->setText(tr("Retry"));
    m_close->setText(tr("Close"));
}

} // namespace hg
