#include "StepTree.h"

#include "formats/miniprofiler/MiniProfilerKeys.h"
#include "model/CoveredTime.h"

#include <algorithm>

namespace hg {

namespace k = miniprofiler::key;

namespace {

// The span an attribute of kind Span points at, or kNoId.
std::uint32_t spanAttribute(const AttributeTable &table, std::uint32_t span, StringId key, std::uint32_t spanCount)
{
    if (key == kNoId)
        return kNoId;
    const std::optional<AttributeValue> v = table.find(span, key);
    if (!v || v->kind != AttributeValue::Kind::Span || v->u >= spanCount)
        return kNoId;
    return std::uint32_t(v->u);
}

} // namespace

bool StepTree::isClientTimings(const Profile &profile, const Track &track)
{
    return track.attributes.findNamed(0, profile.strings(), k::kClientTimingsOf).has_value();
}

StepTree StepTree::build(const Profile &profile, TrackId track)
{
    StepTree tree;
    tree.m_track = track;
    const Track &t = profile.tracks().at(track);
    const SpanTrack &spans = t.spans;
    const std::uint32_t n = spans.size();
    const StringPool &strings = profile.strings();
    const StringId callTypeKey = strings.find(k::kCallType);
    const StringId parentKey = strings.find(k::kParentTiming);
    const StringId timingKey = strings.find(k::kTiming);

    tree.m_callTypeOfSpan.assign(n, StringId());
    tree.m_stepOfSpan.assign(n, kNoId);
    if (callTypeKey != kNoId)
        for (std::uint32_t s = 0; s < n; ++s)
            if (const std::optional<AttributeValue> v = t.spanAttributes.find(s, callTypeKey); v && v->kind == AttributeValue::Kind::String) {
                tree.m_callTypeOfSpan[s] = v->s;
                if (std::find(tree.m_callTypes.begin(), tree.m_callTypes.end(), v->s) == tree.m_callTypes.end())
                    tree.m_callTypes.push_back(v->s);
            }

    // Steps in time order, so children lists come out sorted.
    std::vector<std::uint32_t> order(n);
    for (std::uint32_t s = 0; s < n; ++s)
        order[s] = s;
    std::stable_sort(order.begin(), order.end(), [&spans](std::uint32_t a, std::uint32_t b) {
        return spans.start(a) != spans.start(b) ? spans.start(a) < spans.start(b) : spans.duration(a) > spans.duration(b);
    });
    for (const std::uint32_t s : order)
        if (!tree.m_callTypeOfSpan[s]) {
            tree.m_stepOfSpan[s] = std::uint32_t(tree.m_steps.size());
            tree.m_steps.push_back(Step{s, kNoId, {}, {}, {}, spans.duration(s)});
        }

    // The nearest step among a span's time-nesting ancestors.
    auto enclosingStep = [&](std::uint32_t span) {
        for (std::uint32_t p = spans.parent(span); p != kNoId; p = spans.parent(p))
            if (!tree.m_callTypeOfSpan[p])
                return tree.m_stepOfSpan[p];
        return std::uint32_t(kNoId);
    };

    for (std::uint32_t i = 0; i < tree.m_steps.size(); ++i) {
        const std::uint32_t span = tree.m_steps[i].span;
        // A step without a ParentTiming span (a MiniProfiler root, or a
        // step whose ParentTiming came back through another format as a
        // plain number, no longer a span) nests by time like the calls.
        const std::uint32_t explicitParent = spanAttribute(t.spanAttributes, span, parentKey, n);
        std::uint32_t parent = explicitParent == kNoId ? enclosingStep(span)
            : !tree.m_callTypeOfSpan[explicitParent]   ? tree.m_stepOfSpan[explicitParent]
                                                       : kNoId;
        if (parent == i)
            parent = kNoId;
        tree.m_steps[i].parent = parent;
        if (parent == kNoId)
            tree.m_roots.push_back(i);
        else
            tree.m_steps[parent].children.push_back(i);
    }
    // An explicit parent chain could loop in a hand-edited file: such steps
    // stay unreachable from the roots rather than hanging a walk.

    for (const std::uint32_t s : order) {
        const StringId type = tree.m_callTypeOfSpan[s];
        if (!type)
            continue;
        ++tree.m_callCount;
        const std::uint32_t owner = spanAttribute(t.spanAttributes, s, timingKey, n);
        const std::uint32_t step = owner != kNoId && !tree.m_callTypeOfSpan[owner] ? tree.m_stepOfSpan[owner] : enclosingStep(s);
        tree.m_stepOfSpan[s] = step;
        if (step == kNoId) {
            tree.m_orphanCalls.push_back(s);
            continue;
        }
        Step &st = tree.m_steps[step];
        st.calls.push_back(s);
        auto stat = std::find_if(st.callStats.begin(), st.callStats.end(), [type](const CallStat &c) { return c.type == type; });
        if (stat == st.callStats.end())
            stat = st.callStats.insert(st.callStats.end(), CallStat{type, 0, 0});
        ++stat->count;
        stat->total += spans.duration(s);
    }

    // A step's own time: its duration less the time its child steps cover
    // together (child steps that ran concurrently count once).
    std::vector<std::pair<TimePs, TimePs>> childTimes;
    for (Step &st : tree.m_steps) {
        childTimes.clear();
        for (const std::uint32_t c : st.children)
            childTimes.emplace_back(spans.start(tree.m_steps[c].span), spans.end(tree.m_steps[c].span));
        std::sort(childTimes.begin(), childTimes.end());
        CoveredTime covered(spans.start(st.span), spans.end(st.span));
        for (const auto &[from, to] : childTimes)
            covered.add(from, to);
        st.self -= covered.covered();
        st.self = std::max<TimePs>(st.self, 0);
    }
    return tree;
}

std::uint32_t StepTree::stepOfSpan(std::uint32_t span) const
{
    return span < m_stepOfSpan.size() ? m_stepOfSpan[span] : kNoId;
}

} // namespace hg
