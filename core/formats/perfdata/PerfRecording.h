#pragma once
#include "PerfAddressSpaces.h"
#include "PerfCallchains.h"
#include "PerfEvents.h"
#include "PerfLocations.h"
#include "PerfMappedFiles.h"
#include "PerfMetadata.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hg {

// A sample as decoded from its record, compact (the chain is an id).
struct PerfDecodedSample
{
    std::int64_t timeNs = -1;
    std::uint64_t period = 0;
    std::int32_t pid = -1;
    std::int32_t tid = -1;
    std::int32_t cpu = -1;
    std::uint32_t chain = 0;   // PerfCallchains id
    std::uint32_t event = 0;   // PerfEvents index
    std::uint32_t switchInfo = ~0u; // index into PerfRecording::switches for sched_switch
};

// What changed a thread's name between samples (COMM, FORK), replayed in
// file order with the samples.
struct PerfTaskEvent
{
    enum class Kind : std::uint8_t { Comm, Fork };
    Kind kind = Kind::Comm;
    std::uint64_t beforeSample = 0; // how many samples came before it
    std::int32_t pid = -1, tid = -1;
    std::int32_t parentPid = -1, parentTid = -1;
    std::string comm;
};

// Everything a perf.data holds once its records are read: the events and
// metadata, the processes' address spaces and mapped files, the distinct
// call chains with their locations, and the samples and task events in file
// order.
struct PerfRecording
{
    PerfRecording() : locations(spaces, files) {}
    PerfRecording(const PerfRecording &) = delete;
    PerfRecording &operator=(const PerfRecording &) = delete;

    struct Switch
    {
        std::int32_t nextTid = -1;
        char prevState = 0;
    };

    PerfEvents events;
    PerfMetadata metadata;
    PerfAddressSpaces spaces;
    PerfMappedFiles files;
    PerfCallchains chains;
    PerfLocations locations;
    std::vector<PerfDecodedSample> samples;
    std::vector<Switch> switches;
    std::vector<PerfTaskEvent> taskEvents;
    std::uint64_t kernelTextAddress = 0; // _text when recorded ([kernel.kallsyms]_text's mapping)
};

} // namespace hg
