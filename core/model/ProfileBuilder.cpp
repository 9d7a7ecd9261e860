#include "ProfileBuilder.h"

#include "Permutation.h"

#include "util/CountArg.h"
#include "util/ParallelFor.h"
#include "util/ReleaseOffGuiThread.h"
#include "util/ScratchShelf.h"

#include <QCoreApplication>
#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <numeric>
#include <stdexcept>

namespace hg {

struct ProfileBuilder::PendingTrack
{
    TrackInfo info;
    SpanNester spans;
    std::optional<SpanTrack> nestedSpans; // given whole instead (setNestedSpans)
    std::vector<std::uint32_t> openSpans; // begun, not yet ended
    std::size_t unmatchedEnds = 0;
    std::size_t unknownParents = 0; // stated parents not added before their child
    SampleTrack::Columns samples;
    AttributeTable spanAttributes;
    AttributeTable sampleAttributes;
    AttributeTable attributes;
    AggregateTree nodes;
    AttributeTable nodeAttributes;
};

ProfileBuilder::ProfileBuilder(QString formatId)
    : m_profile(new Profile)
{
    m_profile->m_formatId = std::move(formatId);
}

ProfileBuilder::ProfileBuilder(const Profile &base, BaseStacks stacks)
    : m_profile(new Profile)
{
    Profile &p = *m_profile;
    p.m_formatId = base.m_formatId;
    p.m_strings = base.m_strings.copy();
    p.m_frames = base.m_frames;
    if (stacks == BaseStacks::Keep)
        p.m_stacks = base.m_stacks;
    p.m_metadata = base.m_metadata;
    p.m_frameAttributes = base.m_frameAttributes;
    p.m_startEpochNs = base.m_startEpochNs;
}

ProfileBuilder::~ProfileBuilder() = default;

void ProfileBuilder::setRecordedDuration(TimePs duration) { m_recordedDuration = std::max<TimePs>(duration, 0); }

void ProfileBuilder::setFormatId(const QString &formatId) { m_profile->m_formatId = formatId; }

const QString &ProfileBuilder::formatId() const { return m_profile->m_formatId; }
StringId ProfileBuilder::intern(std::string_view utf8) { return m_profile->m_strings.intern(utf8); }
StringId ProfileBuilder::intern(const QString &text) { return m_profile->m_strings.intern(text); }
StringId ProfileBuilder::intern(std::string_view utf8, std::uint64_t hash) { return m_profile->m_strings.intern(utf8, hash); }
void ProfileBuilder::prefetchString(std::uint64_t hash) const { m_profile->m_strings.prefetch(hash); }
StringId ProfileBuilder::addUniqueString(std::string_view utf8) { return m_profile->m_strings.add(utf8); }
const StringPool &ProfileBuilder::strings() const { return m_profile->m_strings; }
FrameId ProfileBuilder::addFrame(const Frame &frame) { return m_profile->m_frames.intern(frame); }
std::size_t ProfileBuilder::frameCount() const { return m_profile->m_frames.size(); }
const FrameTable &ProfileBuilder::frames() const { return m_profile->m_frames; }

FrameId ProfileBuilder::addFrame(std::string_view name)
{
    Frame f;
    f.name = intern(name);
    return addFrame(f);
}

StackId ProfileBuilder::addStack(StackId parent, FrameId frame)
{
    return m_profile->m_stacks.intern(parent, frame);
}

std::vector<StackId> ProfileBuilder::addStacks(std::size_t count, const StackTable::PathOf &pathOf)
{
    return m_profile->m_stacks.internPaths(count, pathOf);
}

std::vector<StackId> ProfileBuilder::addStackTree(std::span<const StackTable::TreeNode> nodes)
{
    return m_profile->m_stacks.internTree(nodes);
}

std::vector<StackId> ProfileBuilder::addStacksInOrder(std::span<const StackTable::TreeNode> nodes)
{
    return m_profile->m_stacks.internInOrder(nodes);
}

void ProfileBuilder::reserveStacks(std::size_t more) { m_profile->m_stacks.reserve(more); }

TrackId ProfileBuilder::addTrack(const TrackInfo &info)
{
    m_pending.emplace_back();
    m_pending.back().info = info;
    return TrackId(m_pending.size() - 1);
}

std::size_t ProfileBuilder::trackCount() const { return m_pending.size(); }
TrackInfo &ProfileBuilder::trackInfo(TrackId track) { return pending(track).info; }

ProfileBuilder::PendingTrack &ProfileBuilder::pending(TrackId track)
{
    if (track >= m_pending.size())
        throw std::out_of_range("no such track");
    return m_pending[track];
}

AddedSpan ProfileBuilder::addSpan(TrackId track, TimePs start, TimePs duration, FrameId frame)
{
    return {track, spanAppender(track).add(start, duration, frame)};
}

AddedSpan ProfileBuilder::addChildSpan(TrackId track, TimePs start, TimePs duration, FrameId frame, std::uint32_t parent)
{
    return {track, spanAppender(track).addChild(start, duration, frame, parent)};
}

void ProfileBuilder::setNestedSpans(TrackId track, SpanTrack spans)
{
    PendingTrack &t = pending(track);
    if (t.spans.size() || t.nestedSpans)
        throw std::logic_error("setNestedSpans: the track has spans already");
    t.nestedSpans = std::move(spans);
}

ProfileBuilder::SpanAppender ProfileBuilder::spanAppender(TrackId track)
{
    PendingTrack &t = pending(track);
    return SpanAppender(t.spans, t.spanAttributes, t.unknownParents);
}

void ProfileBuilder::SpanAppender::reserve(std::size_t spans, std::size_t attributes)
{
    m_spans->reserve(m_spans->size() + spans);
    m_attributes->reserve(m_attributes->size() + attributes);
}

AddedSpan ProfileBuilder::beginSpan(TrackId track, TimePs start, FrameId frame)
{
    const AddedSpan ref = addSpan(track, start, -1, frame);
    pending(track).openSpans.push_back(ref.index);
    return ref;
}

bool ProfileBuilder::endSpan(TrackId track, TimePs end)
{
    PendingTrack &t = pending(track);
    if (t.openSpans.empty()) {
        ++t.unmatchedEnds;
        return false;
    }
    const std::uint32_t index = t.openSpans.back();
    t.openSpans.pop_back();
    t.spans.setDuration(index, std::max<TimePs>(0, end - t.spans.start(index)));
    return true;
}

std::size_t ProfileBuilder::openSpanCount(TrackId track) const
{
    return track < m_pending.size() ? m_pending[track].openSpans.size() : 0;
}

std::uint32_t ProfileBuilder::addSample(TrackId track, TimePs time, StackId stack, std::uint32_t weight)
{
    PendingTrack &t = pending(track);
    if (t.samples.size() >= kNoId - 1)
        throw std::length_error("too many samples on one track");
    t.samples.ownTime();
    t.samples.time.push_back(time);
    t.samples.stack.push_back(stack);
    t.samples.weight.push_back(weight);
    t.samples.stackWeights.reset(); // summed anew when asked
    return std::uint32_t(t.samples.size() - 1);
}

void ProfileBuilder::setTrackUntimed(TrackId track) { pending(track).samples.timed = false; }

void ProfileBuilder::setSampleCpu(TrackId track, std::uint32_t sample, std::uint64_t ns)
{
    pending(track).samples.setCpu(sample, ns);
}

void ProfileBuilder::setSampleState(TrackId track, std::uint32_t sample, ThreadState state)
{
    pending(track).samples.setState(sample, state);
}

void ProfileBuilder::addSamples(TrackId track, SampleTrack::Columns columns)
{
    SampleTrack::Columns &to = pending(track).samples;
    if (to.size() + columns.size() >= kNoId - 1)
        throw std::length_error("too many samples on one track");
    if (to.size() == 0) {
        columns.timed = to.timed;
        to = std::move(columns);
        return;
    }
    to.ownTime();
    columns.ownTime();
    if (!columns.cpuNs.empty() || !to.cpuNs.empty()) {
        to.cpuNs.resize(to.size(), SampleTrack::kUnknownCpu);
        columns.cpuNs.resize(columns.size(), SampleTrack::kUnknownCpu);
        to.cpuNs.insert(to.cpuNs.end(), columns.cpuNs.begin(), columns.cpuNs.end());
    }
    if (!columns.state.empty() || !to.state.empty()) {
        to.state.resize(to.size(), ThreadState::Unknown);
        columns.state.resize(columns.size(), ThreadState::Unknown);
        to.state.insert(to.state.end(), columns.state.begin(), columns.state.end());
    }
    to.time.insert(to.time.end(), columns.time.begin(), columns.time.end());
    to.stack.insert(to.stack.end(), columns.stack.begin(), columns.stack.end());
    to.weight.insert(to.weight.end(), columns.weight.begin(), columns.weight.end());
    to.stackWeights.reset(); // summed anew when asked
}

void ProfileBuilder::setSpanAttribute(AddedSpan span, StringId key, AttributeValue value)
{
    pending(span.track).spanAttributes.add(span.index, key, value);
}

void ProfileBuilder::addFlow(AddedSpan from, AddedSpan to, StringId name, StringId category)
{
    m_flows.push_back({from, to, name, category});
}

std::uint32_t ProfileBuilder::addAggregateNode(TrackId track, std::uint32_t parent, FrameId frame, TimePs total, std::uint64_t count)
{
    return pending(track).nodes.add(parent, frame, total, count);
}

void ProfileBuilder::setNodeCountsIncludeCallees(TrackId track, bool inclusive)
{
    pending(track).nodes.setCountsIncludeCallees(inclusive);
}

void ProfileBuilder::setNodePathsDistinct(TrackId track, bool distinct)
{
    pending(track).nodes.setPathsDistinct(distinct);
}

void ProfileBuilder::setNodeAttribute(TrackId track, std::uint32_t node, StringId key, AttributeValue value)
{
    pending(track).nodeAttributes.add(node, key, value);
}

void ProfileBuilder::addNodeAttributes(TrackId track, AttributeTable attributes)
{
    AttributeTable &into = pending(track).nodeAttributes;
    if (into.size() == 0) {
        into = std::move(attributes);
        return;
    }
    into.reserve(into.size() + attributes.size());
    for (const AttributeTable::Entry e : attributes.all())
        into.add(e.owner, e.key, e.value);
}

void ProfileBuilder::reserveAggregateNodes(TrackId track, std::size_t nodes, std::size_t attributes)
{
    PendingTrack &p = pending(track);
    p.nodes.reserve(p.nodes.size() + nodes);
    p.nodeAttributes.reserve(p.nodeAttributes.size() + attributes);
}

void ProfileBuilder::setTrackAttribute(TrackId track, StringId key, AttributeValue value)
{
    pending(track).attributes.add(0, key, value);
}

void ProfileBuilder::reserveSampleAttributes(TrackId track, std::size_t more)
{
    AttributeTable &attributes = pending(track).sampleAttributes;
    attributes.reserve(attributes.size() + more);
}

void ProfileBuilder::setSampleAttribute(TrackId track, std::uint32_t sample, StringId key, AttributeValue value)
{
    pending(track).sampleAttributes.add(sample, key, value);
}

void ProfileBuilder::setFrameAttribute(FrameId frame, StringId key, AttributeValue value)
{
    m_profile->m_frameAttributes.add(frame, key, value);
}

void ProfileBuilder::setMetadata(std::string_view key, AttributeValue value)
{
    m_profile->m_metadata.add(0, intern(key), value);
}

void ProfileBuilder::setMetadata(std::string_view key, std::string_view text)
{
    setMetadata(key, AttributeValue::fromString(intern(text)));
}

QString ProfileBuilder::metadataString(std::string_view key) const
{
    return m_profile->metadataString(key);
}

void ProfileBuilder::setStartEpochNs(qint64 epochNs) { m_profile->m_startEpochNs = epochNs; }

void ProfileBuilder::keepDiagnostics(const Diagnostics &diagnostics) { m_keptDiagnostics = diagnostics; }

void ProfileBuilder::warn(const QString &message, qint64 offset, qint64 line)
{
    m_profile->m_diagnostics.warn(message, offset, line);
}

namespace {

// std::is_sorted, a stretch on each core (each reaching one into the next).
bool inTimeOrder(const std::vector<TimePs> &times)
{
    std::atomic<bool> sorted{true};
    parallelForStretches(times.size(), kColumnStretch, [&](std::size_t from, std::size_t to) {
        if (sorted.load(std::memory_order_relaxed))
            if (!std::is_sorted(times.begin() + std::ptrdiff_t(from), times.begin() + std::ptrdiff_t(std::min(times.size(), to + 1))))
                sorted = false;
    });
    return sorted;
}

// Sorts sample columns by time (stable: equal times keep reading order) and
// returns old index -> new index, or an empty vector when already sorted.
std::vector<std::uint32_t> sortSamples(SampleTrack::Columns &c)
{
    if (c.sharedTime || inTimeOrder(c.time))
        return {}; // a shared column is a built track's: sorted
    const auto n = std::uint32_t(c.time.size());
    std::vector<std::uint32_t> order(n);
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&c](std::uint32_t a, std::uint32_t b) { return c.time[a] < c.time[b]; });
    c.padOptional();
    SampleTrack::Columns sorted;
    sorted.timed = c.timed;
    sorted.weighting = c.weighting;
    sorted.time.resize(n);
    sorted.stack.resize(n);
    sorted.weight.resize(n);
    sorted.cpuNs.resize(c.cpuNs.size());
    sorted.state.resize(c.state.size());
    std::vector<std::uint32_t> newIndex(n);
    for (std::uint32_t to = 0; to < n; ++to) {
        const std::uint32_t from = order[to];
        sorted.time[to] = c.time[from];
        sorted.stack[to] = c.stack[from];
        sorted.weight[to] = c.weight[from];
        if (!c.cpuNs.empty())
            sorted.cpuNs[to] = c.cpuNs[from];
        if (!c.state.empty())
            sorted.state[to] = c.state[from];
        newIndex[from] = to;
    }
    c = std::move(sorted);
    return newIndex;
}

void sortCounter(CounterSeries &c)
{
    if (std::is_sorted(c.times.begin(), c.times.end()))
        return;
    std::vector<std::uint32_t> order(c.times.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&c](std::uint32_t a, std::uint32_t b) { return c.times[a] < c.times[b]; });
    CounterSeries sorted{c.name, c.unit, {}, {}};
    sorted.times.reserve(order.size());
    sorted.values.reserve(order.size());
    for (const std::uint32_t i : order) {
        sorted.times.push_back(c.times[i]);
        sorted.values.push_back(c.values[i]);
    }
    c = std::move(sorted);
}

} // namespace

std::uint32_t ProfileBuilder::addCounter(const QString &name, const QString &unit)
{
    m_profile->m_counters.push_back(CounterSeries{name, unit, {}, {}});
    return std::uint32_t(m_profile->m_counters.size() - 1);
}

void ProfileBuilder::addCounterValue(std::uint32_t counter, TimePs time, double value)
{
    CounterSeries &c = m_profile->m_counters[counter];
    c.times.push_back(time);
    c.values.push_back(value);
}

std::size_t ProfileBuilder::buildTrack(PendingTrack &t, Track &track, PermuteScratch &scratch,
                                      std::vector<std::uint32_t> *newIndex)
{
    track.info = std::move(t.info);
    SpanNester::Result nested;
    if (t.nestedSpans) {
        nested.track = std::move(*t.nestedSpans);
        if (newIndex || t.spanAttributes.size()) { // indices are final already
            nested.newIndex.resize(nested.track.size());
            std::iota(nested.newIndex.begin(), nested.newIndex.end(), 0u);
        }
    } else {
        nested = t.spans.nest(scratch);
    }
    if (newIndex)
        *newIndex = nested.newIndex; // a copy: the attributes below still need theirs
    track.spans = std::move(nested.track);
    track.spanAttributes = std::move(t.spanAttributes);
    if (track.spanAttributes.size()) {
        track.spanAttributes.remapSpanValues(nested.newIndex);
        track.spanAttributes.remapOwners(nested.newIndex, &scratch);
    }
    track.attributes = std::move(t.attributes);
    track.nodes = std::move(t.nodes);
    track.nodeAttributes = std::move(t.nodeAttributes);
    track.nodeAttributes.sortByOwner(&scratch);

    const std::vector<std::uint32_t> sampleIndex = sortSamples(t.samples);
    track.samples = SampleTrack::fromColumns(std::move(t.samples));
    track.sampleAttributes = std::move(t.sampleAttributes);
    if (!sampleIndex.empty())
        track.sampleAttributes.remapOwners(sampleIndex, &scratch);
    else
        track.sampleAttributes.sortByOwner(&scratch);
    return nested.partialOverlaps;
}

void ProfileBuilder::buildFlows(std::vector<std::vector<std::uint32_t>> &newIndex)
{
    std::vector<Flow> flows;
    flows.reserve(m_flows.size());
    std::size_t dangling = 0;
    const auto place = [&newIndex](AddedSpan end) {
        if (end.track >= newIndex.size() || end.index >= newIndex[end.track].size())
            return SpanRef{};
        return SpanRef{end.track, SpanIndex(newIndex[end.track][end.index])};
    };
    for (const PendingFlow &f : m_flows) {
        const Flow flow{place(f.from), place(f.to), f.name, f.category};
        if (flow.from.isNone() || flow.to.isNone())
            ++dangling;
        else
            flows.push_back(flow);
    }
    std::vector<PendingFlow>().swap(m_flows);
    if (dangling)
        warn(QCoreApplication::translate("hg::ProfileBuilder", "%n flow(s) name a span that was never added; they were left out", nullptr, countArg(dangling)));
    m_profile->m_flows = FlowTable::fromFlows(std::move(flows));
}

ProfilePtr ProfileBuilder::build()
{
    Profile &p = *m_profile;

    // Close what is still open at the track's last known time.
    for (PendingTrack &t : m_pending) {
        if (t.unmatchedEnds)
            warn(QCoreApplication::translate("hg::ProfileBuilder", "%n end event(s) without a matching begin on track \"%1\" were ignored", nullptr, countArg(t.unmatchedEnds))
                     .arg(t.info.name));
        if (t.unknownParents)
            warn(QCoreApplication::translate("hg::ProfileBuilder", "%n span(s) on track \"%1\" name a parent that was not read before them; they are shown as roots", nullptr, countArg(t.unknownParents))
                     .arg(t.info.name));
        if (t.openSpans.empty())
            continue;
        TimePs last = 0;
        for (std::uint32_t i = 0; i < t.spans.size(); ++i)
            last = std::max(last, t.spans.start(i) + std::max<TimePs>(0, t.spans.duration(i)));
        for (const std::uint32_t i : t.openSpans)
            t.spans.setDuration(i, last - t.spans.start(i));
        warn(QCoreApplication::translate("hg::ProfileBuilder", "%n span(s) on track \"%1\" were never closed; they end at the track's last time", nullptr, countArg(t.openSpans.size()))
                 .arg(t.info.name));
        t.openSpans.clear();
    }

    // Tracks are independent: they are built on every core, biggest first.
    std::vector<std::size_t> order(m_pending.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        return m_pending[a].spans.size() + m_pending[a].samples.size() > m_pending[b].spans.size() + m_pending[b].samples.size();
    });
    std::vector<Track> tracks(m_pending.size());
    std::vector<std::size_t> overlaps(m_pending.size());
    // Where the spans of tracks with flows went, to move the flows' ends.
    std::vector<std::vector<std::uint32_t>> newIndex(m_pending.size());
    std::vector<char> keepIndex(m_pending.size(), 0);
    for (const PendingFlow &f : m_flows)
        for (const AddedSpan &end : {f.from, f.to})
            if (end.track < keepIndex.size())
                keepIndex[end.track] = 1;
    {
        // A scratch per thread at most (each reuses its pages for every
        // track it builds), freed after the tracks.
        ScratchShelf<PermuteScratch> shelf;
        parallelFor(order.size(), [&](std::size_t i) {
            std::unique_ptr<PermuteScratch> scratch = shelf.take();
            const std::size_t t = order[i];
            overlaps[t] = buildTrack(m_pending[t], tracks[t], *scratch, keepIndex[t] ? &newIndex[t] : nullptr);
            shelf.putBack(std::move(scratch));
        });
    }
    buildFlows(newIndex);

    TimePs minTime = INT64_MAX;
    p.m_tracks = std::move(tracks);
    for (std::size_t i = 0; i < p.m_tracks.size(); ++i) {
        const Track &track = p.m_tracks[i];
        // (A plain count here: lupdate 6.4 loops forever on an indexing
        // expression among translate()'s arguments.)
        const std::size_t partial = overlaps[i];
        if (partial)
            warn(QCoreApplication::translate("hg::ProfileBuilder", "%n span(s) on track \"%1\" end after their parent; they are kept as they are", nullptr, countArg(partial))
                     .arg(track.info.name));
        if (!track.spans.empty())
            minTime = std::min(minTime, track.spans.minStart());
        if (!track.samples.empty() && track.samples.timed())
            minTime = std::min(minTime, track.samples.minTime());
    }
    m_pending.clear();

    for (CounterSeries &c : p.m_counters) {
        sortCounter(c);
        if (!c.times.empty())
            minTime = std::min(minTime, c.times.front());
    }

    // Times are offsets from the profile start and never negative.
    if (minTime != INT64_MAX && minTime < 0) {
        for (CounterSeries &c : p.m_counters)
            for (TimePs &t : c.times)
                t -= minTime;
        for (Track &t : p.m_tracks) {
            t.spans.shiftTimes(-minTime);
            if (t.samples.timed())
                t.samples.shiftTimes(-minTime);
        }
        if (p.m_startEpochNs)
            *p.m_startEpochNs += minTime / kPsPerNs;
    }

    p.m_duration = 0;
    for (const Track &t : p.m_tracks) {
        if (!t.spans.empty())
            p.m_duration = std::max(p.m_duration, t.spans.maxEnd());
        if (!t.samples.empty() && t.samples.timed())
            p.m_duration = std::max(p.m_duration, t.samples.maxTime());
    }
    for (const CounterSeries &c : p.m_counters)
        if (!c.times.empty())
            p.m_duration = std::max(p.m_duration, c.times.back());
    p.m_duration = std::max(p.m_duration, m_recordedDuration);
    m_recordedDuration = 0;
    p.m_frameAttributes.sortByOwner();
    p.m_stacks.freeze();
    if (m_keptDiagnostics) {
        p.m_diagnostics = std::move(*m_keptDiagnostics);
        m_keptDiagnostics.reset();
    }

    ProfilePtr result = releasedOffGuiThread<const Profile>(m_profile.release());
    m_profile.reset(new Profile);
    return result;
}

} // namespace hg
