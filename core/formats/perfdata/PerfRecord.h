#pragma once
#include <QtGlobal>

#include <cstdint>
#include <string_view>

namespace hg {

// Record types (perf_event_header.type): the kernel's, then perf's own
// (from 64), as far as this reader looks at them.
namespace PerfRecordType {
enum : std::uint32_t {
    Mmap = 1,
    Lost = 2,
    Comm = 3,
    Exit = 4,
    Fork = 7,
    Sample = 9,
    Mmap2 = 10,
    LostSamples = 13,
    HeaderAttr = 64,
    HeaderTracingData = 66,
    HeaderBuildId = 67,
    FinishedRound = 68,
    Auxtrace = 71,
    EventUpdate = 78,
    HeaderFeature = 80,
    Compressed = 81,
    Compressed2 = 83,
};
} // namespace PerfRecordType

// perf_event_header.misc bits this reader uses.
namespace PerfRecordMisc {
enum : std::uint16_t {
    CpuModeMask = 7,
    Kernel = 1,
    User = 2,
    GuestKernel = 4,
    GuestUser = 5,
    CommExec = 1 << 13,   // COMM: the name changed by an exec
    MmapBuildId = 1 << 14, // MMAP2: a build id instead of device and inode
};
} // namespace PerfRecordMisc

// One record of the data section (or of a compressed record's contents).
struct PerfRecord
{
    std::uint32_t type = 0;
    std::uint16_t misc = 0;
    std::string_view body; // after the 8-byte header
    // Where it starts in the file; for a record inside a compressed one,
    // where that compressed record starts.
    qint64 offset = 0;
    // The body lies in a buffer that is reused once the sink returns (the
    // decompressed data), not in the file.
    bool transient = false;
    // Where the record (or the compressed record holding it) ends in the
    // file's bytes: what is read once the record is done with.
    const char *fileEnd = nullptr;
};

// Receives the records of a PerfRecordStream in file order.
class PerfRecordSink
{
public:
    virtual ~PerfRecordSink() = default;
    virtual void record(const PerfRecord &record) = 0;
};

} // namespace hg
