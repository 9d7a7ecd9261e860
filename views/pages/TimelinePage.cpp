#include "TimelinePage.h"

#include "TimelineView.h"

namespace hg {

QWidget *TimelinePage::createWidget(PageContext &context) { return makeTimeline(context); }

} // namespace hg
