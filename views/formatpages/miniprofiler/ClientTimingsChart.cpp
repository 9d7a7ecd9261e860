#include "ClientTimingsChart.h"

#include "formats/miniprofiler/MiniProfilerKeys.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace hg {

namespace {
constexpr int kRowHeight = 20;
constexpr int kMargin = 8;
} // namespace

ClientTimingsChart::ClientTimingsChart(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(80);
}

void ClientTimingsChart::setTimings(ProfilePtr profile, TrackId track, TimePs origin, const QString &note)
{
    m_rows.clear();
    m_note = note;
    if (profile && track < profile->tracks().size()) {
        const Track &t = profile->tracks()[track];
        for (std::uint32_t s = 0; s < t.spans.size(); ++s)
            m_rows.push_back({profile->frameName(t.spans.frame(s)), t.spans.start(s) - origin, t.spans.duration(s),
                              t.spanAttributes.findNamed(s, profile->strings(), miniprofiler::key::kPointEvent).has_value()});
        std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row &a, const Row &b) { return a.start < b.start; });
    }
    updateGeometry();
    update();
}

QSize ClientTimingsChart::sizeHint() const
{
    return QSize(600, kMargin * 2 + kRowHeight * (int(m_rows.size()) + 3));
}

void ClientTimingsChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    if (m_rows.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("This request has no client timings."));
        return;
    }
    int labelWidth = 0;
    TimePs end = 1;
    for (const Row &r : m_rows) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(r.name));
        end = std::max(end, r.start + r.duration);
    }
    labelWidth = std::min(labelWidth + 2 * kMargin, width() / 2);
    const QLocale locale;
    const int barLeft = labelWidth;
    const int barWidth = std::max(10, width() - barLeft - kMargin - fm.horizontalAdvance(QStringLiteral("00000.0 ms")));
    auto x = [&](TimePs t) { return barLeft + int(double(barWidth) * double(t) / double(end)); };

    int y = kMargin;
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(kMargin, y, width() - 2 * kMargin, kRowHeight), Qt::AlignVCenter | Qt::AlignLeft, m_note);
    y += kRowHeight;
    const QColor bar(70, 130, 200), point(200, 90, 60);
    for (const Row &r : m_rows) {
        const QRect label(kMargin, y, labelWidth - 2 * kMargin, kRowHeight);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(label, Qt::AlignVCenter | Qt::AlignLeft, fm.elidedText(r.name, Qt::ElideRight, label.width()));
        const int x0 = x(r.start);
        QString value;
        if (r.point) {
            QPainterPath diamond;
            const int cy = y + kRowHeight / 2;
            diamond.moveTo(x0, cy - 5);
            diamond.lineTo(x0 + 5, cy);
            diamond.lineTo(x0, cy + 5);
            diamond.lineTo(x0 - 5, cy);
            diamond.closeSubpath();
            p.fillPath(diamond, point);
            value = tr("at %1 ms").arg(locale.toString(double(r.start) / double(kPsPerMs), 'f', 1));
        } else {
            const int x1 = std::max(x(r.start + r.duration), x0 + 2);
            p.fillRect(QRect(x0, y + 4, x1 - x0, kRowHeight - 8), bar);
            value = tr("%1 ms").arg(locale.toString(double(r.duration) / double(kPsPerMs), 'f', 1));
        }
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRect(x0 + 8 + (r.point ? 0 : x(r.start + r.duration) - x0), y, 200, kRowHeight), Qt::AlignVCenter | Qt::AlignLeft, value);
        y += kRowHeight;
    }
    // A millisecond axis under the rows.
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(barLeft, y + 2, barLeft + barWidth, y + 2);
    constexpr int kTicks = 4;
    for (int i = 0; i <= kTicks; ++i) {
        const TimePs t = end * i / kTicks;
        const int tx = x(t);
        p.drawLine(tx, y, tx, y + 5);
        p.drawText(QRect(tx - 50, y + 5, 100, kRowHeight), Qt::AlignHCenter | Qt::AlignTop,
                   tr("%1 ms").arg(locale.toString(double(t) / double(kPsPerMs), 'f', 0)));
    }
}

} // namespace hg
