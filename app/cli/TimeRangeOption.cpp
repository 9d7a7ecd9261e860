#include "TimeRangeOption.h"

#include "model/TimeRange.h"

#include <QCoreApplication>

namespace hg::cli {

bool TimeRangeOption::parse(const QString &text, TimeRangeOption &range, QString *error)
{
    range = {};
    const std::optional<TimeRange> parsed = TimeRange::parse(text);
    if (!parsed) {
        if (error)
            *error = QCoreApplication::translate("hg::cli", "--range expects START:END with START before END, in seconds "
                                                            "or with a unit (ns, us, ms, s), e.g. 1.5:2 or 200ms:1s; got \"%1\"")
                         .arg(text);
        return false;
    }
    const QString start = text.left(text.indexOf(QLatin1Char(':'))).trimmed();
    if (!start.isEmpty())
        range.from = parsed->from;
    if (parsed->to != TimeRange::kOpenEnd)
        range.to = parsed->to;
    return true;
}

TimeRange TimeRangeOption::range() const { return {from.value_or(0), to.value_or(TimeRange::kOpenEnd)}; }

} // namespace hg::cli

namespace hg::cli {

QCommandLineOption TimeRangeOption::option()
{
    return QCommandLineOption(QStringLiteral("range"),
                              QCoreApplication::translate("hg::cli", "Only this time range: START:END in seconds from the start, or with a unit (200ms:1.5s)."),
                              QStringLiteral("START:END"));
}

bool TimeRangeOption::read(const QCommandLineParser &parser, std::optional<TimeRangeOption> &range, Streams streams)
{
    range.reset();
    if (!parser.isSet(option()))
        return true;
    TimeRangeOption times;
    QString error;
    if (!parse(parser.value(option()), times, &error)) {
        streams.err << error << Qt::endl;
        return false;
    }
    range = times;
    return true;
}

} // namespace hg::cli
