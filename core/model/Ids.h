#pragma once
#include <cstdint>

namespace hg {

// 32-bit ids keep hot columns small; kNoId marks "none" (a root, a missing parent).
using StringId = std::uint32_t;
using FrameId = std::uint32_t;
using StackId = std::uint32_t;
using TrackId = std::uint32_t;
inline constexpr std::uint32_t kNoId = 0xFFFFFFFFu;

} // namespace hg
