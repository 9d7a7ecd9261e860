// The timeline's activity graphs: the per-column summary against a
// brute-force count (samples stacked by category, a counter's line), the
// classes samples fall in, expanding and folding a track, hiding, moving
// and pinning tracks with the selection kept, a click on a graph selecting
// the sample's stack, and the marker row (instants; a double-click selects
// the time to the next one).
#include "CallTreeView.h"
#include "DocumentView.h"
#include "ProfileFixtures.h"
#include "TimelineView.h"
#include "activity/ActivitySummary.h"
#include "activity/TimelineMarkers.h"
#include "model/ProfileBuilder.h"

#include <QSignalSpy>
#include <QToolTip>
#include <QTreeView>
#include <QtTest>
#include <cmath>

using namespace hg;

namespace {

constexpr TimePs ms(double v) { return TimePs(v * double(kPsPerMs)); }

// Two sampled threads and a span track. Frames: "main" (in app), "read"
// (system), "js" and "gc" (categories JavaScript and GC), "plain" (neither).
// Samples at uneven times, one of weight 0 (a gap); a counter; instants
// (zero-length spans) at 12, 30 and 30 ms on the span track and 55 ms on
// a track of its own.
struct Fixture
{
    ProfilePtr profile;
    TrackId busy, quiet, spans, events;
    FrameId main, read, js, gc, plain;
};

Fixture fixture()
{
    Fixture f;
    ProfileBuilder b(QStringLiteral("fixture"));
    Frame main;
    main.name = b.intern("main");
    main.flags = Frame::InApp;
    Frame read;
    read.name = b.intern("read");
    read.flags = Frame::NotInApp;
    Frame js;
    js.name = b.intern("js");
    js.category = b.intern("JavaScript");
    Frame gc;
    gc.name = b.intern("gc");
    gc.category = b.intern("GC");
    f.main = b.addFrame(main);
    f.read = b.addFrame(read);
    f.js = b.addFrame(js);
    f.gc = b.addFrame(gc);
    f.plain = b.addFrame("plain");
    const StackId sMain = b.addStack(kNoId, f.main);
    const StackId sRead = b.addStack(sMain, f.read);
    const StackId sJs = b.addStack(sMain, f.js);
    const StackId sGc = b.addStack(sJs, f.gc);
    const StackId sPlain = b.addStack(kNoId, f.plain);
    f.busy = b.addTrack({QStringLiteral("busy"), QStringLiteral("p"), 1, -1, {}, {}});
    f.quiet = b.addTrack({QStringLiteral("quiet"), QStringLiteral("p"), 2, -1, {}, {}});
    f.spans = b.addTrack({QStringLiteral("spans"), QStringLiteral("p"), 3, -1, {}, {}});
    f.events = b.addTrack({QStringLiteral("events"), QStringLiteral("p"), 4, -1, {}, {}});
    const double busyTimes[] = {0, 3, 7, 10, 11, 18, 25, 26, 40, 41.5, 60};
    const StackId busyStacks[] = {sMain, sRead, sJs, sGc, sGc, sPlain, sRead, sJs, sMain, sJs, sRead};
    for (int i = 0; i < 11; ++i)
        b.addSample(f.busy, ms(busyTimes[i]), busyStacks[i], i == 8 ? 0 : 1);
    for (int i = 0; i < 4; ++i)
        b.addSample(f.quiet, ms(20 + 10 * i), sPlain);
    const FrameId tick = b.addFrame("tick"), load = b.addFrame("load");
    b.addSpan(f.spans, ms(5), ms(40), load);
    FrameId nested = load;
    for (const char *name : {"a", "b", "deep"}) { // rows 1 to 3 under load
        nested = b.addFrame(name);
        b.addSpan(f.spans, ms(6), ms(30), nested);
    }
    b.addSpan(f.spans, ms(12), 0, tick);
    b.addSpan(f.spans, ms(30), 0, tick);
    b.addSpan(f.spans, ms(30), 0, tick);
    b.addSpan(f.events, ms(55), 0, tick);
    const std::uint32_t counter = b.addCounter(QStringLiteral("memory"), QStringLiteral("byte"));
    const double values[] = {5, 9, 2, 7, 7, 4};
    for (int i = 0; i < 6; ++i)
        b.addCounterValue(counter, ms(i * 9.5), values[i]);
    f.profile = b.build();
    return f;
}

// How much of [from, to) the interval [a, b) covers.
double overlap(double a, double b, double from, double to) { return std::max(0.0, std::min(b, to) - std::max(a, from)); }

QPoint at(double x, double y) { return QPointF(x, y).toPoint(); }

// The tooltip the view shows at a point.
QString tooltipAt(QAbstractScrollArea &view, QPoint p)
{
    QToolTip::hideText(); // the one before, which lingers
    if (!QTest::qWaitFor([] { return !QToolTip::isVisible(); }, 2000))
        return QStringLiteral("(the tooltip before did not hide)");
    QHelpEvent help(QEvent::ToolTip, p, view.viewport()->mapToGlobal(p));
    QCoreApplication::sendEvent(view.viewport(), &help);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

} // namespace

class TestActivityGraphs : public QObject
{
    Q_OBJECT

    // A timeline with activity graphs on the fixture, built and summarised.
    std::unique_ptr<TimelineView> shownTimeline(const Fixture &f)
    {
        auto view = std::make_unique<TimelineView>();
        view->resize(800, 600);
        view->setActivityGraphs(true);
        view->setProfile(f.profile);
        view->show();
        [&] { QVERIFY(QTest::qWaitForWindowExposed(view.get())); }();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!view->isBuilding() && view->activitySummary(), 10000); }();
        return view;
    }

private slots:
    void samplesFallInTheirLeafsClass()
    {
        const Fixture f = fixture();
        const auto source = ActivitySource::of(f.profile);
        const ActivityClasses &classes = source->classes;
        QCOMPARE(classes.count(), std::size_t(5)); // other, app, system, JavaScript, GC
        const SampleTrack &s = f.profile->tracks()[f.busy].samples;
        QCOMPARE(classes.classOfStack(s.stack(0)), std::uint8_t(ActivityClasses::App));    // main
        QCOMPARE(classes.classOfStack(s.stack(1)), std::uint8_t(ActivityClasses::System)); // main > read
        QCOMPARE(f.profile->strings().string(classes.category(classes.classOfStack(s.stack(2)))), QStringLiteral("JavaScript"));
        QCOMPARE(f.profile->strings().string(classes.category(classes.classOfStack(s.stack(3)))), QStringLiteral("GC"));
        QCOMPARE(classes.classOfStack(s.stack(5)), std::uint8_t(ActivityClasses::Other)); // plain
    }

    void summaryMatchesABruteForceCount_data()
    {
        QTest::addColumn<double>("fromMs");
        QTest::addColumn<double>("toMs");
        QTest::addColumn<int>("columns");
        QTest::newRow("whole, coarse") << 0.0 << 80.0 << 8;
        QTest::newRow("whole, fine") << 0.0 << 80.0 << 333;
        QTest::newRow("a part") << 9.3 << 27.1 << 17;
    }

    void summaryMatchesABruteForceCount()
    {
        QFETCH(double, fromMs);
        QFETCH(double, toMs);
        QFETCH(int, columns);
        const Fixture f = fixture();
        const auto source = ActivitySource::of(f.profile);
        // With js selected: main > js and main > js > gc darkened.
        const ActivitySummary summary = ActivitySummary::build(*source, {f.busy, f.quiet}, {0}, ms(fromMs), ms(toMs), columns, {}, f.js);
        QCOMPARE(summary.columns, columns);
        const double width = double(ms(toMs) - ms(fromMs)) / columns;
        for (const TrackId t : {f.busy, f.quiet}) {
            const SampleTrack &s = f.profile->tracks()[t].samples;
            const ActivitySummary::SampleGraph *graph = summary.graphOf(t);
            QVERIFY(graph);
            for (int c = 0; c < columns; ++c) {
                const double c0 = double(ms(fromMs)) + c * width, c1 = c0 + width;
                std::vector<double> expected(summary.classes, 0.0);
                double selected = 0;
                for (std::uint32_t i = 0; i < s.size(); ++i) {
                    if (s.weight(i) == 0)
                        continue;
                    const double a = double(s.time(i));
                    const double b = i + 1 < s.size() ? double(s.time(i + 1)) : a + double(source->lastSampleLength[t]);
                    expected[source->classes.classOfStack(s.stack(i))] += overlap(a, b, c0, c1) / width;
                    const std::vector<FrameId> path = [&] {
                        std::vector<FrameId> frames;
                        for (StackId k = s.stack(i); k != kNoId; k = f.profile->stacks().parent(k))
                            frames.push_back(f.profile->stacks().frame(k));
                        return frames;
                    }();
                    if (std::find(path.begin(), path.end(), f.js) != path.end())
                        selected += overlap(a, b, c0, c1) / width;
                }
                QVERIFY(std::abs(graph->selected[std::size_t(c)] - std::min(selected, 1.0)) < 1e-4);
                for (std::size_t k = 0; k < summary.classes; ++k)
                    QVERIFY2(std::abs(graph->share(c, k, summary.classes) - std::min(expected[k], 1.0)) < 1e-4,
                             qPrintable(QStringLiteral("track %1 column %2 class %3: %4, expected %5")
                                            .arg(t).arg(c).arg(k).arg(graph->share(c, k, summary.classes)).arg(expected[k])));
            }
        }
        // The counter: the lowest and highest value holding within each column.
        const CounterSeries &series = f.profile->counters()[0];
        const ActivitySummary::CounterLine *line = summary.lineOf(0);
        QVERIFY(line);
        QCOMPARE(line->max, 9.0);
        for (int c = 0; c < columns; ++c) {
            const double c0 = double(ms(fromMs)) + c * width, c1 = c0 + width;
            double lo = INFINITY, hi = -INFINITY;
            for (std::size_t i = 0; i < series.size(); ++i) {
                const double a = double(series.times[i]);
                const double b = i + 1 < series.size() ? double(series.times[i + 1]) : a + 1;
                if (overlap(a, b, c0, c1) > 0) {
                    lo = std::min(lo, series.values[i]);
                    hi = std::max(hi, series.values[i]);
                }
            }
            if (std::isinf(lo)) {
                QVERIFY(std::isnan(line->low[std::size_t(c)]));
            } else {
                QCOMPARE(double(line->low[std::size_t(c)]), lo);
                QCOMPARE(double(line->high[std::size_t(c)]), hi);
            }
        }
    }

    void aGraphIsAsHighAsTheCpuTimeUsed()
    {
        // Samples every 10 ms; from the second on, each says its thread used
        // 10, 5 or 0 ms of CPU since the one before, and the last two a state.
        ProfileBuilder builder(QStringLiteral("test"));
        const FrameId work = builder.addFrame("work");
        const StackId stack = builder.addStack(kNoId, work);
        const TrackId t = builder.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        const std::uint64_t cpuMs[] = {0, 10, 5, 0, 10, 10};
        for (std::uint32_t i = 0; i < 6; ++i) {
            builder.addSample(t, ms(10.0 * i), stack);
            if (i > 0 && i < 4)
                builder.setSampleCpu(t, i, cpuMs[i] * 1'000'000);
        }
        builder.setSampleState(t, 4, ThreadState::Sleeping);
        builder.setSampleState(t, 5, ThreadState::Running);
        const ProfilePtr p = builder.build();
        const auto source = ActivitySource::of(p);
        const ActivitySummary summary = ActivitySummary::build(*source, {t}, {}, 0, ms(60), 6, {}, FrameId(kNoId));
        const ActivitySummary::SampleGraph *graph = summary.graphOf(t);
        QVERIFY(graph);
        // Sample 0 has no figure and no state: full height. Then 10/10, 5/10,
        // 0/10 of a CPU; sample 4 sleeps, sample 5 runs.
        const double expected[] = {1.0, 1.0, 0.5, 0.0, 0.0, 1.0};
        for (int c = 0; c < 6; ++c) {
            double total = 0;
            for (std::size_t k = 0; k < summary.classes; ++k)
                total += graph->share(c, k, summary.classes);
            QVERIFY2(std::abs(total - expected[c]) < 1e-4, qPrintable(QStringLiteral("column %1: %2").arg(c).arg(total)));
        }
    }

    void tracksAreCompactRowsThatExpandInPlace()
    {
        const Fixture f = fixture();
        auto view = shownTimeline(f);
        const QRectF row = view->rowRect(f.busy);
        QVERIFY(!row.isNull());
        QCOMPARE(row.height(), 36.0);
        QVERIFY(!view->counterRect(0).isNull());
        // A click on the label opens the flame chart in its place…
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at(20, row.top() + 8));
        QVERIFY(view->arrangement().isExpanded(f.busy));
        QCOMPARE(view->rowRect(f.busy).height(), 3 * view->style().rowHeight); // main > js > gc
        QCOMPARE(view->shownTracks(), (std::vector<TrackId>{f.busy, f.quiet, f.spans, f.events}));
        // …and a click on its header folds it back.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at(20, view->rowRect(f.busy).top() - 8));
        QVERIFY(!view->arrangement().isExpanded(f.busy));
        QCOMPARE(view->rowRect(f.busy).height(), 36.0);
    }

    void aClickOnAGraphSelectsTheSamplesStack()
    {
        const Fixture f = fixture();
        auto view = shownTimeline(f);
        QSignalSpy selected(view.get(), &TimelineView::spanSelected);
        const QRectF row = view->rowRect(f.busy);
        // 12 ms: the sample at 11 ms, main > js > gc.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at(view->axis().x(ms(12.5)), row.bottom() - 4));
        QCOMPARE(selected.size(), 1);
        const SpanRef span = selected.first().first().value<SpanRef>();
        QCOMPARE(span.track, f.busy);
        const SpanTrack *spans = view->spansOf(f.busy);
        QCOMPARE(spans->frame(span.span), f.gc);
        QCOMPARE(spans->callPath(span.span), (std::vector<FrameId>{f.main, f.js, f.gc}));
        QCOMPARE(view->selectedSpan(), span);
        // Its function's samples are darkened: the summary is made again with it.
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBuilding() && !view->activitySummary()->graphOf(f.busy)->selected.empty(), 10000);
        QVERIFY(view->activitySummary()->graphOf(f.busy)->selected[std::size_t(view->axis().x(ms(12.5)))] > 0);
    }

    void aClickSelectsTheStackInEveryView()
    {
        // main: parse, parse, sql, work, main, sql at 0, 10, … 50 ms.
        DocumentView view;
        view.resize(1000, 700);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.showView(QStringLiteral("calltree")));
        auto *tree = qobject_cast<CallTreeView *>(view.currentPage());
        QVERIFY(view.showView(QStringLiteral("timeline")));
        auto *timeline = qobject_cast<TimelineView *>(view.currentPage());
        QVERIFY(tree && timeline && timeline->showsActivityGraphs());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && timeline->activitySummary(), 10000);
        const TrackId main{0};
        QTest::mouseClick(timeline->viewport(), Qt::LeftButton, {}, at(timeline->axis().x(ms(25)), timeline->rowRect(main).bottom() - 4));
        // The call tree selects that call path: main > work > sql.
        QTRY_COMPARE(tree->treeView()->currentIndex().data().toString(), QStringLiteral("sql"));
        QCOMPARE(tree->treeView()->currentIndex().parent().data().toString(), QStringLiteral("work"));
        QCOMPARE(tree->treeView()->currentIndex().parent().parent().data().toString(), QStringLiteral("main"));
    }

    void hoveringNamesTheStackAndTheMarker()
    {
        const Fixture f = fixture();
        auto view = shownTimeline(f);
        // The sample at 11 ms, leaf first: gc, js, main; its class.
        const QString stack = tooltipAt(*view, at(view->axis().x(ms(12.5)), view->rowRect(f.busy).bottom() - 4));
        QVERIFY2(stack.contains(QStringLiteral("<b>gc</b><br>js<br>main")), qPrintable(stack));
        QVERIFY2(stack.contains(QStringLiteral("GC")), qPrintable(stack));
        // In the gap the weight-0 sample at 40 ms leaves: nothing.
        QVERIFY(tooltipAt(*view, at(view->axis().x(ms(40.5)), view->rowRect(f.busy).bottom() - 4)).isEmpty());
        const QString marker = tooltipAt(*view, at(view->axis().x(ms(55)), view->markerLane().center().y()));
        QVERIFY2(marker.contains(QStringLiteral("<b>tick</b><br>on events")), qPrintable(marker));
        const QString counter = tooltipAt(*view, at(view->axis().x(ms(20)), view->counterRect(0).bottom() - 4));
        QVERIFY2(counter.contains(QStringLiteral("memory")) && counter.contains(QStringLiteral("2 byte")), qPrintable(counter));
    }

    void hidingMovingAndPinningKeepTheSelection()
    {
        const Fixture f = fixture();
        auto view = shownTimeline(f);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at(view->axis().x(ms(12.5)), view->rowRect(f.busy).bottom() - 4));
        const SpanRef selected = view->selectedSpan();
        QVERIFY(!selected.isNone());
        view->arrangement().setExpanded(f.quiet, true);
        view->arrangementChanged();

        view->arrangement().setPinned(f.spans, true);
        view->arrangementChanged();
        QCOMPARE(view->shownTracks(), (std::vector<TrackId>{f.spans, f.busy, f.quiet, f.events}));
        QVERIFY(view->rowRect(f.spans).top() < view->rowRect(f.busy).top());

        // Dragging busy's label below quiet's row moves it there.
        const QRectF busy = view->rowRect(f.busy);
        const QRectF quiet = view->rowRect(f.quiet);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(20, busy.top() + 8));
        QMouseEvent move(QEvent::MouseMove, QPointF(20, quiet.bottom() - 2), view->viewport()->mapToGlobal(QPointF(20, quiet.bottom() - 2)),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(20, quiet.bottom() - 2));
        QCOMPARE(view->shownTracks(), (std::vector<TrackId>{f.spans, f.quiet, f.busy, f.events}));

        view->arrangement().setHidden(f.quiet, true);
        view->arrangementChanged();
        QCOMPARE(view->shownTracks(), (std::vector<TrackId>{f.spans, f.busy, f.events}));
        QVERIFY(view->rowRect(f.quiet).isNull());

        // The selection and the expanded state stayed through all of it.
        QCOMPARE(view->selectedSpan(), selected);
        QVERIFY(view->arrangement().isExpanded(f.quiet));
        view->arrangement().showAll();
        view->arrangementChanged();
        QCOMPARE(view->shownTracks(), (std::vector<TrackId>{f.spans, f.quiet, f.busy, f.events}));
        QCOMPARE(view->rowRect(f.quiet).height(), view->style().rowHeight); // its flame chart: one row
    }

    void revealingASpanBelowTheTopLevelsExpandsItsTrack()
    {
        const Fixture f = fixture();
        auto view = shownTimeline(f);
        const SpanTrack &spans = f.profile->tracks()[f.spans].spans;
        SpanIndex top = kNoId, deep = kNoId;
        for (SpanIndex i{0}; i < spans.size(); ++i) {
            const QString name = f.profile->frameName(spans.frame(i));
            if (name == QStringLiteral("load"))
                top = i;
            else if (name == QStringLiteral("deep"))
                deep = i;
        }
        QVERIFY(top != kNoId && deep != kNoId);
        view->revealSpan({f.spans, top}); // in sight in its compact row
        QVERIFY(!view->arrangement().isExpanded(f.spans));
        QCOMPARE(view->rowRect(f.spans).height(), 36.0);
        view->revealSpan({f.spans, deep}); // its fourth row is not
        QVERIFY(view->arrangement().isExpanded(f.spans));
        QVERIFY(view->rowRect(f.spans).height() > 36);
        QCOMPARE(view->selectedSpan(), (SpanRef{f.spans, deep}));
    }

    void aDragAcrossTheGraphsSelectsARange()
    {
        const Fixture f = fixture();
        auto view = shownTimeline(f);
        QSignalSpy ranges(view.get(), &TimelineView::timeRangeSelected);
        const double y = view->rowRect(f.quiet).center().y();
        const double x0 = view->axis().x(ms(20)), x1 = view->axis().x(ms(40));
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(x0, y));
        QMouseEvent move(QEvent::MouseMove, QPointF(x1, y), view->viewport()->mapToGlobal(QPointF(x1, y)), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(x1, y));
        QVERIFY(!ranges.isEmpty());
        const TimeRange range = ranges.last().first().value<TimeRange>();
        QCOMPARE(range.from, view->axis().time(at(x0, y).x()));
        QCOMPARE(range.to, view->axis().time(at(x1, y).x()));
        QVERIFY(ranges.last().at(1).toBool());
    }

    void theMarkerRowListsInstantsAndSelectsTheirRange()
    {
        const Fixture f = fixture();
        const std::vector<TimelineMarker> markers = TimelineMarkers::find(*f.profile);
        QCOMPARE(markers.size(), std::size_t(4));
        QCOMPARE(markers[0].time, ms(12));
        QCOMPARE(markers[1].time, ms(30));
        QCOMPARE(markers[2].time, ms(30));
        QCOMPARE(markers[3].time, ms(55));
        QCOMPARE(markers[3].span.track, f.events);
        // From a marker to the next later one; the last to the end.
        QCOMPARE(TimelineMarkers::rangeFrom(markers, 1, ms(80)), (TimeRange{ms(30), ms(55)}));
        QCOMPARE(TimelineMarkers::rangeFrom(markers, 3, ms(80)), (TimeRange{ms(55), ms(80)}));

        auto view = shownTimeline(f);
        QCOMPARE(view->markers().size(), std::size_t(4));
        const QRectF lane = view->markerLane();
        QVERIFY(!lane.isNull());
        QSignalSpy ranges(view.get(), &TimelineView::timeRangeSelected);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at(view->axis().x(ms(12)) + 1, lane.center().y()));
        QCOMPARE(ranges.size(), 1);
        QCOMPARE(ranges.first().first().value<TimeRange>(), (TimeRange{ms(12), ms(30)}));
        QCOMPARE(view->timeSelection(), (TimeRange{ms(12), ms(30)}));
    }
};

QTEST_MAIN(TestActivityGraphs)
#include "tst_activitygraphs.moc"
