// XPlane panels: the op statistics model and panel, and the document's
// XPlane pages (opens on the timeline, op statistics first among the tabs).
#include "../core/XPlaneFixtures.h"
#include "DocumentView.h"
#include "formatpages/xplane/OpStatsModel.h"
#include "formatpages/xplane/OpStatsPanel.h"
#include "TimelineView.h"
#include "formats/ProfileLoader.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTabWidget>
#include <QToolTip>
#include <QTreeView>
#include <QtTest>

using namespace hg;

namespace {

ProfilePtr load() { return ProfileLoader::loadData(xplanefixture::space(), QStringLiteral("fixture.xplane.pb")).profile; }

} // namespace

class TestXPlaneViews : public QObject
{
    Q_OBJECT
private slots:
    void opStatsModelHasAPlaneSectionPerPlane()
    {
        const ProfilePtr p = load();
        QVERIFY(p);
        OpStatsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStats(p, OpStats::compute(*p, {}));
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex host = model.index(1, 0);
        QVERIFY(host.data().toString().startsWith(QStringLiteral("worker-0 /host:CPU")));
        QCOMPARE(model.rowCount(host), 2);
        const QModelIndex first = model.index(0, OpStatsModel::Self, host);
        QCOMPARE(first.data(OpStatsModel::SortRole).toLongLong(), 5'000'000LL); // both ops have 5 µs of self time
        QCOMPARE(model.index(0, OpStatsModel::PercentOfPlane, host).data().toString(), QStringLiteral("50.00 %"));
        QVERIFY(model.index(0, OpStatsModel::Name, host).data(OpStatsModel::FrameRole).isValid());
    }

    void panelComputesOnAWorkerAndSelectsOps()
    {
        const ProfilePtr p = load();
        OpStatsPanel panel;
        QSignalSpy built(&panel, &OpStatsPanel::built);
        panel.setProfile(p, {});
        QVERIFY(built.wait(10000));
        QCOMPARE(panel.model()->rowCount(), 2);
        QSignalSpy selected(&panel, &OpStatsPanel::opSelected);
        const QModelIndex gpu = panel.view()->model()->index(0, 0);
        panel.view()->setCurrentIndex(panel.view()->model()->index(0, 0, gpu));
        QCOMPARE(selected.size(), 1);
        QCOMPARE(p->frameName(selected.first().first().value<FrameId>()), QStringLiteral("fusion.12"));
    }

    void documentOpensOnTheTimelineWithOpStatistics()
    {
        DocumentView view;
        view.setProfile(load(), QStringLiteral("fixture.xplane.pb"));
        auto *tabs = view.findChild<QTabWidget *>();
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Op Statistics"));
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Timeline"));
        QVERIFY(view.showView(QStringLiteral("opstats")));
        QTRY_VERIFY(!view.isBusy());
    }

    void linesSharingADisplayIdShareARow()
    {
        // Two lines of one plane with display_id 5, a third without.
        ProtoWriter plane, line, space;
        plane.int64(1, 1);
        plane.bytes(2, "/device:TPU:0");
        const auto addLine = [&](std::int64_t id, std::int64_t displayId, const char *name) {
            line.clear();
            line.int64(1, id);
            if (displayId)
                line.int64(10, displayId);
            line.bytes(2, name);
            line.message(4, xplanefixture::event(1, 1000, 2000));
            plane.message(3, line);
        };
        addLine(1, 5, "XLA Ops");
        addLine(2, 0, "Steps");
        addLine(3, 5, "XLA Ops (async)");
        space.message(1, plane);
        const ProfilePtr p = ProfileLoader::loadData(space.buffer(), QStringLiteral("rows.xplane.pb")).profile;
        QVERIFY(p);
        QCOMPARE(p->tracks().size(), std::size_t(3));
        TimelineView timeline;
        timeline.setProfile(p);
        const std::vector<std::vector<TrackId>> rows = timeline.rowsOf({TrackId(0), TrackId(1), TrackId(2)});
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].size() + rows[1].size(), std::size_t(3));
        const auto shared = rows[0].size() == 2 ? rows[0] : rows[1];
        QCOMPARE(shared.size(), std::size_t(2));
        for (const std::uint32_t t : shared)
            QVERIFY(p->tracks()[t].info.name.startsWith(QStringLiteral("XLA Ops")));
    }

    void timelineForgetsAProfileBeingPrepared()
    {
        // Clearing the profile while its worker runs must not use its result.
        TimelineView timeline;
        timeline.setProfile(load());
        timeline.setProfile(nullptr);
        QTest::qWait(200);
        QVERIFY(!timeline.isBuilding());
        QVERIFY(timeline.steps().empty());
    }

    void timelineTooltipsShowTheStats()
    {
        // Hovering the GPU kernel shows its event stats and its metadata's.
        TimelineView timeline;
        timeline.resize(1200, 600);
        timeline.setProfile(load());
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        QString found;
        for (int y = 0; y < timeline.viewport()->height() && found.isEmpty(); y += 4)
            for (int x = 0; x < timeline.viewport()->width() && found.isEmpty(); x += 4) {
                QHelpEvent help(QEvent::ToolTip, QPoint(x, y), timeline.viewport()->mapToGlobal(QPoint(x, y)));
                QCoreApplication::sendEvent(timeline.viewport(), &help);
                if (QToolTip::text().contains(QStringLiteral("fusion.12")))
                    found = QToolTip::text();
            }
        QVERIFY2(!found.isEmpty(), "no tooltip over the GPU kernel");
        QVERIFY2(found.contains(QStringLiteral("kernel_details = grid:128 block:256")), qPrintable(found));
        QVERIFY2(found.contains(QStringLiteral("program_id = 4096")), qPrintable(found)); // a metadata stat
    }
};

QTEST_MAIN(TestXPlaneViews)
#include "tst_xplaneviews.moc"
