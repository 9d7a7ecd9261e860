#include "ScreenshotRunner.h"

#include "DocumentTab.h"
#include "DocumentView.h"
#include "MainWindow.h"

#include <QApplication>
#include <QTextStream>

namespace hg {

ScreenshotRunner::ScreenshotRunner(MainWindow *window, Options options, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_options(std::move(options))
{
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(10 * 60 * 1000);
    connect(&m_timeout, &QTimer::timeout, this, [this] { fail(tr("timed out waiting for the file to load")); });
}

void ScreenshotRunner::start()
{
    m_window->resize(m_options.size);
    m_window->show();
    m_timeout.start();
    m_tab = m_window->openFile(m_options.file);
    connect(m_tab, &DocumentTab::loaded, this, &ScreenshotRunner::onLoaded);
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
    DocumentView *view = m_tab->documentView();
    if (!m_options.view.isEmpty() && !view->showView(m_options.view)) {
        fail(tr("%1: no view named \"%2\" for this file; views: %3")
                 .arg(m_options.file, m_options.view, DocumentView::viewNames().join(QStringLiteral(", "))));
        return;
    }
    if (!m_options.track.isEmpty() && !view->selectTrack(m_options.track)) {
        fail(tr("%1: no track named \"%2\"").arg(m_options.file, m_options.track));
        return;
    }
    if (!m_options.select.isEmpty() && !view->selectSpanNamed(m_options.select)) {
        fail(tr("%1: no span named \"%2\"").arg(m_options.file, m_options.select));
        return;
    }
    waitUntilIdle();
}

void ScreenshotRunner::waitUntilIdle()
{
    if (m_tab->documentView()->isBusy()) {
        QTimer::singleShot(20, this, &ScreenshotRunner::waitUntilIdle);
        return;
    }
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
