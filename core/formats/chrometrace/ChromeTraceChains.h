#pragma once
#include "model/SpanTrack.h"

#include <optional>
#include <span>
#include <vector>

namespace hg {

// How the spans of one track go into a Chrome trace, where the slices of
// one thread, and of one async id, must nest in time. Siblings are taken in
// start order; one that starts while an earlier sibling of its chain (with
// what that contains) still runs is concurrent with it and starts a chain
// of its own, which its descendants join unless they start chains again.
// The first root starts the track's first chain. A chain becomes an async
// id of its own, or goes on a thread of its own (a lane: chains that never
// overlap share one).
class ChromeTraceChains
{
public:
    // How long a sibling keeps its chain busy, as the reader will nest what
    // comes after it: the slices of a thread by time, each ending where its
    // parent ends (OwnEnd); the slices of an async id as a stack, where a
    // descendant that outlives its parent is still open (SubtreeEnd).
    enum class Busy { OwnEnd, SubtreeEnd };
    ChromeTraceChains(const SpanTrack &spans, Busy busy);

    // The first span of the chain a span belongs to.
    std::uint32_t chainOf(std::uint32_t span) const { return m_chain[span]; }
    // A span's children, and the track's roots, in start order.
    std::span<const std::uint32_t> children(std::uint32_t span) const;
    std::span<const std::uint32_t> roots() const { return children(kNoId); }
    // Each chain's lane (by its first span; 0 for the others): the lowest
    // lane free when the chain starts. laneCount() lanes in all.
    std::uint32_t laneOf(std::uint32_t span) const { return m_lane[m_chain[span]]; }
    std::uint32_t laneCount() const { return m_laneCount; }
    // The first moment at or after `notBefore` within a span that no child of
    // its chain covers: where a flow event on its thread binds to it.
    // nullopt when there is none (a zero-length span, or one its children
    // fill).
    std::optional<TimePs> ownMoment(std::uint32_t span, TimePs notBefore) const;

private:
    void layLanes();

    const SpanTrack &m_spans;
    std::vector<std::uint32_t> m_childBegin; // n + 2 entries; the roots are slot n
    std::vector<std::uint32_t> m_children;
    std::vector<std::uint32_t> m_chain;
    std::vector<std::uint32_t> m_lane;      // by a chain's first span
    std::vector<TimePs> m_chainEnd;         // by a chain's first span: its last end
    std::uint32_t m_laneCount = 0;
};

} // namespace hg
