#pragma once
#include <QLatin1String>

namespace hg::PocketMineFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("pocketmine");

} // namespace hg::PocketMineFormat
