// Range selection in a document, as a person makes it: a drag across the
// timeline selects a time range, the call tree and the search count only
// that range, Enter zooms into it (the breadcrumb grows), a click on the
// breadcrumb goes back out, Escape or a click outside clears the selection;
// transforms and the range combine.
#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "DocumentRange.h"
#include "DocumentView.h"
#include "ProfileFixtures.h"
#include "RangeBar.h"
#include "SearchBar.h"
#include "TimelineView.h"
#include "analysis/Transform.h"

#include <QSignalSpy>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>

using namespace hg;

namespace {

constexpr TimePs ms(double v) { return TimePs(v * double(kPsPerMs)); }

// A left-button drag across the viewport from x0 to x1, at height y.
void drag(QWidget *viewport, double x0, double x1, double y)
{
    const QPointF from(x0, y), to(x1, y);
    QMouseEvent press(QEvent::MouseButtonPress, from, viewport->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &press);
    for (int step = 1; step <= 4; ++step) {
        const QPointF at = from + (to - from) * step / 4.0;
        QMouseEvent move(QEvent::MouseMove, at, viewport->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
    }
    QMouseEvent release(QEvent::MouseButtonRelease, to, viewport->mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &release);
}

QToolButton *buttonNamed(QWidget *parent, const QString &text)
{
    for (QToolButton *button : parent->findChildren<QToolButton *>())
        if (button->text() == text && button->isVisible())
            return button;
    return nullptr;
}

} // namespace

class TestRangeSelection : public QObject
{
    Q_OBJECT

    DocumentView *m_view = nullptr;
    TimelineView *m_timeline = nullptr;
    CallTreeView *m_tree = nullptr;

    // The call tree's whole; waits for the views to settle first.
    TimePs treeTotal()
    {
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!m_view->isBusy(), 10000); }();
        return m_tree->model()->tree() ? m_tree->model()->tree()->node(0).total : -1;
    }

private slots:
    void init()
    {
        // main: parse, parse, sql, work, main, sql at 0, 10, ... 50 ms;
        // worker: idle at 0, 10, 20 ms. Every sample lasts 10 ms.
        m_view = new DocumentView;
        m_view->resize(1000, 700);
        m_view->setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view));
        QVERIFY(m_view->showView(QStringLiteral("calltree")));
        m_tree = qobject_cast<CallTreeView *>(m_view->currentPage());
        QVERIFY(m_tree);
        QVERIFY(m_view->showView(QStringLiteral("timeline")));
        QTRY_VERIFY(!m_view->isBusy());
        m_timeline = qobject_cast<TimelineView *>(m_view->currentPage());
        QVERIFY(m_timeline);
        QCOMPARE(treeTotal(), ms(90));
    }

    void cleanup()
    {
        delete m_view;
        m_view = nullptr;
    }

    void dragSelectsARangeAndTheTreeFollows()
    {
        const TimeAxis &axis = m_timeline->axis();
        const double x0 = axis.x(ms(15)), x1 = axis.x(ms(35));
        drag(m_timeline->viewport(), x0, x1, 120);
        const std::optional<TimeRange> selected = m_view->timeRange().ranges().selection;
        QVERIFY(selected);
        QCOMPARE(selected->from, axis.time(x0));
        QCOMPARE(selected->to, axis.time(x1));
        QCOMPARE(m_timeline->timeSelection(), selected);
        // The samples at 20 and 30 ms on main (sql, work), at 20 ms on the worker (idle).
        QCOMPARE(treeTotal(), ms(30));
        QCOMPARE(m_tree->model()->rowCount(), 2);
        // The breadcrumb says what is selected.
        auto *bar = m_view->findChild<RangeBar *>();
        QVERIFY(bar && bar->isVisible());
        QTRY_VERIFY(buttonNamed(bar, QStringLiteral("Zoom")));
        // The search counts the range.
        m_view->setSearch(QStringLiteral("sql"));
        auto *search = m_view->findChild<SearchBar *>();
        QTRY_VERIFY(search->result() && search->result()->active());
        QTRY_COMPARE(search->result()->matchingSamples, std::size_t(1));
        // The flame chart shows the same selection once built.
        QVERIFY(m_view->showView(QStringLiteral("flamechart")));
        auto *flameChart = m_view->currentPage()->findChild<TimelineView *>();
        QVERIFY(flameChart);
        QCOMPARE(flameChart->timeSelection(), selected);
    }

    void enterZoomsInAndTheBreadcrumbGoesBackOut()
    {
        m_view->selectTimeRange({ms(15), ms(35)}, true);
        QCOMPARE(treeTotal(), ms(30));
        m_timeline->setFocus();
        QTest::keyClick(m_timeline, Qt::Key_Return);
        const TimeRanges &ranges = m_view->timeRange().ranges();
        QCOMPARE(ranges.committed.size(), std::size_t(1));
        QVERIFY(!ranges.selection);
        QVERIFY(!m_view->isBusy()); // the same range: nothing to cut again
        QCOMPARE(treeTotal(), ms(30));
        // The timeline shows the committed range whole, and no more.
        QCOMPARE(m_timeline->axis().start(), ms(15));
        QCOMPARE(m_timeline->axis().end(), ms(35));
        auto *bar = m_view->findChild<RangeBar *>();
        // (New crumbs show on the next turn of the event loop.)
        QTRY_VERIFY(buttonNamed(bar, QStringLiteral("Full range")));
        QTRY_VERIFY(buttonNamed(bar, formatDuration(ms(20), QLocale())));

        // A second range inside the first, zoomed into with the bar's button.
        const TimeAxis &axis = m_timeline->axis();
        drag(m_timeline->viewport(), axis.x(ms(25)), axis.x(ms(34)), 120);
        QCOMPARE(treeTotal(), ms(10)); // main's sample at 30 ms
        QTRY_VERIFY(buttonNamed(bar, QStringLiteral("Zoom")));
        QToolButton *zoom = buttonNamed(bar, QStringLiteral("Zoom"));
        zoom->click();
        QCOMPARE(m_view->timeRange().ranges().committed.size(), std::size_t(2));
        QCOMPARE(m_timeline->axis().start(), m_view->timeRange().ranges().committed.back().from);

        // Back out one level, then to the whole profile.
        QTRY_VERIFY(buttonNamed(bar, formatDuration(ms(20), QLocale())));
        QToolButton *first = buttonNamed(bar, formatDuration(ms(20), QLocale()));
        first->click();
        QCOMPARE(m_view->timeRange().ranges().committed.size(), std::size_t(1));
        QCOMPARE(treeTotal(), ms(30));
        QTRY_VERIFY(buttonNamed(bar, QStringLiteral("Full range")));
        buttonNamed(bar, QStringLiteral("Full range"))->click();
        QVERIFY(m_view->timeRange().ranges().committed.empty());
        QCOMPARE(treeTotal(), ms(90));
        QVERIFY(m_timeline->axis().showsAll());
        QVERIFY(m_timeline->axis().start() == 0);
        QTRY_VERIFY(!bar->isVisible());
    }

    void escapeOrAClickOutsideClearsTheSelection()
    {
        const TimeAxis &axis = m_timeline->axis();
        drag(m_timeline->viewport(), axis.x(ms(15)), axis.x(ms(35)), 120);
        QCOMPARE(treeTotal(), ms(30));
        m_timeline->setFocus();
        QTest::keyClick(m_timeline, Qt::Key_Escape);
        QVERIFY(!m_view->timeRange().ranges().selection);
        QCOMPARE(treeTotal(), ms(90));

        drag(m_timeline->viewport(), axis.x(ms(15)), axis.x(ms(35)), 120);
        QVERIFY(m_view->timeRange().ranges().selection);
        QTest::mouseClick(m_timeline->viewport(), Qt::LeftButton, {}, QPointF(axis.x(ms(25)), 120).toPoint()); // inside: kept
        QVERIFY(m_view->timeRange().ranges().selection);
        QTest::mouseClick(m_timeline->viewport(), Qt::LeftButton, {}, QPointF(axis.x(ms(45)), 120).toPoint());
        QVERIFY(!m_view->timeRange().ranges().selection);
        QCOMPARE(treeTotal(), ms(90));
    }

    // The range cuts the transformed profile: with parse merged into its
    // caller, the range [0, 25) holds main > work 20 ms (two parse samples)
    // > sql 10 ms, and idle 30 ms.
    void rangeAndTransformsCombine()
    {
        m_view->selectTimeRange({0, ms(25)}, true);
        QCOMPARE(treeTotal(), ms(60));
        m_view->applyTransform(*Transform::parse(QStringLiteral("merge:parse")));
        QCOMPARE(treeTotal(), ms(60));
        const CallTree &tree = *m_tree->model()->tree();
        QStringList rows;
        for (std::uint32_t i = 1; i < tree.size(); ++i)
            rows << QStringLiteral("%1 %2/%3").arg(m_view->profile()->frameName(tree.node(i).frame)).arg(tree.node(i).total / kPsPerMs).arg(tree.node(i).self / kPsPerMs);
        rows.sort();
        QCOMPARE(rows, (QStringList{QStringLiteral("idle 30/30"), QStringLiteral("main 30/0"), QStringLiteral("sql 10/10"), QStringLiteral("work 30/20")}));
        // The selection stays across the transform, and the timeline shows the whole.
        QCOMPARE(m_view->timeRange().ranges().selection, (TimeRange{0, ms(25)}));
        QVERIFY(m_timeline->axis().showsAll());
        // Export offers the range.
        QCOMPARE(m_view->exportChoices().selectedRange, (TimeRange{0, ms(25)}));
    }
};

QTEST_MAIN(TestRangeSelection)
#include "tst_rangeselection.moc"
