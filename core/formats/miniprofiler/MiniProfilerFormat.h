#pragma once
#include <QLatin1String>

namespace hg::MiniProfilerFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("miniprofiler");

} // namespace hg::MiniProfilerFormat
