#pragma once
#include "SelectedFunction.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"
#include "pages/PageContext.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSplitter;
class QTabWidget;

namespace hg {

class ColorLegend;
class DetailsPane;
class DocumentRange;
class DocumentTransforms;
class RangeBar;
class TransformActions;
class TransformBar;
struct Transform;
class DocumentPage;
class SearchBar;
class SummaryHeader;
class TrackSelector;

// What the person has narrowed the document to, for File > Export….
struct ExportChoices
{
    std::vector<TrackId> tracks; // chosen in the track selector; empty: all
    QString trackName;
    TimePs visibleFrom = 0, visibleTo = 0; // the flame chart's or timeline's
    bool zoomedIn = false;                  // the visible range is not all of it
    std::optional<TimeRange> selectedRange; // the time range selected or zoomed into
    std::shared_ptr<const FrameSearch::Result> search; // null or inactive: none
    QString searchQuery;
};

// Everything shown for one opened profile: the summary header, the track
// choice and search, the pages as tabs (those of PageRegistry that apply to
// the profile: the flame chart, timeline, ... and the format's own panels)
// and the details of the selection. A page's widget is built the first
// time it is the current tab.
class DocumentView : public QWidget, private PageContext
{
    Q_OBJECT
public:
    explicit DocumentView(QWidget *parent = nullptr);
    ~DocumentView() override;

    void setProfile(ProfilePtr profile, const QString &title);
    // A newer version of the same profile (a live recording's next
    // snapshot): shown keeping what the person chose — the page, the track,
    // the zoom and scroll of the flame chart and timeline (a view showing
    // up to the end keeps following it), the selected span and the search.
    void updateProfile(ProfilePtr profile, const QString &title);
    // The profile shown is a first part of the file, the rest being read
    // (perMille of it so far): the pages that aggregate wait for the whole
    // (updateProfile, then setReading(-1)), showing that they are busy, and
    // the header shows the progress instead of counts the rest changes.
    void setReading(int perMille);
    // The profile shown: the one opened, reshaped by the applied transforms.
    ProfilePtr profile() const { return m_profile; }

    // The document's transforms (the breadcrumb), as spec() texts: what is
    // saved with the document and restored when it is opened again.
    QStringList transformSpecs() const;
    void restoreTransforms(const QStringList &specs);
    // Applies one more transform (as a context menu entry does).
    void applyTransform(const Transform &step);
    DocumentTransforms &transforms() const { return *m_transforms; }
    // The time ranges selected and committed (the timelines' drag, the
    // range breadcrumb), and the part of the profile they leave to the
    // views that aggregate.
    DocumentRange &timeRange() const { return *m_range; }
    // Selects a time range as a drag across the timeline does.
    void selectTimeRange(TimeRange range, bool final) override;

    // View names as on the command line (--view).
    static QStringList viewNames();
    bool showView(const QString &name);
    QString currentViewName() const;
    bool selectTrack(const QString &name);
    // Selects the first span of a frame of this name (in track order) in the
    // flame chart and timeline, with its details; false if there is none.
    bool selectSpanNamed(const QString &name);
    void setSearch(const QString &text, bool regex = false);
    // Saves the visible view as PNG or SVG (by the path's extension). Returns
    // an empty string on success, else what went wrong.
    QString exportImage(const QString &path) const;
    ExportChoices exportChoices() const;
    // True while a view is still being prepared on a worker thread.
    bool isBusy() const;
    // The page shown now (a view or a format panel), and whether it is
    // still being prepared: what a person sees first (bench_firstpaint).
    QWidget *currentPage() const;
    bool isCurrentPageBusy() const;

signals:
    void idle();
    // The page on screen (or to be shown) has been built.
    void currentPageReady();
    // The applied transforms changed (to be saved with the document).
    void transformsChanged();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // A page and the tab that holds its widget once built.
    struct Tab
    {
        std::unique_ptr<DocumentPage> page;
        QWidget *container = nullptr;
        bool aggregateStarted = false; // in this round of startAggregates
    };

    void showProfile(ProfilePtr profile, const QString &title, const QString &keepPage);
    // Replaces the shown profile by another version of it, keeping what the
    // person chose (a live snapshot, a transform's result).
    void replaceShownProfile(ProfilePtr profile);
    void onTransformed(ProfilePtr profile, bool inverted);
    // The track selector, when there is a choice or a part is shown.
    void showTrackChoice();
    const Profile &shownProfile() const;
    void syncPages();
    Tab *tabOf(const QString &viewName);
    Tab *currentTab() const;
    Tab *openingTab();
    void buildPage(Tab &tab);
    void onCurrentPageChanged();
    void updateViews();
    void selectSpanEverywhere(SpanRef span);
    // A flow followed from the details: the span at its other end, selected
    // in every page, brought into view in the page shown, with its details.
    void followToSpan(SpanRef span);
    void reselectSpan(const ProfilePtr &previous, SpanRef selected);
    void startAggregates();
    // A new round: every aggregate is built again for the profile, tracks
    // and range now shown.
    void askForAggregates();
    void onSearchResult(std::shared_ptr<const FrameSearch::Result> result);
    void onRangesChanged();
    void onSliced(ProfilePtr sliced);
    void jumpToMatch(bool forward);
    void retranslate();

    // PageContext
    void showPage(const QString &name) override;
    void chooseTrack(TrackId track) override;
    void showSpanDetails(TrackId track, const SpanTrack &spans, SpanIndex span) override;
    void showNodeDetails(const CallTree &tree, NodeId node) override;
    void showNodeDetails(const CallerTree &tree, NodeId node) override;
    void showRecordDetails(TrackId track, RecordId node) override;
    void showFrameDetails(FrameId frame) override;
    void frameSelected(const DocumentPage &source, FrameId frame, const std::vector<FrameId> &path) override;
    void addFunctionActions(QMenu &menu) override;
    void clearTimeSelection() override;
    void zoomToTimeSelection() override;
    SelectedFunction selectedFunction() const;
    void pageReady() override;

    ProfilePtr m_profile; // the whole profile shown (transformed): the timelines' and the details'
    QString m_title;
    const ProfilePtr m_noProfile; // empty: the pages and titles before a profile comes
    SummaryHeader *m_header;
    QLabel *m_trackLabel;
    TrackSelector *m_tracks;
    SearchBar *m_search;
    QSplitter *m_splitter;
    QTabWidget *m_tabs;
    DetailsPane *m_details;
    ColorLegend *m_legend;
    DocumentTransforms *m_transforms;
    TransformBar *m_transformBar;
    TransformActions *m_transformActions;
    DocumentRange *m_range;
    RangeBar *m_rangeBar;
    bool m_inverted = false; // trees drawn inverted (the Invert transform)
    std::vector<Tab> m_pages; // in tab order
    bool m_aggregatesPending = false; // trees etc. wait for the shown page (startAggregates)
    bool m_reading = false; // the profile is a first part of the file (setReading)
    // The selection, for pages built after it was made.
    FrameId m_selectedFrame = kNoId;
    QString m_selectedFrameSource; // the page it was selected in
    SpanRef m_selectedSpan; // selected in every page showing spans
    SelectedFunction m_selectedFunction; // the last selected anywhere, with its call path
};

} // namespace hg
