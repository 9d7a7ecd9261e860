#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "DocumentView.h"
#include "MeasurementsPanel.h"
#include "ProfileFixtures.h"
#include "SearchBar.h"
#include "TimelineView.h"
#include "model/ProfileBuilder.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

using namespace hg;

class TestDocumentView : public QObject
{
    Q_OBJECT
private slots:
    void measurementsChartUnderTheFlameChartFollowsItsZoom()
    {
        ProfileBuilder b(QStringLiteral("sentry"));
        const TrackId t = b.addTrack({QStringLiteral("main"), QStringLiteral("Threads"), 1, -1, {}, {}});
        const StackId s = b.addStack(kNoId, b.addFrame("f"));
        b.addSample(t, 0, s);
        b.addSample(t, 100 * kPsPerMs, s);
        const std::uint32_t cpu = b.addCounter(QStringLiteral("cpu_usage"), QStringLiteral("percent"));
        b.addCounterValue(cpu, 50 * kPsPerMs, 40);
        b.addCounterValue(cpu, 0, 10);
        DocumentView view;
        view.resize(900, 700);
        view.setProfile(b.build(), QStringLiteral("measured"));
        QVERIFY(view.showView(QStringLiteral("measurements")));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *panel = view.findChild<MeasurementsPanel *>();
        QVERIFY(panel && !panel->isEmpty() && panel->isVisible());
        auto *flameChart = view.findChild<QTabWidget *>()->currentWidget()->findChild<TimelineView *>();
        QSignalSpy range(flameChart, &ZoomableView::visibleRangeChanged);
        flameChart->axis().setRange(20 * kPsPerMs, 60 * kPsPerMs);
        flameChart->viewport()->update();
        QTRY_VERIFY(!range.isEmpty());
        QCOMPARE(range.last().at(0).value<TimePs>(), 20 * kPsPerMs);
    }

    void showsViewsOfAProfile()
    {
        DocumentView view;
        view.resize(900, 600);
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QCOMPARE(DocumentView::viewNames(),
                 (QStringList{QStringLiteral("flamechart"), QStringLiteral("timeline"), QStringLiteral("flamegraph"),
                              QStringLiteral("calltree"), QStringLiteral("bottomup"), QStringLiteral("tracks"),
                              QStringLiteral("warnings"), QStringLiteral("measurements"),
                              QStringLiteral("steps"), QStringLiteral("requests"), QStringLiteral("pmtree"), QStringLiteral("pmlist"), QStringLiteral("opstats")}));
        QCOMPARE(view.currentViewName(), QStringLiteral("flamechart"));
        QVERIFY(view.showView(QStringLiteral("bottomup")));
        QCOMPARE(view.currentViewName(), QStringLiteral("bottomup"));
        QVERIFY(!view.showView(QStringLiteral("nonsense")));
        QVERIFY(!view.showView(QStringLiteral("measurements"))); // this profile has none
        QVERIFY(!view.showView(QStringLiteral("steps"))); // nor MiniProfiler requests

        // The call tree opens with the hot path expanded: main > work > parse.
        auto *tree = view.findChildren<CallTreeView *>().value(0);
        QVERIFY(tree);
        QVERIFY(tree->treeView()->currentIndex().isValid());
        QCOMPARE(tree->treeView()->currentIndex().data().toString(), QStringLiteral("parse"));
    }

    void selectingATrackRebuildsTheTrees()
    {
        DocumentView view;
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QVERIFY(view.selectTrack(QStringLiteral("worker")));
        QTRY_VERIFY(!view.isBusy());
        auto *tree = view.findChildren<CallTreeView *>().value(0);
        QTRY_COMPARE(tree->model()->rowCount(), 1);
        QCOMPARE(tree->model()->index(0, CallTreeModel::Name).data().toString(), QStringLiteral("idle"));
        QVERIFY(!view.selectTrack(QStringLiteral("no such track")));
    }

    void selectsASpanByNameWithItsDetails()
    {
        ProfileBuilder b(QStringLiteral("test"));
        TrackInfo info;
        info.name = QStringLiteral("main");
        const TrackId t = b.addTrack(info);
        b.addSpan(t, 0, 100, b.addFrame("outer"));
        const AddedSpan inner = b.addSpan(t, 10, 20, b.addFrame("inner"));
        b.setSpanAttribute(inner, b.intern("argument x"), AttributeValue::fromString(b.intern("42")));
        DocumentView view;
        view.setProfile(b.build(), QStringLiteral("fixture"));
        QVERIFY(view.selectSpanNamed(QStringLiteral("inner")));
        auto *details = view.findChild<QTreeWidget *>();
        QVERIFY(details);
        QVERIFY(!details->findItems(QStringLiteral("argument x"), Qt::MatchExactly, 0).isEmpty());
        QVERIFY(!view.selectSpanNamed(QStringLiteral("no such frame")));
        QTRY_VERIFY(!view.isBusy());
    }

    void searchReachesEveryViewAndJumps()
    {
        DocumentView view;
        view.resize(900, 600);
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QTRY_VERIFY(!view.isBusy());
        auto *search = view.findChild<SearchBar *>();
        QSignalSpy result(search, &SearchBar::resultChanged);
        view.setSearch(QStringLiteral("^pars"), true);
        QTRY_VERIFY(search->result() && search->result()->active());
        QCOMPARE(search->result()->matchingFrames, std::size_t(1));
        QCOMPARE(search->result()->matchingSamples, std::size_t(2));
        // Enter jumps to the first match in the flame chart and selects it.
        view.showView(QStringLiteral("flamechart"));
        auto *flameChart = view.findChild<QTabWidget *>()->currentWidget()->findChild<TimelineView *>();
        QVERIFY(flameChart);
        QSignalSpy selected(flameChart, &TimelineView::spanSelected);
        emit search->nextRequested();
        QCOMPARE(selected.size(), 1);
        const auto span = selected.first().at(0).value<SpanRef>();
        QCOMPARE(view.profile()->frameName(flameChart->spansOf(span.track)->frame(span.span)), QStringLiteral("parse"));
        // An invalid regular expression says so instead of matching nothing.
        view.setSearch(QStringLiteral("(unclosed"), true);
        QTRY_VERIFY(search->result() && !search->result()->error.isEmpty());
    }

    void exportsPngAndSvg()
    {
        DocumentView view;
        view.resize(800, 500);
        view.show();
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QTRY_VERIFY(!view.isBusy());
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("view.png"));
        const QString svg = dir.filePath(QStringLiteral("view.svg"));
        QCOMPARE(view.exportImage(png), QString());
        QVERIFY(!QImage(png).isNull());
        QCOMPARE(view.exportImage(svg), QString());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray content = file.readAll();
        QVERIFY(content.contains("<svg"));
        QVERIFY(content.contains("main")); // the span labels are text in the SVG
    }

    void rendersIntoAnImage()
    {
        DocumentView view;
        view.resize(800, 500);
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        const QImage image = view.grab().toImage();
        QCOMPARE(image.size(), QSize(800, 500));
        // Not a blank widget: more than one colour was painted.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 3);
    }
};

QTEST_MAIN(TestDocumentView)
#include "tst_documentview.moc"
