#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "CallerCalleeModel.h"
#include "CallersView.h"
#include "DetailsPane.h"
#include "DocumentTransforms.h"
#include "DocumentView.h"
#include "DurationText.h"
#include "FlameGraphView.h"
#include "FunctionListModel.h"
#include "FunctionListView.h"
#include "MeasurementsPanel.h"
#include "ProfileFixtures.h"
#include "SampleWeightSwitches.h"
#include "SearchBar.h"
#include "TimelineView.h"
#include "TrackSelector.h"
#include "analysis/CallTree.h"
#include "model/ProfileBuilder.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QToolButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>
#include <functional>

using namespace hg;

namespace {

// Calls `atFirstPaint` when the view's current page is first painted with
// its build done (what the person sees first), from the event filter.
struct FirstPagePaint : QObject
{
    FirstPagePaint(DocumentView &shown, std::function<void()> call) : view(&shown), atFirstPaint(std::move(call))
    {
        qApp->installEventFilter(this);
    }
    ~FirstPagePaint() override { qApp->removeEventFilter(this); }
    DocumentView *view;
    std::function<void()> atFirstPaint;
    bool seen = false;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        QWidget *page = view->currentPage();
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() == QEvent::Paint && !seen && page && widget && (widget == page || page->isAncestorOf(widget))
            && !view->isCurrentPageBusy()) {
            seen = true;
            atFirstPaint();
        }
        return false;
    }
};

} // namespace

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
                              QStringLiteral("calltree"), QStringLiteral("bottomup"), QStringLiteral("functions"),
                              QStringLiteral("callers"), QStringLiteral("tracks"), QStringLiteral("warnings"), QStringLiteral("measurements"),
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

    // The page on screen is painted once it is built, before the pages
    // of the call trees and the rest are made: their widgets came first.
    void thePageShownPaintsBeforeTheOtherPagesAreMade()
    {
        DocumentView view;
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int treesAtFirstPaint = -1;
        FirstPagePaint probe(view, [&] { treesAtFirstPaint = int(view.findChildren<CallTreeView *>().size()); });
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QCOMPARE(view.currentViewName(), QStringLiteral("flamechart"));
        QCOMPARE(treesAtFirstPaint, 0);
        QVERIFY(!view.findChildren<CallTreeView *>().isEmpty());
    }

    // A page of aggregates (here the call tree an untimed profile opens
    // on) is busy from the start, not only once its build begins: it was
    // painted empty in between.
    void anAggregatePageIsNotPaintedBeforeItsBuild()
    {
        ProfileBuilder b(QStringLiteral("collapsed"));
        const StackId work = b.addStack(b.addStack(kNoId, b.addFrame("main")), b.addFrame("work"));
        const TrackId t = b.addTrack({QStringLiteral("stacks"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(t);
        b.addSample(t, 0, work, 5);
        DocumentView view;
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int rowsAtFirstPaint = -1;
        FirstPagePaint probe(view, [&] {
            if (auto *tree = view.findChild<CallTreeView *>())
                rowsAtFirstPaint = tree->model()->rowCount();
        });
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(b.build(), QStringLiteral("fixture"));
        QCOMPARE(view.currentViewName(), QStringLiteral("calltree"));
        QVERIFY(view.isCurrentPageBusy());
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QTRY_VERIFY(probe.seen);
        QCOMPARE(rowsAtFirstPaint, 1);
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

    // A thread's samples and its markers are two tracks of one thread: the
    // choice of all of them counts threads, not tracks.
    void theTrackChoiceCountsThreads()
    {
        ProfileBuilder b(QStringLiteral("fixture"));
        const FrameId work = b.addFrame("work");
        const StackId stack = b.addStack(kNoId, work);
        auto thread = [&](const char *name, qint64 pid, qint64 tid) {
            TrackInfo info;
            info.name = QString::fromLatin1(name);
            info.processId = pid;
            info.threadId = tid;
            return b.addTrack(info);
        };
        b.addSample(thread("main", 1, 1), 0, stack);
        b.addSpan(thread("main markers", 1, 1), 0, 10, work);
        b.addSample(thread("worker", 1, 2), 0, stack);
        b.addSample(thread("other process", 2, 1), 0, stack);
        TrackSelector tracks;
        tracks.setProfile(b.build());
        QCOMPARE(tracks.itemText(0), QStringLiteral("All threads (3)"));
        QCOMPARE(tracks.count(), 5); // and each track on its own
    }

    // A transform reshapes what every view shows; its key acts on the
    // function selected; undo and redo go back and forth; invert turns the
    // call tree over.
    void transformsReshapeTheViewsWithKeysAndUndo()
    {
        DocumentView view;
        view.resize(900, 600);
        QSignalSpy idle(&view, &DocumentView::idle);
        const ProfilePtr source = test::sampledProfile();
        view.setProfile(source, QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QVERIFY(view.showView(QStringLiteral("calltree")));
        QTRY_VERIFY(!view.isBusy());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *tree = qobject_cast<CallTreeView *>(view.currentPage());
        if (!tree)
            tree = view.currentPage()->findChild<CallTreeView *>();
        QVERIFY(tree);
        QTRY_COMPARE(tree->treeView()->currentIndex().data().toString(), QStringLiteral("parse")); // the hot path's end
        auto hasFrame = [](const Profile &p, const char *name) {
            for (const Track &t : p.tracks())
                for (std::uint32_t i = 0; i < t.samples.size(); ++i)
                    for (StackId s = t.samples.stack(i); s != kNoId; s = p.stacks().parent(s))
                        if (p.frameName(p.stacks().frame(s)) == QLatin1String(name))
                            return true;
            return false;
        };

        tree->treeView()->setFocus();
        QTest::keyClick(tree->treeView(), Qt::Key_M); // merge function: the current row's, the hot path's end
        QCOMPARE(view.transformSpecs(), QStringList{QStringLiteral("merge:parse")});
        QTRY_VERIFY(!view.isBusy());
        QVERIFY(view.profile() != source);
        QVERIFY(!hasFrame(*view.profile(), "parse"));
        QVERIFY(hasFrame(*view.profile(), "sql"));

        QTest::keyClick(tree->treeView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(view.profile(), source);
        QCOMPARE(view.transformSpecs(), QStringList());
        QTest::keyClick(tree->treeView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!hasFrame(*view.profile(), "parse"));

        // Focus on a subtree from the call path of the current row: main >
        // work becomes the root.
        QTRY_COMPARE(tree->treeView()->currentIndex().data().toString(), QStringLiteral("sql")); // the new hot path's end
        QTest::keyClick(tree->treeView(), Qt::Key_Up);
        QCOMPARE(tree->treeView()->currentIndex().data().toString(), QStringLiteral("work"));
        QTest::keyClick(tree->treeView(), Qt::Key_F);
        QCOMPARE(view.transformSpecs().value(1), QStringLiteral("focus-subtree:main;work"));
        QTRY_VERIFY(!view.isBusy());
        QTRY_COMPARE(tree->model()->rowCount(), 1);
        QCOMPARE(tree->model()->index(0, CallTreeModel::Name).data().toString(), QStringLiteral("work"));

        // Invert: the functions that ran at the top (work's own time, where
        // parse went, then sql).
        view.applyTransform(*Transform::parse(QStringLiteral("invert")));
        QTRY_VERIFY(!view.isBusy());
        QTRY_COMPARE(tree->model()->rowCount(), 2);
        QCOMPARE(tree->model()->index(1, CallTreeModel::Name).data().toString(), QStringLiteral("sql"));
        QCOMPARE(view.transformSpecs(), (QStringList{QStringLiteral("merge:parse"), QStringLiteral("focus-subtree:main;work"), QStringLiteral("invert")}));

        // Back along the breadcrumb to the whole profile, then forward again.
        view.transforms().goTo(0);
        QTRY_COMPARE(view.profile(), source);
        view.transforms().goTo(2);
        QTRY_COMPARE(tree->model()->rowCount(), 1);
        QCOMPARE(tree->model()->index(0, CallTreeModel::Name).data().toString(), QStringLiteral("work"));

        // A name that matches nothing is taken back with a note.
        view.applyTransform(*Transform::parse(QStringLiteral("merge:nothing")));
        QTRY_VERIFY(!view.isBusy());
        QCOMPARE(view.transforms().history().position(), std::size_t(2));
        QVERIFY(view.transforms().notes().join(QString()).contains(QStringLiteral("nothing")));
    }

    void cpuTimeAndRunningSwitches()
    {
        DocumentView view;
        view.resize(900, 600);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QTRY_VERIFY(!view.isBusy());
        auto *switches = view.findChild<SampleWeightSwitches *>();
        QVERIFY(switches);
        auto *cpu = switches->findChild<QToolButton *>();
        auto *only = switches->findChild<QComboBox *>();
        QVERIFY(cpu && only);
        // No CPU figures: off, and the tooltip says why.
        QVERIFY(!cpu->isEnabled() && !only->isEnabled());
        QVERIFY(cpu->toolTip().contains(QStringLiteral("does not say")));

        // The worker's samples used 4 and 1 ms; main ran throughout.
        ProfileBuilder b(QStringLiteral("sentry"));
        const StackId work = b.addStack(kNoId, b.addFrame("work")), idle = b.addStack(kNoId, b.addFrame("idle"));
        const TrackId worker = b.addTrack({QStringLiteral("worker"), QStringLiteral("Threads"), 2, -1, {}, {}});
        for (int i = 0; i < 3; ++i) {
            const std::uint32_t sample = b.addSample(worker, i * 10 * kPsPerMs, i == 2 ? idle : work);
            b.setSampleCpu(worker, sample, i == 2 ? 1'000'000 : 4'000'000);
            b.setSampleState(worker, sample, i == 2 ? ThreadState::Sleeping : ThreadState::Running);
        }
        view.setProfile(b.build(), QStringLiteral("fixture"));
        QTRY_VERIFY(!view.isBusy());
        QVERIFY(cpu->isEnabled() && only->isEnabled());
        cpu->click();
        QCOMPARE(view.transformSpecs(), QStringList{QStringLiteral("weight:cpu")});
        QTRY_VERIFY(!view.isBusy());
        QCOMPARE(CallTree::build(*view.profile(), {}, CallTree::Direction::TopDown).node(0).total, std::int64_t(9 * kPsPerMs));
        QVERIFY(cpu->isChecked());
        cpu->click(); // the last step: undone
        QCOMPARE(view.transformSpecs(), QStringList());
        QTRY_VERIFY(!view.isBusy());
        QVERIFY(!cpu->isChecked());

        // Running only, then waiting only instead, then all samples again.
        only->activated(1);
        QCOMPARE(view.transformSpecs(), QStringList{QStringLiteral("only:running")});
        only->activated(2);
        QCOMPARE(view.transformSpecs(), QStringList{QStringLiteral("only:waiting")});
        QTRY_VERIFY(!view.isBusy());
        QCOMPARE(view.profile()->tracks()[0].samples.countStanding(), 1u);
        QCOMPARE(only->currentIndex(), 2);
        only->activated(0);
        QCOMPARE(view.transformSpecs(), QStringList());
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

    void flowsAreDrawnListedAndFollowed()
    {
        // post on "ui" → run on "io" → reply on "ui".
        ProfileBuilder b(QStringLiteral("chrome"));
        const TrackId ui = b.addTrack({QStringLiteral("ui"), QStringLiteral("app"), 1, 1, {}, {}});
        const TrackId io = b.addTrack({QStringLiteral("io"), QStringLiteral("app"), 2, 1, {}, {}});
        const AddedSpan post = b.addSpan(ui, 0, 10 * kPsPerMs, b.addFrame("post"));
        const AddedSpan run = b.addSpan(io, 20 * kPsPerMs, 10 * kPsPerMs, b.addFrame("run"));
        const AddedSpan reply = b.addSpan(ui, 40 * kPsPerMs, 10 * kPsPerMs, b.addFrame("reply"));
        b.addFlow(post, run, b.intern("task"), b.intern("toplevel.flow"));
        b.addFlow(run, reply, b.intern("task"), b.intern("toplevel.flow"));
        DocumentView view;
        view.resize(1000, 600);
        view.setProfile(b.build(), QStringLiteral("flows"));
        QVERIFY(view.showView(QStringLiteral("timeline")));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(!view.isBusy());
        auto *timeline = view.findChild<QTabWidget *>()->currentWidget()->findChild<TimelineView *>();
        QVERIFY(timeline);
        const SpanRef runRef{io, SpanIndex(0)}, replyRef{ui, SpanIndex(1)}, postRef{ui, SpanIndex(0)};
        QCOMPARE(view.profile()->frameName(view.profile()->tracks()[ui].spans.frame(replyRef.span)), QStringLiteral("reply"));

        // Selected, run shows both its flows as arrows, and its details list them.
        QVERIFY(view.selectSpanNamed(QStringLiteral("run")));
        timeline->viewport()->repaint();
        QCOMPARE(timeline->flowArrows().size(), std::size_t(2));
        for (const FlowArrows::Arrow &a : timeline->flowArrows())
            QVERIFY(a.ofSelection);
        auto *details = view.findChild<DetailsPane *>();
        QVERIFY(details);
        const QList<QTreeWidgetItem *> to = details->findItems(QStringLiteral("Flow to"), Qt::MatchExactly, 0);
        const QList<QTreeWidgetItem *> from = details->findItems(QStringLiteral("Flow from"), Qt::MatchExactly, 0);
        QCOMPARE(to.size(), 1);
        QCOMPARE(from.size(), 1);
        QVERIFY2(to.front()->text(1).startsWith(QStringLiteral("reply on ui at ")), qPrintable(to.front()->text(1)));
        QVERIFY2(from.front()->text(1).startsWith(QStringLiteral("post on ui at ")), qPrintable(from.front()->text(1)));

        // Clicking the head of the arrow to reply selects reply.
        QSignalSpy selected(timeline, &TimelineView::spanSelected);
        const auto toReply = std::find_if(timeline->flowArrows().begin(), timeline->flowArrows().end(),
                                          [&](const FlowArrows::Arrow &a) { return view.profile()->flows()[a.flow].to == replyRef; });
        QVERIFY(toReply != timeline->flowArrows().end());
        QTest::mouseClick(timeline->viewport(), Qt::LeftButton, {}, (toReply->to - QPointF(3, 0)).toPoint());
        QCOMPARE(selected.size(), 1);
        QVERIFY(selected.first().at(0).value<SpanRef>() == replyRef);
        QVERIFY(timeline->selectedSpan() == replyRef);

        // Clicking reply's incoming flow in the details goes back to run.
        details->showSpan(view.profile(), ui, view.profile()->tracks()[ui].spans, replyRef.span);
        const QList<QTreeWidgetItem *> back = details->findItems(QStringLiteral("Flow from"), Qt::MatchExactly, 0);
        QCOMPARE(back.size(), 1);
        emit details->itemClicked(back.front(), 1);
        QTRY_VERIFY(timeline->selectedSpan() == runRef);
        QCOMPARE(details->findItems(QStringLiteral("run"), Qt::MatchExactly, 1).size(), 1);
        QVERIFY(!(timeline->selectedSpan() == postRef));
    }

    // The caller/callee page opens on the heaviest function in self time,
    // follows a function chosen in the function list, moves its centre on a
    // double-click, and draws the sandwich.
    void callersPageShowsTheSelectedFunction()
    {
        DocumentView view;
        view.resize(900, 600);
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QVERIFY(view.showView(QStringLiteral("callers")));
        QTRY_VERIFY(!view.isBusy());
        auto *callers = view.findChild<CallersView *>();
        QVERIFY(callers);
        QTRY_VERIFY(callers->figures());
        // idle: 3 samples of 10 ms on the worker, all of it its own time.
        QCOMPARE(callers->centreText().section(QLatin1String("</b>"), 0, 0), QStringLiteral("<b>idle"));
        QCOMPARE(callers->figures()->self(), 30 * kPsPerMs);
        QCOMPARE(callers->callersModel()->index(0, CallerCalleeModel::Name).data().toString(), QStringLiteral("(root)"));

        // Chosen in the function list: work, 50 ms under main, calling parse and sql.
        auto *functions = view.findChild<FunctionListView *>();
        QVERIFY(functions);
        QTRY_VERIFY(functions->model()->rowCount() > 0);
        const QModelIndex work = functions->tableView()->model()->match(
            functions->tableView()->model()->index(0, FunctionListModel::Name), Qt::DisplayRole, QStringLiteral("work")).value(0);
        QVERIFY(work.isValid());
        functions->tableView()->setCurrentIndex(work);
        QTRY_VERIFY(callers->figures() && callers->figures()->total() == 50 * kPsPerMs);
        QVERIFY(callers->centreText().startsWith(QStringLiteral("<b>work</b>")));
        QCOMPARE(callers->callersModel()->rowCount(), 1);
        QCOMPARE(callers->callersModel()->index(0, CallerCalleeModel::Name).data().toString(), QStringLiteral("main"));
        QCOMPARE(callers->callersModel()->index(0, CallerCalleeModel::Percent).data().toString(), percentText(1, 1));
        QCOMPARE(callers->calleesModel()->rowCount(), 3); // parse, sql, (self)

        // A double-click on a callee moves the centre there and selects it everywhere.
        QTableView *callees = callers->calleesTable();
        const QModelIndex parse = callees->model()->match(callees->model()->index(0, CallerCalleeModel::Name), Qt::DisplayRole,
                                                          QStringLiteral("parse")).value(0);
        QVERIFY(parse.isValid());
        emit callees->doubleClicked(parse);
        QTRY_VERIFY(callers->figures()->total() == 20 * kPsPerMs);
        QVERIFY(callers->centreText().startsWith(QStringLiteral("<b>parse</b>")));
        QCOMPARE(functions->tableView()->currentIndex().data().toString(), QStringLiteral("parse"));

        // The sandwich: callers above growing up from parse, callees below.
        callers->setSandwich(true);
        QTRY_VERIFY(!callers->isBuilding() && callers->callersGraph()->tree());
        QVERIFY(callers->callersGraph()->isVisibleTo(callers) && !callers->callersTable()->isVisibleTo(callers));
        const CallTree &up = *callers->callersGraph()->tree();
        QCOMPARE(up.node(0).total, 20 * kPsPerMs);
        QCOMPARE(up.size(), 4u); // parse < work < main
        QVERIFY(!callers->callersGraph()->isIcicle());
        QVERIFY(callers->calleesGraph()->isIcicle());
        QTRY_VERIFY(callers->calleesGraph()->tree());
        QCOMPARE(callers->calleesGraph()->tree()->node(0).total, 20 * kPsPerMs);
    }

    // A function chosen before the page has its tracks is its first centre.
    void callersViewKeepsAFunctionChosenBeforeItsTracks()
    {
        const ProfilePtr profile = test::sampledProfile();
        CallersView view;
        QVERIFY(view.selectFrame(framesNamed(*profile, QStringLiteral("sql")).at(0)));
        view.setProfile(profile, {});
        QVERIFY(view.isBuilding());
        QTRY_VERIFY(!view.isBuilding());
        QVERIFY(view.centreText().startsWith(QStringLiteral("<b>sql</b>")));
        QCOMPARE(view.figures()->total(), 20 * kPsPerMs);
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
