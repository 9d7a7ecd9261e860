#include "MeasurementsPanel.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace hg {

namespace {
constexpr std::size_t kMaxPoints = 4000; // more than a chart's width can show
constexpr double kPsPerMsD = double(kPsPerMs);

QString unitLabel(const QString &unit)
{
    if (unit == QLatin1String("percent"))
        return QStringLiteral("%");
    if (unit == QLatin1String("byte"))
        return QStringLiteral("MB"); // values are scaled to megabytes
    if (unit == QLatin1String("nanosecond"))
        return QStringLiteral("ns");
    if (unit == QLatin1String("hz"))
        return QStringLiteral("Hz");
    return unit;
}
} // namespace

MeasurementsPanel::MeasurementsPanel(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
}

void MeasurementsPanel::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_start = 0;
    m_end = m_profile ? m_profile->duration() : 0;
    rebuild();
}

void MeasurementsPanel::rebuild()
{
    for (QChartView *view : m_views)
        delete view;
    m_views.clear();
    m_axes.clear();
    if (!m_profile)
        return;
    const bool dark = palette().window().color().lightness() < 128;
    for (const CounterSeries &counter : m_profile->counters()) {
        auto *series = new QLineSeries;
        const double scale = counter.unit == QLatin1String("byte") ? 1e-6 : 1.0;
        const std::size_t step = std::max<std::size_t>(1, counter.size() / kMaxPoints);
        double low = 0, high = 0;
        for (std::size_t i = 0; i < counter.size(); i += step) {
            const double v = counter.values[i] * scale;
            series->append(double(counter.times[i]) / kPsPerMsD, v);
            low = std::min(low, v);
            high = std::max(high, v);
        }
        auto *chart = new QChart;
        chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->addSeries(series);
        chart->legend()->hide();
        chart->setTitle(QStringLiteral("%1 (%2)").arg(counter.name, unitLabel(counter.unit)));
        chart->setMargins(QMargins(4, 0, 4, 0));
        chart->setBackgroundRoundness(0);
        auto *time = new QValueAxis;
        time->setLabelFormat(QStringLiteral("%.0f ms"));
        time->setRange(double(m_start) / kPsPerMsD, double(std::max(m_end, m_start + 1)) / kPsPerMsD);
        auto *value = new QValueAxis;
        value->setRange(low, high > low ? high * 1.05 : low + 1);
        value->setLabelFormat(QStringLiteral("%.4g"));
        chart->addAxis(time, Qt::AlignBottom);
        chart->addAxis(value, Qt::AlignLeft);
        series->attachAxis(time);
        series->attachAxis(value);
        auto *view = new QChartView(chart, this);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(120);
        m_layout->addWidget(view);
        m_views.push_back(view);
        m_axes.push_back(time);
    }
    setVisible(!m_views.empty());
}

void MeasurementsPanel::setTimeRange(TimePs start, TimePs end)
{
    m_start = start;
    m_end = end;
    for (QValueAxis *axis : m_axes)
        axis->setRange(double(start) / kPsPerMsD, double(std::max(end, start + 1)) / kPsPerMsD);
}

void MeasurementsPanel::changeEvent(QEvent *event)
{
    // Palette (light/dark) and language changes redraw the charts.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace hg
