#pragma once
#include <QLatin1String>

namespace hg::FoldedStacksFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("collapsed");

} // namespace hg::FoldedStacksFormat
