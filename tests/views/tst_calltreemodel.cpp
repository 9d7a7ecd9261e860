#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "ProfileFixtures.h"
#include "TrackTableModel.h"
#include "WarningListModel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QtTest>

using namespace hg;

namespace {

std::shared_ptr<const CallTree> topDownOf(const ProfilePtr &profile)
{
    return std::make_shared<const CallTree>(CallTree::build(*profile, {}, CallTree::Direction::TopDown));
}

// Only the functions (the root's level) opened: every row's callers are
// still to be made.
std::shared_ptr<CallerTree> closedCallers(const ProfilePtr &profile)
{
    return CallerTree::build(topDownOf(profile), 0);
}

QModelIndex rowNamed(const QAbstractItemModel &model, const QString &name, const QModelIndex &parent = {})
{
    for (int row = 0; row < model.rowCount(parent); ++row)
        if (model.index(row, 0, parent).data().toString() == name)
            return model.index(row, 0, parent);
    return {};
}

} // namespace

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

    // A caller tree's rows opened on a worker (every open there): a busy
    // row until the callers come, then the same rows as the whole tree.
    void callersOpenOnAWorker()
    {
        const ProfilePtr profile = test::sampledProfile();
        CallTreeModel model;
        model.setOpenOnWorkerFrom(0);
        model.setCallers(profile, closedCallers(profile));
        const QModelIndex sql = rowNamed(model, QStringLiteral("sql"));
        QVERIFY(sql.isValid());
        QVERIFY(model.hasChildren(sql));
        QCOMPARE(model.rowCount(sql), 0); // not opened yet
        QVERIFY(model.canFetchMore(sql));
        // The first row under it is the busy row, then come its callers.
        QStringList inserted;
        connect(&model, &QAbstractItemModel::rowsInserted, this, [&](const QModelIndex &parent, int first) {
            const QModelIndex row = model.index(first, 0, parent);
            inserted << row.data().toString();
            if (model.isBusy(row)) {
                QVERIFY(!model.hasChildren(row));
                QCOMPARE(model.nodeOf(row), 0u);
                QCOMPARE(model.parent(row), parent);
                QCOMPARE(model.rowCount(parent), 1);
                // Expanded again while busy: nothing more is asked for.
                QVERIFY(!model.canFetchMore(parent));
            }
        });
        model.fetchMore(sql);
        QVERIFY(!model.canFetchMore(sql)); // asked for already
        model.fetchMore(sql);
        QTRY_VERIFY(!model.isOpening());
        QCOMPARE(inserted, QStringList({QStringLiteral("Finding callers…"), QStringLiteral("work")}));
        // sql <- work (20 ms), then work <- main.
        QCOMPARE(model.rowCount(sql), 1);
        const QModelIndex work = model.index(0, 0, sql);
        QVERIFY(!model.isBusy(work));
        QCOMPARE(work.data().toString(), QStringLiteral("work"));
        QCOMPARE(model.index(0, CallTreeModel::Total, sql).data(CallTreeModel::SortRole).toLongLong(), 20 * kPsPerMs);
        model.fetchMore(work);
        QTRY_VERIFY(!model.isOpening());
        QCOMPARE(model.rowCount(work), 1);
        QCOMPARE(model.index(0, 0, work).data().toString(), QStringLiteral("main"));
        QVERIFY(!model.hasChildren(model.index(0, 0, work)));
    }

    // Opens asked for one after another run in turn (the model tester asks
    // for every top row's as it walks the tree); each row gets its own
    // callers, as the tree opened at once gives them.
    void callerOpensQueue()
    {
        const ProfilePtr profile = test::sampledProfile();
        CallTreeModel model;
        model.setOpenOnWorkerFrom(0);
        model.setCallers(profile, closedCallers(profile));
        // Made after the reset: its checks of a reset fetch rows while the
        // reset is still being announced.
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex parse = rowNamed(model, QStringLiteral("parse")), sql = rowNamed(model, QStringLiteral("sql")),
                          work = rowNamed(model, QStringLiteral("work"));
        model.fetchMore(parse);
        model.fetchMore(sql);
        model.fetchMore(work);
        QVERIFY(model.isOpening());
        QTRY_VERIFY(!model.isOpening());

        CallTreeModel atOnce; // the same tree, opened on this thread
        atOnce.setCallers(profile, closedCallers(profile));
        for (const QString &name : {QStringLiteral("parse"), QStringLiteral("sql"), QStringLiteral("work")}) {
            const QModelIndex queued = rowNamed(model, name), opened = rowNamed(atOnce, name);
            QCOMPARE(model.rowCount(queued), atOnce.rowCount(opened));
            for (int row = 0; row < atOnce.rowCount(opened); ++row)
                for (int column = 0; column < CallTreeModel::ColumnCount; ++column)
                    QCOMPARE(model.index(row, column, queued).data(), atOnce.index(row, column, opened).data());
        }
    }

    // The tree replaced or the model gone while a row is being opened: the
    // open is dropped, nothing of it reaches the new tree.
    void callerOpenDroppedWithItsTree()
    {
        const ProfilePtr profile = test::sampledProfile();
        {
            CallTreeModel model;
            model.setOpenOnWorkerFrom(0);
            model.setCallers(profile, closedCallers(profile));
            model.fetchMore(rowNamed(model, QStringLiteral("parse")));
            model.fetchMore(rowNamed(model, QStringLiteral("sql")));
            QVERIFY(model.isOpening());
            model.setCallers(profile, closedCallers(profile)); // another profile's, say
            QVERIFY(!model.isOpening());
            QCOMPARE(model.rowCount(rowNamed(model, QStringLiteral("parse"))), 0);
            QTest::qWait(50); // the dropped job ends; its result must not land
            QCOMPARE(model.rowCount(rowNamed(model, QStringLiteral("parse"))), 0);
            QVERIFY(model.canFetchMore(rowNamed(model, QStringLiteral("parse"))));
            model.fetchMore(rowNamed(model, QStringLiteral("sql")));
        } // closed while opening
        QTest::qWait(50);
    }

    // Through a sorting proxy and a tree view, as the page shows it: a row
    // expanded shows the busy row, then its callers.
    void callersExpandInAView()
    {
        const ProfilePtr profile = test::sampledProfile();
        CallTreeModel model;
        model.setOpenOnWorkerFrom(0);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QTreeView view;
        view.setModel(&proxy);
        model.setCallers(profile, closedCallers(profile));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QModelIndex parse = proxy.mapFromSource(rowNamed(model, QStringLiteral("parse")));
        view.expand(parse);
        view.doItemsLayout();
        QVERIFY(model.isOpening());
        QTRY_VERIFY(!model.isOpening());
        QCOMPARE(proxy.rowCount(parse), 1);
        QCOMPARE(proxy.index(0, 0, parse).data().toString(), QStringLiteral("work"));
        QVERIFY(view.isExpanded(parse));
    }

    // Expand Hot Path from a row whose callers come from a worker: the
    // row opens, and the path goes on down its heaviest callers once they
    // are in (the page's own first expansion is done by then).
    void hotPathGoesOnWhenCallersCome()
    {
        const ProfilePtr profile = test::sampledProfile();
        CallTreeView page(CallTree::Direction::BottomUp);
        page.model()->setOpenOnWorkerFrom(0);
        page.resize(600, 400);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setProfile(profile, {TrackId(0)});
        QTRY_VERIFY(!page.isBuilding());
        QTRY_VERIFY(!page.model()->isOpening());
        QTreeView *tree = page.treeView();
        const QModelIndex sql = rowNamed(*tree->model(), QStringLiteral("sql"));
        QVERIFY(sql.isValid());
        QVERIFY(!tree->isExpanded(sql));
        tree->setCurrentIndex(sql);
        page.expandHotPath();
        QVERIFY(tree->isExpanded(sql));
        QTRY_VERIFY(!page.model()->isOpening());
        // sql <- work <- main, each opened on the worker in turn.
        QTRY_COMPARE(tree->currentIndex().data().toString(), QStringLiteral("main"));
        QCOMPARE(tree->currentIndex().parent().data().toString(), QStringLiteral("work"));
        QCOMPARE(tree->currentIndex().parent().parent(), sql);
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
