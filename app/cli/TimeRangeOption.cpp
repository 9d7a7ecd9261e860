#include "TimeRangeOption.h"

#include <QCoreApplication>

#include <cmath>
#include <utility>

namespace hg::cli {

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

bool TimeRangeOption::parse(const QString &text, TimeRangeOption &range, QString *error)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const QString start = colon < 0 ? QString() : text.left(colon).trimmed();
    const QString end = colon < 0 ? QString() : text.mid(colon + 1).trimmed();
    range = {};
    if (!start.isEmpty())
        range.from = parseTime(start);
    if (!end.isEmpty())
        range.to = parseTime(end);
    const bool valid = colon >= 0 && (start.isEmpty() || range.from) && (end.isEmpty() || range.to)
        && (range.from || range.to) && (!range.from || !range.to || *range.from < *range.to);
    if (!valid && error)
        *error = QCoreApplication::translate("hg::cli", "--range expects START:END with START before END, in seconds "
                                                        "or with a unit (ns, us, ms, s), e.g. 1.5:2 or 200ms:1s; got \"%1\"")
                     .arg(text);
    return valid;
}

} // namespace hg::cli
