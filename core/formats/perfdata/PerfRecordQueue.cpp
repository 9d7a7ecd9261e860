#include "PerfRecordQueue.h"

#include "PerfEvents.h"
#include "PerfSampleRecord.h"
#include "io/ReadContext.h"

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
    if (r.fileEnd)
        m_readUpTo = std::max(m_readUpTo, r.fileEnd);
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
    Entry entry{time, r, nullptr};
    if (r.transient) {
        entry.owned = std::make_unique<char[]>(r.body.size());
        std::memcpy(entry.owned.get(), r.body.data(), r.body.size());
        entry.record.body = std::string_view(entry.owned.get(), r.body.size());
        entry.record.transient = false;
    }
    m_newest = std::max(m_newest, time);
    m_ownedBytes += entry.owned ? r.body.size() : 0;
    m_queue.push_back(std::move(entry));
    // A file without rounds (or a compressed stream inflating without end)
    // would queue everything: past a bound the older half goes on, as perf
    // report does when its queue outgrows its memory.
    if (m_queue.size() > kMaxQueued || m_ownedBytes > kMaxOwnedBytes)
        flushOlderHalf();
}

void PerfRecordQueue::flushOlderHalf()
{
    std::vector<std::uint64_t> times;
    times.reserve(m_queue.size());
    for (const Entry &e : m_queue)
        times.push_back(e.time);
    auto middle = times.begin() + std::ptrdiff_t(times.size() / 2);
    std::nth_element(times.begin(), middle, times.end());
    flush(*middle, false);
}

void PerfRecordQueue::flush(std::uint64_t upTo, bool all)
{
    // Sorted as indices (the entries stay put): oldest first, queue order
    // among equal times.
    m_order.resize(m_queue.size());
    for (std::uint32_t i = 0; i < m_order.size(); ++i)
        m_order[i] = i;
    std::stable_sort(m_order.begin(), m_order.end(),
                     [this](std::uint32_t a, std::uint32_t b) { return m_queue[a].time < m_queue[b].time; });
    std::size_t done = 0;
    for (; done < m_order.size() && (all || m_queue[m_order[done]].time <= upTo); ++done)
        m_next.record(m_queue[m_order[done]].record);
    for (std::size_t k = 0; k < done; ++k)
        if (m_queue[m_order[k]].owned)
            m_ownedBytes -= m_queue[m_order[k]].record.body.size();
    if (done == m_queue.size()) {
        m_queue.clear();
    } else if (done > 0) {
        // What stays keeps its queue order (the order it came in).
        std::vector<bool> passed(m_queue.size(), false);
        for (std::size_t k = 0; k < done; ++k)
            passed[m_order[k]] = true;
        std::size_t kept = 0;
        for (std::size_t i = 0; i < m_queue.size(); ++i)
            if (!passed[i])
                m_queue[kept++] = std::move(m_queue[i]);
        m_queue.resize(kept);
    }
    // The file's bytes before the oldest record still queued are done with.
    const char *keep = m_readUpTo;
    for (const Entry &e : m_queue)
        if (!e.owned)
            keep = std::min(keep, e.record.body.data() - 8);
    if (keep)
        m_context.inputConsumed(keep);
}

void PerfRecordQueue::flushAll() { flush(0, true); }

} // namespace hg
