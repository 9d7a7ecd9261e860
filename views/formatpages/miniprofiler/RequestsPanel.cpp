#include "RequestsPanel.h"

#include "RequestTableModel.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>

namespace hg {

RequestsPanel::RequestsPanel(QWidget *parent)
    : QTableView(parent)
    , m_model(new RequestTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(RequestTableModel::SortRole);
    setModel(m_proxy);
    setSortingEnabled(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(RequestTableModel::Name, QHeaderView::Stretch);
    connect(this, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        emit requestOpened(TrackId(index.data(RequestTableModel::TrackRole).toUInt()));
    });
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            emit requestChosen(TrackId(current.data(RequestTableModel::TrackRole).toUInt()));
    });
}

void RequestsPanel::setProfile(ProfilePtr profile)
{
    const QSignalBlocker blocker(selectionModel());
    m_model->setProfile(std::move(profile));
    sortByColumn(RequestTableModel::Duration, Qt::DescendingOrder);
}

} // namespace hg
