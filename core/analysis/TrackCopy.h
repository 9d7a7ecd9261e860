#pragma once
#include "AttributeCopy.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace hg {

// Copying a built track into another builder, item by item, with each item
// kept, changed or left out by the caller: one mechanism for the profiles
// reshaped by transforms (ProfileTransformer) and merged from several
// (ProfileMerger). Structure is kept as the track had it: stated parents stay
// stated (a kept item hangs from its nearest kept ancestor), time nesting is
// redone by the builder. Attributes follow their items, strings move by
// `strings`, times by `shift`.

// The spans of a track in an order the builder nests without sorting
// (callers before their callees); index order for stated parents.
std::vector<std::uint32_t> spanCopyOrder(const SpanTrack &spans);

// The attributes of the spans copied to `id`: newIndex[i] is where span i
// went (kNoId: left out).
void copySpanAttributes(const Track &track, ProfileBuilder &builder, TrackId id, const std::vector<std::uint32_t> &newIndex,
                        const StringMap &strings = {});

// frameOf(i): the frame span i shows as, or kNoId to leave it out;
// timesOf(i): its start and duration in the copy (a range clips them).
// Returns old index -> insertion index in `id` (kNoId: left out), for flows.
template <typename FrameOf, typename TimesOf>
std::vector<std::uint32_t> copySpansWithTimes(const Track &track, ProfileBuilder &builder, TrackId id, const FrameOf &frameOf,
                                              const TimesOf &timesOf, const StringMap &strings = {})
{
    const SpanTrack &spans = track.spans;
    std::vector<std::uint32_t> newIndex(spans.size(), kNoId);
    std::vector<std::uint32_t> keptAbove(spans.size(), kNoId); // nearest kept caller, new index
    ProfileBuilder::SpanAppender appender = builder.spanAppender(id);
    appender.reserve(spans.size(), 0);
    std::uint32_t added = 0;
    for (const std::uint32_t i : spanCopyOrder(spans)) {
        const std::uint32_t parent = spans.parent(i);
        keptAbove[i] = parent == kNoId ? kNoId : newIndex[parent] != kNoId ? newIndex[parent] : keptAbove[parent];
        const FrameId frame = frameOf(i);
        if (frame == kNoId)
            continue;
        const auto [start, duration] = timesOf(i);
        if (spans.statesParents())
            appender.addChild(start, duration, frame, keptAbove[i]);
        else
            appender.add(start, duration, frame);
        newIndex[i] = added++;
    }
    copySpanAttributes(track, builder, id, newIndex, strings);
    return newIndex;
}

// As copySpansWithTimes, every span moved by `shift`.
template <typename FrameOf>
std::vector<std::uint32_t> copySpans(const Track &track, ProfileBuilder &builder, TrackId id, const FrameOf &frameOf,
                                     TimePs shift = 0, const StringMap &strings = {})
{
    const SpanTrack &spans = track.spans;
    return copySpansWithTimes(track, builder, id, frameOf, [&spans, shift](std::uint32_t i) {
        return std::pair<TimePs, TimePs>{spans.start(i) + shift, spans.duration(i)};
    }, strings);
}

// Which samples a copy keeps by whether their thread was on a CPU, and
// how the copy weighs them: the transforms' only: and weight: steps.
struct SampleSelection
{
    std::optional<SampleWeighting> weighting; // none: as the source
    bool keepsOnCpu = true, keepsOffCpu = true, keepsUnknown = true;

    bool selects() const { return !(keepsOnCpu && keepsOffCpu && keepsUnknown); }
    bool keeps(const SampleTrack &samples, std::uint32_t i) const
    {
        switch (samples.onCpu(i)) {
        case OnCpu::Yes: return keepsOnCpu;
        case OnCpu::No: return keepsOffCpu;
        case OnCpu::Unknown: break;
        }
        return keepsUnknown;
    }
};

// Sample i's CPU figure and state, when known, to sample `to` of `id`.
void copySampleFigures(const SampleTrack &samples, std::uint32_t i, ProfileBuilder &builder, TrackId id, std::uint32_t to);

// stackOf(stack): the stack a sample on `stack` (kNoId for none) takes, or
// nullopt when the sample is dropped. A dropped timed sample stays in place
// as an empty one of weight 0, so its neighbours keep their durations; a
// dropped untimed one goes. Timed columns are made on all cores. CPU
// figures and states follow; `selection` drops more by them.
template <typename StackOf>
void copySamples(const Track &track, ProfileBuilder &builder, TrackId id, const StackOf &stackOf, TimePs shift = 0,
                 const StringMap &strings = {}, const SampleSelection &selection = {})
{
    const SampleTrack &samples = track.samples;
    const std::uint32_t n = samples.size();
    std::vector<std::uint32_t> newIndex(n, kNoId);
    const bool selects = selection.selects();
    if (!samples.timed()) {
        builder.setTrackUntimed(id);
        for (std::uint32_t i = 0; i < n; ++i)
            if (const std::optional<StackId> stack = stackOf(samples.stack(i)); stack && (!selects || selection.keeps(samples, i))) {
                newIndex[i] = builder.addSample(id, samples.time(i), *stack, samples.weight(i));
                copySampleFigures(samples, i, builder, id, newIndex[i]);
            }
    } else {
        SampleTrack::Columns columns;
        if (shift == 0)
            columns.sharedTime = samples.timeColumn(); // the same times: shared, not copied
        else
            columns.time.resize(n);
        columns.stack.resize(n);
        columns.weight.resize(n);
        constexpr std::uint32_t kChunk = 1 << 16;
        parallelFor((n + kChunk - 1) / kChunk, [&](std::size_t chunk) {
            const std::uint32_t end = std::min<std::uint32_t>(n, std::uint32_t(chunk + 1) * kChunk);
            for (std::uint32_t i = std::uint32_t(chunk) * kChunk; i < end; ++i) {
                std::optional<StackId> stack = stackOf(samples.stack(i));
                if (selects && !selection.keeps(samples, i))
                    stack.reset();
                if (shift != 0)
                    columns.time[i] = samples.time(i) + shift;
                columns.stack[i] = stack.value_or(StackId(kNoId));
                columns.weight[i] = stack ? samples.weight(i) : 0;
            }
        });
        columns.cpuNs.assign(samples.cpuColumn().begin(), samples.cpuColumn().end());
        columns.state.assign(samples.stateColumn().begin(), samples.stateColumn().end());
        columns.weighting = selection.weighting.value_or(samples.weighting());
        // The sums per stack follow the stacks: the copy's call tree needs no
        // pass over its samples (unless it counts other samples, or otherwise).
        if (!selects && columns.weighting == samples.weighting())
            columns.stackWeights = std::make_shared<const StackWeights>(samples.stackWeights().mapped(stackOf));
        builder.addSamples(id, std::move(columns));
        std::iota(newIndex.begin(), newIndex.end(), 0u);
    }
    copyAttributes(track.sampleAttributes, newIndex, [&](std::uint32_t sample, StringId key, AttributeValue value) {
        builder.setSampleAttribute(id, sample, key, value);
    }, strings);
}

// frameOf(i): the frame node i shows as, or kNoId to leave it out (a kept
// node hangs from its nearest kept ancestor); totalOf(i): its total.
template <typename FrameOf, typename TotalOf>
void copyNodes(const Track &track, ProfileBuilder &builder, TrackId id, const FrameOf &frameOf, const TotalOf &totalOf,
               const StringMap &strings = {})
{
    const AggregateTree &nodes = track.nodes;
    std::vector<std::uint32_t> newIndex(nodes.size(), kNoId), keptAbove(nodes.size(), kNoId);
    if (nodes.countsIncludeCallees())
        builder.setNodeCountsIncludeCallees(id, true);
    for (std::uint32_t i = 0; i < nodes.size(); ++i) { // parents come before their children
        const std::uint32_t parent = nodes.parent(i);
        keptAbove[i] = parent == kNoId ? kNoId : newIndex[parent] != kNoId ? newIndex[parent] : keptAbove[parent];
        const FrameId frame = frameOf(i);
        if (frame != kNoId)
            newIndex[i] = builder.addAggregateNode(id, keptAbove[i], frame, totalOf(i), nodes.count(i));
    }
    copyAttributes(track.nodeAttributes, newIndex, [&](std::uint32_t node, StringId key, AttributeValue value) {
        builder.setNodeAttribute(id, node, key, value);
    }, strings);
}

void copyTrackAttributes(const Track &track, ProfileBuilder &builder, TrackId id, const StringMap &strings = {});

// The flows whose both ends were copied: spanIndex[t] is copySpans' result
// for source track t, copied to track t + trackOffset.
void copyFlows(const FlowTable &flows, const std::vector<std::vector<std::uint32_t>> &spanIndex,
               std::uint32_t trackOffset, ProfileBuilder &builder, const StringMap &strings = {});

} // namespace hg
