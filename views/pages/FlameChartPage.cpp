#include "FlameChartPage.h"

#include "MeasurementsPanel.h"
#include "TimelineView.h"

#include <QSplitter>

namespace hg {

bool FlameChartPage::showsAlias(const QString &alias, const Profile &profile) const
{
    return alias == QLatin1String("measurements") && !profile.counters().empty();
}

QWidget *FlameChartPage::createWidget(PageContext &context)
{
    auto *page = new QSplitter(Qt::Vertical);
    TimelineView *flameChart = makeTimeline(context);
    m_measurements = new MeasurementsPanel;
    page->addWidget(flameChart);
    page->addWidget(m_measurements);
    page->setStretchFactor(0, 3);
    page->setStretchFactor(1, 2);
    page->setChildrenCollapsible(false);
    m_measurements->hide(); // until a profile has measurements
    QObject::connect(flameChart, &ZoomableView::visibleRangeChanged, m_measurements, &MeasurementsPanel::setTimeRange);
    return page;
}

void FlameChartPage::setProfile(const ProfilePtr &profile)
{
    TimelinePageBase::setProfile(profile);
    m_measurements->setProfile(profile);
}

void FlameChartPage::setTracks(const ProfilePtr &, const std::vector<TrackId> &tracks) { timeline()->setTracks(tracks); }

} // namespace hg
