#pragma once
#include "model/Profile.h"

#include <QString>
#include <vector>

namespace hg {

// Op statistics as xprof's op profile gives them: events aggregated by
// name within each plane (count, total, self, min, max), self time being
// an event's duration minus its direct children's on the same line.
class OpStats
{
public:
    struct Op
    {
        StringId name{};
        FrameId frame{}; // the frame with the most time, to select in the views
        std::uint64_t count = 0;
        TimePs total = 0;
        TimePs self = 0;
        TimePs min = 0;
        TimePs max = 0;
    };
    struct Plane
    {
        QString name; // the track group
        TimePs self = 0; // the sum of its ops' self time
        std::vector<Op> ops; // by self time, largest first
    };

    // Over `tracks` (all when empty); planes in track order.
    static OpStats compute(const Profile &profile, const std::vector<TrackId> &tracks);
    const std::vector<Plane> &planes() const { return m_planes; }

private:
    std::vector<Plane> m_planes;
};

} // namespace hg
