#pragma once
#include "model/SampleTrack.h"

#include <algorithm>
#include <cstdint>

namespace hg {

// A track's samples [first, last) cut into parts walked side by side (the
// count and the fold of sample spans): parts of `perPart` samples or more,
// at most 16, so every core is busy on one track.
class SampleParts
{
public:
    SampleParts(std::uint32_t first, std::uint32_t last, std::uint32_t perPart)
        : m_first(first)
        , m_last(last)
        , m_count(std::clamp<std::size_t>((last - first) / std::max<std::uint32_t>(1, perPart), 1, 16))
    {
    }

    std::size_t count() const { return m_count; }
    // Part k's samples are [first(k), first(k + 1)).
    std::uint32_t first(std::size_t k) const { return m_first + std::uint32_t(std::uint64_t(m_last - m_first) * k / m_count); }
    // The stack the samples before part k leave open (none before the first).
    StackId before(const SampleTrack &track, std::size_t k) const { return k > 0 ? track.stack(first(k) - 1) : StackId(kNoId); }

private:
    std::uint32_t m_first, m_last;
    std::size_t m_count;
};

} // namespace hg
