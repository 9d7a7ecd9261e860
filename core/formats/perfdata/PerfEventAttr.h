#pragma once
#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace hg {

class PerfCursor;

// The sample_type bits of perf_event_attr (linux/perf_event.h): which
// fields a sample record holds, in this order.
namespace PerfSampleBits {
enum : std::uint64_t {
    Ip = 1u << 0,
    Tid = 1u << 1,
    Time = 1u << 2,
    Addr = 1u << 3,
    Read = 1u << 4,
    Callchain = 1u << 5,
    Id = 1u << 6,
    Cpu = 1u << 7,
    Period = 1u << 8,
    StreamId = 1u << 9,
    Raw = 1u << 10,
    BranchStack = 1u << 11,
    RegsUser = 1u << 12,
    StackUser = 1u << 13,
    Weight = 1u << 14,
    DataSrc = 1u << 15,
    Identifier = 1u << 16,
    Transaction = 1u << 17,
    RegsIntr = 1u << 18,
    PhysAddr = 1u << 19,
    Aux = 1u << 20,
    Cgroup = 1u << 21,
    DataPageSize = 1u << 22,
    CodePageSize = 1u << 23,
    WeightStruct = 1u << 24,
    Known = (1u << 25) - 1,
};
} // namespace PerfSampleBits

// One perf_event_attr: what was sampled and how each of its records is laid
// out. Fields a shorter (older) attribute lacks read as zero.
struct PerfEventAttr
{
    Q_DECLARE_TR_FUNCTIONS(PerfEventAttr)
public:
    enum Type : std::uint32_t { Hardware = 0, Software = 1, Tracepoint = 2, HardwareCache = 3, Raw = 4, Breakpoint = 5 };

    std::uint32_t type = 0;
    std::uint32_t size = 0;
    std::uint64_t config = 0;
    std::uint64_t samplePeriod = 0; // or the frequency, when freq()
    std::uint64_t sampleType = 0;
    std::uint64_t readFormat = 0;
    std::uint64_t flags = 0;
    std::uint64_t branchSampleType = 0;
    std::uint64_t sampleRegsUser = 0;
    std::uint32_t sampleStackUser = 0;
    std::int32_t clockId = 0;
    std::uint64_t sampleRegsIntr = 0;

    bool freq() const { return flags >> 10 & 1; }
    bool sampleIdAll() const { return flags >> 18 & 1; }
    bool useClockId() const { return flags >> 25 & 1; }

    // Reads `bytes` bytes of a perf_event_attr (the attributes section's
    // attr_size less the ids' section, or the attr's own size in a record).
    static PerfEventAttr read(PerfCursor &c, std::uint64_t bytes);
    // perf's name for the event when no name was recorded ("cpu-clock",
    // "cycles", "raw 0x1a"...).
    QString defaultName() const;
    // The names of sample_type bits this reader cannot skip, or empty.
    QString unknownSampleBits() const;
};

} // namespace hg
