#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace hg {

// One timer record of a PocketMine-MP timings report, as written on its line
// (indented by four spaces under a category):
//   Name Time: N Count: N [Avg: X] Violations: N
//   [RecordId: N ParentRecordId: N|none TimerId: N [Ticks: N Peak: N]]
// Names contain spaces, ':', '->' and backslashes, so the fields are read
// from the right. Legacy reports mark time counted by another timer with "** ".
struct PocketMineRecordLine
{
    std::string_view name;
    bool countedElsewhere = false; // "** " prefix (legacy)
    std::int64_t timeNs = 0;
    std::uint64_t count = 0;
    double avgNs = 0;
    std::uint64_t violations = 0;
    bool hasTreeFields = false;
    std::uint64_t recordId = 0;
    std::optional<std::uint64_t> parentRecordId; // nullopt for "none"
    std::uint64_t timerId = 0;
    bool hasTicksAndPeak = false; // optional even in tree-style reports
    std::uint64_t ticks = 0;
    std::int64_t peakNs = 0;

    // The record on `line` (indentation already removed), or nullopt.
    static std::optional<PocketMineRecordLine> parse(std::string_view line);
};

} // namespace hg
