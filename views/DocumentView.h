#pragma once
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QWidget>

class QLabel;
class QListView;
class QSplitter;
class QTabWidget;
class QTableView;

namespace hg {

class MeasurementsPanel;
class RequestsPanel;
class StepsPanel;
class TimingsListPanel;
class OpStatsPanel;
class TimingsTreePanel;

class CallTreeView;
class ColorLegend;
class DetailsPane;
class FlameGraphView;
class SearchBar;
class SummaryHeader;
class TimelineView;
class TrackSelector;
class TrackTableModel;
class WarningListModel;

// What the person has narrowed the document to, for File > Export….
struct ExportChoices
{
    std::vector<std::uint32_t> tracks; // chosen in the track selector; empty: all
    QString trackName;
    TimePs visibleFrom = 0, visibleTo = 0; // the flame chart's or timeline's
    bool zoomedIn = false;                  // the visible range is not all of it
    std::shared_ptr<const FrameSearch::Result> search; // null or inactive: none
    QString searchQuery;
};

// Everything shown for one opened profile: the summary header, the track
// choice and search, the views as tabs (flame chart, timeline, flame graph,
// call tree, bottom-up, tracks, warnings) and the details of the selection.
class DocumentView : public QWidget
{
    Q_OBJECT
public:
    explicit DocumentView(QWidget *parent = nullptr);

    void setProfile(ProfilePtr profile, const QString &title);
    // A newer version of the same profile (a live recording's next
    // snapshot): shown keeping what the person chose — the view, the track,
    // the zoom and scroll of the flame chart and timeline (a view showing
    // up to the end keeps following it), the selected span and the search.
    void updateProfile(ProfilePtr profile, const QString &title);
    ProfilePtr profile() const { return m_profile; }

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

protected:
    void changeEvent(QEvent *event) override;

private:
    std::vector<QWidget *> pages() const;       // in kViewNames order
    std::vector<QWidget *> formatPages() const; // in kFormatPages order
    bool hasFormat(const char *format) const;
    bool hasRequests() const;
    void addPages();
    QWidget *pageNamed(const QString &name) const;
    void updateViews();
    void reselectSpan(const ProfilePtr &previous, std::pair<std::uint32_t, std::uint32_t> selected);
    void onViewBuilt();
    void startAggregates();
    void onSearchResult(std::shared_ptr<const FrameSearch::Result> result);
    void jumpToMatch(bool forward);
    void onFrameSelected(QObject *source, std::uint32_t node, FrameId frame);
    void retranslate();

    ProfilePtr m_profile;
    SummaryHeader *m_header;
    QLabel *m_trackLabel;
    TrackSelector *m_tracks;
    SearchBar *m_search;
    QSplitter *m_splitter;
    QTabWidget *m_tabs;
    bool m_aggregatesPending = false; // trees etc. wait for the shown page (startAggregates)
    QSplitter *m_flameChartPage; // the flame chart over its measurement charts
    TimelineView *m_flameChart;
    MeasurementsPanel *m_measurements;
    TimelineView *m_timeline;
    FlameGraphView *m_flameGraph;
    CallTreeView *m_topDown;
    CallTreeView *m_bottomUp;
    TrackTableModel *m_trackModel;
    QTableView *m_trackTable;
    WarningListModel *m_warningModel;
    QListView *m_warningList;
    StepsPanel *m_steps;
    RequestsPanel *m_requests;
    TimingsTreePanel *m_timingsTree;
    TimingsListPanel *m_timingsList;
    OpStatsPanel *m_opStats;
    DetailsPane *m_details;
    ColorLegend *m_legend;
};

} // namespace hg
