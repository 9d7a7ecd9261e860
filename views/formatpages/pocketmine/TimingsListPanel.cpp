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
    , m_status(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_model(new TimingsListModel(this))
    , m_proxy(new SectionOrderProxy(this))
    , m_view(new QTreeView(m_splitter))
    , m_chart(new TickShareChart(m_splitter))
    , m_build([this](std::optional<Contents> contents) { onBuilt(std::move(contents)); })
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
    layout->addWidget(m_status);
    layout->addWidget(m_splitter, 1);
    m_status->setVisible(false);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    retranslate();

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (const std::optional<TimerRecord> r = TimingsColumns::recordAt(current))
            emit recordSelected(r->track, r->record, r->frame);
    });
}

TimingsListPanel::~TimingsListPanel() = default; // m_build cancels the list being computed

void TimingsListPanel::setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks)
{
    m_profile = std::move(profile);
    if (!m_profile) {
        m_build.discard(); // a list of the profile before has no place to go
        m_status->setVisible(false);
        m_model->setList(nullptr, TimingsCategories());
        m_chart->setShares({}, false);
        m_chart->setVisible(false);
        return;
    }
    const ProfilePtr p = m_profile;
    m_build.run([p, tracks] {
        Contents contents;
        contents.list = TimingsCategories::build(*p, tracks);
        // The tree page's tree when it has it: a second one was as big again.
        const std::shared_ptr<const TimingsTree> tree = TimingsTree::shared(p, tracks);
        contents.shares = TickShares::compute(*p, *tree);
        contents.overlapping = TickShares::overlapping(*p, *tree);
        return contents;
    });
    m_status->setVisible(true);
}

void TimingsListPanel::onBuilt(std::optional<Contents> contents)
{
    m_status->setVisible(m_build.isPending());
    if (contents) {
        m_model->setList(m_profile, std::move(contents->list));
        m_view->expandAll();
        TimingsColumns::fitNameColumn(m_view, 280);
        m_chart->setShares(std::move(contents->shares), contents->overlapping);
        m_chart->setVisible(!m_chart->isEmpty());
    }
    emit built();
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
    m_status->setText(tr("Aggregating…"));
}

} // namespace hg
