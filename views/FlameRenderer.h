#pragma once
#include "FrameColors.h"
#include "LaneFolds.h"
#include "TimeAxis.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QFont>
#include <QRgb>
#include <QRectF>
#include <vector>

class QPainter;

namespace hg {

// Paints the rows of a SpanTrack: the one painting mechanism of the flame
// chart, the timeline lanes and the flame graph. Concurrent children lie on
// lanes under their parent; folded lanes (LaneFolds) are left out and shown
// as one marker each. Only what is visible
// is touched: each row is binary-searched for the visible range, runs of spans
// narrower than kFoldPixels fold into one block (skipping ahead by binary
// search, so a row costs O(pixels · log n) whatever the zoom), and fills are
// batched by colour.
class FlameRenderer
{
public:
    static constexpr double kFoldPixels = 2.0;
    static constexpr double kLabelPixels = 28.0;

    struct Style
    {
        double rowHeight = 18;
        QFont font;
        FrameColors colors;
        bool upwards = false; // depth 0 at the bottom (flame graph)
    };
    struct Highlight
    {
        const FrameSearch::Result *search = nullptr;
        std::uint32_t selectedSpan = kNoId;
        FrameId selectedFrame = kNoId; // every span of this function is outlined
        // A colour per span instead of per frame (the differential flame graph).
        const std::vector<QRgb> *spanColours = nullptr;
    };

    // area: where rows go, left edge = axis x 0.
    static void paint(QPainter &painter, const Profile &profile, const SpanTrack &spans, const TimeAxis &axis,
                      const QRectF &area, const Style &style, const Highlight &highlight, const LaneFolds *folds = nullptr);
    // The innermost span under p, or kNoId.
    static std::uint32_t spanAt(const SpanTrack &spans, const TimeAxis &axis, const QRectF &area,
                                const Style &style, QPointF p, const LaneFolds *folds = nullptr);
    // The fold marker under p, or null.
    static const LaneFolds::Marker *markerAt(const LaneFolds &folds, const TimeAxis &axis, const QRectF &area,
                                             const Style &style, QPointF p);
    static double height(const SpanTrack &spans, const Style &style, const LaneFolds *folds = nullptr);
    // A marker's text: how many concurrent children it folds.
    static QString markerText(const LaneFolds::Marker &marker);
    // Where a span is drawn in `area`: its row (a screen row where lanes
    // fold), and its times on the axis (not clipped to the area).
    static QRectF spanRect(const SpanTrack &spans, const TimeAxis &axis, const QRectF &area, const Style &style,
                           std::uint32_t span, const LaneFolds *folds = nullptr);
    static FrameColors::Kind kindOf(const Frame &frame);
};

} // namespace hg
