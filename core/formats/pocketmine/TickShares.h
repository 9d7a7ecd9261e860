#pragma once
#include "TimingsTree.h"

#include <QString>
#include <vector>

namespace hg {

class Profile;

// Where a server's tick time goes: timers by their share of "Full Server
// Tick" time. In a tree-style report each timer counts its own time only
// (leaves and [self] rows under the tick, so the shares add up to 100 %). A
// legacy report has no links, so each timer counts its whole time and
// shares may overlap.
struct TickShare
{
    QString name;
    TimePs time = 0;
    double percent = 0;
};

class TickShares
{
public:
    static std::vector<TickShare> compute(const Profile &profile, const TimingsTree &tree);
    // True when the shares came from a legacy report (they may overlap).
    static bool overlapping(const Profile &profile, const TimingsTree &tree);
};

} // namespace hg
