#include "TimelineMarkers.h"

#include <algorithm>

namespace hg {

std::vector<TimelineMarker> TimelineMarkers::find(const Profile &profile)
{
    std::vector<TimelineMarker> markers;
    for (TrackId t{0}; t < profile.tracks().size(); ++t) {
        const SpanTrack &spans = profile.tracks()[t].spans;
        for (SpanIndex i{0}; i < spans.size(); ++i)
            if (spans.duration(i) == 0)
                markers.push_back({spans.start(i), {t, i}});
    }
    const auto byTime = [](const TimelineMarker &a, const TimelineMarker &b) { return a.time < b.time; };
    if (markers.size() > kMaxMarkers) {
        std::nth_element(markers.begin(), markers.begin() + kMaxMarkers, markers.end(), byTime);
        markers.resize(kMaxMarkers);
    }
    std::stable_sort(markers.begin(), markers.end(), byTime);
    return markers;
}

std::pair<std::size_t, std::size_t> TimelineMarkers::within(const std::vector<TimelineMarker> &markers, TimePs from, TimePs to)
{
    const auto first = std::lower_bound(markers.begin(), markers.end(), from, [](const TimelineMarker &m, TimePs t) { return m.time < t; });
    const auto last = std::lower_bound(first, markers.end(), to, [](const TimelineMarker &m, TimePs t) { return m.time < t; });
    return {std::size_t(first - markers.begin()), std::size_t(last - markers.begin())};
}

std::optional<TimeRange> TimelineMarkers::rangeFrom(const std::vector<TimelineMarker> &markers, std::size_t index, TimePs end)
{
    if (index >= markers.size())
        return std::nullopt;
    const TimePs from = markers[index].time;
    const auto next = std::upper_bound(markers.begin() + std::ptrdiff_t(index), markers.end(), from,
                                       [](TimePs t, const TimelineMarker &m) { return t < m.time; });
    const TimePs to = next == markers.end() ? end : next->time;
    if (to <= from)
        return std::nullopt;
    return TimeRange{from, to};
}

} // namespace hg
