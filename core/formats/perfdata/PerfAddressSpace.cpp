#include "PerfAddressSpace.h"

namespace hg {

void PerfAddressSpace::map(const PerfMapping &mapping)
{
    if (mapping.end <= mapping.start)
        return;
    m_history.push_back(mapping);
    // Cut what the new mapping overlaps: the part of a mapping before it and
    // the part after it stay.
    auto it = m_byStart.lower_bound(mapping.start);
    if (it != m_byStart.begin() && std::prev(it)->second.end > mapping.start)
        --it;
    while (it != m_byStart.end() && it->second.start < mapping.end) {
        const PerfMapping old = it->second;
        it = m_byStart.erase(it);
        if (old.start < mapping.start) {
            PerfMapping before = old;
            before.end = mapping.start;
            m_byStart.emplace(before.start, before);
        }
        if (old.end > mapping.end) {
            PerfMapping after = old;
            after.fileOffset += mapping.end - old.start;
            after.start = mapping.end;
            it = m_byStart.emplace(after.start, after).first;
            ++it;
        }
    }
    m_byStart.emplace(mapping.start, mapping);
}

const PerfMapping *PerfAddressSpace::find(std::uint64_t address) const
{
    auto it = m_byStart.upper_bound(address);
    if (it == m_byStart.begin())
        return nullptr;
    --it;
    return address < it->second.end ? &it->second : nullptr;
}

PerfAddressSpace PerfAddressSpace::copy() const
{
    PerfAddressSpace child;
    child.m_byStart = m_byStart;
    for (const auto &[start, mapping] : m_byStart)
        child.m_history.push_back(mapping);
    return child;
}

} // namespace hg
