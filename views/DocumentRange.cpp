#include "DocumentRange.h"

#include "analysis/ProfileSlice.h"

#include <algorithm>

namespace hg {

DocumentRange::DocumentRange(QObject *parent)
    : QObject(parent)
    , m_cut([this](std::optional<ProfilePtr> sliced) {
        if (!sliced || !*sliced)
            return;
        m_sliced = std::move(*sliced);
        emit slicedChanged(m_sliced);
    })
{
    m_throttle.setSingleShot(true);
    m_throttle.setInterval(kThrottleMs);
    connect(&m_throttle, &QTimer::timeout, this, &DocumentRange::cutNow);
}

DocumentRange::~DocumentRange() = default; // m_cut cancels the cut under way and waits for it

void DocumentRange::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_sliced.reset();
    m_cut.discard(); // a cut of the profile before
    cutNow();
}

void DocumentRange::reset()
{
    m_ranges = {};
    emit changed(); // the next setProfile() cuts
}

void DocumentRange::select(TimeRange range, bool final)
{
    // An end past the profile's (an open one) is its end, its last sample included.
    if (m_profile && range.to > m_profile->duration())
        range.to = m_profile->duration() + 1;
    TimeRanges ranges = m_ranges;
    if (const std::optional<TimeRange> zoom = ranges.zoom()) {
        range.from = std::clamp(range.from, zoom->from, zoom->to);
        range.to = std::clamp(range.to, zoom->from, zoom->to);
    }
    if (range.to <= range.from) {
        clearSelection();
        return;
    }
    ranges.selection = range;
    setRanges(std::move(ranges), final);
}

void DocumentRange::clearSelection()
{
    if (!m_ranges.selection)
        return;
    TimeRanges ranges = m_ranges;
    ranges.selection.reset();
    setRanges(std::move(ranges), true);
}

void DocumentRange::commit()
{
    if (!m_ranges.selection)
        return;
    TimeRanges ranges = m_ranges;
    ranges.committed.push_back(*ranges.selection);
    ranges.selection.reset();
    setRanges(std::move(ranges), true);
}

void DocumentRange::selectNested(const std::vector<TimeRange> &ranges)
{
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        select(ranges[i]);
        if (i + 1 < ranges.size())
            commit();
    }
}

void DocumentRange::goTo(std::size_t level)
{
    TimeRanges ranges = m_ranges;
    ranges.committed.resize(std::min(level, ranges.committed.size()));
    ranges.selection.reset();
    setRanges(std::move(ranges), true);
}

void DocumentRange::setRanges(TimeRanges ranges, bool final)
{
    if (ranges == m_ranges) {
        if (final && m_throttle.isActive())
            cutNow();
        return;
    }
    m_ranges = std::move(ranges);
    // The cut first, then the drawing (the breadcrumb lays itself out anew).
    if (cutOrCutting(m_ranges.current()))
        m_throttle.stop(); // committing the selection: the same part
    else if (final)
        cutNow();
    else if (!m_throttle.isActive())
        m_throttle.start();
    emit changed();
}

bool DocumentRange::cutOrCutting(const std::optional<TimeRange> &range) const
{
    return range == m_cutRange && (m_sliced || m_cut.isPending());
}

void DocumentRange::cutNow()
{
    m_throttle.stop();
    if (!m_profile) {
        m_cut.discard();
        return;
    }
    const std::optional<TimeRange> range = m_ranges.current();
    if (cutOrCutting(range))
        return;
    m_cutRange = range;
    if (!range) {
        m_cut.discard();
        m_sliced = m_profile;
        emit slicedChanged(m_sliced);
        return;
    }
    m_sliced.reset();
    m_cut.run([profile = m_profile, range = *range](QPromise<ProfilePtr> &promise) {
        if (ProfilePtr sliced = ProfileSlice::cut(*profile, range, [&promise] { return promise.isCanceled(); }))
            promise.addResult(std::move(sliced));
    });
}

} // namespace hg
