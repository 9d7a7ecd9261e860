#pragma once
#include "ChromeTraceChains.h"
#include "model/Profile.h"

#include <functional>
#include <unordered_map>

namespace hg {

// How each flow of a profile is written so that it reads back to the same
// two spans:
// - as a pair of flow events, s at a moment of the source span that no
//   child on its thread covers and f ("bp":"e") likewise in the target, not
//   before the s: both ends on thread tracks, each with such a moment;
// - else on the two spans' own events (bind_id with flow_out and flow_in),
//   when neither carries another flow's binding already and the source
//   starts first (the reader follows flows in time order);
// - else not at all (counted in dropped()).
class ChromeTraceFlowPlacement
{
public:
    struct Events
    {
        std::uint32_t flow = 0;
        TimePs from = 0, to = 0; // the s and f times
    };
    struct Binding
    {
        std::uint32_t flow = 0;
        bool out = false; // the source (flow_out), else the target (flow_in)
    };
    // chainsOf: a thread track's chains; nullptr for an async track (its
    // slices are no thread's, so flow events cannot bind to them).
    using ChainsOf = std::function<const ChromeTraceChains *(TrackId)>;

    ChromeTraceFlowPlacement(const Profile &profile, const ChainsOf &chainsOf);

    const std::vector<Events> &events() const { return m_events; }
    // The binding a span's own event carries, or nullptr.
    const Binding *bindingOf(SpanRef span) const;
    std::size_t dropped() const { return m_dropped; }

private:
    static std::uint64_t keyOf(SpanRef span) { return std::uint64_t(span.track.value()) << 32 | span.span.value(); }

    std::vector<Events> m_events;
    std::unordered_map<std::uint64_t, Binding> m_bindings;
    std::size_t m_dropped = 0;
};

} // namespace hg
