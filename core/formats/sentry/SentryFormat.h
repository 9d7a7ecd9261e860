#pragma once
#include <QLatin1String>

namespace hg::SentryFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("sentry");

} // namespace hg::SentryFormat
