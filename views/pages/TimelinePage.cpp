#include "TimelinePage.h"

#include "TimelineView.h"

namespace hg {

QWidget *TimelinePage::createWidget(PageContext &context)
{
    // The overview: each track a compact activity graph (the flame chart
    // page shows them at full depth).
    TimelineView *timeline = makeTimeline(context);
    timeline->setActivityGraphs(true);
    return timeline;
}

} // namespace hg
