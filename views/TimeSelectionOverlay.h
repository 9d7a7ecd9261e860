#pragma once
#include "TimeAxis.h"
#include "model/TimeRange.h"

#include <QRectF>
#include <optional>

class QFont;
class QPainter;
class QPalette;

namespace hg {

// A selected time range drawn over a timeline: the time outside it dimmed,
// its edges, its length in a label on the ruler, and in its middle a button
// that zooms into it (commits it), as Firefox Profiler draws its selection.
class TimeSelectionOverlay
{
public:
    void setSelection(std::optional<TimeRange> selection) { m_selection = selection; }
    const std::optional<TimeRange> &selection() const { return m_selection; }

    // area: the viewport; its top rulerHeight pixels are the ruler.
    void paint(QPainter &painter, const TimeAxis &axis, const QRectF &area, double rulerHeight, const QPalette &palette,
               const QFont &font);
    // Whether the zoom button of the last paint is at `pos`.
    bool zoomButtonAt(QPointF pos) const { return m_zoomButton.contains(pos); }

    static constexpr double kButtonSize = 28;

private:
    std::optional<TimeRange> m_selection;
    QRectF m_zoomButton; // empty when not drawn
};

} // namespace hg
