#pragma once
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace hg {

// What a perf.data's feature sections (or a pipe's feature records) say
// about the recording.
struct PerfMetadata
{
    struct BuildId
    {
        std::int32_t pid = -1;
        QByteArray id; // raw bytes
        QString fileName;
        bool kernel = false; // a kernel or kernel module's id
    };
    struct EventName
    {
        QString name;
        std::vector<std::uint64_t> ids;
    };

    QString hostname;
    QString osRelease;
    QString perfVersion;
    QString arch;
    QString cpuDescription;
    QString cpuId;
    std::uint32_t cpusOnline = 0;
    std::uint32_t cpusAvailable = 0;
    std::uint64_t totalMemoryKb = 0;
    QStringList commandLine;
    std::vector<EventName> events;
    std::vector<BuildId> buildIds;
    std::uint64_t firstSampleTime = 0;
    std::uint64_t lastSampleTime = 0;
    // HEADER_CLOCK_DATA: a wall-clock time and the sample clock's at the
    // same moment, so sample times convert to dates.
    bool hasClockData = false;
    std::uint64_t wallClockNs = 0;
    std::uint64_t clockTimeNs = 0;
    QString compression; // "zstd, level 1" when recorded with -z
    QByteArray tracingData; // HEADER_TRACING_DATA: the tracepoints' formats
};

} // namespace hg
