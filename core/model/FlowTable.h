#pragma once
#include "Ids.h"

#include <cstdint>
#include <span>
#include <vector>

namespace hg {

// A link from one span to another: work that one span caused in another
// (a task posted on one thread and run on another, a request and its
// reply). Chrome trace flow events are read into these.
struct Flow
{
    SpanRef from;
    SpanRef to;
    StringId name;
    StringId category;
};

// The flows of a profile, ordered by their source (track, span), with an
// index by target: the flows leaving or entering a span are a binary search
// away. Built once by ProfileBuilder::build().
class FlowTable
{
public:
    std::size_t size() const { return m_flows.size(); }
    bool empty() const { return m_flows.empty(); }
    const Flow &operator[](std::size_t i) const { return m_flows[i]; }
    const std::vector<Flow> &all() const { return m_flows; }

    // Indices (into this table) of the flows that leave `span`, and of
    // those that enter it.
    std::vector<std::uint32_t> outgoing(SpanRef span) const;
    std::vector<std::uint32_t> incoming(SpanRef span) const;
    std::size_t memoryBytes() const;

    // Takes the flows in any order; drops links of a span to itself.
    static FlowTable fromFlows(std::vector<Flow> flows);

private:
    std::vector<Flow> m_flows;           // by (from.track, from.span)
    std::vector<std::uint32_t> m_byTarget; // flow indices by (to.track, to.span)
};

} // namespace hg
