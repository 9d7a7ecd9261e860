#include "DurationText.h"

#include <QLocale>

namespace hg {

QString valueText(std::int64_t value, CallTree::Unit unit)
{
    if (unit == CallTree::Unit::Time)
        return formatDuration(value, QLocale());
    return QLocale().toString(qlonglong(value));
}

QString percentText(std::int64_t part, std::int64_t whole)
{
    if (whole <= 0)
        return QStringLiteral("–");
    return QLocale().toString(100.0 * double(part) / double(whole), 'f', 1) + QStringLiteral(" %");
}

} // namespace hg
