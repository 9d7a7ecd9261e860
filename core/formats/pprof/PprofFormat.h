#pragma once
#include <QLatin1String>

namespace hg::PprofFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("pprof");

} // namespace hg::PprofFormat
