#pragma once
#include <QLatin1String>

namespace hg::SpeedscopeFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("speedscope");

} // namespace hg::SpeedscopeFormat
