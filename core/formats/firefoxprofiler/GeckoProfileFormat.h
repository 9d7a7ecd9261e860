#pragma once
#include <QLatin1String>

namespace hg {
struct FormatModule;
}

namespace hg::GeckoProfileFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("gecko");

// Gecko profiles in the old DevTools panel's wrapper, the Firefox layout
// speedscope reads too: written by GeckoProfileWriter, read by the Firefox
// Profiler reader (which reads every Gecko profile; Firefox's own files
// remain the Firefox Profiler format's).
FormatModule module();

} // namespace hg::GeckoProfileFormat
