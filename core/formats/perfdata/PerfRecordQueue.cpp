#include "PerfRecordQueue.h"

#include "PerfEvents.h"
#include "PerfSampleRecord.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace hg {

bool PerfRecordQueue::timeOf(const PerfRecord &r, std::uint64_t &time) const
{
    if (m_events.isEmpty())
        return false;
    if (r.type == PerfRecordType::Sample) {
        const std::uint32_t event = m_events.ofSample(r.body);
        if (event == PerfEvents::kNone)
            return false;
        const std::uint64_t type = m_events[event].attr.sampleType;
        if (!(type & PerfSampleBits::Time))
            return false;
        // TIME follows IDENTIFIER, IP and TID, one u64 each.
        const std::size_t at = 8 * std::size_t(std::popcount(
                                       type & (PerfSampleBits::Identifier | PerfSampleBits::Ip | PerfSampleBits::Tid)));
        if (at + 8 > r.body.size())
            return false;
        std::memcpy(&time, r.body.data() + at, 8);
        return true;
    }
    const PerfEventAttr &attr = m_events.layoutAttr();
    if (!attr.sampleIdAll() || !(attr.sampleType & PerfSampleBits::Time))
        return false;
    time = PerfSampleRecord::trailingTime(r.body, attr);
    return true;
}

void PerfRecordQueue::record(const PerfRecord &r)
{
    if (r.type == PerfRecordType::FinishedRound) {
        if (m_passSeen)
            flush(m_flushUpTo, false);
        m_flushUpTo = m_newest;
        m_passSeen = true;
        return;
    }
    std::uint64_t time = 0;
    if (r.type >= PerfRecordType::HeaderAttr || !timeOf(r, time)) {
        m_next.record(r);
        return;
    }
    Entry entry{time, m_sequence++, r, nullptr};
    if (r.transient) {
        entry.owned = std::make_unique<char[]>(r.body.size());
        std::memcpy(entry.owned.get(), r.body.data(), r.body.size());
        entry.record.body = std::string_view(entry.owned.get(), r.body.size());
        entry.record.transient = false;
    }
    m_newest = std::max(m_newest, time);
    m_queue.push_back(std::move(entry));
}

void PerfRecordQueue::flush(std::uint64_t upTo, bool all)
{
    std::stable_sort(m_queue.begin(), m_queue.end(), [](const Entry &a, const Entry &b) { return a.time < b.time; });
    std::size_t done = 0;
    for (; done < m_queue.size() && (all || m_queue[done].time <= upTo); ++done)
        m_next.record(m_queue[done].record);
    m_queue.erase(m_queue.begin(), m_queue.begin() + std::ptrdiff_t(done));
}

void PerfRecordQueue::flushAll() { flush(0, true); }

} // namespace hg
