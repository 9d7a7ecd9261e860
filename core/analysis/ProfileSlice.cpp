#include "ProfileSlice.h"

#include "SampleWeights.h"
#include "TrackCopy.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <numeric>

namespace hg {

namespace {

bool overlaps(const SpanTrack &spans, std::uint32_t i, TimeRange range)
{
    return spans.duration(i) > 0 ? spans.start(i) < range.to && spans.end(i) > range.from : range.contains(spans.start(i));
}

class SliceCopier
{
public:
    SliceCopier(const Profile &profile, TimeRange range)
        : m_profile(profile), m_range(range), m_builder(profile)
    {
        m_builder.keepDiagnostics(profile.diagnostics()); // a part of the profile: the same warnings
    }

    void copyTrack(const Track &track)
    {
        const TrackId id = m_builder.addTrack(track.info);
        copyTrackAttributes(track, m_builder, id);
        m_spanIndex.push_back(copySpans(track, id));
        if (track.samples.timed())
            copyTimedSamples(track, id);
        else
            hg::copySamples(track, m_builder, id, [](StackId stack) { return std::optional<StackId>(stack); });
        hg::copyNodes(track, m_builder, id, [&track](std::uint32_t i) { return track.nodes.frame(i); },
                      [&track](std::uint32_t i) { return track.nodes.total(i); });
    }

    ProfilePtr build()
    {
        copyFlows(m_profile.flows(), m_spanIndex, 0, m_builder);
        for (const CounterSeries &series : m_profile.counters()) {
            const std::uint32_t counter = m_builder.addCounter(series.name, series.unit);
            for (std::size_t p = 0; p < series.size(); ++p)
                if (m_range.contains(series.times[p]))
                    m_builder.addCounterValue(counter, series.times[p], series.values[p]);
        }
        return m_builder.build();
    }

private:
    std::vector<std::uint32_t> copySpans(const Track &track, TrackId id)
    {
        const SpanTrack &spans = track.spans;
        if (spans.empty() || spans.minStart() >= m_range.to || spans.maxEnd() < m_range.from)
            return {};
        return copySpansWithTimes(
            track, m_builder, id, [&](std::uint32_t i) { return overlaps(spans, i, m_range) ? spans.frame(i) : FrameId(kNoId); },
            [&](std::uint32_t i) {
                const TimePs start = std::max(spans.start(i), m_range.from);
                return std::pair<TimePs, TimePs>{start, std::max<TimePs>(0, std::min(spans.end(i), m_range.to) - start)};
            });
    }

    // The samples inside, and after them the next one emptied (or where the
    // last one's median length ends), so the last inside keeps its length.
    void copyTimedSamples(const Track &track, TrackId id)
    {
        const SampleTrack &samples = track.samples;
        const std::uint32_t n = samples.size();
        const std::uint32_t first = samples.lowerBound(m_range.from);
        const std::uint32_t last = m_range.to == TimeRange::kOpenEnd ? n : std::max(first, samples.lowerBound(m_range.to));
        if (first == last)
            return;
        SampleTrack::Columns columns;
        columns.time.reserve(last - first + 1);
        columns.stack.reserve(last - first + 1);
        columns.weight.reserve(last - first + 1);
        columns.time.assign(samples.times().begin() + first, samples.times().begin() + last);
        columns.stack.assign(samples.stacks().begin() + first, samples.stacks().begin() + last);
        columns.weight.assign(samples.weights().begin() + first, samples.weights().begin() + last);
        if (samples.hasCpu())
            columns.cpuNs.assign(samples.cpuColumn().begin() + first, samples.cpuColumn().begin() + last);
        if (samples.hasStates())
            columns.state.assign(samples.stateColumn().begin() + first, samples.stateColumn().begin() + last);
        columns.weighting = samples.weighting();
        if (samples.weight(last - 1) > 0) {
            columns.time.push_back(last < n ? samples.time(last) : samples.time(last - 1) + lastSampleLength(samples));
            columns.stack.push_back(StackId(kNoId));
            columns.weight.push_back(0);
            columns.padOptional();
        }
        m_builder.addSamples(id, std::move(columns));
        if (track.sampleAttributes.size()) {
            std::vector<std::uint32_t> newIndex(n, kNoId);
            std::iota(newIndex.begin() + first, newIndex.begin() + last, 0u);
            copyAttributes(track.sampleAttributes, newIndex, [&](std::uint32_t sample, StringId key, AttributeValue value) {
                m_builder.setSampleAttribute(id, sample, key, value);
            });
        }
    }

    // As SampleWeights gives it for a track's last sample.
    TimePs lastSampleLength(const SampleTrack &samples)
    {
        if (const TimePs median = SampleWeights::medianInterval(samples); median > 0)
            return median;
        if (!m_fallback)
            m_fallback = SampleWeights::profileMedianInterval(m_profile);
        return m_fallback;
    }

    const Profile &m_profile;
    TimeRange m_range;
    ProfileBuilder m_builder;
    std::vector<std::vector<std::uint32_t>> m_spanIndex; // by track, for the flows
    TimePs m_fallback = 0;
};

} // namespace

ProfilePtr ProfileSlice::cut(const Profile &profile, TimeRange range, const std::function<bool()> &isCancelled)
{
    SliceCopier copier(profile, range);
    for (const Track &track : profile.tracks()) {
        if (isCancelled && isCancelled())
            return nullptr;
        copier.copyTrack(track);
    }
    if (isCancelled && isCancelled())
        return nullptr;
    return copier.build();
}

} // namespace hg
