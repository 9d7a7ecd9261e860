#include "TimingsTreePanel.h"
#include "ItemContextMenu.h"

#include "TimingsTreeModel.h"
#include "TreeExpansion.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace hg {

TimingsTreePanel::TimingsTreePanel(QWidget *parent)
    : QWidget(parent)
    , m_hint(new QLabel(this))
    , m_status(new QLabel(this))
    , m_hotPath(new QPushButton(this))
    , m_expandAll(new QPushButton(this))
    , m_collapseAll(new QPushButton(this))
    , m_model(new TimingsTreeModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTreeView(this))
    , m_build([this](std::optional<std::shared_ptr<const TimingsTree>> tree) { onBuilt(std::move(tree)); })
{
    m_proxy->setSourceModel(m_model);
    TimingsColumns::setUpView(m_view, m_proxy);
    enableItemContextMenu(m_view, [this](QMenu *menu) { emit contextMenuOpening(menu); });
    m_view->setIndentation(14); // timers nest deep: keeps the figures in sight

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hint, 1);
    buttons->addWidget(m_hotPath);
    buttons->addWidget(m_expandAll);
    buttons->addWidget(m_collapseAll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    m_status->setVisible(false);

    connect(m_hotPath, &QPushButton::clicked, this, &TimingsTreePanel::expandHotPath);
    connect(m_expandAll, &QPushButton::clicked, this, &TimingsTreePanel::expandAll);
    connect(m_collapseAll, &QPushButton::clicked, m_view, &QTreeView::collapseAll);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (const std::optional<TimerRecord> r = TimingsColumns::recordAt(current))
            emit recordSelected(r->track, r->record, r->frame);
    });
    retranslate();
}

TimingsTreePanel::~TimingsTreePanel() = default; // m_build cancels the tree being built

void TimingsTreePanel::setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks)
{
    m_profile = std::move(profile);
    if (!m_profile) {
        m_build.discard(); // a tree of the profile before has no place to go
        m_status->setVisible(false);
        m_model->setTree(nullptr, nullptr);
        return;
    }
    const ProfilePtr p = m_profile;
    // Shared with the timings list, which needs it for its tick shares.
    m_build.run([p, tracks] { return TimingsTree::shared(p, tracks); });
    m_status->setVisible(true);
}

void TimingsTreePanel::onBuilt(std::optional<std::shared_ptr<const TimingsTree>> tree)
{
    m_status->setVisible(m_build.isPending());
    if (!tree) {
        emit built();
        return;
    }
    m_model->setTree(m_profile, std::move(*tree));
    // Deep levels start collapsed, as in the web viewer, except the path to
    // the heaviest timer: the first thing to look at. The columns are
    // measured once, after it all (each layout measured them again).
    treeExpansion::withColumnsFittedAfter(m_view, [this] {
        expandTopLevels();
        expandHotPath();
        TimingsColumns::fitNameColumn(m_view, 300);
    });
    emit built();
}

void TimingsTreePanel::expandTopLevels()
{
    // Right after the reset the view has not laid its rows out: expanding a
    // row only notes it, and the one layout to come places them all
    // (QTreeView::expandToDepth lays out again at each row it opens).
    const TimingsTree &tree = m_model->tree();
    const auto expand = [this](std::uint32_t row) { m_view->expand(m_proxy->mapFromSource(m_model->indexOfRow(row))); };
    std::uint32_t secondLevelRows = 0;
    for (const TimingsTree::Row &top : tree.children(0))
        for (const TimingsTree::Row &second : tree.children(std::uint32_t(&top - &tree.row(0))))
            secondLevelRows += second.childCount;
    for (const TimingsTree::Row &top : tree.children(0)) {
        const auto topRow = std::uint32_t(&top - &tree.row(0));
        if (top.childCount == 0)
            continue;
        expand(topRow);
        // Rows no one reads one by one (a generated report's 280 000) would
        // take the view a second to lay out: then the hot path alone goes deeper.
        if (secondLevelRows > kMaxSecondLevelRows)
            continue;
        for (std::uint32_t k = 0; k < top.childCount; ++k)
            if (tree.row(top.firstChild + k).childCount > 0)
                expand(top.firstChild + k);
    }
}

void TimingsTreePanel::expandHotPath()
{
    QModelIndex last;
    treeExpansion::withColumnsFittedAfter(m_view, [&] {
        const std::vector<std::uint32_t> path = m_model->tree().hotPath();
        const std::size_t levels = std::min(path.size(), std::size_t(treeExpansion::kMaxAutoLevels));
        for (std::size_t i = 0; i < levels; ++i) {
            last = m_proxy->mapFromSource(m_model->indexOfRow(path[i]));
            m_view->expand(last);
        }
    });
    if (last.isValid()) {
        m_view->setCurrentIndex(last);
        m_view->scrollTo(last);
    }
}

void TimingsTreePanel::expandAll()
{
    // QTreeView::expandAll lays the rows out recursively, a stack frame per
    // level: a parent chain 100 000 records deep would overflow the stack.
    // Such trees open level by level instead.
    constexpr std::uint32_t kRecursionSafeDepth = 1000;
    treeExpansion::withColumnsFittedAfter(m_view, [this] {
        if (m_model->tree().maxDepth() < kRecursionSafeDepth)
            m_view->expandAll();
        else
            m_view->expandToDepth(treeExpansion::kMaxAutoLevels);
    });
}

void TimingsTreePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TimingsTreePanel::retranslate()
{
    m_hint->setText(tr("Timers under the timers that called them. [self] is a timer's time that its children do not account for."));
    m_hint->setWordWrap(true);
    m_hotPath->setText(tr("Expand &hot path"));
    m_expandAll->setText(tr("E&xpand all"));
    m_collapseAll->setText(tr("&Collapse all"));
    m_status->setText(tr("Aggregating…"));
}

} // namespace hg
