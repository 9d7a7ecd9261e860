#pragma once
#include "DocumentPage.h"

namespace hg {

class TimelineView;

// What the flame chart and the timeline share: spans on a time axis, with
// span selection, search matches to step through, a zoom kept across live
// updates, and the document's time ranges: a drag selects one.
class TimelinePageBase : public DocumentPage
{
public:
    bool showsSpans() const override { return true; }
    bool stepsThroughMatches() const override { return true; }

    void setProfile(const ProfilePtr &profile) override;
    void selectFrame(FrameId frame) override;
    void selectSpan(SpanRef span) override;
    void revealSpan(SpanRef span) override;
    SpanRef selectedSpan() const override;
    SelectedFunction selectedFunction() const override;
    void setSearch(const std::shared_ptr<const FrameSearch::Result> &result) override;
    void jumpToMatch(bool forward) override;
    bool isBusy() const override;
    std::optional<VisibleRange> visibleRange() const override;
    std::function<void()> keepPosition() const override;
    void setTimeRanges(const TimeRanges &ranges) override;

protected:
    // The timeline, wired to the document: a clicked span shows its details
    // and selects its function in the other pages.
    TimelineView *makeTimeline(PageContext &context);
    TimelineView *timeline() const { return m_timeline; }

private:
    TimelineView *m_timeline = nullptr;
};

} // namespace hg
