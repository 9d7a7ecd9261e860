#include "TracksPage.h"

#include "TrackTableModel.h"

#include <QHeaderView>
#include <QTableView>

namespace hg {

QWidget *TracksPage::createWidget(PageContext &)
{
    auto *table = new QTableView;
    m_model = new TrackTableModel(table);
    table->setModel(m_model);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    return table;
}

void TracksPage::setProfile(const ProfilePtr &profile) { m_model->setProfile(profile); }

} // namespace hg
