#pragma once
#include <QLatin1String>

namespace hg {
struct FormatModule;
}

namespace hg::PerfDataFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("perfdata");

// Its identity and reader for the FormatRegistry: perf.data is read only.
FormatModule module();

} // namespace hg::PerfDataFormat
