// The views of a comparison: the diff call tree model, the differential
// flame graph's shape and colours, the summary, the options, and a profile
// compared with itself showing no change.
#include "ProfileFixtures.h"
#include "compare/ComparisonSearch.h"
#include "compare/ComparisonSummary.h"
#include "compare/ComparisonView.h"
#include "compare/DiffColours.h"
#include "compare/DiffFlameGraphView.h"
#include "compare/DiffTreeModel.h"
#include "compare/DiffTreeView.h"
#include "compare/SideBySideCharts.h"
#include "compare/TrackPairing.h"
#include "TimelineView.h"
#include "compare/FigureComparisonModel.h"
#include "compare/FormatComparisonPanel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace hg;

namespace {

// main -> work -> {parse, sql}: `parse` samples in A, twice as many in B.
ProfilePtr workProfile(int parseSamples, int sqlSamples)
{
    ProfileBuilder b(QStringLiteral("sentry"));
    const FrameId fMain = b.addFrame("main"), fWork = b.addFrame("work"), fParse = b.addFrame("parse"),
                  fSql = b.addFrame("sql");
    const StackId sWork = b.addStack(b.addStack(kNoId, fMain), fWork);
    const StackId sParse = b.addStack(sWork, fParse), sSql = b.addStack(sWork, fSql);
    const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
    int i = 0;
    for (int n = 0; n < parseSamples; ++n)
        b.addSample(t, (i++) * 10 * kPsPerMs, sParse);
    for (int n = 0; n < sqlSamples; ++n)
        b.addSample(t, (i++) * 10 * kPsPerMs, sSql);
    return b.build();
}

bool waitUntilReady(ComparisonView &view)
{
    return QTest::qWaitFor([&] { return view.comparison() && !view.isBusy(); }, 10000);
}

QModelIndex findRow(const QAbstractItemModel &model, const QString &name, const QModelIndex &parent = {})
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        if (index.data().toString() == name)
            return index;
        if (const QModelIndex below = findRow(model, name, index); below.isValid())
            return below;
    }
    return {};
}

} // namespace

class TestComparisonView : public QObject
{
    Q_OBJECT

private slots:
    void diffTreeModelHasBothSidesAndTheChange()
    {
        // A: parse 2 of 4 samples (50%), B: parse 6 of 8 (75%).
        auto comparison = Comparison::compare({workProfile(2, 2), QStringLiteral("a")}, {workProfile(6, 2), QStringLiteral("b")}, {});
        QVERIFY(comparison);
        DiffTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTree(comparison, std::shared_ptr<const DiffTree>(comparison, &comparison->tree()));
        const QModelIndex parse = findRow(model, QStringLiteral("parse"));
        QVERIFY(parse.isValid());
        QCOMPARE(parse.siblingAtColumn(DiffTreeModel::SelfA).data().toString(), QStringLiteral("50.0%"));
        QCOMPARE(parse.siblingAtColumn(DiffTreeModel::SelfB).data().toString(), QStringLiteral("75.0%"));
        QCOMPARE(parse.siblingAtColumn(DiffTreeModel::SelfChange).data().toString(), QStringLiteral("+25.0%"));
        QCOMPARE(parse.siblingAtColumn(DiffTreeModel::SelfRelative).data().toString(), QStringLiteral("+50%"));
        const QModelIndex sql = findRow(model, QStringLiteral("sql"));
        QCOMPARE(sql.siblingAtColumn(DiffTreeModel::SelfChange).data().toString(), QStringLiteral("-25.0%"));
        QCOMPARE(sql.siblingAtColumn(DiffTreeModel::SelfChange).data(DiffTreeModel::SortRole).toDouble(), -0.25);
    }

    void newAndGoneAreFlagged()
    {
        ProfileBuilder b(QStringLiteral("sentry"));
        const StackId sOld = b.addStack(kNoId, b.addFrame("old")), sMain = b.addStack(kNoId, b.addFrame("main"));
        const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
        b.addSample(t, 0, sOld);
        b.addSample(t, 10 * kPsPerMs, sMain);
        auto comparison = Comparison::compare({b.build(), QStringLiteral("a")}, {workProfile(1, 1), QStringLiteral("b")}, {});
        DiffTreeModel model;
        model.setTree(comparison, std::shared_ptr<const DiffTree>(comparison, &comparison->tree()));
        QCOMPARE(findRow(model, QStringLiteral("old")).siblingAtColumn(DiffTreeModel::Status).data().toString(), QStringLiteral("gone"));
        QCOMPARE(findRow(model, QStringLiteral("work")).siblingAtColumn(DiffTreeModel::Status).data().toString(), QStringLiteral("new"));
        QCOMPARE(findRow(model, QStringLiteral("main")).siblingAtColumn(DiffTreeModel::Status).data().toString(), QString());
    }

    void flameGraphTakesEitherShapeAndColoursTheChange()
    {
        auto comparison = Comparison::compare({workProfile(2, 2), QStringLiteral("a")}, {workProfile(6, 2), QStringLiteral("b")}, {});
        const DiffTree &tree = comparison->tree();
        for (const DiffTree::Side side : {DiffTree::Side::A, DiffTree::Side::B}) {
            const FlameGraphLayout layout = FlameGraphLayout::build(tree, side, comparison->frames(side));
            QCOMPARE(layout.spans.size(), 4u); // main, work, parse, sql
            const SpanTrack::IndexRange roots = layout.spans.row(0);
            const DiffTree::Node &root = tree.node(layout.nodeOfSpan[roots.first]);
            QCOMPARE(layout.spans.duration(roots.first), side == DiffTree::Side::A ? root.a.total : root.b.total);
        }
        // The biggest slowdown is the reddest; the biggest speed-up blue.
        const QColor slower = DiffColours::of(0.25, 0.25), faster = DiffColours::of(-0.25, 0.25);
        QVERIFY(slower.red() > slower.blue());
        QVERIFY(faster.blue() > faster.red());
        QCOMPARE(DiffColours::of(0.0001, 0.25), DiffColours::unchanged());
    }

    void profileAgainstItselfHasNoChange()
    {
        const ProfilePtr p = test::sampledProfile();
        ComparisonView view;
        view.setSides({p, QStringLiteral("a")}, {p, QStringLiteral("a")});
        QVERIFY(waitUntilReady(view));
        const Comparison &c = *view.comparison();
        for (std::uint32_t n = 0; n < c.tree().size(); ++n) {
            QCOMPARE(c.selfChange(c.tree().node(n)), 0.0);
            QCOMPARE(c.totalChange(c.tree().node(n)), 0.0);
        }
        QCOMPARE(c.changeText(0.0), QStringLiteral("0.0%"));
    }

    void viewComputesEveryPageAndFollowsItsOptions()
    {
        ComparisonView view;
        view.resize(1000, 600);
        view.show();
        QSignalSpy ready(&view, &ComparisonView::ready);
        view.setSides({workProfile(2, 2), QStringLiteral("before")}, {workProfile(6, 2), QStringLiteral("after")});
        // Until its tree arrives, the bottom-up page says it is comparing.
        QVERIFY(!view.bottomUp()->model()->tree());
        QVERIFY(view.bottomUp()->isPending());
        QVERIFY(waitUntilReady(view));
        QVERIFY(ready.count() >= 1 || ready.wait(5000));
        QVERIFY(view.bottomUp()->model()->tree());
        QVERIFY(!view.bottomUp()->isPending());
        QVERIFY(view.callTree()->model()->tree());
        QCOMPARE(view.viewNames(), (QStringList{QStringLiteral("compare"), QStringLiteral("diffgraph"), QStringLiteral("difftree"),
                                                QStringLiteral("diffbottomup"), QStringLiteral("charts"), QStringLiteral("figures")}));
        QVERIFY(view.showView(QStringLiteral("diffgraph")));
        QCOMPARE(view.currentViewName(), QStringLiteral("diffgraph"));
        QVERIFY(!view.showView(QStringLiteral("flamegraph")));
        // Bottom-up: the leaf functions are the roots.
        QStringList roots;
        const DiffTreeModel &bottomUp = *view.bottomUp()->model();
        for (int row = 0; row < bottomUp.rowCount(); ++row)
            roots << bottomUp.index(row, 0).data().toString();
        roots.sort();
        QCOMPARE(roots, (QStringList{QStringLiteral("parse"), QStringLiteral("sql")}));

        // Absolute values: 40 ms more of parse (20 ms -> 60 ms).
        view.absoluteBox()->setChecked(true);
        QVERIFY(waitUntilReady(view));
        QVERIFY(!view.comparison()->shares());
        const QModelIndex parse = findRow(*view.callTree()->model(), QStringLiteral("parse"));
        QCOMPARE(parse.siblingAtColumn(DiffTreeModel::SelfChange).data().toString(), QStringLiteral("+40.0 ms"));

        // Swapping makes the slowdown a speed-up.
        view.swapSides();
        QVERIFY(waitUntilReady(view));
        const QModelIndex swapped = findRow(*view.callTree()->model(), QStringLiteral("parse"));
        QCOMPARE(swapped.siblingAtColumn(DiffTreeModel::SelfChange).data().toString(), QStringLiteral("-40.0 ms"));

        // Searching greys the rows of other functions.
        view.searchBox()->setText(QStringLiteral("pars"));
        QVERIFY(QTest::qWaitFor([&] { return view.searchBox()->results().b != nullptr; }, 5000));
        const QModelIndex parseRow = findRow(*view.callTree()->model(), QStringLiteral("parse"));
        const QModelIndex sqlRow = findRow(*view.callTree()->model(), QStringLiteral("sql"));
        QVERIFY(parseRow.data(Qt::ForegroundRole).value<QColor>() != QColor(Qt::gray));
        QCOMPARE(sqlRow.data(Qt::ForegroundRole).value<QColor>(), QColor(Qt::gray));
        view.searchBox()->clear();
        QVERIFY(QTest::qWaitFor([&] { return view.searchBox()->results().b == nullptr; }, 5000));

        // A frame chosen in the flame graph is the current row of the call tree.
        const std::uint32_t parseNode = view.callTree()->model()->nodeOf(findRow(*view.callTree()->model(), QStringLiteral("parse")));
        view.flameGraph()->selectNode(parseNode);
        QCOMPARE(view.flameGraph()->selectedNode(), parseNode);
        emit view.flameGraph()->nodeSelected(parseNode);
        const QModelIndex current = view.callTree()->treeView()->currentIndex();
        QCOMPARE(current.data().toString(), QStringLiteral("parse"));

        // The shown page as an image.
        QTemporaryDir dir;
        QCOMPARE(view.exportImage(dir.filePath(QStringLiteral("diff.png"))), QString());
        QVERIFY(!QImage(dir.filePath(QStringLiteral("diff.png"))).isNull());
        QCOMPARE(view.exportImage(dir.filePath(QStringLiteral("diff.svg"))), QString());
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("diff.svg"))).size() > 0);

        // A's shape in the flame graph.
        view.shapeABox()->setChecked(true);
        QCOMPARE(view.flameGraph()->shape(), DiffTree::Side::A);
        QVERIFY(QTest::qWaitFor([&] { return !view.flameGraph()->isBuilding(); }, 5000));
    }

    void tracksArePairedByName()
    {
        ComparisonView view;
        view.setSides({test::sampledProfile(), QStringLiteral("a")}, {test::sampledProfile(), QStringLiteral("b")});
        QVERIFY(waitUntilReady(view));
        QCOMPARE(view.comparison()->diff().wholeA(), 90 * kPsPerMs); // 9 samples of 10 ms, both threads
        TrackPairing *pairing = view.trackPairing();
        pairing->boxA()->setCurrentIndex(pairing->boxA()->findText(QStringLiteral("Threads / main")));
        QCOMPARE(pairing->boxB()->currentText(), QStringLiteral("Threads / main")); // B follows by name
        QVERIFY(waitUntilReady(view));
        QCOMPARE(view.comparison()->diff().wholeA(), 60 * kPsPerMs);
        QCOMPARE(view.comparison()->diff().wholeB(), 60 * kPsPerMs);
        // Paired by hand: A's main against B's worker.
        pairing->boxB()->setCurrentIndex(pairing->boxB()->findText(QStringLiteral("Threads / worker")));
        QVERIFY(waitUntilReady(view));
        QCOMPARE(view.comparison()->diff().wholeB(), 30 * kPsPerMs);
    }

    void flameChartsFollowEachOtherByRelativeTime()
    {
        ComparisonView view;
        view.resize(1000, 700);
        view.show();
        // B runs twice as long as A: half of A in view is half of B.
        view.setSides({workProfile(2, 2), QStringLiteral("a")}, {workProfile(6, 2), QStringLiteral("b")});
        QVERIFY(waitUntilReady(view));
        QVERIFY(view.showView(QStringLiteral("charts")));
        SideBySideCharts *charts = view.charts();
        TimelineView *a = charts->chartA(), *b = charts->chartB();
        QVERIFY(QTest::qWaitFor([&] { return !charts->isBuilding(); }, 5000));
        QTest::qWait(50);
        a->axis().setRange(0, a->axis().limit() / 2);
        a->viewport()->update();
        QVERIFY(QTest::qWaitFor([&] { return b->axis().end() < b->axis().limit(); }, 5000));
        QVERIFY(std::abs(double(b->axis().end()) / double(b->axis().limit()) - 0.5) < 0.01);
        QCOMPARE(b->axis().start(), 0);
    }

    void aFormatWithFiguresGetsItsOwnPage()
    {
        const auto ops = [](int count) {
            ProfileBuilder b(QStringLiteral("xplane"));
            const TrackId t = b.addTrack({QStringLiteral("Ops"), QStringLiteral("/device:GPU:0"), 1, -1, {}, {}});
            for (int i = 0; i < count; ++i)
                b.addSpan(t, i * 10 * kPsPerUs, 8 * kPsPerUs, b.addFrame("matmul"));
            return b.build();
        };
        ComparisonView view;
        view.setSides({ops(2), QStringLiteral("a")}, {ops(3), QStringLiteral("b")});
        QVERIFY(waitUntilReady(view));
        QVERIFY(view.hasFormatComparison());
        QVERIFY(view.showView(QStringLiteral("figures")));
        QCOMPARE(view.formatPanel()->model()->rowCount(), 1);

        // Two formats, or one without figures: no such page.
        view.setSides({ops(2), QStringLiteral("a")}, {workProfile(1, 1), QStringLiteral("b")});
        QVERIFY(waitUntilReady(view));
        QVERIFY(!view.hasFormatComparison());
        QVERIFY(!view.showView(QStringLiteral("figures")));
    }

    void summaryListsTheRegressionFirst()
    {
        auto comparison = Comparison::compare({workProfile(2, 2), QStringLiteral("before.json")}, {workProfile(6, 2), QStringLiteral("after.json")}, {});
        ComparisonSummary summary;
        summary.setComparison(comparison);
        const QString text = summary.toPlainText();
        QVERIFY(text.contains(QStringLiteral("before.json")));
        QVERIFY(text.contains(QStringLiteral("after.json")));
        const qsizetype slower = text.indexOf(QStringLiteral("Slower by self time"));
        const qsizetype faster = text.indexOf(QStringLiteral("Faster by self time"));
        QVERIFY(slower >= 0 && faster > slower);
        const qsizetype parse = text.indexOf(QStringLiteral("parse"), slower);
        QVERIFY(parse > slower && parse < faster);
        QVERIFY(text.indexOf(QStringLiteral("sql"), faster) > faster);
    }

    // The merged call paths come first; until the functions' figures follow,
    // the summary shows both totals and says it is comparing, never nothing.
    void summaryWaitsForTheFigures()
    {
        const Comparison::Paths paths = Comparison::comparePaths({workProfile(2, 2), QStringLiteral("before.json")},
                                                                 {workProfile(6, 2), QStringLiteral("after.json")}, {});
        QVERIFY(paths.comparison && paths.trees);
        QVERIFY(!paths.comparison->diff().hasFigures());
        QVERIFY(paths.comparison->tree().size() > 1);
        ComparisonSummary summary;
        summary.setComparison(paths.comparison);
        QString text = summary.toPlainText();
        QVERIFY(text.contains(QStringLiteral("after.json")));
        QVERIFY(text.contains(QStringLiteral("Comparing…")));
        QVERIFY(!text.contains(QStringLiteral("Slower by self time")));

        const auto full = paths.comparison->withFigures(*paths.trees);
        QVERIFY(full->diff().hasFigures());
        QCOMPARE(&full->tree(), &paths.comparison->tree()); // the graph's tree, not a copy
        QVERIFY(std::equal(full->frames(DiffTree::Side::B).begin(), full->frames(DiffTree::Side::B).end(),
                           paths.comparison->frames(DiffTree::Side::B).begin()));
        summary.setComparison(full);
        text = summary.toPlainText();
        QVERIFY(!text.contains(QStringLiteral("Comparing…")));
        QVERIFY(text.indexOf(QStringLiteral("parse"), text.indexOf(QStringLiteral("Slower by self time"))) > 0);
    }
};

QTEST_MAIN(TestComparisonView)
#include "tst_comparisonview.moc"
