#include "CallTreeView.h"
#include "FittedColumns.h"
#include "ItemContextMenu.h"

#include "CallTreeModel.h"
#include "analysis/SharedCallTrees.h"
#include "CappedIndentTreeView.h"
#include "PlainTextDelegate.h"
#include "TreeExpansion.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace hg {

CallTreeView::CallTreeView(CallTree::Direction direction, QWidget *parent)
    : QWidget(parent)
    , m_direction(direction)
    , m_model(new CallTreeModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_tree(new CappedIndentTreeView(this))
    , m_status(new QLabel(this))
    , m_build([this](std::optional<Built> result) {
        if (result) {
            onBuilt(std::move(*result));
            return;
        }
        retranslate(); // no tree (out of memory, cancelled), but done: the pages after it go on
        emit built();
    })
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CallTreeModel::SortRole);
    m_tree->setModel(m_proxy);
    enableItemContextMenu(m_tree, [this](QMenu *menu) { emit contextMenuOpening(menu); });
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(CallTreeModel::Total, Qt::DescendingOrder);
    // The tree's children come heaviest first already (ties in node order,
    // as the proxy's stable sort leaves them): the proxy sorts only once a
    // person picks another order. Sorting a big tree's top rows through it
    // took a second and more on the GUI thread.
    m_proxy->sort(-1);
    m_tree->setUniformRowHeights(true);
    m_tree->setItemDelegate(new PlainTextDelegate(m_tree));
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(CallTreeModel::Name, QHeaderView::Stretch);
    fitColumnsToContents(m_tree->header(), CallTreeModel::Total, CallTreeModel::ColumnCount);
    m_status->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_tree);

    auto *hotPath = new QAction(this);
    hotPath->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    hotPath->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(hotPath, &QAction::triggered, this, &CallTreeView::expandHotPath);
    addAction(hotPath);

    connect(m_model, &CallTreeModel::callersOpened, this, &CallTreeView::onCallersOpened);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const std::uint32_t node = m_model->nodeOf(m_proxy->mapToSource(current));
        if (node != 0 && m_model->hasTree() && !m_selectingFromOutside)
            emit nodeSelected(NodeId(node), m_model->node(node).frame);
    });
    retranslate();
}

SelectedFunction CallTreeView::selectedFunction() const
{
    const std::uint32_t node = m_model->nodeOf(m_proxy->mapToSource(m_tree->currentIndex()));
    if (!m_model->hasTree() || node == 0 || node >= m_model->size())
        return {};
    return {m_model->node(node).frame, m_model->callPath(node)};
}

CallTreeView::~CallTreeView() = default; // m_build cancels the tree being built and waits for it

void CallTreeView::setProfile(ProfilePtr profile, std::vector<TrackId> tracks)
{
    m_profile = profile;
    m_status->setText(tr("Aggregating…"));
    m_status->setVisible(true);
    const CallTree::Direction direction = m_inverted == (m_direction == CallTree::Direction::TopDown) ? CallTree::Direction::BottomUp
                                                                                                   : CallTree::Direction::TopDown;
    m_build.run([profile, tracks, direction](QPromise<Built> &promise) {
        const auto cancelled = [&promise] { return promise.isCanceled(); };
        // The flame graph and the function list share the top-down tree;
        // a bottom-up table is made from it, the hot path opened here.
        auto tree = SharedCallTrees::get(profile, tracks, CallTree::Direction::TopDown, cancelled);
        if (!tree)
            return;
        if (direction == CallTree::Direction::TopDown) {
            promise.addResult(Built{std::move(tree), {}});
            return;
        }
        if (std::unique_ptr<CallerTree> callers = CallerTree::build(std::move(tree), treeExpansion::kMaxAutoLevels, cancelled))
            promise.addResult(Built{{}, std::move(callers)});
    });
}

void CallTreeView::setSearch(std::shared_ptr<const FrameSearch::Result> search)
{
    m_search = search;
    m_model->setSearch(std::move(search));
    m_tree->viewport()->update();
}

bool CallTreeView::selectFrame(FrameId frame)
{
    const std::uint32_t node = m_model->firstNodeOf(frame);
    if (node == 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexOfNode(node));
    m_selectingFromOutside = true; // no echo back to the view that asked
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    m_selectingFromOutside = false;
    return true;
}

bool CallTreeView::isBuilding() const { return m_build.isPending(); }

void CallTreeView::onBuilt(Built result)
{
    if (result.tree)
        m_model->setTree(m_profile, std::move(result.tree));
    else
        m_model->setCallers(m_profile, std::move(result.callers));
    m_callersCut = m_model->callersCut();
    m_hotPathWaitsOn = m_failedOpen = 0;
    retranslate();
    m_model->setSearch(m_search);
    // A first look that answers "where does the time go": the hot path open
    // (not a selection by the user, so other views are left alone).
    m_selectingFromOutside = true;
    expandHotPath();
    m_selectingFromOutside = false;
    emit built();
}

void CallTreeView::expandHotPath() { expandHotPathFor(treeExpansion::kMaxAutoLevels); }

void CallTreeView::expandHotPathFor(int levels)
{
    if (!m_model->hasTree())
        return;
    const QModelIndex current = m_tree->currentIndex();
    std::uint32_t node = current.isValid() ? m_model->nodeOf(m_proxy->mapToSource(current)) : 0;
    QModelIndex last;
    treeExpansion::withColumnsFittedAfter(m_tree, [&] {
        int level = 0;
        for (; m_model->childCount(node) && level < levels; ++level) {
            const QModelIndex here = m_proxy->mapFromSource(m_model->indexOfNode(node));
            if (here.isValid())
                m_tree->expand(here);
            if (m_model->isBeingOpened(node))
                break; // its one row is the busy row: the path goes on when its callers come
            node = m_model->child(node, 0);
            last = m_proxy->mapFromSource(m_model->indexOfNode(node));
        }
        // A row whose callers are many is opened on a worker: expanded, it
        // shows them when they come, and the path goes on from there.
        m_hotPathWaitsOn = 0;
        if (level < levels) {
            // Asked here, not left to the view's next layout: the path
            // waits on this row only if its callers are on their way.
            if (const QModelIndex source = m_model->indexOfNode(node); m_model->canFetchMore(source)) {
                m_model->fetchMore(source);
                m_tree->expand(m_proxy->mapFromSource(source));
            }
            if (m_model->isBeingOpened(node)) {
                m_hotPathWaitsOn = node;
                m_hotPathLevelsLeft = levels - level;
                m_hotPathFromOutside = m_selectingFromOutside;
            }
        }
    });
    if (last.isValid()) {
        m_tree->setCurrentIndex(last);
        m_tree->scrollTo(last);
    }
}

void CallTreeView::onCallersOpened(std::uint32_t node, bool made)
{
    const bool hotPathWaited = node == m_hotPathWaitsOn;
    if (hotPathWaited)
        m_hotPathWaitsOn = 0;
    if (!made) {
        // Collapsed, the row asks again when it is expanded.
        m_tree->collapse(m_proxy->mapFromSource(m_model->indexOfNode(node)));
        m_failedOpen = node;
        retranslate();
        return;
    }
    if (node == m_failedOpen) {
        m_failedOpen = 0;
        retranslate();
    }
    // Only if the person stayed on the row the path stopped at.
    const QModelIndex current = m_tree->currentIndex();
    if (hotPathWaited && current.isValid() && m_model->nodeOf(m_proxy->mapToSource(current)) == node) {
        m_selectingFromOutside = m_hotPathFromOutside;
        expandHotPathFor(m_hotPathLevelsLeft);
        m_selectingFromOutside = false;
    }
}

void CallTreeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CallTreeView::retranslate()
{
    if (auto *action = actions().value(0))
        action->setText(tr("Expand Hot Path"));
    if (m_build.isPending())
        m_status->setText(tr("Aggregating…"));
    else if (m_failedOpen != 0 && m_model->hasTree() && m_failedOpen < m_model->size())
        m_status->setText(tr("Not enough memory to find the callers of %1; expand the row to try again.")
                              .arg(m_profile->frameName(m_model->node(m_failedOpen).frame)));
    else if (m_callersCut)
        m_status->setText(tr("Callers more than %1 levels up a chain are not shown.").arg(CallTree::kMaxCallerLevels));
    m_status->setVisible(m_build.isPending() || m_failedOpen != 0 || m_callersCut);
}

} // namespace hg
