#include "FunctionListView.h"
#include "ElideLeftDelegate.h"
#include "FittedColumns.h"
#include "ItemContextMenu.h"

#include "FunctionListModel.h"
#include "analysis/SharedCallTrees.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace hg {

FunctionListView::FunctionListView(QWidget *parent)
    : QWidget(parent)
    , m_model(new FunctionListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_status(new QLabel(this))
    , m_build([this](std::optional<std::shared_ptr<const FunctionTable>> table) {
        if (!table) {
            emit built(); // no table (out of memory, cancelled), but done: the pages after it go on
            return;
        }
        m_model->setTable(m_profile, std::move(*table));
        m_status->setVisible(false);
        fitPathColumns();
        emit built();
    })
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(FunctionListModel::SortRole);
    m_table->setModel(m_proxy);
    enableItemContextMenu(m_table, [this](QMenu *menu) { emit contextMenuOpening(menu); });
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(FunctionListModel::Self, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false); // one line a row: a wrapped path showed its first part, cut at a slash
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->horizontalHeader()->setSectionResizeMode(FunctionListModel::Name, QHeaderView::Stretch);
    fitColumnsToContents(m_table->horizontalHeader(), FunctionListModel::Self, FunctionListModel::Module);
    for (const int column : {FunctionListModel::Module, FunctionListModel::File}) {
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Interactive);
        m_table->setItemDelegateForColumn(column, new ElideLeftDelegate(m_table));
    }
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (!m_fittingPaths && (column == FunctionListModel::Module || column == FunctionListModel::File))
            m_pathsSizedByHand = true;
    });
    m_status->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_table);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const FrameId frame = m_model->frameAt(m_proxy->mapToSource(current).row());
        if (frame != kNoId && !m_selectingFromOutside)
            emit functionSelected(frame);
    });
    retranslate();
}

SelectedFunction FunctionListView::selectedFunction() const
{
    const QModelIndex current = m_table->currentIndex();
    return {current.isValid() ? m_model->frameAt(m_proxy->mapToSource(current).row()) : FrameId(kNoId), {}};
}

FunctionListView::~FunctionListView() = default; // m_build cancels the table being built and waits for it

void FunctionListView::setProfile(ProfilePtr profile, std::vector<TrackId> tracks)
{
    m_profile = profile;
    m_status->setVisible(true);
    retranslate();
    m_build.run([profile, tracks](QPromise<std::shared_ptr<const FunctionTable>> &promise) {
        const std::shared_ptr<const CallTree> tree =
            SharedCallTrees::get(profile, tracks, CallTree::Direction::TopDown, [&promise] { return promise.isCanceled(); });
        if (tree)
            promise.addResult(std::make_shared<const FunctionTable>(FunctionTable::of(*tree)));
    });
}

void FunctionListView::setSearch(std::shared_ptr<const FrameSearch::Result> search) { m_model->setSearch(std::move(search)); }

bool FunctionListView::selectFrame(FrameId frame)
{
    const int row = m_model->rowOf(frame);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_selectingFromOutside = true; // no echo back to the view that asked
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    m_selectingFromOutside = false;
    return true;
}

void FunctionListView::fitPathColumns()
{
    if (m_pathsSizedByHand)
        return;
    m_fittingPaths = true;
    const int most = std::max(m_table->viewport()->width() / 5, 120);
    const QAbstractItemView *view = m_table; // QTableView hides the measure that the item view offers
    QHeaderView *header = m_table->horizontalHeader();
    for (const int column : {FunctionListModel::Module, FunctionListModel::File}) // no narrower than the title
        header->resizeSection(column, std::min(std::max(header->sectionSizeHint(column), view->sizeHintForColumn(column)), most));
    m_fittingPaths = false;
}

void FunctionListView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitPathColumns();
}

void FunctionListView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FunctionListView::retranslate()
{
    m_status->setText(tr("Aggregating…"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, FunctionListModel::ColumnCount - 1);
}

} // namespace hg
