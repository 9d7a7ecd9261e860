#include "ActivitySummary.h"

#include "SampleActivity.h"
#include "analysis/SampleWeights.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hg {

namespace {

// Adds `amount` spread over [from, to) (clipped to the window) to the
// columns it covers, in proportion; `add(column, value)`.
template <typename Add>
void spread(TimePs from, TimePs to, const ActivitySummary &s, double width, Add &&add)
{
    from = std::max(from, s.start);
    to = std::min(to, s.end);
    if (to <= from)
        return;
    const double a = double(from - s.start) / width, b = double(to - s.start) / width;
    const int c0 = std::min(int(a), s.columns - 1), c1 = std::min(int(b), s.columns - 1);
    if (c0 == c1) {
        add(c0, b - a);
        return;
    }
    add(c0, double(c0 + 1) - a);
    for (int c = c0 + 1; c < c1; ++c)
        add(c, 1.0);
    add(c1, b - double(c1));
}

// Whether each stack holds `frame` (parents come before their children).
std::vector<std::uint8_t> stacksThrough(const StackTable &stacks, FrameId frame)
{
    std::vector<std::uint8_t> through(stacks.size(), 0);
    for (StackId id{0}; id < stacks.size(); ++id) {
        const StackId parent = stacks.parent(id);
        through[id] = stacks.frame(id) == frame || (parent != kNoId && through[parent]);
    }
    return through;
}

void summariseSamples(const ActivitySource &source, TrackId trackId, const ActivitySummary &s, ActivitySummary::SampleGraph &graph,
                      const std::vector<std::uint8_t> *through)
{
    const Track &track = source.profile->tracks()[trackId];
    const SampleTrack &samples = track.samples;
    std::vector<double> busy(std::size_t(s.columns) * s.classes, 0.0);
    std::vector<double> selected(through ? std::size_t(s.columns) : 0, 0.0);
    const double width = s.columnWidth();
    if (samples.timed() && !samples.empty()) {
        // From the sample that may reach into the window to the last that starts in it.
        std::uint32_t i = samples.lowerBound(s.start);
        if (i > 0)
            --i;
        const std::uint32_t last = samples.lowerBound(s.end);
        for (; i < last; ++i) {
            if (samples.weight(i) == 0)
                continue; // only ends the sample before it
            const TimePs t = samples.time(i);
            const TimePs wall = i + 1 < samples.size() ? samples.time(i + 1) - t : source.lastSampleLength[trackId];
            if (wall <= 0)
                continue;
            // The busy part of the sample stands for the whole of its time
            // spread evenly (a sample says nothing of when within it).
            const double busyShare = double(sampleBusyTime(track, i, wall)) / double(wall);
            double *row = busy.data();
            const std::size_t cls = source.classes.classOfStack(samples.stack(i));
            spread(t, t + wall, s, width, [&](int column, double share) { row[std::size_t(column) * s.classes + cls] += share * busyShare; });
            if (through && (*through)[samples.stack(i)])
                spread(t, t + wall, s, width, [&](int column, double share) { selected[std::size_t(column)] += share * busyShare; });
        }
    }
    graph.track = trackId;
    graph.shares.resize(busy.size());
    for (std::size_t k = 0; k < busy.size(); ++k)
        graph.shares[k] = float(std::min(busy[k], 1.0));
    graph.selected.resize(selected.size());
    for (std::size_t c = 0; c < selected.size(); ++c)
        graph.selected[c] = float(std::min(selected[c], 1.0));
}

void summariseCounter(const CounterSeries &series, const ActivitySummary &s, ActivitySummary::CounterLine &line)
{
    constexpr float kNone = std::numeric_limits<float>::quiet_NaN();
    line.low.assign(std::size_t(s.columns), kNone);
    line.high.assign(std::size_t(s.columns), kNone);
    line.min = 0;
    line.max = 0;
    for (const double v : series.values) {
        line.min = std::min(line.min, v);
        line.max = std::max(line.max, v);
    }
    // A value holds from its point to the next: the one before the window
    // reaches into it.
    const auto first = std::lower_bound(series.times.begin(), series.times.end(), s.start);
    std::size_t i = std::size_t(first - series.times.begin());
    if (i > 0)
        --i;
    const double width = s.columnWidth();
    for (; i < series.size() && series.times[i] < s.end; ++i) {
        const TimePs from = series.times[i];
        const TimePs to = i + 1 < series.size() ? series.times[i + 1] : from + 1;
        const float v = float(series.values[i]);
        spread(from, std::max(to, from + 1), s, width, [&](int column, double) {
            float &lo = line.low[std::size_t(column)], &hi = line.high[std::size_t(column)];
            lo = std::isnan(lo) ? v : std::min(lo, v);
            hi = std::isnan(hi) ? v : std::max(hi, v);
        });
    }
}

} // namespace

std::shared_ptr<const ActivitySource> ActivitySource::of(ProfilePtr profile)
{
    auto source = std::make_shared<ActivitySource>();
    source->classes = ActivityClasses::of(*profile);
    const TimePs fallback = SampleWeights::profileMedianInterval(*profile);
    source->lastSampleLength.resize(profile->tracks().size());
    parallelFor(profile->tracks().size(), [&](std::size_t t) {
        const TimePs median = SampleWeights::medianInterval(profile->tracks()[t].samples);
        source->lastSampleLength[t] = median > 0 ? median : fallback;
    });
    source->profile = std::move(profile);
    return source;
}

const ActivitySummary::SampleGraph *ActivitySummary::graphOf(TrackId track) const
{
    for (const SampleGraph &g : samples)
        if (g.track == track)
            return &g;
    return nullptr;
}

const ActivitySummary::CounterLine *ActivitySummary::lineOf(std::uint32_t counter) const
{
    for (const CounterLine &l : counters)
        if (l.counter == counter)
            return &l;
    return nullptr;
}

ActivitySummary ActivitySummary::build(const ActivitySource &source, const std::vector<TrackId> &tracks,
                                       const std::vector<std::uint32_t> &counters, TimePs start, TimePs end, int columns,
                                       const std::function<bool()> &cancelled, FrameId selectedFrame)
{
    ActivitySummary s;
    s.start = start;
    s.end = std::max(end, start + 1);
    s.columns = std::max(columns, 1);
    s.classes = source.classes.count();
    s.samples.resize(tracks.size());
    s.counters.resize(counters.size());
    std::vector<std::uint8_t> through;
    if (selectedFrame != kNoId)
        through = stacksThrough(source.profile->stacks(), selectedFrame);
    // Tracks on every core; each writes only its own graph.
    parallelFor(tracks.size() + counters.size(), [&](std::size_t k) {
        if (cancelled && cancelled())
            return;
        if (k < tracks.size()) {
            summariseSamples(source, tracks[k], s, s.samples[k], through.empty() ? nullptr : &through);
        } else {
            const std::uint32_t c = counters[k - tracks.size()];
            s.counters[k - tracks.size()].counter = c;
            summariseCounter(source.profile->counters()[c], s, s.counters[k - tracks.size()]);
        }
    });
    return s;
}

} // namespace hg
