// The PocketMine panels: tree and list models with the viewer's columns and
// heat, sorting inside categories only, the tick-share chart, the header's
// server figures, and how the document opens a report on its tree.
#include "../core/PocketMineFixtures.h"
#include "DetailsPane.h"
#include "DocumentView.h"
#include "SectionOrderProxy.h"
#include "analysis/CallTree.h"
#include "formats/pocketmine/TimingsTree.h"
#include "formatpages/pocketmine/TickShareChart.h"
#include "formatpages/pocketmine/TimingsListModel.h"
#include "formatpages/pocketmine/TimingsListPanel.h"
#include "formatpages/pocketmine/TimingsTreeModel.h"
#include "formatpages/pocketmine/TimingsTreePanel.h"
#include "formats/ProfileLoader.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QLabel>
#include <QTreeView>
#include <QtTest>

using namespace hg;

namespace {

ProfilePtr load(const char *text)
{
    return ProfileLoader::loadData(QByteArray(text), QStringLiteral("timings.txt")).profile;
}

// One record line of a PocketMine timings report under its parent (0: none).
QByteArray recordLine(const QByteArray &name, int time, int id, int parent)
{
    return "    " + name + " Time: " + QByteArray::number(time) + " Count: 1 Avg: 1 Violations: 0 RecordId: " + QByteArray::number(id)
        + " ParentRecordId: " + (parent ? QByteArray::number(parent) : QByteArray("none")) + " TimerId: " + QByteArray::number(id)
        + " Ticks: 1 Peak: 1\n";
}

QString cell(const QAbstractItemModel &m, const QModelIndex &row, int column, int role = Qt::DisplayRole)
{
    return m.index(row.row(), column, row.parent()).data(role).toString();
}

} // namespace

class TestTimingsViews : public QObject
{
    Q_OBJECT
private slots:
    void treeModelColumns()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        TimingsTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProfile(p, {});
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex tick = model.index(0, 0);
        QCOMPARE(tick.data().toString(), QStringLiteral("Full Server Tick"));
        QCOMPARE(model.rowCount(tick), 4);
        // 1000 ns of a 2000 ns sample, 10 ticks, 10 counts.
        QCOMPARE(cell(model, tick, TimingsColumns::PercentOfSample), QLocale().toString(50.0, 'f', 2) + QStringLiteral(" %"));
        QCOMPARE(model.index(0, TimingsColumns::TimePerTick).data(TimingsColumns::SortRole).toDouble(), 0.0001);
        QCOMPARE(model.index(0, TimingsColumns::CountPerTick).data(TimingsColumns::SortRole).toDouble(), 1.0);
        QCOMPARE(model.index(0, TimingsColumns::Peak).data(TimingsColumns::SortRole).toDouble(), 0.0003);
        // 3 violations in 10 ticks is far over 1 %: hot.
        QVERIFY(model.index(0, TimingsColumns::Violations).data(Qt::BackgroundRole).value<QColor>().isValid());
        QVERIFY(!model.index(0, TimingsColumns::TimePerCount).data(Qt::BackgroundRole).isValid());
        const QModelIndex merged = model.index(1, 0, tick);
        QCOMPARE(merged.data().toString(), QStringLiteral("Connection Handler (2 combined)"));
        QCOMPARE(model.index(3, 0, tick).data().toString(), QStringLiteral("[self]"));
        QCOMPARE(model.index(3, 0, tick).data(TimingsColumns::NodeRole).toUInt(), kNoId);
        QCOMPARE(model.parent(model.index(0, 0, merged)), merged.siblingAtColumn(0));
    }

    void peaksBeforeFormatVersion2AreNotAvailable()
    {
        const ProfilePtr p = load(fixtures::kTimingsLegacy);
        QVERIFY(p);
        TimingsTreeModel model;
        model.setProfile(p, {});
        QCOMPARE(model.index(0, TimingsColumns::Peak).data().toString(), QStringLiteral("N/A"));
        QVERIFY(!model.index(0, TimingsColumns::Peak).data(Qt::ToolTipRole).toString().isEmpty());
    }

    void listKeepsCategoriesInOrderWhenSorted()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        TimingsListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProfile(p, {});
        SectionOrderProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(TimingsColumns::SortRole);
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            proxy.sort(TimingsColumns::Time, order);
            QVERIFY(proxy.index(0, 0).data().toString().startsWith(QStringLiteral("Minecraft — 5 timer")));
            QVERIFY(proxy.index(1, 0).data().toString().startsWith(QStringLiteral("Minecraft - Breakdown")));
            QVERIFY(proxy.index(2, 0).data().toString().startsWith(QStringLiteral("MyPlugin")));
            const QModelIndex minecraft = proxy.index(0, 0);
            const QString first = proxy.index(0, 0, minecraft).data().toString();
            QCOMPARE(first, order == Qt::AscendingOrder ? QStringLiteral("Player Network Send (2 combined)") : QStringLiteral("Full Server Tick"));
        }
        // Category rows carry totals, not per-tick figures.
        QVERIFY(model.index(0, TimingsColumns::TimePerTick).data().toString().isEmpty());
        QVERIFY(!model.index(0, TimingsColumns::Time).data().toString().isEmpty());
    }

    void panelsChartAndDetails()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        TimingsListPanel list;
        QSignalSpy listBuilt(&list, &TimingsListPanel::built);
        list.setProfile(p, {});
        // Built on a worker: the panel says so until it is done.
        QVERIFY(list.isBuilding());
        QTRY_COMPARE(listBuilt.count(), 1);
        QVERIFY(!list.isBuilding());
        QVERIFY(!list.chart()->isEmpty());
        QVERIFY(list.model()->rowCount() > 0);
        TimingsTreePanel tree;
        tree.setProfile(p, {});
        QVERIFY(tree.isBuilding());
        QTRY_VERIFY(!tree.isBuilding());
        QSignalSpy selected(&tree, &TimingsTreePanel::recordSelected);
        tree.expandHotPath();
        // The hot path ends on Entity Tick's [self] row: it stands for no record.
        QVERIFY(tree.view()->currentIndex().isValid());
        QCOMPARE(tree.view()->currentIndex().data().toString(), QStringLiteral("[self]"));
        tree.view()->setCurrentIndex(tree.view()->model()->index(0, 0));
        QCOMPARE(selected.count(), 1);
        DetailsPane details;
        details.showRecord(p, TrackId(selected[0][0].toUInt()), RecordId(selected[0][1].toUInt()));
        QStringList shown;
        for (int i = 0; i < details.topLevelItemCount(); ++i)
            shown << details.topLevelItem(i)->text(0) + QLatin1Char('=') + details.topLevelItem(i)->text(1);
        QVERIFY2(shown.contains(QStringLiteral("RecordId=1")), qPrintable(shown.join(QLatin1Char(' '))));
    }

    // The tree opens on its first two levels, as the web viewer does, and
    // on the hot path below them.
    void treeOpensOnTwoLevelsAndTheHotPath()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        TimingsTreePanel tree;
        tree.setProfile(p, {});
        QTRY_VERIFY(!tree.isBuilding());
        const QAbstractItemModel &m = *tree.view()->model();
        int opened = 0;
        for (int top = 0; top < m.rowCount(); ++top) {
            const QModelIndex t = m.index(top, 0);
            QCOMPARE(tree.view()->isExpanded(t), m.hasChildren(t));
            for (int second = 0; second < m.rowCount(t); ++second) {
                const QModelIndex s = m.index(second, 0, t);
                QCOMPARE(tree.view()->isExpanded(s), m.hasChildren(s));
                opened += m.hasChildren(s) ? 1 : 0;
            }
        }
        QVERIFY(opened > 0);
        QCOMPARE(tree.view()->currentIndex().data().toString(), QStringLiteral("[self]"));
    }

    // A second level of more rows than anyone reads one by one stays closed
    // but for the hot path (laying out 280 000 rows held the first paint).
    void aHugeSecondLevelStaysClosedButTheHotPath()
    {
        QByteArray text = "Minecraft\n";
        int id = 0;
        const auto add = [&](const QByteArray &name, int time, int parent) {
            text += recordLine(name, time, ++id, parent);
            return id;
        };
        constexpr int kSeconds = 200, kThirds = 101; // 20 200 rows under the second level
        const int tick = add("Full Server Tick", 19'220'000, 0);
        for (int s = 0; s < kSeconds; ++s) {
            const int second = add("Second " + QByteArray::number(s), 96'150 - s, tick); // [self] 200 - s
            for (int t = 0; t < kThirds; ++t)
                add("Third " + QByteArray::number(t), 1000 - t, second);
        }
        text += "# FormatVersion 2\nSample time 2000000 (0.002s)\n";
        const ProfilePtr p = load(text.constData());
        QVERIFY(p);
        TimingsTreePanel tree;
        tree.setProfile(p, {});
        QTRY_VERIFY_WITH_TIMEOUT(!tree.isBuilding(), 60000);
        const QAbstractItemModel &m = *tree.view()->model();
        const QModelIndex top = m.index(0, 0);
        QVERIFY(tree.view()->isExpanded(top));
        QCOMPARE(m.rowCount(top), kSeconds + 1); // and the tick's [self]
        QCOMPARE(m.index(0, 0, top).data().toString(), QStringLiteral("Second 0"));
        QVERIFY(tree.view()->isExpanded(m.index(0, 0, top))); // the hot path
        QVERIFY(!tree.view()->isExpanded(m.index(1, 0, top)));
        QVERIFY(!tree.view()->isExpanded(m.index(kSeconds - 1, 0, top)));
        QCOMPARE(tree.view()->currentIndex().data().toString(), QStringLiteral("Third 0"));
    }

    void deepParentChainOpensAndExpands()
    {
        // 20 000 records, each the parent of the next: opening it once took
        // minutes (every row of the hot path re-measured the columns), the
        // bottom-up tree cost records x depth, and QTreeView::expandAll
        // recurses once per level.
        QByteArray text = "Minecraft\n";
        constexpr int kDepth = 20000;
        for (int i = 1; i <= kDepth; ++i)
            text += recordLine(i == 1 ? QByteArray("Full Server Tick") : "Timer " + QByteArray::number(i), 1000000 - i, i, i - 1);
        text += "# FormatVersion 2\nSample time 2000000 (0.002s)\n";
        const ProfilePtr p = load(text.constData());
        QVERIFY(p);
        TimingsTreePanel tree;
        tree.setProfile(p, {});
        QTRY_VERIFY_WITH_TIMEOUT(!tree.isBuilding(), 60000);
        QCOMPARE(tree.model()->tree().maxDepth(), std::uint32_t(kDepth));
        tree.expandAll();
        QModelIndex index = tree.view()->model()->index(0, 0);
        int open = 0;
        for (; index.isValid() && tree.view()->isExpanded(index); index = tree.view()->model()->index(0, 0, index))
            ++open;
        QVERIFY2(open >= 256 && open < kDepth, qPrintable(QString::number(open)));

        const CallTree bottom = CallTree::build(*p, {}, CallTree::Direction::BottomUp);
        QVERIFY(bottom.callersCut());
        QVERIFY(bottom.size() <= std::uint32_t(kDepth) * (CallTree::kMaxCallerLevels + 1));
        QVERIFY(!CallTree::build(*p, {}, CallTree::Direction::TopDown).callersCut());
    }

    void documentOpensOnTheTimingsTree()
    {
        const ProfilePtr p = load(fixtures::kTimingsTree);
        QVERIFY(p);
        DocumentView view;
        view.resize(1200, 800);
        view.setProfile(p, QStringLiteral("timings.txt"));
        QCOMPARE(view.currentViewName(), QStringLiteral("pmtree"));
        QVERIFY(view.showView(QStringLiteral("pmlist")));
        QVERIFY(!view.showView(QStringLiteral("steps")));
        // The header gives the server figures and the short-sample note.
        QStringList labels;
        for (const QLabel *label : view.findChildren<QLabel *>())
            labels << label->text();
        const QString text = labels.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("TPS")) && text.contains(QStringLiteral("very short")), qPrintable(text));
    }
};

QTEST_MAIN(TestTimingsViews)
#include "tst_timingsviews.moc"
