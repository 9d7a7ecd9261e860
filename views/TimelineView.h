#pragma once
#include "BackgroundResult.h"
#include "FlowArrows.h"
#include "SampleSpanWindows.h"
#include "TimeRanges.h"
#include "TimeSelectionOverlay.h"
#include "ZoomableView.h"
#include "activity/ActivityPictures.h"
#include "activity/TimelineMarkers.h"
#include "activity/TrackArrangement.h"
#include "formats/xplane/StepMarkers.h"

#include <QImage>
#include <QSet>
#include <map>
#include <set>

namespace hg {

// Tracks stacked vertically, each a flame chart of its own depth, under a
// time ruler (relative time, and wall-clock time where the format gives it);
// tracks are grouped (a process, a plane, a request) and groups collapse on
// click. With one track it is the flame chart. Sampled tracks are shown as
// time-ordered spans of merged consecutive samples, prepared on a worker;
// steps that the profile tags (group_id / step_name) are a lane under the
// ruler, found on the same worker. Flows (FlowArrows) are arrows between
// slices: those of the selected span, or all in view when few; clicking an
// arrow's head selects the span at its other end. A drag across it selects
// a time range (drawn by TimeSelectionOverlay; Enter or its button zooms
// into it, Escape or a click outside clears it); the view stays within the
// range committed last. Instants (zero-length spans) are a marker row under
// the ruler; a double-click on one selects the time to the next.
//
// With activity graphs on (the Timeline page), each track is a compact row
// instead: samples as a graph of their categories over time (summarised
// per pixel column on a worker, ActivitySummary), spans as their top
// levels, counters as a line. A click on a row's label expands it to its
// flame chart in place; labels drag to reorder; the context menu hides and
// pins tracks (TrackArrangement).
class TimelineView : public ZoomableView
{
    Q_OBJECT
public:
    explicit TimelineView(QWidget *parent = nullptr);
    ~TimelineView() override;

    void setProfile(ProfilePtr profile);
    // Compact rows (activity graphs) rather than every track at full depth.
    void setActivityGraphs(bool on);
    bool showsActivityGraphs() const { return m_compact; }
    TrackArrangement &arrangement() { return m_arrangement; }
    // Applies a change made to arrangement().
    void arrangementChanged();
    // The summary the graphs are painted from (null until made), and
    // whether a newer one is being made.
    const ActivitySummary *activitySummary() const { return m_pictures.summary.get(); }
    const ActivitySource *activitySource() const { return m_activity.get(); }
    const std::vector<TimelineMarker> &markers() const { return m_markers; }
    // The tracks in screen order (pinned first, hidden left out).
    std::vector<TrackId> shownTracks() const;
    // Where a track's row is (viewport coordinates), null when not shown.
    QRectF rowRect(TrackId track) const;
    // Where a counter's row is (viewport coordinates), null when not shown.
    QRectF counterRect(std::uint32_t counter) const;
    // The marker row (viewport coordinates), null when there are no markers.
    QRectF markerLane() const;
    // Which tracks to show (indices into profile->tracks()); empty = all.
    void setTracks(std::vector<TrackId> tracks);
    void selectSpan(SpanRef span);
    // Selects a span and brings it into view: zooms out to it when it lies
    // outside the visible time, opens its group, scrolls to its row.
    void revealSpan(SpanRef span);
    // The selected span as (track, span); kNoId for both when none is.
    SpanRef selectedSpan() const { return {m_selectedTrack, m_selectedSpan}; }
    // Outlines every span of a function chosen in another view.
    void selectFrame(FrameId frame);
    // The spans shown for a track (its own, or those made from its samples).
    const SpanTrack *spansOf(TrackId track) const;
    bool isBuilding() const
    {
        return m_prepare.isPending() || m_prepareActivity.isPending() || m_summarise.isPending() || m_sampleSpans.isRefining();
    }
    // The rows `tracks` are drawn in, each its tracks: one apiece, except
    // lines a producer gave one display row (XPlane display_id) share one.
    std::vector<std::vector<TrackId>> rowsOf(const std::vector<TrackId> &tracks) const;
    // The ruler, and under it the lane of steps when the profile tags any.
    double headerHeight() const override;
    const std::vector<StepMarker> &steps() const { return m_steps; }
    // The document's ranges: the selection to draw, the committed range to
    // stay within (zoomed out to all of it when it changes).
    void setTimeRanges(const TimeRanges &ranges);
    const std::optional<TimeRange> &timeSelection() const { return m_selection.selection(); }
    // The flow arrows of the last paint, in viewport coordinates.
    const std::vector<FlowArrows::Arrow> &flowArrows() const { return m_flows.arrows(); }

    static constexpr double kRulerHeight = 24;

public slots:
    // Moves to the next/previous span that matches the search, in time order.
    bool jumpToMatch(bool forward);

signals:
    void spanSelected(SpanRef span);
    void built();
    // A range dragged across the view; final: the drag ended.
    void timeRangeSelected(TimeRange range, bool final);
    void timeSelectionCleared();
    void zoomToSelectionRequested();

protected:
    void paintContent(QPainter &painter, double scrollY) override;
    void clicked(QPointF pos) override;
    void doubleClicked(QPointF pos) override;
    void selectAt(QPointF pos) override;
    QString tooltipAt(QPointF pos) const override;
    void styleChanged() override
    {
        m_compactStyle.reset();
        relayout();
    }
    bool dragSelectsAt(QPointF) const override { return true; }
    void selectionDragged(double fromX, double toX, bool final) override;
    void addViewActions(QMenu &menu) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Item
    {
        // Activity: a track's compact row; Counter: a counter's line (in
        // `counter`).
        enum Kind { Group, Header, Body, Activity, Counter } kind;
        TrackId track = kNoId;
        QString group;
        double y = 0;
        double height = 0;
        // More tracks drawn in the same row: lines a producer gave one
        // display row (XPlane lines sharing a display_id).
        std::vector<TrackId> sharing = {};
        std::uint32_t counter = 0;
    };
    struct Hit
    {
        const Item *item = nullptr;
        TrackId track = kNoId; // which of the item's tracks
        SpanIndex span = kNoId;
        const LaneFolds::Marker *marker = nullptr; // folded lanes under the cursor
        bool onLabel = false;                      // a compact row's label, or a header
        bool onShortCalls = false;                 // sample spans folded into a block at this zoom
    };


    struct Prepared;
    void onBuilt(Prepared prepared);
    void relayout();
    QRectF bodyArea(const Item &item) const;
    const LaneFolds *foldsOf(TrackId track) const;
    std::uint32_t screenRowOf(SpanRef span) const; // the row a shown span is drawn in
    // Opens the folded lanes that hide a span; true if any were.
    bool unfoldToShow(SpanRef span);
    // Expands a compact track whose top levels do not show a span; true if it did.
    bool expandToShow(SpanRef span);
    // Where a track's own span is drawn (viewport coordinates), or a null
    // rectangle when its track is not shown.
    QRectF spanRect(SpanRef span) const;
    const Item *bodyOf(TrackId track) const;
    bool followFlowAt(QPointF viewportPos);
    Hit hitAt(QPointF viewportPos) const;
    void paintRuler(QPainter &painter);
    void paintSteps(QPainter &painter);
    std::pair<std::size_t, std::size_t> visibleSteps() const; // index range
    const StepMarker *stepAt(QPointF viewportPos) const;
    QString stepTitle(const StepMarker &step) const;

    // The activity graphs (TimelineViewActivity.cpp).
    QString trackTitle(const Item &item) const;
    const FlameRenderer::Style &compactStyle() const;
    const FlameRenderer::Style &styleOf(const Item &item) const;
    bool isCompact(TrackId track) const;
    QRectF labelRect(const Item &item) const;
    void paintActivity(QPainter &painter, const Item &item, const QRectF &rect);
    void paintCounter(QPainter &painter, const Item &item, const QRectF &rect);
    void paintLabel(QPainter &painter, const Item &item, const QRectF &rect);
    void drawSummarised(QPainter &painter, const QImage &image, const QRectF &graph) const;
    void paintMarkers(QPainter &painter);
    std::optional<std::size_t> markerAt(QPointF viewportPos) const;
    QString markerTooltip(std::size_t marker) const;
    QString sampleTooltip(TrackId track, TimePs at) const;
    QString counterTooltip(std::uint32_t counter, TimePs at) const;
    // Expand or fold, pin, hide the track a context menu opened on.
    void addTrackActions(QMenu &menu);
    SpanIndex deepestSpanAt(TrackId track, TimePs at) const;
    // Starts a summary for the current zoom unless the one shown or under
    // way covers it.
    void summariseIfNeeded();
    void prepareActivity(); // the profile's ActivitySource, on a worker
    // Asks for finer sample spans of the time in view where the zoom needs them.
    void refineSampleSpans();
    // A sampled track's spans were swapped for finer or coarser ones: the selection follows.
    void sampleSpansSwitched(TrackId track, const SpanTrack &before, const SpanTrack &after);
    void toggleExpanded(TrackId track);
    std::vector<TrackId> compactSampleTracks() const;
    std::vector<std::uint32_t> shownCounters() const;
    ActivityPictures::Colors pictureColors() const;

    struct Prepared
    {
        std::shared_ptr<const ProfileSampleSpans::Tracks> sampleSpans;
        std::vector<StepMarker> steps;
        std::vector<TimelineMarker> markers;
    };
    struct SummaryRequest
    {
        TimePs start = 0, end = 0;
        int columns = 0;
        std::vector<TrackId> tracks;
        std::vector<std::uint32_t> counters;
        FrameId frame = kNoId; // the selected function, whose samples are darkened
        bool operator==(const SummaryRequest &) const = default;
    };

    ProfilePtr m_profile;
    SampleSpanWindows m_sampleSpans; // of sampled tracks, finer where zoomed in
    std::vector<StepMarker> m_steps;
    std::vector<TrackId> m_trackFilter;
    std::vector<Item> m_items;
    std::vector<std::uint32_t> m_bodyOfTrack; // index into m_items per track; kNoId when not shown
    FlowArrows m_flows;
    TimeSelectionOverlay m_selection;
    std::optional<TimeRange> m_bounds; // the committed range the axis stays within
    QSet<QString> m_collapsed;
    std::map<TrackId, std::set<std::uint32_t>> m_openedLanes; // parents whose many lanes the user opened
    std::map<TrackId, LaneFolds> m_folds;                       // of the shown tracks that fold lanes
    TrackId m_selectedTrack = kNoId;
    SpanIndex m_selectedSpan = kNoId;
    FrameId m_selectedFrame = kNoId;
    BackgroundResult<Prepared> m_prepare; // until its result is shown, the view is building

    bool m_compact = false;
    TrackArrangement m_arrangement;
    std::vector<TimelineMarker> m_markers;
    std::shared_ptr<const ActivitySource> m_activity;
    ActivityPictures m_pictures;     // the summary shown, with its rows' images
    SummaryRequest m_summaryRequest; // the newest asked for
    BackgroundResult<ActivityPictures> m_summarise;
    // Apart from the preparation, so the graphs need not wait for the
    // samples to become spans.
    BackgroundResult<std::shared_ptr<const ActivitySource>> m_prepareActivity;
    mutable std::optional<FlameRenderer::Style> m_compactStyle;
    // A label being dragged to reorder its track.
    TrackId m_reordering = kNoId;
    QPointF m_reorderFrom;
    double m_reorderY = -1;
    bool m_reorderMoved = false;
    TrackId m_dropBefore = kNoId; // where it goes: before this track, last when none
    TrackId m_menuTrack = kNoId; // the track a context menu is opened on
};

} // namespace hg
