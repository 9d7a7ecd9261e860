// Every item model of the views under QAbstractItemModelTester, filled with
// the bundled samples, the XPlane fixture and a profile with nothing in it:
// the tester checks each index, parent, row count and role type, through
// every reset and change. Any warning (the tester's included) fails.
#include "../core/XPlaneFixtures.h"
#include "CallTreeModel.h"
#include "formatpages/miniprofiler/CustomTimingModel.h"
#include "formatpages/miniprofiler/CustomTimingsPane.h"
#include "formatpages/xplane/OpStatsModel.h"
#include "formatpages/miniprofiler/RequestTableModel.h"
#include "SectionOrderProxy.h"
#include "formatpages/miniprofiler/StepTreeModel.h"
#include "formatpages/miniprofiler/StepsPanel.h"
#include "formatpages/pocketmine/TimingsListModel.h"
#include "formatpages/pocketmine/TimingsTreeModel.h"
#include "TrackTableModel.h"
#include "WarningListModel.h"
#include "analysis/FrameSearch.h"
#include "formats/xplane/OpStats.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QtTest>

using namespace hg;

namespace {

using Tester = QAbstractItemModelTester;
constexpr auto kMode = QAbstractItemModelTester::FailureReportingMode::QtTest;

ProfilePtr sample(const char *name)
{
    const LoadResult r = ProfileLoader::load(QStringLiteral(HG_SAMPLES_DIR "/") + QLatin1String(name));
    return r.profile;
}

ProfilePtr emptyProfile() { return ProfileBuilder(QStringLiteral("sentry")).build(); }

std::vector<std::pair<QString, ProfilePtr>> everySample()
{
    std::vector<std::pair<QString, ProfilePtr>> all;
    for (const char *name : {"sample-webservice.sentry.json", "sample-shop.miniprofiler.json",
                             "sample-survival.timings.txt", "sample-todo.traceactor"})
        all.emplace_back(QLatin1String(name), sample(name));
    all.emplace_back(QStringLiteral("XPlane fixture"),
                     ProfileLoader::loadData(xplanefixture::space(), QStringLiteral("fixture.xplane.pb")).profile);
    all.emplace_back(QStringLiteral("empty"), emptyProfile());
    return all;
}

// The request tracks of a MiniProfiler profile, as the request table lists them.
std::vector<TrackId> requestTracks(const ProfilePtr &profile)
{
    RequestTableModel requests;
    requests.setProfile(profile);
    std::vector<TrackId> tracks;
    for (int row = 0; row < requests.rowCount(); ++row)
        tracks.push_back(TrackId(requests.index(row, 0).data(RequestTableModel::TrackRole).toUInt()));
    return tracks;
}

} // namespace

class TestItemModels : public QObject
{
    Q_OBJECT
private slots:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void samplesLoad()
    {
        for (const auto &[name, profile] : everySample())
            QVERIFY2(profile, qPrintable(name));
    }

    void callTreeModel()
    {
        for (const auto &[name, profile] : everySample()) {
            CallTreeModel model;
            Tester tester(&model, kMode);
            for (const auto direction : {CallTree::Direction::TopDown, CallTree::Direction::BottomUp}) {
                model.setTree(profile, std::make_shared<const CallTree>(CallTree::build(*profile, {}, direction)));
                QVERIFY2(name == QLatin1String("empty") || model.rowCount() > 0, qPrintable(name));
                model.setSearch(std::make_shared<const FrameSearch::Result>(FrameSearch::run(*profile, QStringLiteral("e"), false)));
                model.setSearch(nullptr);
            }
            // The bottom-up page's tree, made as the tester opens it.
            model.setCallers(profile, CallerTree::build(std::make_shared<const CallTree>(CallTree::build(*profile, {}, CallTree::Direction::TopDown)), 2));
            QVERIFY2(name == QLatin1String("empty") || model.rowCount() > 0, qPrintable(name));
            if (!profile->tracks().empty())
                model.setTree(profile, std::make_shared<const CallTree>(CallTree::build(*profile, {TrackId(0)}, CallTree::Direction::TopDown)));
            model.setTree(nullptr, nullptr);
            QCOMPARE(model.rowCount(), 0);
        }
    }

    void trackAndWarningModels()
    {
        for (const auto &[name, profile] : everySample()) {
            TrackTableModel tracks;
            Tester trackTester(&tracks, kMode);
            tracks.setProfile(profile);
            QCOMPARE(tracks.rowCount(), int(profile->tracks().size()));
            tracks.setProfile(nullptr);

            WarningListModel warnings;
            Tester warningTester(&warnings, kMode);
            warnings.setProfile(profile);
            warnings.setProfile(nullptr);
        }
    }

    void timingsModels()
    {
        const ProfilePtr profile = sample("sample-survival.timings.txt");
        QVERIFY(profile);
        TimingsTreeModel tree;
        Tester treeTester(&tree, kMode);
        TimingsListModel list;
        Tester listTester(&list, kMode);
        SectionOrderProxy proxy;
        proxy.setSourceModel(&list);
        proxy.sort(1, Qt::DescendingOrder);
        Tester proxyTester(&proxy, kMode);
        std::vector<std::vector<TrackId>> trackChoices{{}};
        for (TrackId t{0}; t < profile->tracks().size(); ++t)
            trackChoices.push_back({t});
        for (const auto &tracks : trackChoices) {
            tree.setProfile(profile, tracks);
            list.setProfile(profile, tracks);
        }
        QVERIFY(tree.rowCount() > 0);
        QVERIFY(list.rowCount() > 0);
        tree.setProfile(emptyProfile(), {});
        list.setProfile(emptyProfile(), {});
        tree.setProfile(nullptr, {});
        list.setProfile(nullptr, {});
    }

    void requestAndStepModels()
    {
        const ProfilePtr profile = sample("sample-shop.miniprofiler.json");
        QVERIFY(profile);
        RequestTableModel requests;
        Tester requestTester(&requests, kMode);
        requests.setProfile(profile);
        QVERIFY(requests.rowCount() > 0);
        requests.setProfile(emptyProfile());
        requests.setProfile(nullptr);

        StepTreeModel steps;
        Tester stepTester(&steps, kMode);
        for (const TrackId track : requestTracks(profile)) {
            steps.setRequest(profile, track);
            QVERIFY(steps.rowCount() > 0);
            steps.setTrivialFilter(true, 2 * kPsPerMs);
            steps.setTrivialFilter(false, 2 * kPsPerMs);
        }
        steps.setRequest(emptyProfile(), TrackId(0));
        steps.setRequest(nullptr, TrackId(0));
    }

    void customTimingModel()
    {
        // Filled the way the steps page fills it: the calls of the step shown.
        const ProfilePtr profile = sample("sample-shop.miniprofiler.json");
        QVERIFY(profile);
        StepsPanel panel;
        Tester tester(panel.callsPane()->model(), kMode);
        Tester stepTester(panel.model(), kMode);
        int calls = 0;
        for (const TrackId track : requestTracks(profile)) {
            panel.setRequest(profile, track);
            calls += panel.callsPane()->model()->rowCount();
        }
        QVERIFY(calls > 0);
    }

    void opStatsModel()
    {
        for (const auto &[name, profile] : everySample()) {
            OpStatsModel model;
            Tester tester(&model, kMode);
            SectionOrderProxy proxy;
            proxy.setSourceModel(&model);
            proxy.sort(OpStatsModel::Self, Qt::DescendingOrder);
            Tester proxyTester(&proxy, kMode);
            model.setStats(profile, OpStats::compute(*profile, {}));
            QVERIFY2(name != QLatin1String("XPlane fixture") || model.rowCount() > 0, qPrintable(name));
            model.setStats(nullptr, OpStats());
        }
    }
};

QTEST_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
