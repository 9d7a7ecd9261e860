#pragma once
#include <QLatin1String>

namespace hg::TraceActorFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("traceactor");

} // namespace hg::TraceActorFormat
