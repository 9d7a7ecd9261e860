#include "InfoCommand.h"

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
    parser.addOption(json);
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("hg::cli", "The profile file."));
    if (!parseWithOneFile(parser, arguments, QStringLiteral("usage: hourglass-cli info FILE [--json]"), streams))
        return BadUsage;
    const ProfilePtr profile = loadOrReport(parser.positionalArguments().constFirst(), streams);
    if (!profile)
        return BadInput;
    if (parser.isSet(json))
        streams.out << QString::fromUtf8(QJsonDocument(ProfileSummary::toJson(*profile)).toJson(QJsonDocument::Indented));
    else
        streams.out << ProfileSummary::toText(*profile, parser.positionalArguments().constFirst());
    return Ok;
}

} // namespace hg::cli
