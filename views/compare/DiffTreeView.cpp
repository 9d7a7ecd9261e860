#include "DiffTreeView.h"

#include "DiffTreeModel.h"
#include "FittedColumns.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>
#include <cmath>

namespace hg {

namespace {
constexpr int kExpandDepth = 12;
}

DiffTreeView::DiffTreeView(QWidget *parent)
    : QWidget(parent)
    , m_model(new DiffTreeModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTreeView(this))
    , m_pending(new QLabel(this))
{
    m_pending->setAlignment(Qt::AlignCenter);
    m_pending->hide();
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DiffTreeModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setUniformRowHeights(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(DiffTreeModel::TotalB, Qt::DescendingOrder);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(DiffTreeModel::Name, QHeaderView::Stretch);
    measureRowsInSight(m_view->header());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    layout->addWidget(m_pending);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (!m_selecting && current.isValid())
            emit nodeSelected(m_model->nodeOf(m_proxy->mapToSource(current)));
    });
}

void DiffTreeView::selectNode(std::uint32_t node)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexOfNode(node));
    if (!index.isValid())
        return;
    m_selecting = true; // chosen elsewhere: not sent back
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_selecting = false;
}

void DiffTreeView::setTree(std::shared_ptr<const Comparison> comparison, std::shared_ptr<const DiffTree> tree)
{
    m_model->setTree(std::move(comparison), std::move(tree));
    m_pending->hide();
    m_view->show();
    for (int c = 1; c < DiffTreeModel::ColumnCount; ++c)
        m_view->resizeColumnToContents(c);
    expandLargestChange();
}

void DiffTreeView::setPending()
{
    m_model->setTree(nullptr, nullptr);
    m_pending->setText(tr("Comparing…"));
    m_view->hide();
    m_pending->show();
}

bool DiffTreeView::isPending() const
{
    return !m_pending->isHidden();
}

void DiffTreeView::setSearch(std::vector<std::uint8_t> functionMatches)
{
    m_model->setSearch(std::move(functionMatches));
    m_view->viewport()->update(); // rows below the top level repaint too
}

void DiffTreeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_pending->setText(tr("Comparing…"));
        emit m_model->headerDataChanged(Qt::Horizontal, 0, DiffTreeModel::ColumnCount - 1);
        m_view->viewport()->update(); // "new" and "gone"
    }
    QWidget::changeEvent(event);
}

// Opens the path whose total grew (or shrank) the most at each level, so the
// slowdown is in sight without a click.
void DiffTreeView::expandLargestChange()
{
    QModelIndex parent;
    for (int depth = 0; depth < kExpandDepth; ++depth) {
        QModelIndex largest;
        double largestChange = 0;
        for (int row = 0; row < m_proxy->rowCount(parent); ++row) {
            const QModelIndex index = m_proxy->index(row, DiffTreeModel::TotalChange, parent);
            const double change = std::fabs(index.data(DiffTreeModel::SortRole).toDouble());
            if (change > largestChange) {
                largestChange = change;
                largest = index.siblingAtColumn(0);
            }
        }
        if (!largest.isValid())
            return;
        m_view->expand(largest);
        m_view->setCurrentIndex(largest);
        parent = largest;
    }
}

} // namespace hg
