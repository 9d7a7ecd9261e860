#include "TimeAxis.h"

#include <algorithm>
#include <cmath>

namespace hg {

void TimeAxis::setLimit(TimePs limit)
{
    m_limit = std::max<TimePs>(limit, 1);
    clamp();
}

void TimeAxis::setBounds(TimePs first, TimePs last)
{
    m_boundFirst = std::max<TimePs>(first, 0);
    m_boundLast = std::max(last, m_boundFirst + 1);
    clamp();
}

void TimeAxis::clearBounds()
{
    m_boundFirst = 0;
    m_boundLast = -1;
    clamp();
}

TimePs TimeAxis::lowest() const { return hasBounds() ? std::min(m_boundFirst, m_limit - 1) : 0; }

TimePs TimeAxis::highest() const { return hasBounds() ? std::clamp(m_boundLast, lowest() + 1, m_limit) : m_limit; }

void TimeAxis::setWidth(double widthPx) { m_width = std::max(widthPx, 1.0); }

void TimeAxis::setRange(TimePs start, TimePs end)
{
    m_start = start;
    m_end = end;
    clamp();
}

TimePs TimeAxis::time(double x) const
{
    return m_start + TimePs(std::llround(x * double(range()) / m_width));
}

void TimeAxis::zoom(double factor, double anchorX)
{
    if (factor <= 0)
        return;
    const TimePs anchor = time(anchorX);
    const double widest = double(highest() - lowest());
    const double newRange = std::clamp(double(range()) / factor, std::min(double(kMinimumRange), widest), widest);
    const double left = anchorX / m_width * newRange;
    const TimePs start = anchor - TimePs(std::llround(left));
    setRange(start, start + TimePs(std::llround(newRange)));
}

void TimeAxis::pan(double dxPixels)
{
    const TimePs delta = TimePs(std::llround(dxPixels * psPerPixel()));
    setRange(m_start + delta, m_end + delta);
}

void TimeAxis::zoomTo(TimePs start, TimePs end, double marginFraction)
{
    const TimePs span = std::max<TimePs>(end - start, kMinimumRange);
    const TimePs margin = TimePs(double(span) * marginFraction);
    setRange(start - margin, start + span + margin);
}

void TimeAxis::clamp()
{
    const TimePs first = lowest(), widest = highest() - first;
    const TimePs r = std::clamp<TimePs>(m_end - m_start, std::min(kMinimumRange, widest), widest);
    m_start = std::clamp<TimePs>(m_start, first, first + widest - r);
    m_end = m_start + r;
}

} // namespace hg
