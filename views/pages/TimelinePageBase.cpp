#include "TimelinePageBase.h"

#include "PageContext.h"

#include <QMenu>
#include "TimelinePosition.h"
#include "TimelineView.h"

#include <QPointer>

namespace hg {

TimelineView *TimelinePageBase::makeTimeline(PageContext &context)
{
    m_timeline = new TimelineView;
    QObject::connect(m_timeline, &TimelineView::built, m_timeline, [&context] { context.pageReady(); });
    QObject::connect(m_timeline, &TimelineView::spanSelected, m_timeline, [this, &context](SpanRef selected) {
        if (const SpanTrack *spans = m_timeline->spansOf(selected.track)) {
            context.showSpanDetails(selected.track, *spans, selected.span);
            context.frameSelected(*this, spans->frame(selected.span), spans->callPath(selected.span));
        }
    });
    QObject::connect(m_timeline, &TimelineView::contextMenuOpening, m_timeline, [&context](QMenu *menu) { context.addFunctionActions(*menu); });
    QObject::connect(m_timeline, &TimelineView::timeRangeSelected, m_timeline,
                     [&context](TimeRange range, bool final) { context.selectTimeRange(range, final); });
    QObject::connect(m_timeline, &TimelineView::timeSelectionCleared, m_timeline, [&context] { context.clearTimeSelection(); });
    QObject::connect(m_timeline, &TimelineView::zoomToSelectionRequested, m_timeline, [&context] { context.zoomToTimeSelection(); });
    return m_timeline;
}

void TimelinePageBase::setProfile(const ProfilePtr &profile) { m_timeline->setProfile(profile); }

void TimelinePageBase::selectFrame(FrameId frame) { m_timeline->selectFrame(frame); }

void TimelinePageBase::selectSpan(SpanRef span) { m_timeline->selectSpan(span); }

void TimelinePageBase::revealSpan(SpanRef span) { m_timeline->revealSpan(span); }

SpanRef TimelinePageBase::selectedSpan() const { return m_timeline->selectedSpan(); }

SelectedFunction TimelinePageBase::selectedFunction() const
{
    const SpanRef span = m_timeline->selectedSpan();
    const SpanTrack *spans = span.isNone() ? nullptr : m_timeline->spansOf(span.track);
    if (!spans || span.span >= spans->size())
        return {};
    return {spans->frame(span.span), spans->callPath(span.span)};
}

void TimelinePageBase::setSearch(const std::shared_ptr<const FrameSearch::Result> &result) { m_timeline->setSearch(result); }

void TimelinePageBase::jumpToMatch(bool forward) { m_timeline->jumpToMatch(forward); }

bool TimelinePageBase::isBusy() const { return m_timeline->isBuilding(); }

std::optional<VisibleRange> TimelinePageBase::visibleRange() const
{
    const TimeAxis &axis = m_timeline->axis();
    return VisibleRange{axis.start(), axis.end(), axis.start() > 0 || axis.end() < axis.limit()};
}

void TimelinePageBase::setTimeRanges(const TimeRanges &ranges) { m_timeline->setTimeRanges(ranges); }

std::function<void()> TimelinePageBase::keepPosition() const
{
    const TimelinePosition position(*m_timeline);
    return [position, view = QPointer<TimelineView>(m_timeline)] {
        if (view)
            position.restore(*view);
    };
}

} // namespace hg
