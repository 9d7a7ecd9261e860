// The MiniProfiler panels: step tree, calls, requests, and how the document
// opens a MiniProfiler file on its step tree.
#include "../core/MiniProfilerFixtures.h"
#include "formatpages/miniprofiler/CustomTimingModel.h"
#include "formatpages/miniprofiler/ClientTimingsChart.h"
#include "formatpages/miniprofiler/CustomTimingsPane.h"
#include "DocumentView.h"
#include "formatpages/miniprofiler/RequestTableModel.h"
#include "formatpages/miniprofiler/StepTreeModel.h"
#include "formatpages/miniprofiler/StepsPanel.h"
#include "formats/ProfileLoader.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

using namespace hg;

namespace {

ProfilePtr load(const char *fixture)
{
    const LoadResult r = ProfileLoader::loadData(QByteArray(fixture), QStringLiteral("fixture.json"));
    return r.profile;
}

} // namespace

class TestMiniProfilerViews : public QObject
{
    Q_OBJECT
private slots:
    void stepTreeColumnsAndTrivialFilter()
    {
        const ProfilePtr p = load(test::kArray);
        QVERIFY(p);
        StepTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRequest(p, TrackId(0));
        QCOMPARE(model.columnCount(), int(StepTreeModel::FixedColumnCount) + 2);
        QCOMPARE(model.headerData(StepTreeModel::FixedColumnCount, Qt::Horizontal).toString(), QStringLiteral("sql"));
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex root = model.index(0, StepTreeModel::Name);
        QCOMPARE(root.data().toString(), QStringLiteral("GET /users"));
        QCOMPARE(model.rowCount(root), 1);
        const QModelIndex action = model.index(0, 0, root);
        QCOMPARE(action.data().toString(), QStringLiteral("Executing action: index"));
        QCOMPARE(model.index(0, StepTreeModel::WithChildren, root).data().toString(), QLocale().toString(40.0, 'f', 1));
        QVERIFY(model.index(0, StepTreeModel::FixedColumnCount, root).data().toString().startsWith(QStringLiteral("3 (")));
        QCOMPARE(model.parent(action), root);
        // 40 ms is trivial under a 50 ms threshold: hidden, the root stays.
        model.setTrivialFilter(true, 50 * kPsPerMs);
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        QCOMPARE(model.hiddenCount(), std::size_t(1));
        model.setTrivialFilter(false, 50 * kPsPerMs);
        QCOMPARE(model.rowCount(model.index(0, 0)), 1);
    }

    void callsShowRepeatsAndDecodedCommands()
    {
        const ProfilePtr p = load(test::kArray);
        QVERIFY(p);
        StepsPanel panel;
        QSignalSpy selected(&panel, &StepsPanel::spanSelected);
        panel.setRequest(p, TrackId(1)); // the client-timings track opens its request
        QCOMPARE(panel.requestTrack(), 0u);
        QVERIFY(!selected.isEmpty());
        CustomTimingModel *calls = panel.callsPane()->model();
        QAbstractItemModelTester tester(calls, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(calls->rowCount(), 4); // the step with the most call time opens first
        QCOMPARE(calls->index(1, CustomTimingModel::Repeats).data().toString(), QStringLiteral("duplicate ×2"));
        QCOMPARE(calls->index(0, CustomTimingModel::Repeats).data().toString(), QStringLiteral("same query ×3"));
        QVERIFY(panel.callsPane()->commandText().startsWith(QStringLiteral("SELECT * FROM users WHERE id = 1")));
        QVERIFY(panel.callsPane()->commandText().contains(QStringLiteral("app/models/user.rb:5")));

        panel.setRequest(p, TrackId(2));
        QCOMPARE(panel.callsPane()->commandText().section(QLatin1Char('\n'), 0, 0), QStringLiteral("GET \"user:1\" <x>"));
        // Fields are escaped text; links show their URL.
        const QString info = panel.findChildren<QLabel *>().last()->text();
        QVERIFY(info.contains(QStringLiteral("&lt;b&gt;x&lt;/b&gt;")));
        QVERIFY(info.contains(QStringLiteral(">https://example.test/t/1</a>")));
    }

    void clientTimingsWaterfall()
    {
        const ProfilePtr p = load(test::kArray);
        QVERIFY(p);
        ClientTimingsChart chart;
        chart.resize(600, 140);
        chart.setTimings(p, StepsPanel::clientTrackOf(*p, TrackId(0)), 0, QStringLiteral("Redirects: 0"));
        QVERIFY(!chart.isEmpty());
        const QImage image = chart.grab().toImage();
        // The 30 ms "Request" bar is painted in the bar colour.
        int barPixels = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                barPixels += image.pixelColor(x, y) == QColor(70, 130, 200) ? 1 : 0;
        QVERIFY(barPixels > 100);
        if (qEnvironmentVariableIsSet("HG_SAVE_VIEW_IMAGES"))
            image.save(QDir::temp().filePath(QStringLiteral("hg-client-timings.png")));
    }

    void requestTableSortsByValue()
    {
        const ProfilePtr p = load(test::kArray);
        QVERIFY(p);
        RequestTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProfile(p);
        QCOMPARE(model.rowCount(), 2); // client timings are not a request
        QCOMPARE(model.index(0, RequestTableModel::Machine).data().toString(), QStringLiteral("web-1"));
        QCOMPARE(model.index(0, RequestTableModel::SqlCount).data().toString(), QStringLiteral("3"));
        QCOMPARE(model.index(1, RequestTableModel::Steps).data().toString(), QStringLiteral("1"));
        QCOMPARE(model.index(0, RequestTableModel::Duration).data(RequestTableModel::SortRole).toLongLong(), qlonglong(50.5 * double(kPsPerMs)));
        QCOMPARE(model.index(1, RequestTableModel::Name).data(RequestTableModel::TrackRole).toUInt(), 2u);
    }

    void documentOpensOnTheStepTree()
    {
        const ProfilePtr p = load(test::kArray);
        QVERIFY(p);
        DocumentView view;
        view.resize(1000, 700);
        view.setProfile(p, QStringLiteral("fixture"));
        QCOMPARE(view.currentViewName(), QStringLiteral("steps"));
        QVERIFY(view.showView(QStringLiteral("requests")));
        QCOMPARE(view.currentViewName(), QStringLiteral("requests"));
        QVERIFY(view.showView(QStringLiteral("flamechart")));
        QVERIFY(view.selectTrack(QStringLiteral("Überprüfung ✓")));
        auto *panel = view.findChild<StepsPanel *>();
        QVERIFY(panel);
        QCOMPARE(panel->requestTrack(), 2u);
    }
};

QTEST_MAIN(TestMiniProfilerViews)
#include "tst_miniprofilerviews.moc"
