#pragma once
#include <QCoreApplication>

#include <cstdint>
#include <string_view>

namespace hg {

class PerfEvents;
class ProfileBuilder;
struct PerfFileHeader;
struct PerfMetadata;

// The feature sections of perf.data (perf_header features: hostname, OS
// release, CPU, command line, event names, build ids, ...), read from the
// table after the records or from a pipe's HEADER_FEATURE records. They
// describe the recording; one that cannot be read is a warning, not an
// error.
class PerfFeatures
{
    Q_DECLARE_TR_FUNCTIONS(PerfFeatures)
public:
    enum Id : std::uint32_t {
        TracingData = 1,
        BuildId = 2,
        Hostname = 3,
        OsRelease = 4,
        Version = 5,
        Arch = 6,
        NrCpus = 7,
        CpuDesc = 8,
        CpuId = 9,
        TotalMem = 10,
        CmdLine = 11,
        EventDesc = 12,
        SampleTime = 21,
        Compressed = 27,
        ClockData = 29,
    };

    // Every feature the header lists, from the table at its end.
    static void readAll(std::string_view file, const PerfFileHeader &header, PerfMetadata &metadata,
                        ProfileBuilder &builder);
    // One feature's bytes, found at `offset`.
    static void read(std::uint32_t feature, std::string_view bytes, qint64 offset, PerfMetadata &metadata,
                     ProfileBuilder &builder);
};

} // namespace hg
