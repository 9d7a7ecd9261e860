#pragma once
#include <QLocale>
#include <QString>
#include <cstdint>

namespace hg {

// All model times are integer picoseconds from the profile's start.
using TimePs = std::int64_t;

inline constexpr TimePs kPsPerNs = 1000;
inline constexpr TimePs kPsPerUs = 1000 * kPsPerNs;
inline constexpr TimePs kPsPerMs = 1000 * kPsPerUs;
inline constexpr TimePs kPsPerSecond = 1000 * kPsPerMs;

// "12.3 ms", "850 ns", "1.25 s": three significant digits, unit chosen by size.
// Without a locale the decimal point is "." (stable output for the CLI).
QString formatDuration(TimePs ps);
QString formatDuration(TimePs ps, const QLocale &locale);

} // namespace hg
