#include "TimeRange.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace hg {

namespace {

// "1.5", "200ms", "30us", "100ns", "2s" as picoseconds; none if not a time.
std::optional<TimePs> parseTime(QString text)
{
    static const std::pair<const char *, TimePs> kUnits[] = {
        {"ns", kPsPerNs}, {"us", kPsPerUs}, {"ms", kPsPerMs}, {"s", kPsPerSecond}};
    text = text.trimmed();
    TimePs unit = kPsPerSecond;
    for (const auto &[suffix, ps] : kUnits) {
        if (text.endsWith(QLatin1String(suffix))) {
            text.chop(qsizetype(qstrlen(suffix)));
            unit = ps;
            break;
        }
    }
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0 || value * double(unit) > 9.0e18)
        return std::nullopt;
    return TimePs(std::llround(value * double(unit)));
}

} // namespace

TimeRange TimeRange::within(TimePs end) const
{
    const TimePs last = std::max<TimePs>(end, 0);
    return {std::clamp<TimePs>(from, 0, last), std::clamp<TimePs>(to, 0, last)};
}

std::optional<TimeRange> TimeRange::parse(const QString &text)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return std::nullopt;
    const QString start = text.left(colon).trimmed();
    const QString end = text.mid(colon + 1).trimmed();
    if (start.isEmpty() && end.isEmpty())
        return std::nullopt;
    TimeRange range;
    if (!start.isEmpty()) {
        const std::optional<TimePs> from = parseTime(start);
        if (!from)
            return std::nullopt;
        range.from = *from;
    }
    if (!end.isEmpty()) {
        const std::optional<TimePs> to = parseTime(end);
        if (!to)
            return std::nullopt;
        range.to = *to;
    }
    if (range.from >= range.to)
        return std::nullopt;
    return range;
}

} // namespace hg
