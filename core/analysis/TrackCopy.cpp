#include "TrackCopy.h"

#include "model/SpanPreOrder.h"

namespace hg {

// Walked down the rows (walkSpansPreOrder): callees follow their callers
// in time order, so the builder nests them without sorting. Spans the walk
// does not reach (lanes, partial overlaps) come last, in index order, which
// keeps callers first.
std::vector<std::uint32_t> spanCopyOrder(const SpanTrack &spans)
{
    const std::uint32_t n = spans.size();
    std::vector<std::uint32_t> order;
    order.reserve(n);
    if (!spans.statesParents()) {
        walkSpansPreOrder(spans, true, [&order](std::uint32_t span, bool) {
            order.push_back(span);
            return std::optional<bool>(true);
        });
    }
    if (order.size() < n) {
        std::vector<std::uint8_t> reached(n, 0);
        for (const std::uint32_t span : order)
            reached[span] = 1;
        for (std::uint32_t i = 0; i < n; ++i)
            if (!reached[i])
                order.push_back(i);
    }
    return order;
}

void copySpanAttributes(const Track &track, ProfileBuilder &builder, TrackId id, const std::vector<std::uint32_t> &newIndex,
                        const StringMap &strings)
{
    copyAttributes(track.spanAttributes, newIndex, [&](std::uint32_t span, StringId key, AttributeValue value) {
        builder.setSpanAttribute({id, span}, key, value);
    }, strings);
}

void copySampleFigures(const SampleTrack &samples, std::uint32_t i, ProfileBuilder &builder, TrackId id, std::uint32_t to)
{
    if (const std::optional<std::uint64_t> cpu = samples.cpuNs(i))
        builder.setSampleCpu(id, to, *cpu);
    if (const ThreadState state = samples.state(i); state != ThreadState::Unknown)
        builder.setSampleState(id, to, state);
}

void copyTrackAttributes(const Track &track, ProfileBuilder &builder, TrackId id, const StringMap &strings)
{
    for (const AttributeTable::Entry entry : track.attributes.all())
        builder.setTrackAttribute(id, strings(entry.key), strings(entry.value));
}

void copyFlows(const FlowTable &flows, const std::vector<std::vector<std::uint32_t>> &spanIndex,
               std::uint32_t trackOffset, ProfileBuilder &builder, const StringMap &strings)
{
    const auto copied = [&](SpanRef end) {
        return end.track < spanIndex.size() && end.span < spanIndex[end.track].size() ? spanIndex[end.track][end.span]
                                                                                       : std::uint32_t(kNoId);
    };
    for (const Flow &flow : flows.all()) {
        const std::uint32_t from = copied(flow.from), to = copied(flow.to);
        if (from != kNoId && to != kNoId)
            builder.addFlow({TrackId(flow.from.track + trackOffset), from}, {TrackId(flow.to.track + trackOffset), to},
                            strings(flow.name), strings(flow.category));
    }
}

} // namespace hg
