#pragma once
#include "ChromeTraceAsyncSlices.h"
#include "model/ProfileBuilder.h"

#include <QCoreApplication>
#include <functional>
#include <map>
#include <optional>

namespace hg {

// Puts matched async slices on tracks, as Perfetto shows nestable async
// events: one track per process and name of the outermost slice (the
// process of its begin event), grouped with the process's threads. A
// slice's children are stated (ProfileBuilder::addChildSpan), and the roots
// of a track are concurrent siblings, so overlapping ids lie on lanes side
// by side. Instants (n) and legacy steps (T, p: named by their "step" arg)
// are zero-length children; slices never ended last to the trace's end.
class ChromeTraceAsyncTracks
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceAsyncTracks)
public:
    using TimeOf = std::function<std::optional<TimePs>(const ChromeTraceEvent &)>;

    ChromeTraceAsyncTracks(const ChromeTraceEvents &events, ChromeTraceAsyncSlices::Result slices);

    // The names of a process's async tracks, in the order of their first slice.
    std::vector<StringId> trackNames(const QString &pid) const;
    // The track made for one of them.
    void setTrack(const QString &pid, StringId name, TrackId track);

    // Adds every slice as a span of its track. spanOfEvent, when not empty,
    // receives the span of each begin (b, S) and instant (n) event.
    void addSpans(ProfileBuilder &builder, const TimeOf &timeOf, TimePs traceEnd, std::vector<AddedSpan> &spanOfEvent) const;
    // What did not match, as warnings with counts.
    void warn(ProfileBuilder &builder) const;

private:
    const ChromeTraceEvent &beginOf(std::uint32_t slice) const { return m_in.events[m_result.slices[slice].begin]; }
    FrameId frameOf(ProfileBuilder &builder, const ChromeTraceEvent &begin) const;
    QString where(const StringPool &strings, std::uint32_t event) const;

    const ChromeTraceEvents &m_in;
    ChromeTraceAsyncSlices::Result m_result;
    // Per process: its tracks' names in order; then the track each got.
    std::map<QString, std::vector<StringId>> m_names;
    std::map<std::pair<QString, StringId>, TrackId> m_tracks;
};

} // namespace hg
