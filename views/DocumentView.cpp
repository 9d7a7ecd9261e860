#include "DocumentView.h"
#include "WidgetImage.h"

#include "ColorLegend.h"
#include "DetailsPane.h"
#include "DocumentRange.h"
#include "DocumentTransforms.h"
#include "RangeBar.h"
#include "SearchBar.h"
#include "SummaryHeader.h"
#include "TrackSelector.h"
#include "TransformActions.h"
#include "TransformBar.h"
#include "pages/DocumentPage.h"
#include "pages/PageRegistry.h"

#include "model/ProfileBuilder.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace hg {

DocumentView::DocumentView(QWidget *parent)
    : QWidget(parent)
    , m_noProfile(ProfileBuilder(QString()).build())
    , m_header(new SummaryHeader(this))
    , m_trackLabel(new QLabel(this))
    , m_tracks(new TrackSelector(this))
    , m_search(new SearchBar(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_tabs(new QTabWidget(m_splitter))
    , m_details(new DetailsPane(m_splitter))
    , m_legend(new ColorLegend(this))
    , m_transforms(new DocumentTransforms(this))
    , m_transformBar(new TransformBar(*m_transforms, this))
    , m_transformActions(new TransformActions(this, [this] { return TransformActions::Target{m_profile, selectedFunction()}; }))
    , m_range(new DocumentRange(this))
    , m_rangeBar(new RangeBar(*m_range, this))
{
    syncPages();
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
    layout->addWidget(m_transformBar);
    layout->addWidget(m_rangeBar);
    layout->addWidget(m_splitter, 1);

    // Bare f and F focus (transforms, as in Firefox Profiler): Ctrl+F or /
    // goes to the search.
    auto *focusSearch = new QAction(this);
    focusSearch->setShortcuts({QKeySequence::Find, QKeySequence(Qt::Key_Slash)});
    focusSearch->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(focusSearch, &QAction::triggered, m_search, &SearchBar::focusSearch);
    addAction(focusSearch);

    auto *undo = new QAction(this);
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(undo, &QAction::triggered, m_transforms, [this] {
        if (m_transforms->history().canUndo())
            m_transforms->undo();
    });
    addAction(undo);
    auto *redo = new QAction(this);
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(redo, &QAction::triggered, m_transforms, [this] {
        if (m_transforms->history().canRedo())
            m_transforms->redo();
    });
    addAction(redo);
    connect(m_transformActions, &TransformActions::requested, this, &DocumentView::applyTransform);
    connect(m_transforms, &DocumentTransforms::shown, this, &DocumentView::onTransformed);
    connect(m_transforms, &DocumentTransforms::changed, this, &DocumentView::transformsChanged);
    connect(m_range, &DocumentRange::changed, this, &DocumentView::onRangesChanged);
    connect(m_range, &DocumentRange::slicedChanged, this, &DocumentView::onSliced);

    connect(m_tracks, &TrackSelector::selectionChanged, this, &DocumentView::updateViews);
    connect(m_tabs, &QTabWidget::currentChanged, this, &DocumentView::onCurrentPageChanged);
    connect(m_search, &SearchBar::resultChanged, this, &DocumentView::onSearchResult);
    // Queued: the details are rebuilt for the new span, not under the click on them.
    connect(m_details, &DetailsPane::spanChosen, this, &DocumentView::followToSpan, Qt::QueuedConnection);
    connect(m_search, &SearchBar::nextRequested, this, [this] { jumpToMatch(true); });
    connect(m_search, &SearchBar::previousRequested, this, [this] { jumpToMatch(false); });
    retranslate();
}

DocumentView::~DocumentView()
{
    // The pages' widgets go before the pages: their signals reach both.
    const QSignalBlocker blocker(m_tabs);
    for (Tab &tab : m_pages)
        delete tab.container;
    m_pages.clear();
}

const Profile &DocumentView::shownProfile() const { return m_profile ? *m_profile : *m_noProfile; }

// The registered pages that apply to the profile, in tab order: those the
// document had already are kept with their widgets (a live update keeps
// what the person sees), the others made new and unbuilt.
void DocumentView::syncPages()
{
    const PageRegistry &registry = PageRegistry::instance();
    std::vector<Tab> pages;
    for (const DocumentPage *kind : registry.kindsInTabOrder()) {
        if (!kind->appliesTo(shownProfile()))
            continue;
        const auto kept = std::find_if(m_pages.begin(), m_pages.end(),
                                       [&](const Tab &tab) { return tab.page && tab.page->name() == kind->name(); });
        if (kept != m_pages.end()) {
            pages.push_back(std::move(*kept));
            continue;
        }
        auto *container = new QWidget;
        auto *layout = new QVBoxLayout(container);
        layout->setContentsMargins(0, 0, 0, 0);
        pages.push_back({registry.create(kind->name()), container});
        pages.back().page->setReading(m_reading);
    }
    // The new list first: removing a tab moves the focus, and a page that
    // takes it may tell the document of a selection, which walks m_pages.
    std::vector<Tab> old = std::exchange(m_pages, std::move(pages));
    const QSignalBlocker blocker(m_tabs);
    while (m_tabs->count())
        m_tabs->removeTab(0);
    for (Tab &gone : old)
        if (gone.page)
            delete gone.container;
    for (Tab &tab : m_pages)
        m_tabs->addTab(tab.container, QString());
}

DocumentView::Tab *DocumentView::tabOf(const QString &viewName)
{
    for (Tab &tab : m_pages)
        if (tab.page->name() == viewName)
            return &tab;
    return nullptr;
}

DocumentView::Tab *DocumentView::currentTab() const
{
    QWidget *container = m_tabs->currentWidget();
    for (const Tab &tab : m_pages)
        if (tab.container == container)
            return const_cast<Tab *>(&tab);
    return nullptr;
}

// The page claiming the highest opening priority; the first tab (a format's
// own panel, or the flame chart) when none claims any.
DocumentView::Tab *DocumentView::openingTab()
{
    const PageRegistry &registry = PageRegistry::instance();
    Tab *opening = nullptr;
    int highest = -1;
    for (Tab &tab : m_pages) {
        if (const int priority = registry.openingPriority(*tab.page, shownProfile()); priority > highest) {
            opening = &tab;
            highest = priority;
        }
    }
    return opening;
}

// Builds the page's widget and brings it up to date with the document. An
// aggregate is started by startAggregates, not here.
void DocumentView::buildPage(Tab &tab)
{
    DocumentPage &page = *tab.page;
    if (page.widget())
        return;
    tab.container->layout()->addWidget(page.build(*this, tab.container));
    page.setInverted(m_inverted);
    page.setTimeRanges(m_range->ranges());
    if (!m_profile)
        return;
    page.setProfile(m_profile);
    if (!page.isAggregate())
        page.setTracks(m_profile, m_tracks->selectedTracks());
    if (m_search->result())
        page.setSearch(m_search->result());
    if (page.showsSpans() && !m_selectedSpan.isNone())
        page.selectSpan(m_selectedSpan);
    if (m_selectedFrame != kNoId && m_selectedFrameSource != page.name())
        page.selectFrame(m_selectedFrame);
}

void DocumentView::setProfile(ProfilePtr profile, const QString &title)
{
    m_title = title;
    m_range->reset();
    showProfile(profile, title, QString());
    m_transforms->setSource(std::move(profile)); // with transforms applied, their result replaces it
}

// keepPage: the page to stay on if the profile still has it; else the
// profile's opening page.
void DocumentView::showProfile(ProfilePtr profile, const QString &title, const QString &keepPage)
{
    m_profile = std::move(profile);
    m_selectedFrame = kNoId;
    m_selectedFrameSource.clear();
    m_selectedSpan = {};
    m_header->setProfile(m_profile, title);
    m_tracks->setProfile(m_profile);
    m_legend->setProfile(m_profile);
    m_details->clearDetails();
    syncPages();
    for (Tab &tab : m_pages)
        if (tab.page->widget())
            tab.page->setProfile(m_profile);
    Tab *current = tabOf(keepPage);
    if (!current)
        current = openingTab();
    if (current) {
        const QSignalBlocker blocker(m_tabs);
        m_tabs->setCurrentWidget(current->container);
    }
    showTrackChoice();
    retranslate();
    m_range->setProfile(m_profile); // the search and the aggregates follow once it is cut (onSliced)
    updateViews();
    if (current)
        buildPage(*current);
}

void DocumentView::setReading(int perMille)
{
    const bool reading = perMille >= 0;
    m_header->setReading(perMille);
    if (reading == m_reading)
        return;
    m_reading = reading;
    // What counts tracks or warnings says the count is of the part.
    m_tracks->setReading(reading);
    for (Tab &tab : m_pages)
        tab.page->setReading(reading);
    showTrackChoice();
    retranslate();
    if (!m_reading)
        startAggregates(); // those asked for while the part was shown, for the whole
}

void DocumentView::showTrackChoice()
{
    // While a part is shown, also for one track: it says more are coming.
    const bool shown = m_profile && (m_profile->tracks().size() > 1 || m_reading);
    m_trackLabel->setVisible(shown);
    m_tracks->setVisible(shown);
}

void DocumentView::updateProfile(ProfilePtr profile, const QString &title)
{
    if (!m_profile) {
        setProfile(std::move(profile), title);
        return;
    }
    m_title = title;
    if (m_transforms->history().position() == 0)
        replaceShownProfile(profile);
    m_transforms->setSource(std::move(profile));
}

void DocumentView::onTransformed(ProfilePtr profile, bool inverted)
{
    if (profile == m_profile && inverted == m_inverted)
        return;
    m_inverted = inverted;
    for (Tab &tab : m_pages)
        if (tab.page->widget())
            tab.page->setInverted(inverted);
    replaceShownProfile(std::move(profile));
}

QStringList DocumentView::transformSpecs() const { return specsOf(m_transforms->history().applied()); }

void DocumentView::restoreTransforms(const QStringList &specs) { m_transforms->restore(specs); }

void DocumentView::applyTransform(const Transform &step) { m_transforms->push(step); }

void DocumentView::replaceShownProfile(ProfilePtr profile)
{
    const QString &title = m_title;
    if (!m_profile) {
        showProfile(std::move(profile), title, QString());
        return;
    }
    const QString page = currentViewName();
    const std::vector<TrackId> tracks = m_tracks->selectedTracks();
    const QString track = tracks.empty() || tracks.front() >= m_profile->tracks().size() ? QString()
                                                                                          : m_profile->tracks()[tracks.front()].info.name;
    std::vector<std::function<void()>> positions;
    SpanRef selected;
    for (const Tab &tab : m_pages) {
        if (!tab.page->widget())
            continue;
        if (std::function<void()> restore = tab.page->keepPosition())
            positions.push_back(std::move(restore));
        if (tab.page->showsSpans() && selected.isNone())
            selected = tab.page->selectedSpan();
    }
    const ProfilePtr previous = m_profile;
    const QList<int> splitterSizes = m_splitter->sizes();

    showProfile(std::move(profile), title, page);
    if (!track.isEmpty())
        m_tracks->selectTrackNamed(track); // updates the views for it
    for (const std::function<void()> &restore : positions)
        restore();
    m_splitter->setSizes(splitterSizes);
    reselectSpan(previous, selected);
}

void DocumentView::selectSpanEverywhere(SpanRef span)
{
    m_selectedSpan = span;
    for (Tab &tab : m_pages)
        if (tab.page->widget() && tab.page->showsSpans())
            tab.page->selectSpan(span);
}

void DocumentView::followToSpan(SpanRef span)
{
    if (!m_profile || span.track >= m_profile->tracks().size() || span.span >= m_profile->tracks()[span.track].spans.size())
        return;
    selectSpanEverywhere(span);
    if (Tab *tab = currentTab(); tab && tab->page->widget() && tab->page->showsSpans())
        tab->page->revealSpan(span);
    m_details->showSpan(m_profile, span.track, m_profile->tracks()[span.track].spans, span.span);
}

void DocumentView::reselectSpan(const ProfilePtr &previous, SpanRef selected)
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
    for (SpanIndex i{0}; i < after.size(); ++i) {
        if (after.start(i) == before.start(span) && m_profile->frameName(after.frame(i)) == name) {
            selectSpanEverywhere({track, i});
            m_details->showSpan(m_profile, track, after, i);
            return;
        }
    }
}

QStringList DocumentView::viewNames() { return PageRegistry::instance().viewNames(); }

bool DocumentView::showView(const QString &name)
{
    for (Tab &tab : m_pages) {
        const DocumentPage &page = *tab.page;
        if (page.name() == name || (page.aliases().contains(name) && page.showsAlias(name, shownProfile()))) {
            m_tabs->setCurrentWidget(tab.container);
            return true;
        }
    }
    return false; // unknown, or a panel this profile's format does not have
}

QString DocumentView::currentViewName() const
{
    const Tab *tab = currentTab();
    return tab ? tab->page->name() : QString();
}

bool DocumentView::selectTrack(const QString &name) { return m_tracks->selectTrackNamed(name); }

bool DocumentView::selectSpanNamed(const QString &name)
{
    if (!m_profile)
        return false;
    for (TrackId track{0}; track < m_profile->tracks().size(); ++track) {
        const SpanTrack &spans = m_profile->tracks()[track].spans;
        for (SpanIndex i{0}; i < spans.size(); ++i) {
            if (m_profile->frameName(spans.frame(i)) != name)
                continue;
            selectSpanEverywhere({track, i});
            m_details->showSpan(m_profile, track, spans, i);
            // As if clicked in the last page showing spans (the timeline):
            // the pages before it outline the function as well.
            const DocumentPage *clicked = nullptr;
            for (const Tab &tab : m_pages)
                if (tab.page->showsSpans())
                    clicked = tab.page.get();
            if (clicked)
                frameSelected(*clicked, spans.frame(i), {});
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
    // The page shown if it has a time axis, else the first that has (the flame chart).
    std::optional<VisibleRange> range;
    if (const Tab *current = currentTab(); current && current->page->widget())
        range = current->page->visibleRange();
    for (auto tab = m_pages.begin(); !range && tab != m_pages.end(); ++tab)
        if (tab->page->widget())
            range = tab->page->visibleRange();
    if (range) {
        choices.visibleFrom = range->from;
        choices.visibleTo = range->to;
        choices.zoomedIn = range->zoomedIn;
    }
    choices.selectedRange = m_range->ranges().current();
    if (const auto result = m_search->result(); result && result->active()) {
        choices.search = result;
        choices.searchQuery = m_search->query();
    }
    return choices;
}

bool DocumentView::isBusy() const
{
    if (m_reading || m_aggregatesPending || m_transforms->isBusy() || m_range->isBusy())
        return true;
    return std::any_of(m_pages.begin(), m_pages.end(), [](const Tab &tab) { return tab.page->widget() && tab.page->isBusy(); });
}

QWidget *DocumentView::currentPage() const
{
    const Tab *tab = currentTab();
    return tab ? tab->page->widget() : nullptr;
}

bool DocumentView::isCurrentPageBusy() const
{
    // The pages not prepared on a worker fill themselves on the GUI thread.
    const Tab *tab = currentTab();
    if (!tab || !tab->page->widget())
        return false;
    // An aggregate page has nothing to show until its round starts (once
    // the range is cut): it was painted empty before its build began.
    if (tab->page->isAggregate() && m_aggregatesPending && !tab->aggregateStarted)
        return true;
    return tab->page->isBusy();
}

QString DocumentView::exportImage(const QString &path) const
{
    return WidgetImage::write(currentPage() ? currentPage() : m_tabs, path, m_tabs->tabText(m_tabs->currentIndex()));
}

void DocumentView::updateViews()
{
    if (!m_profile)
        return;
    const std::vector<TrackId> tracks = m_tracks->selectedTracks();
    for (Tab &tab : m_pages)
        if (tab.page->widget() && !tab.page->isAggregate())
            tab.page->setTracks(m_profile, tracks);
    askForAggregates();
    QMetaObject::invokeMethod(this, &DocumentView::startAggregates, Qt::QueuedConnection);
}

void DocumentView::onCurrentPageChanged()
{
    if (Tab *tab = currentTab())
        buildPage(*tab);
    startAggregates();
}

// The call trees, the flame graph and the op statistics walk every span and
// sample of the selected tracks on the worker threads. Started together with
// the page on screen, they took both workers first and held its first paint
// back for as long as they ran (tens of seconds on a 1 GB profile); so they
// start once that page is built, and painted (pageReady). When the page is one of them it is started
// alone, the others once it is built: they read its top-down tree anyway,
// and on a small profile they took the cores its first paint needed.
// They are built then even if not shown, so their tabs open ready.
void DocumentView::askForAggregates()
{
    m_aggregatesPending = true;
    for (Tab &tab : m_pages) {
        tab.aggregateStarted = false;
        // A hidden page's build for the old tracks or range would hold a
        // core the shown page's new build needs, until its turn came.
        if (tab.page->isAggregate() && tab.page->widget())
            tab.page->dropWork();
    }
}

void DocumentView::startAggregates()
{
    // They read the profile cut to the selected time range, once it is cut.
    const ProfilePtr sliced = m_range->sliced();
    if (!m_aggregatesPending || !m_profile || !sliced || m_reading)
        return; // a part of the file shown: the aggregates wait for the whole
    const std::vector<TrackId> tracks = m_tracks->selectedTracks();
    const auto start = [&](Tab &tab) {
        if (tab.aggregateStarted)
            return;
        tab.aggregateStarted = true;
        buildPage(tab);
        tab.page->setTracks(sliced, tracks);
    };
    if (Tab *current = currentTab(); current && current->page->isAggregate())
        start(*current);
    if (isCurrentPageBusy())
        return; // pageReady comes back here
    m_aggregatesPending = false;
    for (Tab &tab : m_pages)
        if (tab.page->isAggregate())
            start(tab);
}

void DocumentView::onRangesChanged()
{
    for (Tab &tab : m_pages)
        if (tab.page->widget())
            tab.page->setTimeRanges(m_range->ranges());
}

// The part of the profile in the selected range is ready: the views that
// aggregate show it, and the search counts it (after them in the workers'
// queue: its matches do not change, only its counts).
void DocumentView::onSliced(ProfilePtr sliced)
{
    askForAggregates();
    // Queued, as updateViews() does: the page shown is built and started first.
    QMetaObject::invokeMethod(this, [this, sliced = std::move(sliced)] {
        startAggregates();
        m_search->setProfile(sliced);
    }, Qt::QueuedConnection);
}

void DocumentView::selectTimeRange(TimeRange range, bool final) { m_range->select(range, final); }

void DocumentView::clearTimeSelection() { m_range->clearSelection(); }

void DocumentView::zoomToTimeSelection() { m_range->commit(); }

void DocumentView::onSearchResult(std::shared_ptr<const FrameSearch::Result> result)
{
    for (Tab &tab : m_pages)
        if (tab.page->widget())
            tab.page->setSearch(result);
}

void DocumentView::jumpToMatch(bool forward)
{
    // The timelines step through matches in time; the others show them all,
    // so from those the first timeline (the flame chart) takes over.
    if (Tab *current = currentTab(); current && current->page->stepsThroughMatches() && current->page->widget()) {
        current->page->jumpToMatch(forward);
        return;
    }
    for (Tab &tab : m_pages) {
        if (tab.page->stepsThroughMatches()) {
            m_tabs->setCurrentWidget(tab.container); // builds it
            buildPage(tab);
            tab.page->jumpToMatch(forward);
            return;
        }
    }
}

void DocumentView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DocumentView::showEvent(QShowEvent *event)
{
    // Before any profile (a live recording's first snapshot to come) the
    // current page is built when the document is first shown.
    if (Tab *tab = currentTab())
        buildPage(*tab);
    QWidget::showEvent(event);
}

void DocumentView::retranslate()
{
    m_trackLabel->setText(tr("&Track:"));
    m_transformActions->retranslate();
    for (const Tab &tab : m_pages)
        m_tabs->setTabText(m_tabs->indexOf(tab.container), tab.page->title(shownProfile()));
}

void DocumentView::showPage(const QString &name) { showView(name); }

void DocumentView::chooseTrack(TrackId track) { m_tracks->selectTrack(track); }

void DocumentView::showSpanDetails(TrackId track, const SpanTrack &spans, SpanIndex span)
{
    m_details->showSpan(m_profile, track, spans, span);
}

void DocumentView::showNodeDetails(const CallTree &tree, NodeId node) { m_details->showNode(m_profile, tree, node); }
void DocumentView::showNodeDetails(const CallerTree &tree, NodeId node) { m_details->showNode(m_profile, tree, node); }

void DocumentView::showRecordDetails(TrackId track, RecordId node) { m_details->showRecord(m_profile, track, node); }

void DocumentView::showFrameDetails(FrameId frame) { m_details->showFrame(m_profile, frame); }

void DocumentView::addFunctionActions(QMenu &menu) { m_transformActions->addTo(menu); }

// The shown page's current function; else the one last selected anywhere
// (a transform keeps frame ids: the reshaped profile extends the frames).
SelectedFunction DocumentView::selectedFunction() const
{
    if (const Tab *tab = currentTab(); tab && tab->page->widget())
        if (SelectedFunction current = tab->page->selectedFunction(); current.frame != kNoId)
            return current;
    return m_selectedFunction;
}

void DocumentView::frameSelected(const DocumentPage &source, FrameId frame, const std::vector<FrameId> &path)
{
    m_selectedFunction = {frame, path};
    // Selecting a function in one page selects it in the others.
    m_selectedFrame = frame;
    m_selectedFrameSource = source.name();
    for (Tab &tab : m_pages)
        if (tab.page.get() != &source && tab.page->widget())
            tab.page->selectFrame(frame);
}

void DocumentView::pageReady()
{
    if (!isCurrentPageBusy())
        emit currentPageReady(); // a document waiting for it is shown now, and painted below
    // The page on screen is painted before the other pages are made for
    // the aggregates (~3 ms of widgets that came before its first paint).
    if (m_aggregatesPending && !isCurrentPageBusy())
        if (QWidget *page = currentPage(); page && page->isVisible())
            page->repaint();
    startAggregates();
    if (!isBusy())
        emit idle();
}

} // namespace hg
