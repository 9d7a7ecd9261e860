#include "CallTreeModel.h"
#include "ProfileFixtures.h"
#include "TrackTableModel.h"
#include "WarningListModel.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using namespace hg;

class TestCallTreeModel : public QObject
{
    Q_OBJECT
private slots:
    void topDownPassesModelTester()
    {
        const ProfilePtr profile = test::sampledProfile();
        CallTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTree(profile, std::make_shared<const CallTree>(CallTree::build(*profile, {}, CallTree::Direction::TopDown)));
        // Roots, heaviest first: main (60 ms: 6 samples x 10 ms), idle (30 ms).
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, CallTreeModel::Name).data().toString(), QStringLiteral("main"));
        QCOMPARE(model.index(0, CallTreeModel::Total).data(CallTreeModel::SortRole).toLongLong(), 60 * kPsPerMs);
        QCOMPARE(model.index(0, CallTreeModel::Self).data(CallTreeModel::SortRole).toLongLong(), 10 * kPsPerMs);
        QCOMPARE(model.index(0, CallTreeModel::Count).data().toString(), QStringLiteral("6"));
        QCOMPARE(model.index(1, CallTreeModel::Name).data().toString(), QStringLiteral("idle"));
        // main -> work (50 ms) -> parse (20 ms), sql (20 ms)
        const QModelIndex work = model.index(0, 0, model.index(0, 0));
        QCOMPARE(work.data().toString(), QStringLiteral("work"));
        QCOMPARE(model.rowCount(work), 2);
        QCOMPARE(model.parent(work), model.index(0, 0));
        const QModelIndex parse = model.index(0, 0, work);
        QCOMPARE(model.index(0, CallTreeModel::Total, work).data(CallTreeModel::SortRole).toLongLong(), 20 * kPsPerMs);
        QCOMPARE(model.indexOfNode(model.nodeOf(parse)), parse);
        QVERIFY(model.index(0, CallTreeModel::TotalPercent).data().toString().contains(QStringLiteral("66.7")));
    }

    void bottomUpPassesModelTester()
    {
        const ProfilePtr profile = test::sampledProfile();
        CallTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTree(profile, std::make_shared<const CallTree>(CallTree::build(*profile, {TrackId(0)}, CallTree::Direction::BottomUp)));
        // Leaves of the main thread: parse 20, sql 20, work 10, main 10 (ms).
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(0, CallTreeModel::Total).data(CallTreeModel::SortRole).toLongLong(), 20 * kPsPerMs);
        model.setTree(nullptr, nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void trackAndWarningModelsPassTester()
    {
        const ProfilePtr profile = test::sampledProfile();
        TrackTableModel tracks;
        QAbstractItemModelTester trackTester(&tracks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tracks.setProfile(profile);
        QCOMPARE(tracks.rowCount(), 2);
        QCOMPARE(tracks.index(0, TrackTableModel::Name).data().toString(), QStringLiteral("main"));
        QCOMPARE(tracks.index(0, TrackTableModel::Samples).data().toString(), QStringLiteral("6"));
        QCOMPARE(tracks.index(0, TrackTableModel::Depth).data().toString(), QStringLiteral("3"));

        WarningListModel warnings;
        QAbstractItemModelTester warningTester(&warnings, QAbstractItemModelTester::FailureReportingMode::QtTest);
        warnings.setProfile(profile);
        QCOMPARE(warnings.rowCount(), 1);
        QCOMPARE(warnings.index(0).data().toString(), QStringLiteral("offset 42: a warning for the list"));
    }
};

QTEST_MAIN(TestCallTreeModel)
#include "tst_calltreemodel.moc"
