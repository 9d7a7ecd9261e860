#include "EpochText.h"

#include "JsonText.h"
#include "util/Utf8Text.h"

#include <QDateTime>
#include <QString>
#include <cmath>

namespace hg {

std::optional<std::int64_t> epochNsFromMs(double ms)
{
    // Nanoseconds in 64 bits reach ±9.22e18, i.e. ±9.22e12 ms (years 1677..2262).
    if (!std::isfinite(ms) || std::fabs(ms) > 9.2e12)
        return std::nullopt;
    // Whole milliseconds and the fraction apart: ms * 1e6 in one double would
    // lose the last digits of today's epoch nanoseconds.
    const double whole = std::floor(ms);
    return std::int64_t(whole) * 1000000 + std::int64_t(std::llround((ms - whole) * 1e6));
}

std::optional<std::int64_t> epochNsFromText(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    constexpr std::string_view dotNetOpen = "/Date(", dotNetClose = ")/";
    if (text.starts_with(dotNetOpen) && text.ends_with(dotNetClose)) {
        std::string_view inner = text.substr(dotNetOpen.size(), text.size() - dotNetOpen.size() - dotNetClose.size());
        // "/Date(1590083732412+0200)/": the offset only says how to display it.
        const std::size_t zone = inner.find_first_of("+-", 1);
        if (zone != std::string_view::npos)
            inner = inner.substr(0, zone);
        const auto ms = json::intFromText(inner);
        return ms ? epochNsFromMs(double(*ms)) : std::nullopt;
    }
    if (const auto ms = json::doubleFromText(text))
        return epochNsFromMs(*ms);
    QDateTime time = QDateTime::fromString(fromUtf8(text), Qt::ISODateWithMs);
    if (!time.isValid())
        return std::nullopt;
    if (time.timeSpec() == Qt::LocalTime)
        time.setTimeSpec(Qt::UTC); // a server's timestamp without zone: read as UTC, not this machine's zone
    // Qt keeps milliseconds; finer digits of the text are not lost on a
    // number-based round trip because writers emit epoch milliseconds.
    return epochNsFromMs(double(time.toMSecsSinceEpoch())); // whole ms: exact in a double; nullopt past 2262
}

} // namespace hg
