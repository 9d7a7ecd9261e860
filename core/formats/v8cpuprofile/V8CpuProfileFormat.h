#pragma once
#include <QLatin1String>

namespace hg {
struct FormatModule;
}

namespace hg::V8CpuProfileFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("v8cpuprofile");

// Its identity, reader and writer for the FormatRegistry.
FormatModule module();

} // namespace hg::V8CpuProfileFormat
