#include "Time.h"

#include <cmath>
#include <cstdlib>

namespace hg {

QString formatDuration(TimePs ps)
{
    return formatDuration(ps, QLocale::c());
}

QString formatDuration(TimePs ps, const QLocale &locale)
{
    struct Unit { TimePs scale; const char *name; };
    static constexpr Unit units[] = {
        {kPsPerSecond, "s"}, {kPsPerMs, "ms"}, {kPsPerUs, "µs"}, {kPsPerNs, "ns"}, {1, "ps"}};
    if (ps == 0)
        return QStringLiteral("0");
    const TimePs magnitude = ps < 0 ? -ps : ps;
    for (const Unit &unit : units) {
        if (magnitude >= unit.scale || unit.scale == 1) {
            const double value = double(ps) / double(unit.scale);
            const double absValue = std::fabs(value);
            const int decimals = absValue >= 100 || unit.scale == 1 ? 0 : absValue >= 10 ? 1 : 2;
            return locale.toString(value, 'f', decimals) + QLatin1Char(' ') + QString::fromUtf8(unit.name);
        }
    }
    return QString();
}

} // namespace hg
