#pragma once
#include <QLatin1String>

namespace hg::XPlaneFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("xplane");

} // namespace hg::XPlaneFormat
