#include "TimingsTreePanel.h"

#include "TimingsTreeModel.h"

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
    , m_hotPath(new QPushButton(this))
    , m_expandAll(new QPushButton(this))
    , m_collapseAll(new QPushButton(this))
    , m_model(new TimingsTreeModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTreeView(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(TimingsColumns::SortRole);
    m_view->setModel(m_proxy);
    // Opens in the model's order (heaviest first, time counted twice last)
    // until the user sorts by a column.
    m_view->header()->setSortIndicator(-1, Qt::DescendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setIndentation(14); // timers nest deep: keeps the figures in sight
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(TimingsColumns::Name, QHeaderView::Interactive);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hint, 1);
    buttons->addWidget(m_hotPath);
    buttons->addWidget(m_expandAll);
    buttons->addWidget(m_collapseAll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);

    connect(m_hotPath, &QPushButton::clicked, this, &TimingsTreePanel::expandHotPath);
    connect(m_expandAll, &QPushButton::clicked, this, &TimingsTreePanel::expandAll);
    connect(m_collapseAll, &QPushButton::clicked, m_view, &QTreeView::collapseAll);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const QVariant node = current.data(TimingsColumns::NodeRole);
        if (node.isValid() && node.toUInt() != kNoId)
            emit recordSelected(current.data(TimingsColumns::TrackRole).toUInt(), node.toUInt(),
                                FrameId(current.data(TimingsColumns::FrameRole).toUInt()));
    });
    retranslate();
}

void TimingsTreePanel::setProfile(ProfilePtr profile, const std::vector<std::uint32_t> &tracks)
{
    m_model->setProfile(std::move(profile), tracks);
    // Deep levels start collapsed, as in the web viewer, except the path to
    // the heaviest timer: the first thing to look at.
    m_view->expandToDepth(1);
    expandHotPath();
    TimingsColumns::fitNameColumn(m_view, 300);
}

void TimingsTreePanel::expandHotPath()
{
    // A parent chain thousands of records deep (a damaged report) would
    // open into a staircase nobody can read: the first levels say where
    // the time goes.
    constexpr std::size_t kMaxLevels = 256;
    QModelIndex last;
    fitColumnsAfter([&] {
        const std::vector<std::uint32_t> path = m_model->tree().hotPath();
        for (std::size_t i = 0; i < std::min(path.size(), kMaxLevels); ++i) {
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
    // Such trees open level by level instead, as far as a person can follow.
    constexpr std::uint32_t kRecursionSafeDepth = 1000;
    constexpr int kMaxLevels = 256;
    fitColumnsAfter([this] {
        if (m_model->tree().maxDepth() < kRecursionSafeDepth)
            m_view->expandAll();
        else
            m_view->expandToDepth(kMaxLevels);
    });
}

void TimingsTreePanel::fitColumnsAfter(const std::function<void()> &expand)
{
    // QTreeView::expand re-measures every ResizeToContents column over the
    // visible rows each time: opening thousands of rows one by one was
    // minutes of text layout (a 20 000-deep report never showed).
    QHeaderView *header = m_view->header();
    auto setFitted = [header](QHeaderView::ResizeMode mode) {
        for (int column = 0; column < header->count(); ++column)
            if (column != TimingsColumns::Name) // sized by the user
                header->setSectionResizeMode(column, mode);
    };
    setFitted(QHeaderView::Interactive);
    expand();
    setFitted(QHeaderView::ResizeToContents);
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
}

} // namespace hg
