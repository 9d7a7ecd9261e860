#include "TimingsListPanel.h"
#include "ItemContextMenu.h"

#include "SectionOrderProxy.h"
#include "TickShareChart.h"
#include "TimingsListModel.h"
#include "formats/pocketmine/TimingsTree.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace hg {

TimingsListPanel::TimingsListPanel(QWidget *parent)
    : QWidget(parent)
    , m_totals(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_model(new TimingsListModel(this))
    , m_proxy(new SectionOrderProxy(this))
    , m_view(new QTreeView(m_splitter))
    , m_chart(new TickShareChart(m_splitter))
{
    m_totals->setWordWrap(true);
    m_proxy->setSourceModel(m_model);
    TimingsColumns::setUpView(m_view, m_proxy);
    enableItemContextMenu(m_view, [this](QMenu *menu) { emit contextMenuOpening(menu); });
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_chart->setMinimumHeight(TickShareChart::kBars * 24 + 80); // a readable bar per timer
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_totals);
    layout->addWidget(m_splitter, 1);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    retranslate();

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (const std::optional<TimerRecord> r = TimingsColumns::recordAt(current))
            emit recordSelected(r->track, r->record, r->frame);
    });
}

void TimingsListPanel::setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks)
{
    m_model->setProfile(profile, tracks);
    m_view->expandAll();
    TimingsColumns::fitNameColumn(m_view, 280);
    if (profile) {
        const TimingsTree tree = TimingsTree::build(*profile, tracks);
        m_chart->setShares(TickShares::compute(*profile, tree), TickShares::overlapping(*profile, tree));
    }
    m_chart->setVisible(!m_chart->isEmpty());
}

void TimingsListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TimingsListPanel::retranslate()
{
    m_totals->setText(tr("A category's total counts its outermost timers (not those nested inside them). "
                         "\"Minecraft - Breakdown\" is time that other timers count too."));
}

} // namespace hg
