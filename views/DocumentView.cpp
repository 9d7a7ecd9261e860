#include "DocumentView.h"

#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "ColorLegend.h"
#include "DetailsPane.h"
#include "FlameGraphView.h"
#include "SearchBar.h"
#include "MeasurementsPanel.h"
#include "RequestsPanel.h"
#include "StepsPanel.h"
#include "OpStatsPanel.h"
#include "TimingsListPanel.h"
#include "TimingsTreePanel.h"
#include "SummaryHeader.h"
#include "TimelineView.h"
#include "TrackSelector.h"
#include "TrackTableModel.h"
#include "WarningListModel.h"

#include "io/AtomicFile.h"

#include <QAction>
#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace hg {

namespace {
// The views every profile has, in tab order; the names are the --view names.
const char *const kViewNames[] = {"flamechart", "timeline", "flamegraph", "calltree", "bottomup", "tracks", "warnings"};
// Panels of one format, shown before the others when the profile has them.
struct FormatPage
{
    const char *format;
    const char *name;
};
const FormatPage kFormatPages[] = {
    {"miniprofiler", "steps"}, {"miniprofiler", "requests"}, {"pocketmine", "pmtree"}, {"pocketmine", "pmlist"},
    {"xplane", "opstats"}};
} // namespace

DocumentView::DocumentView(QWidget *parent)
    : QWidget(parent)
    , m_header(new SummaryHeader(this))
    , m_trackLabel(new QLabel(this))
    , m_tracks(new TrackSelector(this))
    , m_search(new SearchBar(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_tabs(new QTabWidget(m_splitter))
    , m_flameChartPage(new QSplitter(Qt::Vertical, this))
    , m_flameChart(new TimelineView(m_flameChartPage))
    , m_measurements(new MeasurementsPanel(m_flameChartPage))
    , m_timeline(new TimelineView(this))
    , m_flameGraph(new FlameGraphView(this))
    , m_topDown(new CallTreeView(CallTree::Direction::TopDown, this))
    , m_bottomUp(new CallTreeView(CallTree::Direction::BottomUp, this))
    , m_trackModel(new TrackTableModel(this))
    , m_trackTable(new QTableView(this))
    , m_warningModel(new WarningListModel(this))
    , m_warningList(new QListView(this))
    , m_steps(new StepsPanel(this))
    , m_requests(new RequestsPanel(this))
    , m_timingsTree(new TimingsTreePanel(this))
    , m_timingsList(new TimingsListPanel(this))
    , m_opStats(new OpStatsPanel(this))
    , m_details(new DetailsPane(m_splitter))
    , m_legend(new ColorLegend(this))
{
    m_trackTable->setModel(m_trackModel);
    m_trackTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_trackTable->horizontalHeader()->setStretchLastSection(true);
    m_trackTable->verticalHeader()->hide();
    m_trackTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_warningList->setModel(m_warningModel);
    m_warningList->setWordWrap(true);
    m_warningList->setAlternatingRowColors(true);

    m_flameChartPage->addWidget(m_flameChart);
    m_flameChartPage->addWidget(m_measurements);
    m_flameChartPage->setStretchFactor(0, 3);
    m_flameChartPage->setStretchFactor(1, 2);
    m_flameChartPage->setChildrenCollapsible(false);
    m_measurements->hide();
    connect(m_flameChart, &ZoomableView::visibleRangeChanged, m_measurements, &MeasurementsPanel::setTimeRange);
    for (QWidget *page : formatPages())
        page->hide();
    addPages();
    m_tabs->setDocumentMode(true);
    m_splitter->addWidget(m_tabs);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({900, 300});

    auto *toolRow = new QHBoxLayout;
    toolRow->setContentsMargins(8, 0, 8, 0);
    toolRow->addWidget(m_trackLabel);
    toolRow->addWidget(m_tracks);
    toolRow->addSpacing(16);
    toolRow->addWidget(m_search, 1);
    toolRow->addSpacing(16);
    toolRow->addWidget(m_legend);
    m_trackLabel->setBuddy(m_tracks);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_header);
    layout->addLayout(toolRow);
    layout->addWidget(m_splitter, 1);

    auto *focusSearch = new QAction(this);
    focusSearch->setShortcuts({QKeySequence(Qt::Key_F), QKeySequence::Find});
    focusSearch->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(focusSearch, &QAction::triggered, m_search, &SearchBar::focusSearch);
    addAction(focusSearch);

    connect(m_tracks, &TrackSelector::selectionChanged, this, &DocumentView::updateViews);
    connect(m_tabs, &QTabWidget::currentChanged, this, &DocumentView::startAggregates);
    connect(m_search, &SearchBar::resultChanged, this, &DocumentView::onSearchResult);
    connect(m_search, &SearchBar::nextRequested, this, [this] { jumpToMatch(true); });
    connect(m_search, &SearchBar::previousRequested, this, [this] { jumpToMatch(false); });
    for (TimelineView *timeline : {m_flameChart, m_timeline}) {
        connect(timeline, &TimelineView::built, this, &DocumentView::onViewBuilt);
        connect(timeline, &TimelineView::spanSelected, this, [this, timeline](std::uint32_t track, std::uint32_t span) {
            if (const SpanTrack *spans = timeline->spansOf(track)) {
                m_details->showSpan(m_profile, track, *spans, span);
                onFrameSelected(timeline, 0, spans->frame(span));
            }
        });
    }
    connect(m_flameGraph, &FlameGraphView::built, this, &DocumentView::onViewBuilt);
    connect(m_flameGraph, &FlameGraphView::nodeSelected, this, [this](std::uint32_t node, FrameId frame) {
        if (m_flameGraph->tree())
            m_details->showNode(m_profile, *m_flameGraph->tree(), node);
        onFrameSelected(m_flameGraph, node, frame);
    });
    for (CallTreeView *tree : {m_topDown, m_bottomUp}) {
        connect(tree, &CallTreeView::built, this, &DocumentView::onViewBuilt);
        connect(tree, &CallTreeView::nodeSelected, this, [this, tree](std::uint32_t node, FrameId frame) {
            if (tree->model()->tree())
                m_details->showNode(m_profile, *tree->model()->tree(), node);
            onFrameSelected(tree, node, frame);
        });
    }
    connect(m_steps, &StepsPanel::spanSelected, this, [this](std::uint32_t track, std::uint32_t span) {
        const SpanTrack &spans = m_profile->tracks()[track].spans;
        m_details->showSpan(m_profile, track, spans, span);
    });
    auto showRecord = [this](QObject *source, std::uint32_t track, std::uint32_t node, FrameId frame) {
        m_details->showRecord(m_profile, track, node);
        onFrameSelected(source, 0, frame);
    };
    connect(m_timingsTree, &TimingsTreePanel::recordSelected, this, std::bind_front(showRecord, m_timingsTree));
    connect(m_timingsList, &TimingsListPanel::recordSelected, this, std::bind_front(showRecord, m_timingsList));
    connect(m_opStats, &OpStatsPanel::built, this, &DocumentView::onViewBuilt);
    connect(m_opStats, &OpStatsPanel::opSelected, this, [this](FrameId frame) {
        m_details->showFrame(m_profile, frame);
        onFrameSelected(m_opStats, 0, frame);
    });
    connect(m_opStats, &OpStatsPanel::opActivated, this, [this](FrameId frame) {
        onFrameSelected(m_opStats, 0, frame);
        m_tabs->setCurrentWidget(m_timeline);
    });
    connect(m_requests, &RequestsPanel::requestChosen, m_tracks, &TrackSelector::selectTrack);
    connect(m_requests, &RequestsPanel::requestOpened, this, [this](std::uint32_t track) {
        m_tracks->selectTrack(track);
        m_tabs->setCurrentWidget(m_steps);
    });
    retranslate();
}

std::vector<QWidget *> DocumentView::pages() const
{
    return {m_flameChartPage, m_timeline, m_flameGraph, m_topDown, m_bottomUp, m_trackTable, m_warningList};
}

std::vector<QWidget *> DocumentView::formatPages() const { return {m_steps, m_requests, m_timingsTree, m_timingsList, m_opStats}; }

bool DocumentView::hasFormat(const char *format) const { return m_profile && m_profile->formatId() == QLatin1String(format); }

bool DocumentView::hasRequests() const { return hasFormat("miniprofiler"); }

void DocumentView::addPages()
{
    // A format's own panels come first: they are its natural view.
    const QSignalBlocker blocker(m_tabs);
    while (m_tabs->count())
        m_tabs->removeTab(0);
    const std::vector<QWidget *> format = formatPages();
    for (std::size_t i = 0; i < format.size(); ++i)
        if (hasFormat(kFormatPages[i].format))
            m_tabs->addTab(format[i], QString());
    for (QWidget *page : pages())
        m_tabs->addTab(page, QString());
    m_tabs->setCurrentIndex(0);
}

QWidget *DocumentView::pageNamed(const QString &name) const
{
    const std::vector<QWidget *> general = pages(), format = formatPages();
    for (std::size_t i = 0; i < general.size(); ++i)
        if (name == QLatin1String(kViewNames[i]))
            return general[i];
    for (std::size_t i = 0; i < format.size(); ++i)
        if (name == QLatin1String(kFormatPages[i].name))
            return format[i];
    return nullptr;
}

void DocumentView::setProfile(ProfilePtr profile, const QString &title)
{
    m_profile = std::move(profile);
    m_header->setProfile(m_profile, title);
    m_tracks->setProfile(m_profile);
    m_trackModel->setProfile(m_profile);
    m_warningModel->setProfile(m_profile);
    m_search->setProfile(m_profile);
    m_legend->setProfile(m_profile);
    m_timeline->setProfile(m_profile);
    m_flameChart->setProfile(m_profile);
    m_measurements->setProfile(m_profile);
    m_details->clearDetails();
    if (hasRequests())
        m_requests->setProfile(m_profile);
    addPages();
    // Aggregated timings and untimed samples (collapsed stacks) have no
    // time order: open on their tree (or on the format's own panels, which
    // come first).
    bool onlyAggregated = m_tabs->indexOf(m_steps) < 0 && m_tabs->indexOf(m_timingsTree) < 0 && !m_profile->tracks().empty();
    for (const Track &t : m_profile->tracks())
        onlyAggregated = onlyAggregated && t.spans.empty() && (t.samples.empty() || !t.samples.timed());
    if (onlyAggregated)
        m_tabs->setCurrentWidget(m_topDown);
    else if (hasFormat("xplane"))
        m_tabs->setCurrentWidget(m_timeline); // planes and lines: xprof's trace viewer
    const bool severalTracks = m_profile->tracks().size() > 1;
    m_trackLabel->setVisible(severalTracks);
    m_tracks->setVisible(severalTracks);
    retranslate();
    updateViews();
}

namespace {

// Where a timeline looks, to be put back after its profile is replaced.
struct ViewPosition
{
    TimePs start = 0, end = 0, limit = 0;
    int scroll = 0;

    explicit ViewPosition(TimelineView *view)
        : start(view->axis().start()), end(view->axis().end()), limit(view->axis().limit()), scroll(view->verticalScrollBar()->value())
    {
    }

    void restore(TimelineView *view) const
    {
        TimeAxis &axis = view->axis();
        // The whole profile, as the view shows it by itself: nothing to keep.
        if (start == 0 && end >= limit)
            return;
        // Showing up to the end: keep following the end as it grows.
        axis.setRange(start, end >= limit ? axis.limit() : end);
        view->verticalScrollBar()->setValue(scroll);
        emit view->visibleRangeChanged(axis.start(), axis.end());
        view->viewport()->update();
    }
};

} // namespace

void DocumentView::updateProfile(ProfilePtr profile, const QString &title)
{
    if (!m_profile) {
        setProfile(std::move(profile), title);
        return;
    }
    QWidget *page = m_tabs->currentWidget();
    const std::vector<std::uint32_t> tracks = m_tracks->selectedTracks();
    const QString track = tracks.empty() || tracks.front() >= m_profile->tracks().size() ? QString()
                                                                                          : m_profile->tracks()[tracks.front()].info.name;
    const ViewPosition flameChart(m_flameChart), timeline(m_timeline);
    const auto selected = m_flameChart->selectedSpan();
    const ProfilePtr previous = m_profile;
    const QList<int> splitterSizes = m_splitter->sizes();

    setProfile(std::move(profile), title);
    if (m_tabs->indexOf(page) >= 0)
        m_tabs->setCurrentWidget(page);
    if (!track.isEmpty())
        m_tracks->selectTrackNamed(track); // updates the views for it
    flameChart.restore(m_flameChart);
    timeline.restore(m_timeline);
    m_splitter->setSizes(splitterSizes);
    reselectSpan(previous, selected);
}

void DocumentView::reselectSpan(const ProfilePtr &previous, std::pair<std::uint32_t, std::uint32_t> selected)
{
    // The same span in the new profile: same track, start and name.
    const auto [track, span] = selected;
    if (track == kNoId || track >= previous->tracks().size() || track >= m_profile->tracks().size())
        return;
    const SpanTrack &before = previous->tracks()[track].spans;
    const SpanTrack &after = m_profile->tracks()[track].spans;
    if (span >= before.size())
        return;
    const QString name = previous->frameName(before.frame(span));
    for (std::uint32_t i = 0; i < after.size(); ++i) {
        if (after.start(i) == before.start(span) && m_profile->frameName(after.frame(i)) == name) {
            for (TimelineView *timeline : {m_flameChart, m_timeline})
                timeline->selectSpan(track, i);
            m_details->showSpan(m_profile, track, after, i);
            return;
        }
    }
}

QStringList DocumentView::viewNames()
{
    QStringList names;
    for (const char *name : kViewNames)
        names << QString::fromLatin1(name);
    names << QStringLiteral("measurements"); // not a tab: charts under the flame chart
    for (const FormatPage &page : kFormatPages)
        names << QString::fromLatin1(page.name);
    return names;
}

bool DocumentView::showView(const QString &name)
{
    // Measurements are charted under the flame chart, on its time axis.
    if (name == QLatin1String("measurements")) {
        if (m_measurements->isEmpty())
            return false;
        m_tabs->setCurrentWidget(m_flameChartPage);
        return true;
    }
    QWidget *page = pageNamed(name);
    if (!page || m_tabs->indexOf(page) < 0)
        return false; // unknown, or a panel this profile's format does not have
    m_tabs->setCurrentWidget(page);
    return true;
}

QString DocumentView::currentViewName() const
{
    for (const QString &name : viewNames())
        if (pageNamed(name) == m_tabs->currentWidget())
            return name;
    return QString();
}

bool DocumentView::selectTrack(const QString &name) { return m_tracks->selectTrackNamed(name); }

bool DocumentView::selectSpanNamed(const QString &name)
{
    if (!m_profile)
        return false;
    for (std::uint32_t track = 0; track < m_profile->tracks().size(); ++track) {
        const SpanTrack &spans = m_profile->tracks()[track].spans;
        for (std::uint32_t i = 0; i < spans.size(); ++i) {
            if (m_profile->frameName(spans.frame(i)) != name)
                continue;
            for (TimelineView *timeline : {m_flameChart, m_timeline})
                timeline->selectSpan(track, i);
            m_details->showSpan(m_profile, track, spans, i);
            onFrameSelected(m_timeline, 0, spans.frame(i));
            return true;
        }
    }
    return false;
}

void DocumentView::setSearch(const QString &text, bool regex) { m_search->setQuery(text, regex); }

ExportChoices DocumentView::exportChoices() const
{
    ExportChoices choices;
    choices.tracks = m_tracks->selectedTracks();
    if (choices.tracks.size() == 1 && m_profile && choices.tracks.front() < m_profile->tracks().size())
        choices.trackName = m_profile->tracks()[choices.tracks.front()].info.name;
    const TimelineView *shown = m_tabs->currentWidget() == m_timeline ? m_timeline : m_flameChart;
    const TimeAxis &axis = shown->axis();
    choices.visibleFrom = axis.start();
    choices.visibleTo = axis.end();
    choices.zoomedIn = axis.start() > 0 || axis.end() < axis.limit();
    if (const auto result = m_search->result(); result && result->active()) {
        choices.search = result;
        choices.searchQuery = m_search->query();
    }
    return choices;
}

bool DocumentView::isBusy() const
{
    return m_aggregatesPending || m_topDown->isBuilding() || m_bottomUp->isBuilding() || m_flameGraph->isBuilding()
        || m_flameChart->isBuilding() || m_timeline->isBuilding() || m_opStats->isBuilding();
}

QWidget *DocumentView::currentPage() const { return m_tabs->currentWidget(); }

bool DocumentView::isCurrentPageBusy() const
{
    const QWidget *page = currentPage();
    if (page == m_flameChartPage)
        return m_flameChart->isBuilding();
    if (page == m_timeline)
        return m_timeline->isBuilding();
    if (page == m_flameGraph)
        return m_flameGraph->isBuilding();
    if (page == m_topDown || page == m_bottomUp)
        return static_cast<const CallTreeView *>(page)->isBuilding();
    if (page == m_opStats)
        return m_opStats->isBuilding();
    return false; // the other pages fill themselves on the GUI thread
}

QString DocumentView::exportImage(const QString &path) const
{
    QWidget *view = m_tabs->currentWidget();
    if (auto *scrollArea = qobject_cast<QAbstractScrollArea *>(view))
        view = scrollArea->viewport();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(view->size());
        svg.setViewBox(QRect(QPoint(0, 0), view->size()));
        svg.setTitle(m_tabs->tabText(m_tabs->currentIndex()));
        QPainter painter(&svg);
        view->render(&painter);
    } else if (!view->grab().save(&buffer, "PNG")) {
        return tr("cannot encode the image as PNG");
    }
    buffer.close();
    return AtomicFile::write(path, buffer.data());
}

void DocumentView::updateViews()
{
    if (!m_profile)
        return;
    const std::vector<std::uint32_t> tracks = m_tracks->selectedTracks();
    m_flameChart->setTracks(tracks);
    m_aggregatesPending = true;
    QMetaObject::invokeMethod(this, &DocumentView::startAggregates, Qt::QueuedConnection);
    if (hasRequests() && !m_profile->tracks().empty())
        m_steps->setRequest(m_profile, tracks.empty() ? 0 : tracks.front());
    if (hasFormat("pocketmine")) {
        m_timingsTree->setProfile(m_profile, tracks);
        m_timingsList->setProfile(m_profile, tracks);
    }
}

// The call trees, the flame graph and the op statistics walk every span and
// sample of the selected tracks on the worker threads. Started together with
// the page on screen, they took both workers first and held its first paint
// back for as long as they ran (tens of seconds on a 1 GB profile); so they
// start once that page is built, or at once when the page is one of them.
void DocumentView::startAggregates()
{
    if (!m_aggregatesPending || !m_profile)
        return;
    QWidget *page = currentPage();
    const bool pageIsAggregate = page == m_flameGraph || page == m_topDown || page == m_bottomUp || page == m_opStats;
    if (!pageIsAggregate && isCurrentPageBusy())
        return; // onViewBuilt comes back here
    m_aggregatesPending = false;
    const std::vector<std::uint32_t> tracks = m_tracks->selectedTracks();
    const auto start = [&](QWidget *view) {
        if (view == m_flameGraph)
            m_flameGraph->setProfile(m_profile, tracks);
        else if (view == m_topDown || view == m_bottomUp)
            static_cast<CallTreeView *>(view)->setProfile(m_profile, tracks);
        else if (view == m_opStats && hasFormat("xplane"))
            m_opStats->setProfile(m_profile, tracks);
    };
    // The page on screen first: the workers take requests in order.
    if (pageIsAggregate)
        start(page);
    for (QWidget *view : {static_cast<QWidget *>(m_flameGraph), static_cast<QWidget *>(m_topDown),
                          static_cast<QWidget *>(m_bottomUp), static_cast<QWidget *>(m_opStats)})
        if (view != page)
            start(view);
}

void DocumentView::onViewBuilt()
{
    startAggregates();
    if (!isBusy())
        emit idle();
}

void DocumentView::onSearchResult(std::shared_ptr<const FrameSearch::Result> result)
{
    m_flameChart->setSearch(result);
    m_timeline->setSearch(result);
    m_flameGraph->setSearch(result);
    m_topDown->setSearch(result);
    m_bottomUp->setSearch(result);
}

void DocumentView::jumpToMatch(bool forward)
{
    // The timelines step through matches in time; the others show them all.
    if (m_tabs->currentWidget() == m_timeline)
        m_timeline->jumpToMatch(forward);
    else {
        m_tabs->setCurrentWidget(m_flameChartPage);
        m_flameChart->jumpToMatch(forward);
    }
}

void DocumentView::onFrameSelected(QObject *source, std::uint32_t, FrameId frame)
{
    // Selecting a function in one view selects it in the others.
    for (TimelineView *timeline : {m_flameChart, m_timeline})
        if (source != timeline)
            timeline->selectFrame(frame);
    if (source != m_flameGraph)
        m_flameGraph->selectFrame(frame);
    if (source != m_topDown)
        m_topDown->selectFrame(frame);
    if (source != m_bottomUp)
        m_bottomUp->selectFrame(frame);
}

void DocumentView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DocumentView::retranslate()
{
    m_trackLabel->setText(tr("&Track:"));
    const std::size_t warnings = m_profile ? m_profile->diagnostics().count() : 0;
    const std::pair<QWidget *, QString> titles[] = {
        {m_flameChartPage, tr("Flame Chart")}, {m_timeline, tr("Timeline")}, {m_flameGraph, tr("Flame Graph")},
        {m_topDown, tr("Call Tree")}, {m_bottomUp, tr("Bottom-Up")}, {m_trackTable, tr("Tracks")},
        {m_warningList, tr("Warnings (%1)").arg(warnings)}, {m_steps, tr("Steps")}, {m_requests, tr("Requests")},
        {m_timingsTree, tr("Timings Tree")}, {m_timingsList, tr("Timings List")}, {m_opStats, tr("Op Statistics")}};
    for (const auto &[page, title] : titles)
        if (const int index = m_tabs->indexOf(page); index >= 0)
            m_tabs->setTabText(index, title);
}

} // namespace hg
