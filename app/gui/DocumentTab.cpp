#include "DocumentTab.h"

#include "SavedTransforms.h"

#include "DocumentView.h"
#include "LoadingPage.h"
#include "formats/MergeInputs.h"

#include <QEvent>
#include <QFileInfo>
#include <QSemaphore>
#include <QTimer>

#include <algorithm>

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
    m_load.setProgressHandler([this](int value, const QString &text) {
        m_loadingPage->setProgress(value, text);
        if (m_previewing)
            showReading(value);
    });
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
DocumentTab::~DocumentTab() { releasePartWait(); }

void DocumentTab::releasePartWait()
{
    if (m_partShown)
        m_partShown->release();
}

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
    return m_view && currentWidget() == m_view && !m_previewing ? m_view : nullptr;
}

DocumentView *DocumentTab::shownView() const { return m_view && currentWidget() == m_view ? m_view : nullptr; }

void DocumentTab::load()
{
    m_error.reset();
    // The worker first: showing the loading page (its layout) took ~1 ms,
    // up to 7 ms on a busy machine, before the load began.
    if (isMerged())
        m_load.start(ProfileLoader::runAsync([paths = m_mergedPaths](const ProfileLoader::Callbacks &callbacks) {
            return MergeInputs::loadMerged(paths, callbacks);
        }));
    else {
        // A first part of a big file comes on the loading thread: shown on
        // ours (unless the tab has gone by then), the load waiting meanwhile.
        m_partShown = std::make_shared<QSemaphore>();
        m_load.start(ProfileLoader::loadAsync(m_path, [this, shown = m_partShown](ProfilePtr part, qint64 done, qint64 total) {
            const int perMille = total > 0 ? int(std::min<qint64>(1000, done * 1000 / total)) : 0;
            QMetaObject::invokeMethod(this, [this, part = std::move(part), perMille] { onPreview(part, perMille); }, Qt::QueuedConnection);
            shown->tryAcquire(1, kPartWaitMs);
        }));
    }
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
    releasePartWait();
}

void DocumentTab::onFinished(std::optional<LoadResult> outcome)
{
    const bool previewed = std::exchange(m_previewing, false);
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
    if (previewed) {
        // The whole file after its first part: shown as a live snapshot is,
        // keeping the page, track and zoom; the part stays on screen until
        // the page is built for the whole.
        m_view->updateProfile(result.profile, title());
        m_view->setReading(-1);
        showView();
        emit loaded(true);
        return;
    }
    // Before setProfile() saves none; a merged document keeps none.
    const QStringList saved = remembersTransforms() ? SavedTransforms::load(m_path) : QStringList();
    m_view->setProfile(result.profile, title());
    if (!saved.isEmpty())
        m_view->restoreTransforms(saved); // as they were when it was last open
    showView();
    emit loaded(true);
}

void DocumentTab::showReading(int perMille)
{
    // Progress comes throttled and may lag the part's own: never backwards.
    m_readingPerMille = std::max(m_readingPerMille, perMille);
    m_view->setReading(m_readingPerMille);
}

void DocumentTab::onPreview(ProfilePtr part, int perMille)
{
    // Not over an error or a cancel; and not when transforms are to be
    // restored, which apply to the whole profile.
    if (!m_load.isPending() || m_loadingPage->isCancelling() || (remembersTransforms() && !SavedTransforms::load(m_path).isEmpty())) {
        releasePartWait();
        return;
    }
    makeView();
    m_previewing = true;
    m_view->setProfile(std::move(part), title());
    m_readingPerMille = 0;
    showReading(perMille);
    showView();
    if (!m_revealPending)
        reveal(); // painted at once: the load goes on after the paint
}

void DocumentTab::showView()
{
    // The page to show builds on a worker (a flame chart's sample spans).
    // Painted at once, the window drew it building, then built: two passes
    // over every widget, 2-5 ms of a 20 MB file's first paint. Now the view
    // is laid out but not painted until the page is built, or kRevealWaitMs
    // at most (a big profile's page then shows its own progress).
    if (m_view->isCurrentPageBusy() && !m_revealPending) {
        m_revealPending = true;
        m_view->setUpdatesEnabled(false);
        connect(m_view, &DocumentView::currentPageReady, this, &DocumentTab::reveal, Qt::SingleShotConnection);
        QTimer::singleShot(kRevealWaitMs, this, &DocumentTab::reveal);
    }
    setCurrentWidget(m_view);
    emit viewShown();
}

void DocumentTab::reveal()
{
    // The part's page is painted right after (DocumentView::pageReady), or
    // at the latest in this turn of the event loop: then the load goes on.
    if (m_previewing)
        QTimer::singleShot(0, this, [this] { releasePartWait(); });
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
