#include "StepFigures.h"

#include "StepTree.h"

#include <QHash>

namespace hg {

namespace {

struct Sums
{
    TimePs time = 0;
    double count = 0;
    double calls = 0;
};

double ms(TimePs ps) { return double(ps) / double(kPsPerMs); }

} // namespace

FigureTable StepFigures::of(const Profile &profile)
{
    FigureTable table;
    table.title = tr("Steps and calls");
    table.columns = {{tr("Time ms"), tr("Time of every run of the step, or of every call of the type"), 2},
                     {tr("Count"), tr("How often the step ran, or how many calls of the type were made"), 0},
                     {tr("Calls"), tr("Calls (SQL, redis, HTTP, ...) the step made"), 0}};
    // Names in order of first appearance, so equal changes keep the file's order.
    QHash<QString, Sums> steps, calls;
    QStringList stepOrder, callOrder;
    const auto sumsOf = [](QHash<QString, Sums> &sums, QStringList &order, const QString &name) -> Sums & {
        auto it = sums.find(name);
        if (it == sums.end()) {
            order << name;
            it = sums.insert(name, {});
        }
        return *it;
    };
    for (TrackId t{0}; t < profile.tracks().size(); t = TrackId(t + 1)) {
        const Track &track = profile.tracks()[t];
        if (track.spans.empty() || StepTree::isClientTimings(profile, track))
            continue;
        const StepTree tree = StepTree::build(profile, t);
        for (const StepTree::Step &step : tree.steps()) {
            Sums &sums = sumsOf(steps, stepOrder, profile.frameName(track.spans.frame(step.span)));
            sums.time += track.spans.duration(step.span);
            sums.count += 1;
            for (const StepTree::CallStat &stat : step.callStats) {
                sums.calls += stat.count;
                Sums &type = sumsOf(calls, callOrder, profile.strings().string(stat.type));
                type.time += stat.total;
                type.count += stat.count;
            }
        }
    }
    for (const QString &name : stepOrder) {
        const Sums &s = steps[name];
        table.rows.push_back({tr("Steps"), name, {ms(s.time), s.count, s.calls}});
    }
    for (const QString &name : callOrder) {
        const Sums &s = calls[name];
        table.rows.push_back({tr("Calls"), name, {ms(s.time), s.count, FigureTable::kNone}});
    }
    return table;
}

} // namespace hg
