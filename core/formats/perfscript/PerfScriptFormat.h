#pragma once
#include <QLatin1String>

namespace hg {
struct FormatModule;
}

namespace hg::PerfScriptFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("perfscript");

// Its identity and reader for the FormatRegistry (read only).
FormatModule module();

} // namespace hg::PerfScriptFormat
