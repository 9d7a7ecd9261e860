#include "TimingsListPanel.h"

#include "SectionOrderProxy.h"
#include "TickShareChart.h"
#include "TimingsListModel.h"
#include "analysis/TimingsTree.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
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
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(TimingsColumns::SortRole);
    m_view->setModel(m_proxy);
    // Opens in the model's order (heaviest first, time counted twice last)
    // until the user sorts by a column.
    m_view->header()->setSortIndicator(-1, Qt::DescendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(TimingsColumns::Name, QHeaderView::Interactive);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_chart->setMinimumHeight(TickShareChart::kBars * 24 + 80); // a readable bar per timer
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_totals);
    layout->addWidget(m_splitter, 1);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const QVariant node = current.data(TimingsColumns::NodeRole);
        if (node.isValid() && node.toUInt() != kNoId)
            emit recordSelected(current.data(TimingsColumns::TrackRole).toUInt(), node.toUInt(),
                                FrameId(current.data(TimingsColumns::FrameRole).toUInt()));
    });
}

void TimingsListPanel::setProfile(ProfilePtr profile, const std::vector<std::uint32_t> &tracks)
{
    m_profile = std::move(profile);
    m_model->setProfile(m_profile, tracks);
    m_view->expandAll();
    m_view->resizeColumnToContents(TimingsColumns::Name);
    m_view->setColumnWidth(TimingsColumns::Name, std::min(m_view->columnWidth(TimingsColumns::Name), 380));
    if (m_profile) {
        const TimingsTree tree = TimingsTree::build(*m_profile, tracks);
        m_chart->setShares(TickShares::compute(*m_profile, tree), TickShares::overlapping(*m_profile, tree));
    }
    m_chart->setVisible(!m_chart->isEmpty());
    retranslate();
}

void TimingsListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TimingsListPanel::retranslate()
{
    const QLocale locale;
    const TimePs total = m_model->categories().totalTime();
    const std::optional<ServerTimings> server = m_profile ? ServerTimings::of(*m_profile) : std::nullopt;
    const double sampleMs = server ? double(server->sampleTimeNs) / 1e6 : 0;
    const double totalMs = double(total) / double(kPsPerMs);
    m_totals->setText(tr("%1 ms timed in all categories (%2 % of the sample); the breakdown is left out, as other timings count it too")
                          .arg(locale.toString(totalMs, 'f', 1), locale.toString(sampleMs > 0 ? 100.0 * totalMs / sampleMs : 0.0, 'f', 1)));
}

} // namespace hg
