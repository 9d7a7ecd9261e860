#include "SampleSpanWindows.h"

#include <algorithm>

namespace hg {

namespace {

bool covers(const SampleSpans::Result &spans, TimePs from, TimePs to) { return spans.from <= from && spans.to >= to; }

} // namespace

SampleSpanWindows::SampleSpanWindows(Switched switched, std::function<void()> refined)
    : m_switched(std::move(switched))
    , m_refined(std::move(refined))
    , m_build([this](std::optional<Windows> windows) {
        if (windows)
            adopt(std::move(*windows));
        m_refined();
    })
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    QObject::connect(&m_settle, &QTimer::timeout, &m_settle, [this] { refine(); });
}

void SampleSpanWindows::setProfile(ProfilePtr profile, std::shared_ptr<const ProfileSampleSpans::Tracks> tracks)
{
    m_settle.stop();
    m_build.discard();
    m_windows.clear();
    m_shown.clear();
    m_perPixel = 0;
    m_profile = std::move(profile);
    m_tracks = std::move(tracks);
}

const SampleSpans::Result *SampleSpanWindows::profileSpansOf(TrackId track) const
{
    return m_tracks && track < m_tracks->size() ? &(*m_tracks)[track] : nullptr;
}

const SampleSpans::Result *SampleSpanWindows::shownSpansOf(TrackId track) const
{
    if (const auto it = m_windows.find(track); it != m_windows.end())
        return it->second.get();
    return profileSpansOf(track);
}

const SpanTrack *SampleSpanWindows::spansOf(TrackId track) const
{
    const SampleSpans::Result *spans = shownSpansOf(track);
    return spans ? &spans->spans : nullptr;
}

void SampleSpanWindows::show(const std::vector<TrackId> &tracks, TimePs from, TimePs to, TimePs perPixel)
{
    if (tracks == m_shown && from == m_from && to == m_to && perPixel == m_perPixel)
        return;
    m_shown = tracks;
    m_from = from;
    m_to = to;
    m_perPixel = perPixel;
    std::vector<TrackId> unused;
    for (const auto &[track, window] : m_windows) {
        const SampleSpans::Result *whole = profileSpansOf(track);
        const bool shown = std::find(tracks.begin(), tracks.end(), track) != tracks.end();
        if (!whole || !shown || whole->resolution <= perPixel ||
            !covers(*window, std::max(from, whole->from), std::min(to, whole->to)))
            unused.push_back(track);
    }
    for (const TrackId track : unused)
        drop(track);
    bool coarse = false;
    for (const TrackId track : tracks) {
        const SampleSpans::Result *shownSpans = shownSpansOf(track);
        coarse = coarse || (shownSpans && shownSpans->resolution > perPixel);
    }
    // Whatever is being built is for another view of the time.
    m_build.discard();
    if (coarse)
        m_settle.start();
    else
        m_settle.stop();
}

void SampleSpanWindows::drop(TrackId track)
{
    const auto it = m_windows.find(track);
    const std::shared_ptr<const SampleSpans::Result> window = it->second;
    m_windows.erase(it);
    m_switched(track, window->spans, profileSpansOf(track)->spans);
}

void SampleSpanWindows::refine()
{
    if (!m_profile)
        return;
    std::vector<std::pair<TrackId, SampleSpans::Request>> requests;
    const TimePs width = m_to - m_from;
    for (const TrackId track : m_shown) {
        const SampleSpans::Result *shownSpans = shownSpansOf(track);
        if (!shownSpans || shownSpans->resolution <= m_perPixel)
            continue;
        SampleSpans::Request request;
        request.from = m_from - width;
        request.to = m_to + width;
        request.maxSpans = SampleSpans::budgetFor(*m_profile, track);
        request.minRows = profileSpansOf(track)->spans.rowCount(); // the track keeps its height
        requests.emplace_back(track, std::move(request));
    }
    if (requests.empty()) {
        m_refined();
        return;
    }
    m_build.run([profile = m_profile, requests](QPromise<Windows> &promise) mutable {
        Windows windows;
        for (auto &[track, request] : requests) {
            request.cancelled = [&promise] { return promise.isCanceled(); };
            SampleSpans::Result spans = SampleSpans::build(*profile, profile->tracks()[track].samples, request);
            if (spans.cancelled)
                return;
            windows.push_back({track, std::move(spans)});
        }
        promise.addResult(std::move(windows));
    });
}

void SampleSpanWindows::adopt(Windows windows)
{
    for (Window &w : windows) {
        const SampleSpans::Result *whole = profileSpansOf(w.track);
        if (!whole || !covers(w.spans, std::max(m_from, whole->from), std::min(m_to, whole->to)))
            continue; // the view has moved on since (its own build follows)
        auto window = std::make_shared<const SampleSpans::Result>(std::move(w.spans));
        std::shared_ptr<const SampleSpans::Result> before = m_windows[w.track];
        m_windows[w.track] = window;
        m_switched(w.track, before ? before->spans : whole->spans, window->spans);
    }
}

} // namespace hg
