#include "UntimedWeights.h"

#include "model/ProfileBuilder.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hg {

UntimedWeights::UntimedWeights(ProfileBuilder &builder, TrackId track) : m_builder(builder), m_track(track)
{
    m_builder.setTrackUntimed(track);
}

void UntimedWeights::add(StackId stack, double weight)
{
    constexpr std::uint64_t kMaxSample = std::numeric_limits<std::uint32_t>::max();
    const double kept = std::isnan(weight) ? 0.0 : std::round(std::clamp(weight, 0.0, kMaxWeight));
    if (kept != weight)
        ++m_adjusted;
    std::uint64_t left = std::uint64_t(kept);
    do {
        const std::uint64_t part = std::min(left, kMaxSample);
        m_builder.addSample(m_track, 0, stack, std::uint32_t(part));
        left -= part;
    } while (left > 0);
}

} // namespace hg
