#include "TimingsFigures.h"

#include "ServerTimings.h"
#include "TimingsCategories.h"

namespace hg {

FigureTable TimingsFigures::of(const Profile &profile)
{
    FigureTable table;
    table.title = tr("Timers");
    table.columns = {{tr("ms / tick"), tr("Time spent per server tick, on average (the budget of a tick is 50 ms)"), 3},
                     {tr("Count / tick"), tr("Calls per server tick, on average"), 2},
                     {tr("Violations"), tr("Times this timer took longer than a whole tick (50 ms)"), 0},
                     {tr("Peak ms"), tr("The longest this timer took in one tick"), 2}};
    const std::optional<ServerTimings> server = ServerTimings::of(profile);
    const double ticks = server ? double(server->ticks) : 0.0;
    const TimingsCategories categories = TimingsCategories::build(profile, {});
    for (const TimingsCategories::Category &category : categories.categories()) {
        for (const TimingsCategories::Timer &timer : category.timers) {
            const double ms = double(timer.time) / double(kPsPerMs);
            table.rows.push_back({category.name, profile.frameName(timer.frame),
                                  {ticks > 0 ? ms / ticks : FigureTable::kNone,
                                   ticks > 0 ? double(timer.count) / ticks : FigureTable::kNone, double(timer.violations),
                                   timer.peakNs >= 0 ? double(timer.peakNs) / 1e6 : FigureTable::kNone}});
        }
    }
    return table;
}

} // namespace hg
