#pragma once
#include "model/Time.h"

#include <QByteArray>
#include <cstdint>
#include <optional>
#include <string_view>

namespace hg {

// A trace event time as written: microseconds, with a decimal fraction. Kept
// as whole microseconds plus picoseconds, so that epoch-based timestamps
// (1.7e15 us, beyond a double's 53 bits of picoseconds) read back exactly.
struct ChromeTraceTime
{
    std::int64_t us = 0;
    std::int64_t ps = 0; // 0 <= ps < 1'000'000

    // "1234", "1234.5678", "-3.25", "1.5e3", with or without quotes;
    // nullopt when the text is no number. Digits beyond picoseconds round.
    static std::optional<ChromeTraceTime> parse(std::string_view text);
    // The picoseconds since `origin` (which must not be after this time by
    // more than an int64 of picoseconds allows: nullopt then).
    std::optional<TimePs> since(std::int64_t originUs) const;
    // `ps` picoseconds after `originUs` microseconds as JSON number text
    // ("12", "12.5", "0.000001"): exact, no exponent.
    static QByteArray text(std::int64_t originUs, TimePs ps);

    bool operator<(const ChromeTraceTime &o) const { return us < o.us || (us == o.us && ps < o.ps); }
};

} // namespace hg
