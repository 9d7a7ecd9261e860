#include "TrackCopy.h"

namespace hg {

// Walked down the rows without a sort: a span's callees follow it in the
// next row, in order, so the builder nests them without sorting. Spans the
// walk does not reach (lanes, partial overlaps) come last, in index order,
// which keeps callers first.
std::vector<std::uint32_t> spanCopyOrder(const SpanTrack &spans)
{
    const std::uint32_t n = spans.size(), rows = spans.rowCount();
    std::vector<std::uint32_t> order;
    order.reserve(n);
    if (spans.statesParents() || rows == 0) {
        order.resize(n);
        std::iota(order.begin(), order.end(), 0u);
        return order;
    }
    std::vector<std::uint32_t> next(rows);
    for (std::uint32_t r = 0; r < rows; ++r)
        next[r] = spans.row(r).first;
    std::vector<std::uint8_t> reached(n, 0);
    struct Open { std::uint32_t span, row; };
    std::vector<Open> open;
    for (std::uint32_t root = spans.row(0).first; root < spans.row(0).last; ++root) {
        order.push_back(root);
        reached[root] = 1;
        open.push_back({root, 0});
        while (!open.empty()) {
            const auto [span, row] = open.back();
            const std::uint32_t below = row + 1;
            if (below < rows && next[below] < spans.row(below).last && spans.parent(next[below]) == span) {
                const std::uint32_t child = next[below]++;
                order.push_back(child);
                reached[child] = 1;
                open.push_back({child, below});
            } else {
                open.pop_back();
            }
        }
    }
    for (std::uint32_t i = 0; i < n && order.size() < n; ++i)
        if (!reached[i])
            order.push_back(i);
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
