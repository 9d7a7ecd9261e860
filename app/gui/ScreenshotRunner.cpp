#include "ScreenshotRunner.h"

#include "ComparisonTab.h"
#include "DocumentTab.h"
#include "DocumentRange.h"
#include "DocumentView.h"
#include "LiveDocumentTab.h"
#include "MainWindow.h"
#include "analysis/Transform.h"
#include "compare/ComparisonView.h"

#include <QApplication>
#include <QTextStream>

namespace hg {

ScreenshotRunner::ScreenshotRunner(MainWindow *window, Options options, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_options(std::move(options))
{
    m_window->setRemembersFiles(false);
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(10 * 60 * 1000);
    connect(&m_timeout, &QTimer::timeout, this, [this] { fail(tr("timed out waiting for the file to load")); });
}

void ScreenshotRunner::start()
{
    m_window->resize(m_options.size);
    m_window->show();
    m_timeout.start();
    if (!m_options.connect.isEmpty() || m_options.record) {
        m_live = m_options.record ? m_window->startRecording(*m_options.record)
                                  : m_window->connectToActor(m_options.connect, m_options.traceName);
        QTimer::singleShot(m_options.liveMs, this, &ScreenshotRunner::onStreamed);
        return;
    }
    if (!m_options.compareWith.isEmpty()) {
        m_comparison = m_window->compareFiles(m_options.file, m_options.compareWith);
        connect(m_comparison, &ComparisonTab::loaded, this, &ScreenshotRunner::onCompared);
        return;
    }
    m_tab = m_window->openFile(m_options.file);
    connect(m_tab, &DocumentTab::loaded, this, &ScreenshotRunner::onLoaded);
}

void ScreenshotRunner::onCompared(bool ok)
{
    if (!ok) {
        m_exitCode = 1; // the error page is saved, as for a file
        QTextStream(stderr) << m_comparison->errorText() << Qt::endl;
        QTimer::singleShot(50, this, &ScreenshotRunner::capture);
        return;
    }
    waitUntilIdle(); // its pages, the format's own among them, are known when it is done
}

// The page of a finished comparison; false (and the run failed) if it has none such.
bool ScreenshotRunner::showComparisonView()
{
    ComparisonView *view = m_comparison->comparisonView();
    if (!m_options.view.isEmpty() && !view->showView(m_options.view)) {
        fail(tr("%1: no view named \"%2\" for this comparison; views: %3")
                 .arg(m_comparison->title(), m_options.view, ComparisonView::viewNames().join(QStringLiteral(", "))));
        return false;
    }
    return true;
}

void ScreenshotRunner::onStreamed()
{
    // A connection that failed shows its error in the tab: saved, but the run fails.
    if (!m_live->isLive() && !m_live->errorText().isEmpty()) {
        m_exitCode = 1;
        QTextStream(stderr) << m_live->errorText() << Qt::endl;
    }
    if (!applyViewOptions(m_live->documentView(), m_live->title()))
        return;
    waitUntilIdle();
}

bool ScreenshotRunner::applyViewOptions(DocumentView *view, const QString &what)
{
    for (const QString &spec : m_options.transforms) {
        QString error;
        if (!Transform::parse(spec, &error)) {
            fail(tr("%1: --transform: %2").arg(what, error));
            return false;
        }
    }
    if (!m_options.transforms.isEmpty())
        view->restoreTransforms(m_options.transforms);
    if (!m_options.view.isEmpty() && !view->showView(m_options.view)) {
        fail(tr("%1: no view named \"%2\" for this file; views: %3")
                 .arg(what, m_options.view, DocumentView::viewNames().join(QStringLiteral(", "))));
        return false;
    }
    if (!m_options.track.isEmpty() && !view->selectTrack(m_options.track)) {
        fail(tr("%1: no track named \"%2\"").arg(what, m_options.track));
        return false;
    }
    view->timeRange().selectNested(m_options.ranges);
    if (!m_options.select.isEmpty() && !view->selectSpanNamed(m_options.select)) {
        fail(tr("%1: no span named \"%2\"").arg(what, m_options.select));
        return false;
    }
    return true;
}

void ScreenshotRunner::onLoaded(bool ok)
{
    if (!ok) {
        // The error page is saved too (it is what a person would see), but the
        // run still fails.
        m_exitCode = 1;
        QTextStream(stderr) << (m_tab->error() ? m_tab->error()->toString() : tr("%1: could not be opened").arg(m_options.file))
                            << Qt::endl;
        QTimer::singleShot(50, this, &ScreenshotRunner::capture);
        return;
    }
    if (!applyViewOptions(m_tab->documentView(), m_options.file))
        return;
    waitUntilIdle();
}

void ScreenshotRunner::waitUntilIdle()
{
    const bool busy = m_comparison ? m_comparison->comparisonView()->isBusy()
                                   : (m_live ? m_live->documentView() : m_tab->documentView())->isBusy();
    if (busy) {
        QTimer::singleShot(20, this, &ScreenshotRunner::waitUntilIdle);
        return;
    }
    if (m_comparison && !showComparisonView())
        return;
    // One more turn of the event loop so layouts and item views settle.
    QTimer::singleShot(50, this, &ScreenshotRunner::capture);
}

void ScreenshotRunner::capture()
{
    const QPixmap pixmap = m_window->grab();
    if (!pixmap.save(m_options.output, "PNG")) {
        fail(tr("cannot write %1").arg(m_options.output));
        return;
    }
    QApplication::exit(m_exitCode);
}

void ScreenshotRunner::fail(const QString &message)
{
    QTextStream(stderr) << message << Qt::endl;
    QApplication::exit(1);
}

} // namespace hg
