#pragma once
#include "Time.h"

#include <QString>
#include <vector>

namespace hg {

// A value measured over time next to the call stacks: CPU usage, memory
// footprint, frame render times. Points are sorted by time once built.
struct CounterSeries
{
    QString name; // as the format names it, e.g. "cpu_usage"
    QString unit; // "percent", "byte", "nanosecond", ... (empty if unknown)
    std::vector<TimePs> times;
    std::vector<double> values;

    std::size_t size() const { return times.size(); }
};

} // namespace hg
