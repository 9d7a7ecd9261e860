#include "DocumentTab.h"

#include "SavedTransforms.h"

#include "DocumentView.h"
#include "LoadingPage.h"
#include "formats/MergeInputs.h"

#include <QEvent>
#include <QFileInfo>
#include <QTimer>

namespace hg {

DocumentTab::DocumentTab(const QString &path, QWidget *parent)
    : QStackedWidget(parent)
    , m_path(path)
    , m_load([this](std::optional<LoadResult> result) { onFinished(std::move(result)); })
{
    m_loadingPage = new LoadingPage(this);
    m_errorPage = new LoadFailedPage(this);
    addWidget(m_loadingPage);
    addWidget(m_errorPage);
    connect(m_loadingPage, &LoadingPage::cancelRequested, this, [this] { m_load.cancel(); });
    connect(m_errorPage, &LoadFailedPage::retryRequested, this, &DocumentTab::load);
    connect(m_errorPage, &LoadFailedPage::closeRequested, this, &DocumentTab::closeRequested);
    m_load.setProgressHandler([this](int value, const QString &text) { m_loadingPage->setProgress(value, text); });
    retranslate();
}

DocumentTab::DocumentTab(const QStringList &mergedPaths, QWidget *parent)
    : DocumentTab(mergedPaths.value(0), parent)
{
    m_mergedPaths = mergedPaths;
    retranslate();
}

// The worker holds no pointer to us, but m_load cancelling and waiting for it
// keeps shutdown orderly.
DocumentTab::~DocumentTab() = default;

QString DocumentTab::title() const
{
    if (isMerged() && m_mergedPaths.size() == 1) // a folder
        return tr("%1 as one").arg(QFileInfo(m_mergedPaths.first()).fileName());
    if (isMerged())
        return tr("%1 files as one").arg(m_mergedPaths.size());
    if (m_path.startsWith(QLatin1Char(':')))
        return tr("Sample: %1").arg(QFileInfo(m_path).fileName());
    return QFileInfo(m_path).fileName();
}

DocumentView *DocumentTab::documentView() const
{
    return m_view && currentWidget() == m_view ? m_view : nullptr;
}

void DocumentTab::load()
{
    m_error.reset();
    // The worker first: showing the loading page (its layout) took ~1 ms,
    // up to 7 ms on a busy machine, before the load began.
    if (isMerged())
        m_load.start(ProfileLoader::runAsync([paths = m_mergedPaths](const ProfileLoader::Callbacks &callbacks) {
            return MergeInputs::loadMerged(paths, callbacks);
        }));
    else
        m_load.start(ProfileLoader::loadAsync(m_path));
    m_loadingPage->restart();
    setCurrentWidget(m_loadingPage);
    makeView(); // while the file loads: its widgets took ~1.5 ms after the load, before the first paint
}

void DocumentTab::makeView()
{
    if (m_view)
        return;
    m_view = new DocumentView(this);
    addWidget(m_view);
    connect(m_view, &DocumentView::transformsChanged, this, [this] {
        if (remembersTransforms())
            SavedTransforms::save(m_path, m_view->transformSpecs());
    });
}

void DocumentTab::cancel()
{
    m_loadingPage->cancel();
}

void DocumentTab::onFinished(std::optional<LoadResult> outcome)
{
    if (m_loadingPage->isCancelling() || !outcome) {
        m_error = LoadError{title(), -1, -1, tr("loading was cancelled")};
        m_errorText = tr("Loading was cancelled.");
        showError();
        emit loaded(false);
        return;
    }
    const LoadResult &result = *outcome;
    if (!result.profile) {
        m_error = result.error.value_or(LoadError{title(), -1, -1, tr("the file could not be read")});
        m_errorText = m_error->toString();
        showError();
        emit loaded(false);
        return;
    }
    makeView();
    // Before setProfile() saves none; a merged document keeps none.
    const QStringList saved = remembersTransforms() ? SavedTransforms::load(m_path) : QStringList();
    m_view->setProfile(result.profile, title());
    if (!saved.isEmpty())
        m_view->restoreTransforms(saved); // as they were when it was last open
    // The page to show builds on a worker (a flame chart's sample spans).
    // Painted at once, the window drew it building, then built: two passes
    // over every widget, 2-5 ms of a 20 MB file's first paint. Now the view
    // is laid out but not painted until the page is built, or kRevealWaitMs
    // at most (a big profile's page then shows its own progress).
    if (m_view->isCurrentPageBusy()) {
        m_revealPending = true;
        m_view->setUpdatesEnabled(false);
        connect(m_view, &DocumentView::currentPageReady, this, &DocumentTab::reveal, Qt::SingleShotConnection);
        QTimer::singleShot(kRevealWaitMs, this, &DocumentTab::reveal);
    }
    setCurrentWidget(m_view);
    emit loaded(true);
}

void DocumentTab::reveal()
{
    if (!m_revealPending)
        return; // the page was built first, or the wait ran out first
    m_revealPending = false;
    m_view->setUpdatesEnabled(true);
}

void DocumentTab::showError()
{
    m_errorPage->setError(tr("%1 could not be opened").arg(title()), m_errorText);
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
    m_loadingPage->setTitle(isMerged() ? tr("Opening %1 as one…").arg(m_mergedPaths.join(QStringLiteral(", ")))
                                       : tr("Opening %1…").arg(m_path));
    if (currentWidget() == m_errorPage)
        showError();
}

} // namespace hg
