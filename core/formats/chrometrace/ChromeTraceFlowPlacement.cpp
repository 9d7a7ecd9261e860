#include "ChromeTraceFlowPlacement.h"

namespace hg {

ChromeTraceFlowPlacement::ChromeTraceFlowPlacement(const Profile &profile, const ChainsOf &chainsOf)
{
    const FlowTable &flows = profile.flows();
    for (std::uint32_t k = 0; k < flows.size(); ++k) {
        const Flow &f = flows[k];
        const SpanTrack &from = profile.tracks()[f.from.track].spans;
        const SpanTrack &to = profile.tracks()[f.to.track].spans;
        const ChromeTraceChains *fromChains = chainsOf(f.from.track);
        const ChromeTraceChains *toChains = chainsOf(f.to.track);
        if (fromChains && toChains) {
            if (const std::optional<TimePs> s = fromChains->ownMoment(f.from.span, from.start(f.from.span)))
                if (const std::optional<TimePs> e = toChains->ownMoment(f.to.span, *s)) {
                    m_events.push_back({k, *s, *e});
                    continue;
                }
        }
        const bool inOrder = from.start(f.from.span) < to.start(f.to.span)
            || (from.start(f.from.span) == to.start(f.to.span) && f.from.track < f.to.track);
        if (inOrder && !m_bindings.count(keyOf(f.from)) && !m_bindings.count(keyOf(f.to))) {
            m_bindings.emplace(keyOf(f.from), Binding{k, true});
            m_bindings.emplace(keyOf(f.to), Binding{k, false});
            continue;
        }
        ++m_dropped;
    }
}

const ChromeTraceFlowPlacement::Binding *ChromeTraceFlowPlacement::bindingOf(SpanRef span) const
{
    if (m_bindings.empty())
        return nullptr;
    const auto it = m_bindings.find(keyOf(span));
    return it == m_bindings.end() ? nullptr : &it->second;
}

} // namespace hg
