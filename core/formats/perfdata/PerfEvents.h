#pragma once
#include "PerfEventAttr.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace hg {

// One event a recording sampled (cpu-clock, sched:sched_switch, ...): its
// attribute, its name and the ids its samples carry.
struct PerfEvent
{
    PerfEventAttr attr;
    QString name;
    std::vector<std::uint64_t> ids;
};

// The events of a recording, and which of them a record belongs to: by the
// id its samples carry (at a fixed place with PERF_SAMPLE_IDENTIFIER, else
// where PERF_SAMPLE_ID falls, the same in every event as perf requires),
// or the only event there is.
class PerfEvents
{
    Q_DECLARE_TR_FUNCTIONS(PerfEvents)
public:
    static constexpr std::uint32_t kNone = ~0u;

    // Throws ReadError (at `offset`) for sample bits this reader cannot skip.
    void add(PerfEvent event, qint64 offset);
    // A name from the event descriptions (HEADER_EVENT_DESC, EVENT_UPDATE).
    void nameById(std::uint64_t id, const QString &name);

    bool isEmpty() const { return m_events.empty(); }
    std::size_t size() const { return m_events.size(); }
    const PerfEvent &operator[](std::size_t i) const { return m_events[i]; }

    // The event of a sample record's body (after its 8-byte header), or
    // kNone for an id no event has.
    std::uint32_t ofSample(std::string_view body) const;
    // The event of another record's body, from its trailing sample_id
    // fields (sample_id_all); the first event when they cannot tell.
    std::uint32_t ofOtherRecord(std::string_view body) const;
    // The attribute that lays out the sample_id fields of records other
    // than samples (perf gives every event the same).
    const PerfEventAttr &layoutAttr() const { return m_events.front().attr; }

private:
    std::uint32_t byId(std::uint64_t id) const;

    std::vector<PerfEvent> m_events;
    std::unordered_map<std::uint64_t, std::uint32_t> m_byId;
};

} // namespace hg
