#pragma once
#include "ActivityClasses.h"

#include <functional>
#include <memory>
#include <vector>

namespace hg {

// What a profile's activity graphs are drawn from, made once per profile
// on a worker: the class of each stack and how long each track's last
// sample lasts (its median interval, as the call tree counts it).
struct ActivitySource
{
    ProfilePtr profile;
    ActivityClasses classes;
    std::vector<TimePs> lastSampleLength; // by track

    static std::shared_ptr<const ActivitySource> of(ProfilePtr profile);
};

// The activity graphs summarised per pixel column over a time window, once
// per zoom level on a worker, so a repaint reads `columns` figures a track
// whatever its samples. Column c covers [start + c·w, start + (c+1)·w), w =
// (end - start) / columns.
struct ActivitySummary
{
    TimePs start = 0, end = 0;
    int columns = 0;
    std::size_t classes = 0;

    // A sample track: per column, per class (class-minor), the share of the
    // column's time its samples were busy (sampleBusyTime), 0 to 1.
    struct SampleGraph
    {
        TrackId track = kNoId;
        std::vector<float> shares;
        // Per column, the share of the column's time busy in samples whose
        // stack holds the selected function (empty when none is).
        std::vector<float> selected;
        float share(int column, std::size_t cls, std::size_t classes) const { return shares[std::size_t(column) * classes + cls]; }
    };
    // A counter: per column the lowest and highest value of its points
    // there (NaN where it has none), and the series' range for the scale.
    struct CounterLine
    {
        std::uint32_t counter = 0; // index into Profile::counters()
        std::vector<float> low, high;
        double min = 0, max = 0;
    };
    std::vector<SampleGraph> samples;
    std::vector<CounterLine> counters;

    double columnWidth() const { return double(end - start) / columns; }
    const SampleGraph *graphOf(TrackId track) const;
    const CounterLine *lineOf(std::uint32_t counter) const;

    // Summarises `tracks` (their samples) and `counters` over [start, end)
    // in `columns` columns, and the samples through `selectedFrame` when
    // given; stops early, with what it has, when `cancelled` says so.
    static ActivitySummary build(const ActivitySource &source, const std::vector<TrackId> &tracks,
                                 const std::vector<std::uint32_t> &counters, TimePs start, TimePs end, int columns,
                                 const std::function<bool()> &cancelled = {}, FrameId selectedFrame = kNoId);
};

} // namespace hg
