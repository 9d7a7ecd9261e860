#pragma once
#include <QLatin1String>

namespace hg::ChromeTraceFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("chrome");

} // namespace hg::ChromeTraceFormat
