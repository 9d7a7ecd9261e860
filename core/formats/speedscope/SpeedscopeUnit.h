#pragma once
#include "model/Time.h"

#include <optional>
#include <string_view>

namespace hg {

// The `unit` of a speedscope profile: "nanoseconds" ... "seconds" are times;
// "none" (counts) and "bytes" are weights without time.
struct SpeedscopeUnit
{
    std::string_view name;
    TimePs picoseconds = 0; // one unit in ps; 0 for "none" and "bytes"

    bool isTime() const { return picoseconds > 0; }
    static std::optional<SpeedscopeUnit> fromName(std::string_view name);
};

} // namespace hg
