#pragma once
#include "formats/ProtoCursor.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace hg {

// Line timestamps from here on are ns since the Unix epoch (a raw capture);
// smaller ones are relative to the profile start (a saved profile).
inline constexpr std::int64_t kEpochLikeNs = 1'000'000'000'000'000; // 1970-01-12

// The fields of an XPlane and its XLines located in the file, before any
// event is decoded: the metadata maps come after the lines in a serialized
// plane, and the profile's time origin needs every line's timestamp first.
struct XPlaneLine
{
    ProtoCursor message{{}, 0};
    std::int64_t id = 0;
    std::int64_t displayId = 0;
    std::int64_t timestampNs = 0;
    std::int64_t durationPs = 0;
    std::string_view name;
    std::string_view displayName;
    std::size_t eventCount = 0;

    static XPlaneLine scan(ProtoCursor message);
    // The stats of all events, extrapolated from the first few, so their
    // storage can be sized once.
    std::size_t estimatedStatCount() const;
    // The timeline row of the line: lines sharing a display_id share a row.
    std::int64_t rowId() const { return displayId ? displayId : id; }
};

// One entry of a protobuf map (the plane's event_metadata, stat_metadata):
// its key, and its value message if it has one.
struct XPlaneMapEntry
{
    std::int64_t key = 0;
    std::optional<ProtoCursor> value;

    static XPlaneMapEntry read(ProtoCursor entry);
};

struct XPlanePlane
{
    std::int64_t id = 0;
    std::string_view name;
    qint64 offset = 0;
    std::vector<XPlaneLine> lines;
    std::vector<ProtoCursor> eventMetadata; // map entries
    std::vector<ProtoCursor> statMetadata;  // map entries
    std::vector<ProtoCursor> stats;

    // The plane's own fields; its lines are only located (see scanLines).
    static XPlanePlane scan(ProtoCursor message);
    // Scans the lines of every plane (walking all their events), on every core.
    static void scanLines(std::vector<XPlanePlane> &planes);
    std::size_t eventCount() const;
};

} // namespace hg
