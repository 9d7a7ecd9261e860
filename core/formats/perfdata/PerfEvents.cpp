#include "PerfEvents.h"

#include "io/ReadError.h"

#include <bit>
#include <cstring>

namespace hg {

namespace {

std::uint64_t u64At(std::string_view body, std::size_t offset)
{
    std::uint64_t v = 0;
    if (offset + 8 <= body.size())
        std::memcpy(&v, body.data() + offset, 8);
    return v;
}

} // namespace

void PerfEvents::add(PerfEvent event, qint64 offset)
{
    if (const QString unknown = event.attr.unknownSampleBits(); !unknown.isEmpty())
        throw ReadError(tr("the event \"%1\" records sample fields this reader does not know (sample_type bits %2), "
                           "so its records cannot be read")
                            .arg(event.name.isEmpty() ? event.attr.defaultName() : event.name, unknown),
                        offset);
    const auto index = std::uint32_t(m_events.size());
    for (std::uint64_t id : event.ids)
        m_byId.emplace(id, index);
    m_events.push_back(std::move(event));
}

void PerfEvents::nameById(std::uint64_t id, const QString &name)
{
    if (const std::uint32_t i = byId(id); i != kNone && !name.isEmpty())
        m_events[i].name = name;
}

std::uint32_t PerfEvents::byId(std::uint64_t id) const
{
    const auto found = m_byId.find(id);
    return found == m_byId.end() ? kNone : found->second;
}

std::uint32_t PerfEvents::ofSample(std::string_view body) const
{
    if (m_events.size() <= 1)
        return m_events.empty() ? kNone : 0;
    const std::uint64_t type = layoutAttr().sampleType;
    if (type & PerfSampleBits::Identifier)
        return byId(u64At(body, 0));
    if (!(type & PerfSampleBits::Id))
        return 0;
    // PERF_SAMPLE_ID follows IP, TID, TIME and ADDR, each one u64.
    const std::uint64_t before = type & (PerfSampleBits::Ip | PerfSampleBits::Tid | PerfSampleBits::Time | PerfSampleBits::Addr);
    return byId(u64At(body, 8 * std::size_t(std::popcount(before))));
}

std::uint32_t PerfEvents::ofOtherRecord(std::string_view body) const
{
    if (m_events.size() <= 1)
        return m_events.empty() ? kNone : 0;
    const PerfEventAttr &attr = layoutAttr();
    if (!attr.sampleIdAll())
        return 0;
    const std::uint64_t type = attr.sampleType;
    if (type & PerfSampleBits::Identifier)
        return body.size() >= 8 ? byId(u64At(body, body.size() - 8)) : 0;
    if (!(type & PerfSampleBits::Id))
        return 0;
    // Counted from the end: ID, then STREAM_ID and CPU after it.
    const std::size_t after = std::size_t(std::popcount(type & (PerfSampleBits::StreamId | PerfSampleBits::Cpu)));
    const std::size_t back = 8 * (after + 1);
    const std::uint32_t event = body.size() >= back ? byId(u64At(body, body.size() - back)) : kNone;
    return event == kNone ? 0 : event;
}

} // namespace hg
