#pragma once
#include "PerfRecord.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace hg {

class PerfEvents;
class ReadContext;

// Puts the kernel's records in time order before they are decoded, as perf
// report does: perf record writes each CPU's buffer in turn, so a sample of
// one CPU may come before the mapping another CPU recorded earlier. Perf
// marks each pass over the buffers with FINISHED_ROUND; a record read after
// the end of pass n+1 is never older than the newest of pass n, so at each
// mark everything up to the previous pass's newest time is passed on,
// oldest first (file order among equal times). perf's own records (from
// type 64) carry no time and pass at once. A record still queued keeps its
// bytes in the file resident; the pages before the oldest one are given
// back (ReadContext::inputConsumed), so a large file is not held whole.
class PerfRecordQueue final : public PerfRecordSink
{
public:
    PerfRecordQueue(PerfRecordSink &next, const PerfEvents &events, const ReadContext &context)
        : m_next(next), m_events(events), m_context(context) {}

    void record(const PerfRecord &record) override;
    // Passes on whatever is still queued (the end of the records).
    void flushAll();

private:
    struct Entry
    {
        std::uint64_t time;
        PerfRecord record;
        std::unique_ptr<char[]> owned; // a transient body's copy
    };
    static constexpr std::size_t kMaxQueued = 4 << 20;
    static constexpr std::size_t kMaxOwnedBytes = std::size_t(256) << 20;

    bool timeOf(const PerfRecord &record, std::uint64_t &time) const;
    void flush(std::uint64_t upTo, bool all);
    void flushOlderHalf();

    PerfRecordSink &m_next;
    const PerfEvents &m_events;
    const ReadContext &m_context;
    const char *m_readUpTo = nullptr; // the end of the last record seen, in the file
    std::vector<Entry> m_queue;
    std::size_t m_ownedBytes = 0; // the copies of transient records queued
    std::vector<std::uint32_t> m_order; // flush()'s, kept for its capacity
    std::uint64_t m_newest = 0;     // the newest time queued so far
    std::uint64_t m_flushUpTo = 0;  // the newest time when the last pass ended
    bool m_passSeen = false;
};

} // namespace hg
