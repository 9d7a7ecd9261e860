#include "InfoCommand.h"

#include "TimeRangeOption.h"
#include "analysis/ProfileSlice.h"
#include "formats/ProfileSummary.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace hg::cli {

int runInfo(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("hg::cli", "Summary of a profile file."));
    const QCommandLineOption json(QStringLiteral("json"), QCoreApplication::translate("hg::cli", "Print one JSON object."));
    parser.addOptions({json, TimeRangeOption::option()});
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("hg::cli", "The profile file."));
    if (!parseWithOneFile(parser, arguments, QStringLiteral("usage: hourglass-cli info FILE [--json] [--range START:END]"), streams))
        return BadUsage;
    std::optional<TimeRangeOption> range;
    if (!TimeRangeOption::read(parser, range, streams))
        return BadUsage;
    ProfilePtr profile = loadOrReport(parser.positionalArguments().constFirst(), streams);
    if (!profile)
        return BadInput;
    // The part in the range, counted as the GUI's views of a selected range count it.
    std::optional<TimeRange> within;
    if (range) {
        within = range->range().within(profile->duration());
        profile = ProfileSlice::cut(*profile, range->range());
    }
    if (parser.isSet(json))
        streams.out << QString::fromUtf8(QJsonDocument(ProfileSummary::toJson(*profile, within)).toJson(QJsonDocument::Indented));
    else
        streams.out << ProfileSummary::toText(*profile, parser.positionalArguments().constFirst(), within);
    return Ok;
}

} // namespace hg::cli
