#include "SideBySideCharts.h"

#include "TimelineView.h"

#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>
#include <cmath>

namespace hg {

SideBySideCharts::SideBySideCharts(QWidget *parent)
    : QWidget(parent)
    , m_labelA(new QLabel(this))
    , m_labelB(new QLabel(this))
    , m_a(new TimelineView(this))
    , m_b(new TimelineView(this))
{
    auto *splitter = new QSplitter(Qt::Vertical, this);
    for (auto [label, chart] : {std::pair{m_labelA, m_a}, std::pair{m_labelB, m_b}}) {
        auto *half = new QWidget(splitter);
        auto *layout = new QVBoxLayout(half);
        layout->setContentsMargins(0, 0, 0, 0);
        label->setTextFormat(Qt::PlainText);
        layout->addWidget(label);
        layout->addWidget(chart, 1);
        splitter->addWidget(half);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connect(m_a, &ZoomableView::visibleRangeChanged, this, [this] { follow(m_a, m_b); });
    connect(m_b, &ZoomableView::visibleRangeChanged, this, [this] { follow(m_b, m_a); });
}

bool SideBySideCharts::applies(const Profile &profile)
{
    for (const Track &track : profile.tracks())
        if (!track.spans.empty() || (!track.samples.empty() && track.samples.timed()))
            return true;
    return false;
}

void SideBySideCharts::setProfiles(ProfilePtr a, const QString &nameA, ProfilePtr b, const QString &nameB)
{
    m_labelA->setText(QStringLiteral("A: ") + nameA);
    m_labelB->setText(QStringLiteral("B: ") + nameB);
    m_a->setProfile(std::move(a));
    m_b->setProfile(std::move(b));
}

bool SideBySideCharts::isBuilding() const
{
    return m_a->isBuilding() || m_b->isBuilding();
}

// `to` shows the share of its profile that `from` shows of its own. Each
// moves the other only when they differ by more than rounding, so the two
// settle after one exchange.
void SideBySideCharts::follow(const TimelineView *from, TimelineView *to)
{
    const double limitFrom = double(from->axis().limit()), limitTo = double(to->axis().limit());
    const auto start = TimePs(std::llround(double(from->axis().start()) / limitFrom * limitTo));
    const auto end = TimePs(std::llround(double(from->axis().end()) / limitFrom * limitTo));
    const double tolerance = std::max(1.0, double(to->axis().range()) * 1e-6);
    if (std::fabs(double(to->axis().start() - start)) <= tolerance && std::fabs(double(to->axis().end() - end)) <= tolerance)
        return;
    to->axis().setRange(start, end);
    to->viewport()->update();
}

} // namespace hg
