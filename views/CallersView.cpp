#include "CallersView.h"
#include "FittedColumns.h"

#include "ItemContextMenu.h"

#include "CallerCalleeModel.h"
#include "DurationText.h"
#include "FlameGraphView.h"
#include "analysis/FunctionTable.h"
#include "analysis/SharedCallTrees.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace hg {

namespace {

enum Page { HintPage, FiguresPage };
enum Shape { TableShape, SandwichShape };

// The function with the most self time: the centre until one is chosen.
// The function list's first row: the most self time, then the most total.
// Self times are summed per frame in one pass over the nodes; only a tie
// needs the totals, for which the function table walks the whole tree.
FrameId heaviestSelf(const CallTree &tree)
{
    std::vector<std::int64_t> selfOf;
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        const CallTree::Node &n = tree.node(i);
        if (n.frame >= selfOf.size())
            selfOf.resize(std::size_t(n.frame) + 1, 0);
        selfOf[n.frame] += n.self;
    }
    if (selfOf.empty())
        return kNoId;
    const auto most = std::max_element(selfOf.begin(), selfOf.end());
    if (std::count(most, selfOf.end(), *most) == 1)
        return FrameId(std::uint32_t(most - selfOf.begin()));
    const FunctionTable table = FunctionTable::of(tree);
    return table.rows().empty() ? FrameId(kNoId) : table.rows().front().frame;
}

} // namespace

CallersView::CallersView(QWidget *parent)
    : QWidget(parent)
    , m_callersModel(new CallerCalleeModel(CallerCalleeModel::Side::Callers, this))
    , m_calleesModel(new CallerCalleeModel(CallerCalleeModel::Side::Callees, this))
    , m_callersProxy(new QSortFilterProxyModel(this))
    , m_calleesProxy(new QSortFilterProxyModel(this))
    , m_callersTable(makeTable(m_callersModel, m_callersProxy))
    , m_calleesTable(makeTable(m_calleesModel, m_calleesProxy))
    , m_callersGraph(new FlameGraphView(this))
    , m_calleesGraph(new FlameGraphView(this))
    , m_pages(new QStackedWidget(this))
    , m_above(new QStackedWidget(this))
    , m_below(new QStackedWidget(this))
    , m_hint(new QLabel(this))
    , m_centre(new QLabel(this))
    , m_sandwich(new QToolButton(this))
    , m_job([this](std::optional<Built> result) {
        if (result)
            onBuilt(std::move(*result));
        else
            emit built(); // nothing made (out of memory, cancelled), but done: the pages after it go on
    })
{
    // Callers grow up from the centre at the bottom; callees hang below it.
    m_calleesGraph->setIcicle(true);
    m_above->addWidget(m_callersTable);
    m_above->addWidget(m_callersGraph);
    m_below->addWidget(m_calleesTable);
    m_below->addWidget(m_calleesGraph);

    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_centre->setTextFormat(Qt::RichText);
    m_centre->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_centre->setAutoFillBackground(true);
    m_centre->setBackgroundRole(QPalette::AlternateBase);
    m_centre->setMargin(6);
    m_centre->setWordWrap(true);
    m_sandwich->setCheckable(true);
    m_sandwich->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_sandwich, &QToolButton::toggled, this, &CallersView::setSandwich);

    auto *centreRow = new QHBoxLayout;
    centreRow->setContentsMargins(0, 0, 4, 0);
    centreRow->addWidget(m_centre, 1);
    centreRow->addWidget(m_sandwich);

    auto *figures = new QWidget(this);
    auto *column = new QVBoxLayout(figures);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_above, 1);
    column->addLayout(centreRow);
    column->addWidget(m_below, 1);
    m_pages->addWidget(m_hint);
    m_pages->addWidget(figures);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    for (QTableView *table : {m_callersTable, m_calleesTable}) {
        enableItemContextMenu(table, [this, table](QMenu *menu) {
            auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
            const FrameId frame = static_cast<CallerCalleeModel *>(proxy->sourceModel())->frameAt(proxy->mapToSource(table->currentIndex()).row());
            if (frame == kNoId)
                return;
            emit functionSelected(frame); // what the menu's entries act on
            emit contextMenuOpening(menu);
        });
        connect(table, &QTableView::doubleClicked, this, [this, table](const QModelIndex &index) {
            auto *proxy = static_cast<QSortFilterProxyModel *>(table->model());
            const FrameId frame = static_cast<CallerCalleeModel *>(proxy->sourceModel())->frameAt(proxy->mapToSource(index).row());
            if (frame == kNoId)
                return; // the root or the centre's own time: no function to move to
            recentre(frame);
            emit functionSelected(frame);
        });
    }
    for (FlameGraphView *graph : {m_callersGraph, m_calleesGraph}) {
        connect(graph, &FlameGraphView::nodeSelected, this, [this](NodeId, FrameId frame) { emit functionSelected(frame); });
        connect(graph, &FlameGraphView::contextMenuOpening, this, &CallersView::contextMenuOpening);
        connect(graph, &FlameGraphView::built, this, [this] {
            if (!isBuilding())
                emit built();
        });
    }
    retranslate();
}

CallersView::~CallersView() = default; // m_job cancels the figures being computed and waits for them

QTableView *CallersView::makeTable(CallerCalleeModel *model, QSortFilterProxyModel *proxy)
{
    proxy->setSourceModel(model);
    proxy->setSortRole(CallerCalleeModel::SortRole);
    auto *table = new QTableView(this);
    table->setModel(proxy);
    table->setSortingEnabled(true);
    table->sortByColumn(CallerCalleeModel::Time, Qt::DescendingOrder);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 4);
    table->horizontalHeader()->setSectionResizeMode(CallerCalleeModel::Name, QHeaderView::Stretch);
    fitColumnsToContents(table->horizontalHeader(), CallerCalleeModel::Time, CallerCalleeModel::ColumnCount);
    return table;
}

void CallersView::setProfile(ProfilePtr profile, std::vector<TrackId> tracks)
{
    m_profile = profile;
    m_tree.reset();
    const FrameId wanted = m_wanted < profile->frames().size() ? m_wanted : FrameId(kNoId);
    m_job.run([profile, tracks, wanted](QPromise<Built> &promise) {
        const auto cancelled = [&promise] { return promise.isCanceled(); };
        std::shared_ptr<const CallTree> tree = SharedCallTrees::get(profile, tracks, CallTree::Direction::TopDown, cancelled);
        if (!tree || promise.isCanceled())
            return;
        FrameId centre = wanted != kNoId ? wanted : heaviestSelf(*tree);
        auto figures = std::make_shared<const CallerCallee>(CallerCallee::of(*profile, *tree, centre, cancelled));
        // A function a transform or another track took away: the heaviest
        // one of this tree instead of an empty page.
        const bool gone = wanted != kNoId && figures->count() == 0 && figures->total() == 0;
        if (gone && (centre = heaviestSelf(*tree)) != kNoId)
            figures = std::make_shared<const CallerCallee>(CallerCallee::of(*profile, *tree, centre, cancelled));
        if (!promise.isCanceled())
            promise.addResult(Built{std::move(tree), std::move(figures), gone});
    });
    if (!m_figures)
        showFigures(); // "Aggregating…" until the first result
}

void CallersView::recentre(FrameId frame)
{
    m_wanted = frame;
    if (!m_tree || !m_profile)
        return; // the tree being built takes it up when done
    const ProfilePtr profile = m_profile;
    const std::shared_ptr<const CallTree> tree = m_tree;
    m_job.run([profile, tree, frame](QPromise<Built> &promise) {
        auto figures = std::make_shared<const CallerCallee>(
            CallerCallee::of(*profile, *tree, frame, [&promise] { return promise.isCanceled(); }));
        if (!promise.isCanceled())
            promise.addResult(Built{tree, std::move(figures)});
    });
}

void CallersView::onBuilt(Built result)
{
    m_tree = std::move(result.tree);
    m_figures = std::move(result.figures);
    if (m_wanted == kNoId || result.newCentre)
        m_wanted = m_figures->centre();
    // A function chosen while the tree was being built.
    if (m_profile && m_wanted != kNoId && !sameFunction(*m_profile, m_wanted, m_figures->centre())) {
        recentre(m_wanted);
        return;
    }
    m_callersModel->setFigures(m_profile, m_figures);
    m_calleesModel->setFigures(m_profile, m_figures);
    showFigures();
    if (isSandwich())
        feedGraphs();
    emit built();
}

bool CallersView::isBuilding() const
{
    return m_job.isPending() || (isSandwich() && (m_callersGraph->isBuilding() || m_calleesGraph->isBuilding()));
}

void CallersView::dropBuild()
{
    m_job.discard();
    m_graphsShow.reset(); // fed again when figures come, even the same ones
    m_callersGraph->dropBuild();
    m_calleesGraph->dropBuild();
}

void CallersView::setSearch(std::shared_ptr<const FrameSearch::Result> search)
{
    m_callersModel->setSearch(search);
    m_calleesModel->setSearch(search);
    m_callersGraph->setSearch(search);
    m_calleesGraph->setSearch(std::move(search));
}

bool CallersView::selectFrame(FrameId frame)
{
    if (frame == kNoId || (m_profile && frame >= m_profile->frames().size()))
        return false;
    if (m_profile && m_figures && sameFunction(*m_profile, frame, m_figures->centre()) && !m_job.isPending())
        return true;
    recentre(frame); // before the first tracks arrive, kept for them
    return true;
}

void CallersView::setSandwich(bool sandwich)
{
    if (m_sandwich->isChecked() != sandwich)
        m_sandwich->setChecked(sandwich); // comes back here through toggled
    m_above->setCurrentIndex(sandwich ? SandwichShape : TableShape);
    m_below->setCurrentIndex(sandwich ? SandwichShape : TableShape);
    if (sandwich)
        feedGraphs();
}

bool CallersView::isSandwich() const { return m_sandwich->isChecked(); }

// The flame graphs are laid out only when shown, once per centre.
void CallersView::feedGraphs()
{
    if (!m_figures || m_graphsShow == m_figures)
        return;
    m_graphsShow = m_figures;
    m_callersGraph->setTree(m_profile, std::shared_ptr<const CallTree>(m_figures, &m_figures->callersTree()));
    m_calleesGraph->setTree(m_profile, std::shared_ptr<const CallTree>(m_figures, &m_figures->calleesTree()));
}

QString CallersView::centreText() const
{
    if (!m_figures || !m_profile)
        return {};
    const CallerCallee &f = *m_figures;
    const QString name = m_profile->frameName(f.centre()).toHtmlEscaped();
    if (f.total() == 0 && f.count() == 0)
        return tr("<b>%1</b> is not called in the chosen tracks").arg(name);
    return tr("<b>%1</b> &nbsp; total %2 (%3 of all) &nbsp; self %4 &nbsp; count %5")
        .arg(name, valueText(f.total(), f.unit()), percentText(f.total(), f.whole()), valueText(f.self(), f.unit()))
        .arg(f.count());
}

void CallersView::showFigures()
{
    if (!m_figures) {
        m_hint->setText(m_job.isPending() ? tr("Aggregating…")
                                          : tr("Select a function in any view, or double-click one in the function list"));
        m_pages->setCurrentIndex(HintPage);
        return;
    }
    if (m_figures->centre() == kNoId) {
        m_hint->setText(tr("Select a function in any view, or double-click one in the function list"));
        m_pages->setCurrentIndex(HintPage);
        return;
    }
    m_centre->setText(centreText());
    m_pages->setCurrentIndex(FiguresPage);
}

void CallersView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CallersView::retranslate()
{
    m_sandwich->setText(tr("Sandwich"));
    m_sandwich->setToolTip(tr("Show the callers and callees as two flame graphs around the function"));
    showFigures();
    for (CallerCalleeModel *model : {m_callersModel, m_calleesModel})
        emit model->headerDataChanged(Qt::Horizontal, 0, CallerCalleeModel::ColumnCount - 1);
}

} // namespace hg
