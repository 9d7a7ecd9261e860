#pragma once
#include "BackgroundResult.h"
#include "analysis/ProfileSampleSpans.h"

#include <QTimer>
#include <functional>
#include <map>
#include <memory>

namespace hg {

// The sample spans a timeline shows: the profile's (ProfileSampleSpans),
// and for a big track whose are folded coarser than the zoom shows, the
// spans of the time in view (and as much again either side) built finer on
// a worker once the view settles. A window is dropped as soon as the view
// leaves it or zooms out to where the profile's spans do. Span indices
// differ between a track's spans and its window's: whoever holds one hears
// of every switch (Switched) to find it in the new spans.
class SampleSpanWindows
{
public:
    // track, its spans before the switch and after (both stay valid for the call).
    using Switched = std::function<void(TrackId, const SpanTrack &before, const SpanTrack &after)>;
    // `refined`: a build for the view finished (whether or not it was adopted).
    SampleSpanWindows(Switched switched, std::function<void()> refined);

    // The profile and its sample spans (null while being built): windows forgotten.
    void setProfile(ProfilePtr profile, std::shared_ptr<const ProfileSampleSpans::Tracks> tracks);
    // The view shows [from, to) of `tracks` as flame charts, `perPixel` a pixel.
    void show(const std::vector<TrackId> &tracks, TimePs from, TimePs to, TimePs perPixel);
    // A track's spans as shown now; null when it has no samples or is not built.
    const SpanTrack *spansOf(TrackId track) const;
    // Whether spans folded coarser than the zoom are being made finer.
    bool isRefining() const { return m_build.isPending() || m_settle.isActive(); }

private:
    struct Window
    {
        TrackId track;
        SampleSpans::Result spans;
    };
    using Windows = std::vector<Window>;

    const SampleSpans::Result *profileSpansOf(TrackId track) const;
    // The window's if the track has one, else the profile's.
    const SampleSpans::Result *shownSpansOf(TrackId track) const;
    void drop(TrackId track);
    void refine();
    void adopt(Windows windows);

    Switched m_switched;
    std::function<void()> m_refined;
    ProfilePtr m_profile;
    std::shared_ptr<const ProfileSampleSpans::Tracks> m_tracks;
    std::map<TrackId, std::shared_ptr<const SampleSpans::Result>> m_windows;
    std::vector<TrackId> m_shown;
    TimePs m_from = 0;
    TimePs m_to = 0;
    TimePs m_perPixel = 0;
    QTimer m_settle; // a zoom by wheel is many steps: build for where it stops
    BackgroundResult<Windows> m_build;
};

} // namespace hg
