#pragma once
#include <QtGlobal>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hg::firefox {

// What FirefoxProfileParser collects from a file, the Gecko format and the
// processed format alike, before anything goes to the model: each table as
// columns (a Gecko table's rows are spread into the same columns), indexes
// as read (-1 for null), times in milliseconds as read. Strings are views of
// the input (or of the parser's copies of strings with escapes).

// stackTable, frameTable, funcTable, resourceTable and sources: per thread
// (Gecko, processed before version 60) or shared (processed 60 and later).
struct Tables
{
    // stackTable: `prefix` (an index, -1 for a root) or, from processed
    // version 66, `prefixOffset` (0 for a root, else how far back the prefix is).
    std::vector<std::int32_t> stackFrame, stackPrefix, stackPrefixOffset;
    // frameTable. The Gecko format names a frame by `location` (a string:
    // "fn (url:line:col)", "0x7f01c0ffee", a label); the processed format by `func`.
    std::vector<std::int32_t> frameFunc, frameLocation, frameLine, frameColumn, frameCategory, frameLib;
    std::vector<std::int64_t> frameAddress;
    // funcTable: `fileName` (a string) before processed version 58, `source` after.
    std::vector<std::int32_t> funcName, funcResource, funcFileName, funcSource, funcLine, funcColumn;
    std::vector<std::uint8_t> funcIsJs;
    // resourceTable and the sources table (shared.sources).
    std::vector<std::int32_t> resourceName, resourceLib, sourceFileName;
};

struct Samples
{
    std::vector<std::int32_t> stack;
    std::vector<double> time;       // `time`, or `timeDeltas` summed up by the assembler
    bool deltas = false;
    std::vector<double> weight;     // empty: each weighs 1
    std::string weightType;         // "samples", "tracing-ms", "bytes" (empty: samples)
    std::vector<double> cpuDelta;   // threadCPUDelta (NaN for null); may be empty
};

struct Markers
{
    std::vector<std::int32_t> name, category, phase;
    std::vector<double> start, end, time; // `time`: markers before phases existed
    std::vector<std::string_view> data;   // the payload's JSON text (empty for null)
};

struct StringArray
{
    std::vector<std::string_view> strings;
    std::string_view at(std::int32_t index) const
    {
        return index >= 0 && std::size_t(index) < strings.size() ? strings[std::size_t(index)] : std::string_view();
    }
    bool has(std::int32_t index) const { return index >= 0 && std::size_t(index) < strings.size(); }
};

struct Lib
{
    std::string name;
    std::string breakpadId; // names a lib that a subprocess lists without a name
    std::uint64_t start = 0, end = 0, offset = 0;
};

// One Gecko process (the root profile or an entry of `processes`): its
// clock and libraries. A processed profile is one such process.
struct Process
{
    double startTime = 0; // ms since the epoch
    bool hasStartTime = false;
    std::vector<Lib> libs;
};

struct Thread
{
    std::string name, processName, processType, pid, tid;
    bool isMainThread = false;
    std::uint32_t process = 0;   // index into ProfileData::processes
    qint64 offset = -1;          // where the thread starts in the file
    Samples samples;
    Markers markers;
    std::unique_ptr<Tables> tables;       // its own (else the shared ones)
    std::unique_ptr<StringArray> strings; // its own (else the shared ones)
};

struct Category
{
    std::string name, color;
    std::vector<std::string> subcategories;
};

struct ProfileData
{
    std::optional<int> processedVersion; // meta.preprocessedProfileVersion
    std::optional<int> geckoVersion;     // meta.version of a Gecko profile
    double interval = 0;                 // ms
    std::string timeUnit = "ms";         // meta.sampleUnits.time: "ms" or "bytes"
    std::string cpuDeltaUnit;            // meta.sampleUnits.threadCPUDelta
    std::vector<Category> categories;
    std::vector<std::pair<std::string, std::string>> metadata; // meta's scalars worth keeping
    std::string categoriesJson;          // meta.categories as written
    std::vector<Process> processes;      // [0]: the root
    std::vector<Lib> libs;               // profile.libs of a processed profile
    Tables shared;
    StringArray sharedStrings;
    bool hasSharedTables = false;
    bool hasSharedStrings = false;
    std::vector<Thread> threads;
    std::vector<std::deque<std::string>> unescaped; // strings that had escapes: the views above point here
    bool devtoolsWrapper = false; // the old DevTools panel's {"profile": {...}}
    std::size_t threadsNotObjects = 0;
};

} // namespace hg::firefox
