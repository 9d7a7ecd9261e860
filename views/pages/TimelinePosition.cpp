#include "TimelinePosition.h"

#include "TimelineView.h"

#include <QScrollBar>

namespace hg {

TimelinePosition::TimelinePosition(const TimelineView &view)
    : m_start(view.axis().start())
    , m_end(view.axis().end())
    , m_limit(view.axis().limit())
    , m_scroll(view.verticalScrollBar()->value())
{
}

void TimelinePosition::restore(TimelineView &view) const
{
    TimeAxis &axis = view.axis();
    // The whole profile, as the view shows it by itself: nothing to keep.
    if (m_start == 0 && m_end >= m_limit)
        return;
    // Showing up to the end: keep following the end as it grows.
    axis.setRange(m_start, m_end >= m_limit ? axis.limit() : m_end);
    view.verticalScrollBar()->setValue(m_scroll);
    emit view.visibleRangeChanged(axis.start(), axis.end());
    view.viewport()->update();
}

} // namespace hg
