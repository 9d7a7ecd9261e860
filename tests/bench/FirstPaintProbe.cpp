#include "FirstPaintProbe.h"

#include "DocumentTab.h"
#include "DocumentView.h"
#include "MainWindow.h"
#include "PeakMemory.h"

#include <QApplication>
#include <QEventLoop>
#include <QTimer>

namespace hg::bench {

FirstPaintProbe::Times FirstPaintProbe::measure(MainWindow &window, const QString &path, bool waitForAllViews, int timeoutMs)
{
    m_times = Times();
    m_view = nullptr;
    m_lastPaintEnd = -1;
    m_closing = false;
    m_closingWhole = false;
    m_walking = false;
    QEventLoop loop;
    QTimer poll, timeout;
    bool updateAsked = false, wholeUpdateAsked = false;
    qApp->installEventFilter(this);
    m_clock.start();
    DocumentTab *tab = window.openFile(path);
    // A first part of a big file may be shown before the whole is loaded.
    QObject::connect(tab, &DocumentTab::viewShown, &loop, [&] { m_view = tab->shownView(); });
    QObject::connect(tab, &DocumentTab::loaded, &loop, [&](bool ok) {
        m_times.loadedS = seconds();
        if (!ok) {
            m_times.error = tab->error() ? tab->error()->toString() : QStringLiteral("could not be opened");
            loop.quit();
            return;
        }
        m_view = tab->documentView();
    });
    // Views say they are built through different signals (or not at all
    // when they build on the GUI thread): polling every 5 ms sees them all.
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (!m_view)
            return;
        if (m_times.allBuiltS < 0 && m_times.wholePaintS >= 0 && !m_view->isBusy())
            m_times.allBuiltS = seconds();
        // A page that finished building without asking for a paint gets one.
        if (!updateAsked && m_lastPaintEnd < 0 && !m_view->isCurrentPageBusy()) {
            updateAsked = true;
            m_view->currentPage()->update();
        }
        if (!wholeUpdateAsked && m_times.loadedS >= 0 && m_times.wholePaintS < 0 && !m_closingWhole
            && !m_view->isCurrentPageBusy() && m_view->updatesEnabled()) {
            wholeUpdateAsked = true;
            m_view->currentPage()->update();
        }
        if (m_times.firstPaintS >= 0 && m_times.wholePaintS >= 0 && !waitForAllViews)
            loop.quit();
        else if (m_times.allBuiltS >= 0 && showNextPage())
            loop.quit();
    });
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&] {
        m_times.error = QStringLiteral("timed out");
        loop.quit();
    });
    poll.start(5);
    timeout.setSingleShot(true);
    timeout.start(timeoutMs);
    loop.exec();
    qApp->removeEventFilter(this);
    return m_times;
}

bool FirstPaintProbe::showNextPage()
{
    if (!m_walking) {
        m_walking = true;
        m_firstPage = m_view->currentViewName();
        m_pagesToShow = DocumentView::viewNames();
        m_pagesToShow.removeAll(m_firstPage);
    }
    if (m_view->isBusy())
        return false;
    // A name the profile has no page for is skipped at once (showView says so).
    while (!m_pagesToShow.isEmpty())
        if (m_view->showView(m_pagesToShow.takeFirst()))
            return false; // its paint and preparation come in the next rounds
    if (m_times.everyPageS < 0) {
        m_times.everyPageS = seconds();
        m_view->showView(m_firstPage);
    }
    return !m_view->isBusy();
}

bool FirstPaintProbe::eventFilter(QObject *watched, QEvent *event)
{
    const bool first = !m_closing;
    const bool whole = m_times.loadedS >= 0 && !m_closingWhole;
    if (event->type() != QEvent::Paint || m_inPaint || !m_view || (!first && !whole))
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    QWidget *page = m_view->currentPage();
    if (!widget || !page || (widget != page && !page->isAncestorOf(widget)) || m_view->isCurrentPageBusy())
        return false;
    // Deliver the paint here, to know when it has ended.
    m_inPaint = true;
    QCoreApplication::sendEvent(widget, event);
    m_inPaint = false;
    m_lastPaintEnd = seconds();
    // The page's widgets are painted in one pass; after it, the last one's end counts.
    if (first) {
        m_closing = true;
        QTimer::singleShot(0, this, [this] {
            m_times.firstPaintS = m_lastPaintEnd;
            m_times.peakAtFirstPaint = PeakMemory::bytes();
        });
    }
    if (whole) {
        m_closingWhole = true;
        QTimer::singleShot(0, this, [this] { m_times.wholePaintS = m_lastPaintEnd; });
    }
    return true;
}

} // namespace hg::bench
