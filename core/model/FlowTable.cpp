#include "FlowTable.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace hg {

namespace {

auto key(SpanRef ref) { return std::make_tuple(ref.track.value(), ref.span.value()); }

} // namespace

FlowTable FlowTable::fromFlows(std::vector<Flow> flows)
{
    std::erase_if(flows, [](const Flow &f) { return f.from == f.to || f.from.isNone() || f.to.isNone(); });
    std::stable_sort(flows.begin(), flows.end(), [](const Flow &a, const Flow &b) { return key(a.from) < key(b.from); });
    FlowTable table;
    table.m_flows = std::move(flows);
    table.m_byTarget.resize(table.m_flows.size());
    std::iota(table.m_byTarget.begin(), table.m_byTarget.end(), 0u);
    std::stable_sort(table.m_byTarget.begin(), table.m_byTarget.end(), [&table](std::uint32_t a, std::uint32_t b) {
        return key(table.m_flows[a].to) < key(table.m_flows[b].to);
    });
    return table;
}

std::vector<std::uint32_t> FlowTable::outgoing(SpanRef span) const
{
    const auto source = key(span);
    const auto first = std::lower_bound(m_flows.begin(), m_flows.end(), source,
                                        [](const Flow &f, const auto &k) { return key(f.from) < k; });
    std::vector<std::uint32_t> out;
    for (auto it = first; it != m_flows.end() && key(it->from) == source; ++it)
        out.push_back(std::uint32_t(it - m_flows.begin()));
    return out;
}

std::vector<std::uint32_t> FlowTable::incoming(SpanRef span) const
{
    const auto target = key(span);
    const auto first = std::lower_bound(m_byTarget.begin(), m_byTarget.end(), target,
                                        [this](std::uint32_t f, const auto &k) { return key(m_flows[f].to) < k; });
    std::vector<std::uint32_t> in;
    for (auto it = first; it != m_byTarget.end() && key(m_flows[*it].to) == target; ++it)
        in.push_back(*it);
    return in;
}

std::size_t FlowTable::memoryBytes() const
{
    return m_flows.capacity() * sizeof(Flow) + m_byTarget.capacity() * sizeof(std::uint32_t);
}

} // namespace hg
