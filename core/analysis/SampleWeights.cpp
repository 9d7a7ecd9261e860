#include "SampleWeights.h"

#include "model/Profile.h"

#include <algorithm>

namespace hg {

TimePs SampleWeights::medianInterval(const SampleTrack &samples)
{
    if (!samples.timed() || samples.size() < 2)
        return 0;
    constexpr std::uint32_t kMostIntervals = 1 << 16;
    const std::uint32_t count = samples.size() - 1;
    const std::uint32_t step = std::max<std::uint32_t>(1, count / kMostIntervals);
    std::vector<TimePs> intervals;
    intervals.reserve(std::min(count, kMostIntervals + 1));
    for (std::uint32_t i = 1; i < samples.size(); i += step)
        if (const TimePs d = samples.time(i) - samples.time(i - 1); d > 0)
            intervals.push_back(d);
    if (intervals.empty())
        return 0;
    auto middle = intervals.begin() + std::ptrdiff_t(intervals.size() / 2);
    std::nth_element(intervals.begin(), middle, intervals.end());
    return *middle;
}

TimePs SampleWeights::profileMedianInterval(const Profile &profile)
{
    const Track *largest = nullptr;
    for (const Track &t : profile.tracks())
        if (t.samples.timed() && t.samples.size() >= 2 && (!largest || t.samples.size() > largest->samples.size()))
            largest = &t;
    const TimePs median = largest ? medianInterval(largest->samples) : 0;
    return median > 0 ? median : kDefaultIntervalPs;
}

TimePs SampleWeights::lastLength(const SampleTrack &samples, TimePs fallbackInterval)
{
    const TimePs median = medianInterval(samples);
    return median > 0 ? median : fallbackInterval;
}

std::vector<TimePs> SampleWeights::compute(const SampleTrack &samples, TimePs fallbackInterval)
{
    std::vector<TimePs> weights(samples.size());
    forEach(samples, fallbackInterval, [&weights](std::uint32_t i, TimePs w) { weights[i] = w; });
    return weights;
}

} // namespace hg
