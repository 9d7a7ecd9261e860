#include "TimeSelectionOverlay.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace hg {

void TimeSelectionOverlay::paint(QPainter &painter, const TimeAxis &axis, const QRectF &area, double rulerHeight,
                                 const QPalette &palette, const QFont &font)
{
    m_zoomButton = {};
    if (!m_selection)
        return;
    const double left = std::clamp(axis.x(m_selection->from), area.left() - 1, area.right() + 1);
    const double right = std::clamp(axis.x(m_selection->to), area.left() - 1, area.right() + 1);
    if (right < area.left() || left > area.right())
        return;
    painter.save();
    QColor dim = palette.color(QPalette::Shadow);
    dim.setAlpha(70);
    const QRectF body(area.left(), area.top() + rulerHeight, area.width(), area.height() - rulerHeight);
    painter.fillRect(QRectF(body.left(), body.top(), left - body.left(), body.height()), dim);
    painter.fillRect(QRectF(right, body.top(), body.right() - right, body.height()), dim);
    QColor highlight = palette.color(QPalette::Highlight);
    painter.setPen(QPen(highlight, 1));
    painter.drawLine(QPointF(left, area.top()), QPointF(left, area.bottom()));
    painter.drawLine(QPointF(right, area.top()), QPointF(right, area.bottom()));
    QColor band = highlight;
    band.setAlpha(70);
    painter.fillRect(QRectF(left, area.top(), right - left, rulerHeight), band);

    // The length, centred over the selection on the ruler.
    painter.setFont(font);
    const QString text = formatDuration(m_selection->length(), QLocale());
    const QFontMetricsF metrics(font);
    const double width = metrics.horizontalAdvance(text) + 12;
    const double centre = std::clamp((left + right) / 2, area.left() + width / 2, area.right() - width / 2);
    const QRectF label(centre - width / 2, area.top() + 2, width, rulerHeight - 4);
    painter.setPen(Qt::NoPen);
    painter.setBrush(highlight);
    painter.drawRoundedRect(label, 3, 3);
    painter.setPen(palette.color(QPalette::HighlightedText));
    painter.drawText(label, Qt::AlignCenter, text);

    // The zoom button: a magnifier, where there is room for it.
    if (right - left >= kButtonSize + 8 && body.height() >= kButtonSize + 8) {
        const double middle = (std::max(left, area.left()) + std::min(right, area.right())) / 2;
        m_zoomButton = QRectF(middle - kButtonSize / 2, body.top() + std::min(body.height() / 2, 60.0) - kButtonSize / 2,
                              kButtonSize, kButtonSize);
        painter.setRenderHint(QPainter::Antialiasing);
        QColor face = palette.color(QPalette::Button);
        face.setAlpha(230);
        painter.setBrush(face);
        painter.setPen(QPen(highlight, 1.5));
        painter.drawRoundedRect(m_zoomButton, 5, 5);
        const QPointF lens = m_zoomButton.center() - QPointF(2.5, 2.5);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette.color(QPalette::ButtonText), 2));
        painter.drawEllipse(lens, 6.5, 6.5);
        painter.drawLine(lens + QPointF(4.6, 4.6), lens + QPointF(10, 10));
        painter.drawLine(lens - QPointF(3.5, 0), lens + QPointF(3.5, 0)); // a plus: zoom in
        painter.drawLine(lens - QPointF(0, 3.5), lens + QPointF(0, 3.5));
    }
    painter.restore();
}

} // namespace hg
