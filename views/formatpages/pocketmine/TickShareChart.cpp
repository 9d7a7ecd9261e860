#include "TickShareChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QLocale>
#include <QValueAxis>
#include <QVBoxLayout>

namespace hg {

TickShareChart::TickShareChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void TickShareChart::setShares(const std::vector<TickShare> &shares, bool overlapping)
{
    auto *chart = new QChart;
    chart->setTitle(overlapping ? tr("Top timers by share of the tick (legacy report: timers may overlap)")
                                : tr("Top timers by share of the tick (own time)"));
    chart->legend()->hide();
    chart->setMargins(QMargins(4, 4, 4, 4));
    const std::size_t n = std::min(shares.size(), kBars);
    auto *set = new QBarSet(tr("% of tick time"));
    set->setColor(QColor(0xd9, 0x6a, 0x2b));
    set->setLabelColor(palette().text().color());
    QStringList names;
    const QFontMetrics metrics(font());
    double high = 0;
    for (std::size_t i = n; i-- > 0;) { // the chart draws the first category at the bottom
        names << metrics.elidedText(shares[i].name, Qt::ElideMiddle, 360);
        *set << shares[i].percent;
        high = std::max(high, shares[i].percent);
    }
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value %"));
    series->setLabelsPrecision(3);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    categories->append(names);
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto *percent = new QValueAxis;
    percent->setRange(0, std::max(1.0, high * 1.15));
    percent->setTickCount(6);
    percent->applyNiceNumbers();
    percent->setLabelFormat(QStringLiteral("%.0f"));
    percent->setTitleText(tr("% of the time spent in Full Server Tick"));
    chart->addAxis(percent, Qt::AlignBottom);
    series->attachAxis(percent);
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    delete old;
    m_empty = n == 0;
}

} // namespace hg
