#include "OpFigures.h"

#include "OpStats.h"

namespace hg {

FigureTable OpFigures::of(const Profile &profile)
{
    FigureTable table;
    table.title = tr("Op statistics");
    table.columns = {{tr("Self ms"), tr("Time in the op itself, without the ops it ran inside it"), 3},
                     {tr("Total ms"), tr("Time of every run of the op"), 3},
                     {tr("Count"), tr("How often the op ran"), 0},
                     {tr("Average µs"), tr("Time of one run, on average"), 2}};
    const OpStats stats = OpStats::compute(profile, {});
    for (const OpStats::Plane &plane : stats.planes()) {
        for (const OpStats::Op &op : plane.ops) {
            const double totalMs = double(op.total) / double(kPsPerMs);
            table.rows.push_back({plane.name, profile.strings().string(op.name),
                                  {double(op.self) / double(kPsPerMs), totalMs, double(op.count),
                                   op.count ? double(op.total) / double(kPsPerUs) / double(op.count) : FigureTable::kNone}});
        }
    }
    return table;
}

} // namespace hg
