#include "SpeedscopeUnit.h"

#include <array>

namespace hg {

std::optional<SpeedscopeUnit> SpeedscopeUnit::fromName(std::string_view name)
{
    static constexpr std::array<SpeedscopeUnit, 6> kUnits{{
        {"nanoseconds", kPsPerNs},
        {"microseconds", kPsPerUs},
        {"milliseconds", kPsPerMs},
        {"seconds", kPsPerSecond},
        {"none", 0},
        {"bytes", 0},
    }};
    for (const SpeedscopeUnit &u : kUnits)
        if (u.name == name)
            return u;
    return std::nullopt;
}

} // namespace hg
