#include "OpStatsPanel.h"
#include "ItemContextMenu.h"

#include "OpStatsModel.h"
#include "SectionOrderProxy.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace hg {

OpStatsPanel::OpStatsPanel(QWidget *parent)
    : QWidget(parent)
    , m_hint(new QLabel(this))
    , m_status(new QLabel(this))
    , m_model(new OpStatsModel(this))
    , m_proxy(new SectionOrderProxy(this))
    , m_view(new QTreeView(this))
    , m_build([this](std::optional<OpStats> stats) { onBuilt(std::move(stats)); })
{
    m_hint->setWordWrap(true);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(OpStatsModel::SortRole);
    m_view->setModel(m_proxy);
    enableItemContextMenu(m_view, [this](QMenu *menu) { emit contextMenuOpening(menu); });
    m_view->header()->setSortIndicator(-1, Qt::DescendingOrder); // the model's order: most self time first
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(OpStatsModel::Name, QHeaderView::Stretch);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_hint);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    m_status->setVisible(false);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const QVariant frame = current.data(OpStatsModel::FrameRole);
        if (frame.isValid())
            emit opSelected(FrameId(frame.toUInt()));
    });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QVariant frame = index.data(OpStatsModel::FrameRole);
        if (frame.isValid())
            emit opActivated(FrameId(frame.toUInt()));
    });
    retranslate();
}

OpStatsPanel::~OpStatsPanel() = default; // m_build cancels the statistics being computed and waits for them

void OpStatsPanel::setProfile(ProfilePtr profile, const std::vector<TrackId> &tracks)
{
    m_profile = std::move(profile);
    if (!m_profile) {
        m_build.discard(); // statistics of the profile before have no place to go
        m_status->setVisible(false);
        m_model->setStats(nullptr, OpStats());
        return;
    }
    const ProfilePtr p = m_profile;
    m_build.run([p, tracks] { return OpStats::compute(*p, tracks); });
    // A table of millions of events takes seconds: say so rather than show it empty.
    m_status->setVisible(true);
    retranslate();
}

void OpStatsPanel::onBuilt(std::optional<OpStats> stats)
{
    m_status->setVisible(m_build.isPending());
    if (stats) {
        m_model->setStats(m_profile, std::move(*stats));
        m_view->expandAll();
    }
    emit built();
}

void OpStatsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void OpStatsPanel::retranslate()
{
    m_hint->setText(tr("Events aggregated by name in each plane. Self time leaves out events nested inside, on the "
                       "same line. Choose an op to select its events; double-click to see them on the timeline."));
    m_status->setText(tr("Aggregating…"));
}

} // namespace hg
