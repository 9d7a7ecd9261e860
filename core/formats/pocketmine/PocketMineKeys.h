#pragma once
#include <string_view>

namespace hg::pocketmine::key {

// Node attributes of a timings record (the report's own field names).
inline constexpr std::string_view kCategory = "Category";
inline constexpr std::string_view kRecordId = "RecordId";
inline constexpr std::string_view kTimerId = "TimerId";
inline constexpr std::string_view kViolations = "Violations";
inline constexpr std::string_view kTicks = "Ticks";
inline constexpr std::string_view kPeakNs = "Peak";
inline constexpr std::string_view kCountedElsewhere = "CountedElsewhere"; // legacy "** "
inline constexpr std::string_view kGrouping = "Grouping"; // a node made to group legacy records
// The record a report's ticks, TPS and load come from; the reader refuses a
// report without one.
inline constexpr std::string_view kFullServerTick = "Full Server Tick";
// Profile metadata. The report's "# Key value" lines: known keys under the
// names `info --json` uses, others as written.
inline constexpr std::string_view kSampleTimeNs = "sample_time_ns";
inline constexpr std::string_view kFormatVersion = "format_version"; // 0 for legacy reports
struct MetadataName
{
    std::string_view inReport; // "# PocketMine-MP 4.18.4"
    std::string_view inModel;  // "pocketmine_version"
};
inline constexpr MetadataName kMetadataNames[] = {
    {"Version", "version"}, {"PocketMine-MP", "pocketmine_version"}, {"Entities", "entities"},
    {"LivingEntities", "living_entities"}, {"Players", "players"}};

} // namespace hg::pocketmine::key
