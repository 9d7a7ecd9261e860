#include "ConvertCommand.h"

#include "TimeRangeOption.h"
#include "TransformOption.h"
#include "analysis/FrameSearch.h"
#include "analysis/ProfileScope.h"
#include "formats/ProfileSaver.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hg::cli {

int runConvert(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    const QCommandLineOption to(QStringLiteral("to"), QCoreApplication::translate("hg::cli", "The output format (see `formats`)."), QStringLiteral("FORMAT"));
    const QCommandLineOption track(QStringLiteral("track"), QCoreApplication::translate("hg::cli", "Only this track (repeatable)."), QStringLiteral("NAME"));
    const QCommandLineOption range = TimeRangeOption::option();
    const QCommandLineOption match(QStringLiteral("match"), QCoreApplication::translate("hg::cli", "Only the functions matching TEXT, with their call paths."), QStringLiteral("TEXT"));
    const QCommandLineOption regex(QStringLiteral("regex"), QCoreApplication::translate("hg::cli", "--match is a regular expression."));
    parser.addOptions({to, track, range, match, regex, TransformOption::option()});
    parser.addPositionalArgument(QStringLiteral("IN"), QCoreApplication::translate("hg::cli", "The profile to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QCoreApplication::translate("hg::cli", "The file to write."));
    const QString usage = QStringLiteral("usage: hourglass-cli convert IN OUT [--to FORMAT] [--track NAME]... [--range START:END] [--match TEXT [--regex]] [--transform SPEC]...");
    if (!parseWithFiles(parser, arguments, 2, usage, streams))
        return BadUsage;
    ProfileScope scope;
    std::optional<TimeRangeOption> times;
    if (!TimeRangeOption::read(parser, times, streams))
        return BadUsage;
    if (times) {
        scope.from = times->from;
        scope.to = times->to;
    }
    const QString in = parser.positionalArguments().at(0);
    const QString out = parser.positionalArguments().at(1);
    TransformList steps;
    if (!TransformOption::parse(parser, steps, streams))
        return BadUsage;
    ProfilePtr profile = loadOrReport(in, streams);
    if (!profile)
        return BadInput;
    profile = TransformOption::apply(profile, steps, in, streams);
    if (!profile)
        return BadInput;
    if (invertsTrees(steps))
        streams.err << in << QStringLiteral(": invert only changes how trees are drawn; the profile is written as it is") << Qt::endl;
    if (!findTracks(*profile, in, parser.values(track), scope.tracks, streams))
        return BadInput;
    if (parser.isSet(match)) {
        FrameSearch::Result found = FrameSearch::run(*profile, parser.value(match), parser.isSet(regex));
        if (!found.error.isEmpty()) {
            streams.err << found.error << Qt::endl;
            return BadUsage;
        }
        if (found.matchingFrames == 0) {
            streams.err << in << QStringLiteral(": no function matches \"") << parser.value(match) << QStringLiteral("\"") << Qt::endl;
            return BadInput;
        }
        scope.frameMatches = std::move(found.frameMatches);
    }
    if (!scope.isWhole()) {
        profile = scope.apply(*profile);
        if (profile->tracks().empty()) {
            streams.err << in << QStringLiteral(": nothing of the profile is in the range, track or match given") << Qt::endl;
            return BadInput;
        }
    }
    const SaveResult result = ProfileSaver::save(*profile, out, parser.value(to));
    if (!result.error.isEmpty()) {
        streams.err << result.error << Qt::endl;
        return BadInput;
    }
    if (!result.note.isEmpty())
        streams.err << out << QStringLiteral(": ") << result.note << Qt::endl;
    return Ok;
}

} // namespace hg::cli
