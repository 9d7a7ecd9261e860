#pragma once
#include "model/Ids.h"

#include <cstdint>

namespace hg {

class ProfileBuilder;

// Adds weights (counts, bytes) to an untimed sample track, for the bridge
// formats whose stacks carry a weight but no time (folded stacks, speedscope
// profiles in "none" or "bytes"). A weight beyond a sample's 32 bits is
// spread over several samples of the same stack (up to kMaxWeight, beyond
// which it is cut); one with decimals is rounded. Rounded and cut weights
// are counted so the reader can warn once.
class UntimedWeights
{
public:
    UntimedWeights(ProfileBuilder &builder, TrackId track);

    static constexpr double kMaxWeight = double(1ull << 44);

    void add(StackId stack, double weight);
    std::uint64_t adjustedCount() const { return m_adjusted; }

private:
    ProfileBuilder &m_builder;
    TrackId m_track;
    std::uint64_t m_adjusted = 0;
};

} // namespace hg
