#include "SampleWeights.h"

#include "model/Profile.h"

#include <algorithm>

namespace hg {

TimePs SampleWeights::medianInterval(const SampleTrack &samples)
{
    if (!samples.timed() || samples.size() < 2)
        return 0;
    std::vector<TimePs> intervals;
    intervals.reserve(samples.size() - 1);
    for (std::uint32_t i = 1; i < samples.size(); ++i)
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

std::vector<TimePs> SampleWeights::compute(const SampleTrack &samples, TimePs fallbackInterval)
{
    const std::uint32_t n = samples.size();
    std::vector<TimePs> weights(n);
    if (!samples.timed()) {
        for (std::uint32_t i = 0; i < n; ++i)
            weights[i] = samples.weight(i);
        return weights;
    }
    for (std::uint32_t i = 0; i + 1 < n; ++i)
        weights[i] = std::max<TimePs>(0, samples.time(i + 1) - samples.time(i));
    if (n) {
        const TimePs median = medianInterval(samples);
        weights[n - 1] = median > 0 ? median : fallbackInterval;
    }
    // A sample of weight 0 (one a transform dropped) ends its predecessor's
    // time and stands for none itself.
    for (std::uint32_t i = 0; i < n; ++i)
        if (samples.weight(i) == 0)
            weights[i] = 0;
    return weights;
}

} // namespace hg
