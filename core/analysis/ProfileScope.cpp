#include "ProfileScope.h"

#include "AttributeCopy.h"
#include "TrackCopy.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <limits>

namespace hg {

namespace {

constexpr TimePs kEarliest = std::numeric_limits<TimePs>::min();
constexpr TimePs kLatest = std::numeric_limits<TimePs>::max();

// Which items of a tree to keep for a search: those matching or inside a
// match, and their ancestors. Parents come before their children.
template <typename ParentOf, typename FrameOf>
std::vector<std::uint8_t> pathsToMatches(std::size_t count, ParentOf parentOf, FrameOf frameOf,
                                         const std::vector<std::uint8_t> &frameMatches)
{
    auto matches = [&](FrameId frame) { return frame < frameMatches.size() && frameMatches[frame]; };
    std::vector<std::uint8_t> keep(count, 0);
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t parent = parentOf(i);
        keep[i] = matches(frameOf(i)) || (parent != kNoId && keep[parent]);
    }
    for (std::size_t i = count; i-- > 0;) {
        const std::uint32_t parent = parentOf(i);
        if (keep[i] && parent != kNoId)
            keep[parent] = 1;
    }
    return keep;
}

// Stacks with a matching frame on them. Parents come before children.
std::vector<std::uint8_t> stacksWithMatch(const StackTable &stacks, const std::vector<std::uint8_t> &frameMatches)
{
    std::vector<std::uint8_t> match(stacks.size(), 0);
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        const StackId parent = stacks.parent(StackId(i));
        const FrameId frame = stacks.frame(StackId(i));
        match[i] = (frame < frameMatches.size() && frameMatches[frame]) || (parent != kNoId && match[parent]);
    }
    return match;
}

// Copies the part of each track in scope into a builder started from the
// profile's shared tables.
class ScopeCopier
{
public:
    ScopeCopier(const Profile &profile, const ProfileScope &scope)
        : m_profile(profile), m_scope(scope), m_builder(profile),
          m_from(scope.from.value_or(kEarliest)), m_to(scope.to.value_or(kLatest))
    {
        if (!scope.frameMatches.empty())
            m_stackMatches = stacksWithMatch(profile.stacks(), scope.frameMatches);
    }

    void copyTrack(const Track &track)
    {
        const std::vector<std::uint32_t> spans = spansInScope(track.spans);
        const std::vector<std::uint32_t> samples = samplesInScope(track.samples);
        const std::vector<std::uint32_t> nodes = nodesInScope(track.nodes);
        const bool hadContent = !track.spans.empty() || !track.samples.empty() || !track.nodes.empty();
        if (hadContent && spans.empty() && samples.empty() && nodes.empty())
            return;
        const TrackId id = m_builder.addTrack(track.info);
        copySpans(track, spans, id);
        copySamples(track, samples, id);
        copyNodes(track, nodes, id);
        for (const AttributeTable::Entry entry : track.attributes.all())
            m_builder.setTrackAttribute(id, entry.key, entry.value);
    }

    ProfilePtr build()
    {
        for (const CounterSeries &series : m_profile.counters()) {
            const std::uint32_t counter = m_builder.addCounter(series.name, series.unit);
            for (std::size_t p = 0; p < series.size(); ++p)
                if (series.times[p] >= m_from && series.times[p] < m_to)
                    m_builder.addCounterValue(counter, series.times[p], series.values[p]);
        }
        m_builder.setRecordedDuration(std::min(m_profile.duration(), m_to));
        return m_builder.build();
    }

private:
    std::vector<std::uint32_t> spansInScope(const SpanTrack &spans) const
    {
        std::vector<std::uint8_t> onPath;
        if (!m_scope.frameMatches.empty())
            onPath = pathsToMatches(
                spans.size(), [&](std::size_t i) { return spans.parent(std::uint32_t(i)); },
                [&](std::size_t i) { return spans.frame(std::uint32_t(i)); }, m_scope.frameMatches);
        std::vector<std::uint32_t> kept;
        for (std::uint32_t i = 0; i < spans.size(); ++i) {
            if (!onPath.empty() && !onPath[i])
                continue;
            // Overlapping the range; a zero-length span counts at its start.
            const bool inRange = spans.duration(i) > 0 ? spans.start(i) < m_to && spans.end(i) > m_from
                                                       : spans.start(i) >= m_from && spans.start(i) < m_to;
            if (inRange)
                kept.push_back(i);
        }
        return kept;
    }

    std::vector<std::uint32_t> samplesInScope(const SampleTrack &samples) const
    {
        std::vector<std::uint32_t> kept;
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            if (samples.timed() && (samples.time(i) < m_from || samples.time(i) >= m_to))
                continue;
            if (!m_stackMatches.empty() && !m_stackMatches[samples.stack(i)])
                continue;
            kept.push_back(i);
        }
        return kept;
    }

    std::vector<std::uint32_t> nodesInScope(const AggregateTree &nodes) const
    {
        std::vector<std::uint8_t> onPath;
        if (!m_scope.frameMatches.empty())
            onPath = pathsToMatches(
                nodes.size(), [&](std::size_t i) { return nodes.parent(std::uint32_t(i)); },
                [&](std::size_t i) { return nodes.frame(std::uint32_t(i)); }, m_scope.frameMatches);
        std::vector<std::uint32_t> kept;
        for (std::uint32_t i = 0; i < nodes.size(); ++i)
            if (onPath.empty() || onPath[i])
                kept.push_back(i);
        return kept;
    }

    // The stated tree stays (and so the lanes): a span whose parent is left
    // out hangs from its nearest kept ancestor. Spans are clipped to the range.
    void copySpans(const Track &track, const std::vector<std::uint32_t> &kept, TrackId id)
    {
        const SpanTrack &spans = track.spans;
        const std::vector<std::uint8_t> keep = marked(spans.size(), kept);
        copySpansWithTimes(track, m_builder, id, [&](std::uint32_t i) { return keep[i] ? spans.frame(i) : FrameId(kNoId); },
                           [&](std::uint32_t i) {
                               const TimePs start = std::max(spans.start(i), m_from);
                               return std::pair<TimePs, TimePs>{start, std::min(spans.end(i), m_to) - start};
                           });
    }

    void copySamples(const Track &track, const std::vector<std::uint32_t> &kept, TrackId id)
    {
        const SampleTrack &samples = track.samples;
        if (!samples.timed())
            m_builder.setTrackUntimed(id);
        std::vector<std::uint32_t> newIndex(samples.size(), kNoId);
        std::uint32_t added = 0;
        for (std::uint32_t i : kept) {
            m_builder.addSample(id, samples.time(i), samples.stack(i), samples.weight(i));
            copySampleFigures(samples, i, m_builder, id, added);
            newIndex[i] = added++;
        }
        copyAttributes(track.sampleAttributes, newIndex, [&](std::uint32_t sample, StringId key, AttributeValue value) {
            m_builder.setSampleAttribute(id, sample, key, value);
        });
    }

    // Kept nodes lead to their matches: their parents are kept too.
    void copyNodes(const Track &track, const std::vector<std::uint32_t> &kept, TrackId id)
    {
        const AggregateTree &nodes = track.nodes;
        const std::vector<std::uint8_t> keep = marked(nodes.size(), kept);
        hg::copyNodes(track, m_builder, id, [&](std::uint32_t i) { return keep[i] ? nodes.frame(i) : FrameId(kNoId); },
                      [&](std::uint32_t i) { return nodes.total(i); });
    }

    static std::vector<std::uint8_t> marked(std::size_t count, const std::vector<std::uint32_t> &indices)
    {
        std::vector<std::uint8_t> mark(count, 0);
        for (const std::uint32_t i : indices)
            mark[i] = 1;
        return mark;
    }

    const Profile &m_profile;
    const ProfileScope &m_scope;
    ProfileBuilder m_builder;
    TimePs m_from, m_to;
    std::vector<std::uint8_t> m_stackMatches;
};

} // namespace

ProfilePtr ProfileScope::apply(const Profile &profile, const std::function<bool()> &isCancelled) const
{
    ScopeCopier copier(profile, *this);
    for (std::size_t i = 0; i < profile.tracks().size(); ++i) {
        if (isCancelled && isCancelled())
            return nullptr;
        if (tracks.empty() || std::find(tracks.begin(), tracks.end(), TrackId(i)) != tracks.end())
            copier.copyTrack(profile.tracks()[i]);
    }
    return copier.build();
}

} // namespace hg
