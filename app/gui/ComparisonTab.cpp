#include "ComparisonTab.h"

#include "LoadingPage.h"
#include "compare/ComparisonView.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>

namespace hg {

ComparisonTab::ComparisonTab(const QString &pathA, const QString &pathB, QWidget *parent)
    : QStackedWidget(parent)
    , m_paths{pathA, pathB}
    , m_loadingPage(new LoadingPage(this))
    , m_errorPage(new LoadFailedPage(this))
    , m_load([this](std::optional<std::vector<LoadResult>> outcome) { onFinished(std::move(outcome)); })
{
    addWidget(m_loadingPage);
    addWidget(m_errorPage);
    connect(m_loadingPage, &LoadingPage::cancelRequested, this, [this] { m_load.cancel(); });
    connect(m_errorPage, &LoadFailedPage::retryRequested, this, &ComparisonTab::load);
    connect(m_errorPage, &LoadFailedPage::closeRequested, this, &ComparisonTab::closeRequested);
    m_load.setProgressHandler([this](int value, const QString &text) { m_loadingPage->setProgress(value, text); });
    retranslate();
}

ComparisonTab::~ComparisonTab() = default;

QString ComparisonTab::title() const
{
    return tr("%1 vs %2").arg(QFileInfo(m_paths[0]).fileName(), QFileInfo(m_paths[1]).fileName());
}

void ComparisonTab::load()
{
    m_errorText.clear();
    m_loadingPage->restart();
    setCurrentWidget(m_loadingPage);
    m_load.start(ProfileLoader::loadAllAsync(m_paths));
}

void ComparisonTab::cancel()
{
    m_loadingPage->cancel();
}

void ComparisonTab::onFinished(std::optional<std::vector<LoadResult>> outcome)
{
    if (m_loadingPage->isCancelling() || !outcome || outcome->size() != 2) {
        m_errorText = tr("Loading was cancelled.");
        showError();
        emit loaded(false);
        return;
    }
    QStringList errors;
    for (std::size_t i = 0; i < 2; ++i) {
        const LoadResult &result = (*outcome)[i];
        if (!result.profile) // each error names its file
            errors << result.error
                          .value_or(LoadError{QDir::toNativeSeparators(m_paths[qsizetype(i)]), -1, -1, tr("the file could not be read")})
                          .toString();
    }
    if (!errors.isEmpty()) {
        m_errorText = errors.join(QLatin1Char('\n'));
        showError();
        emit loaded(false);
        return;
    }
    if (!m_view) {
        m_view = new ComparisonView(this);
        addWidget(m_view);
        connect(m_view, &ComparisonView::sidesSwapped, this, [this] {
            m_paths.swapItemsAt(0, 1); // a Retry keeps the order shown
            retranslate();
            emit titleChanged();
        });
    }
    m_view->setSides({(*outcome)[0].profile, QFileInfo(m_paths[0]).fileName()},
                     {(*outcome)[1].profile, QFileInfo(m_paths[1]).fileName()});
    setCurrentWidget(m_view);
    emit loaded(true);
}

void ComparisonTab::showError()
{
    m_errorPage->setError(tr("%1 could not be compared").arg(title()), m_errorText);
    setCurrentWidget(m_errorPage);
}

void ComparisonTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QStackedWidget::changeEvent(event);
}

void ComparisonTab::retranslate()
{
    m_loadingPage->setTitle(tr("Comparing %1 with %2…")
                                .arg(QDir::toNativeSeparators(m_paths[0]), QDir::toNativeSeparators(m_paths[1])));
    if (currentWidget() == m_errorPage)
        showError();
}

} // namespace hg
