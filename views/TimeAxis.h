#pragma once
#include "model/Time.h"

namespace hg {

// The mapping between time (or any integer axis, e.g. a flame graph's weight)
// and horizontal pixels: a visible range [start, end) drawn across `width`
// pixels, clamped to the data's [0, limit] and within it to the bounds, when
// set (a committed time range the view is zoomed into). Pure arithmetic, no
// widgets.
class TimeAxis
{
public:
    // The narrowest visible range: zooming stops at 100 ps across the view.
    static constexpr TimePs kMinimumRange = 100;

    void setLimit(TimePs limit);
    void setWidth(double widthPx);
    void setRange(TimePs start, TimePs end);
    void reset() { setRange(lowest(), highest()); }
    // The view stays within [first, last] (of [0, limit]); no bounds: all of it.
    void setBounds(TimePs first, TimePs last);
    void clearBounds();
    bool hasBounds() const { return m_boundLast >= 0; }
    // The first and last time the view may show: the bounds, or [0, limit].
    TimePs lowest() const;
    TimePs highest() const;
    // Showing all it may (the bounds or the whole).
    bool showsAll() const { return m_start == lowest() && m_end == highest(); }

    TimePs start() const { return m_start; }
    TimePs end() const { return m_end; }
    TimePs range() const { return m_end - m_start; }
    TimePs limit() const { return m_limit; }
    double width() const { return m_width; }

    double x(TimePs t) const { return double(t - m_start) * m_width / double(range()); }
    TimePs time(double x) const;
    // The time one pixel spans at the current zoom.
    double psPerPixel() const { return double(range()) / m_width; }

    // factor > 1 zooms in, keeping the time under anchorX where it is.
    void zoom(double factor, double anchorX);
    void pan(double dxPixels);
    void zoomTo(TimePs start, TimePs end, double marginFraction = 0.05);

private:
    void clamp();

    TimePs m_limit = 1;
    TimePs m_boundFirst = 0, m_boundLast = -1; // m_boundLast < 0: no bounds
    TimePs m_start = 0;
    TimePs m_end = 1;
    double m_width = 1;
};

} // namespace hg
