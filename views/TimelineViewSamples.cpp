// TimelineView: the spans of sampled tracks, finer as the view zooms in.
#include "TimelineView.h"

namespace hg {

void TimelineView::refineSampleSpans()
{
    std::vector<TrackId> sampled; // shown as flame charts
    for (const Item &item : m_items) {
        if (item.kind != Item::Body)
            continue;
        std::vector<TrackId> tracks = item.sharing;
        tracks.push_back(item.track);
        for (const TrackId track : tracks) {
            const Track &t = m_profile->tracks()[track];
            if (t.spans.empty() && !t.samples.empty())
                sampled.push_back(track);
        }
    }
    const TimePs perPixel = TimePs(double(axis().range()) / std::max(1.0, axis().width()));
    m_sampleSpans.show(sampled, axis().start(), axis().end(), perPixel);
}

void TimelineView::sampleSpansSwitched(TrackId track, const SpanTrack &before, const SpanTrack &after)
{
    if (track == m_selectedTrack && m_selectedSpan < before.size()) {
        // The same call in the new spans: its row and function, over its time
        // (a window cuts the calls it starts or ends within).
        const SpanIndex selected = m_selectedSpan;
        const std::uint32_t row = before.rowOf(selected);
        m_selectedSpan = kNoId;
        if (row < after.rowCount()) {
            const SpanTrack::IndexRange range = after.overlapping(row, before.start(selected), std::max(before.end(selected), before.start(selected) + 1));
            for (std::uint32_t i = range.first; i < range.last && m_selectedSpan == kNoId; ++i)
                if (after.frame(i) == before.frame(selected))
                    m_selectedSpan = SpanIndex(i);
        }
    }
    viewport()->update();
}

} // namespace hg
