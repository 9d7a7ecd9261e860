#include "PerfSampleRecord.h"

#include "PerfEventAttr.h"

#include <QString>

#include <bit>

namespace hg {

namespace {

// A bounds-checked walk over a record's u64 words (a failed read leaves
// `ok` false; the caller reports it once).
struct Words
{
    std::string_view body;
    std::size_t at = 0;
    bool ok = true;

    std::uint64_t next()
    {
        if (body.size() - at < 8) {
            ok = false;
            at = body.size();
            return 0;
        }
        std::uint64_t v;
        std::memcpy(&v, body.data() + at, 8);
        at += 8;
        return v;
    }
    std::string_view take(std::uint64_t bytes)
    {
        if (bytes > body.size() - at) {
            ok = false;
            at = body.size();
            return {};
        }
        const std::string_view v = body.substr(at, std::size_t(bytes));
        at += std::size_t(bytes);
        return v;
    }
    void skipWords(std::uint64_t count) { take(count > (1ull << 60) ? ~0ull : count * 8); }
};

constexpr std::uint64_t kReadTotalTimeEnabled = 1 << 0;
constexpr std::uint64_t kReadTotalTimeRunning = 1 << 1;
constexpr std::uint64_t kReadId = 1 << 2;
constexpr std::uint64_t kReadGroup = 1 << 3;
constexpr std::uint64_t kReadLost = 1 << 4;
constexpr std::uint64_t kBranchHwIndex = 1 << 17;
constexpr std::uint64_t kBranchCounters = 1 << 19;

} // namespace

bool PerfSampleRecord::parse(std::string_view body, const PerfEventAttr &attr, PerfSampleRecord &s, QString &error)
{
    using namespace PerfSampleBits;
    const std::uint64_t type = attr.sampleType;
    Words w{body};
    s = PerfSampleRecord();
    s.period = attr.freq() || attr.samplePeriod == 0 ? 1 : attr.samplePeriod;
    if (type & Identifier)
        w.next();
    if (type & Ip)
        s.ip = w.next();
    if (type & Tid) {
        const std::uint64_t v = w.next();
        s.pid = std::uint32_t(v);
        s.tid = std::uint32_t(v >> 32);
    }
    if (type & Time)
        s.time = w.next();
    if (type & Addr)
        w.next();
    if (type & Id)
        w.next();
    if (type & StreamId)
        w.next();
    if (type & Cpu)
        s.cpu = std::uint32_t(w.next());
    if (type & Period)
        s.period = w.next();
    if (type & Read) {
        const std::uint64_t format = attr.readFormat;
        const std::uint64_t perValue = 1 + ((format & kReadId) ? 1 : 0) + ((format & kReadLost) ? 1 : 0);
        const std::uint64_t times = ((format & kReadTotalTimeEnabled) ? 1 : 0) + ((format & kReadTotalTimeRunning) ? 1 : 0);
        if (format & kReadGroup) {
            const std::uint64_t members = w.next();
            w.skipWords(times);
            w.skipWords(members > (1ull << 32) ? ~0ull >> 4 : members * perValue);
        } else {
            w.skipWords(times + perValue); // value, the times, id and lost
        }
    }
    if (type & Callchain) {
        const std::uint64_t count = w.next();
        s.callchain = w.take(count > (1ull << 32) ? ~0ull : count * 8);
    }
    if (type & Raw) {
        // A u32 size, the data; the kernel pads the data so the two end on
        // an 8-byte boundary and counts the padding in the size.
        std::uint32_t size = 0;
        const std::string_view sizeBytes = w.take(4);
        if (w.ok)
            std::memcpy(&size, sizeBytes.data(), 4);
        s.raw = w.take(size);
    }
    if (type & BranchStack) {
        const std::uint64_t count = w.next();
        if (attr.branchSampleType & kBranchHwIndex)
            w.next();
        const std::uint64_t wordsEach = 3 + ((attr.branchSampleType & kBranchCounters) ? 1 : 0);
        w.skipWords(count > (1ull << 32) ? ~0ull >> 4 : count * wordsEach);
    }
    if (type & RegsUser) {
        s.regsAbi = w.next();
        if (s.regsAbi != 0)
            s.regs = w.take(8 * std::uint64_t(std::popcount(attr.sampleRegsUser)));
    }
    if (type & StackUser) {
        const std::uint64_t size = w.next();
        if (size != 0) {
            const std::string_view copy = w.take(size);
            const std::uint64_t used = w.next(); // dyn_size: how much of the copy is stack
            s.stack = copy.substr(0, std::size_t(std::min<std::uint64_t>(used, copy.size())));
        }
    }
    if (type & (Weight | WeightStruct))
        w.next();
    if (type & DataSrc)
        w.next();
    if (type & Transaction)
        w.next();
    if (type & RegsIntr) {
        if (w.next() != 0)
            w.skipWords(std::uint64_t(std::popcount(attr.sampleRegsIntr)));
    }
    if (type & PhysAddr)
        w.next();
    if (type & Cgroup)
        w.next();
    if (type & DataPageSize)
        w.next();
    if (type & CodePageSize)
        w.next();
    if (type & Aux)
        w.take(w.next());
    if (!w.ok)
        error = tr("its fields run past the end of the record (%1 bytes)").arg(body.size() + 8);
    return w.ok;
}

std::uint64_t PerfSampleRecord::trailingTime(std::string_view body, const PerfEventAttr &attr)
{
    using namespace PerfSampleBits;
    const std::uint64_t type = attr.sampleType;
    if (!attr.sampleIdAll() || !(type & Time))
        return 0;
    // sample_id: TID, TIME, ID, STREAM_ID, CPU, IDENTIFIER, at the end.
    const std::size_t words = std::size_t(std::popcount(type & (Tid | Time | Id | StreamId | Cpu | Identifier)));
    if (body.size() < 8 * words)
        return 0;
    const std::size_t at = body.size() - 8 * words + ((type & Tid) ? 8 : 0);
    std::uint64_t time;
    std::memcpy(&time, body.data() + at, 8);
    return time;
}

} // namespace hg
