#include "InfoCommand.h"

#include "analysis/ProfileSummary.h"
#include "io/ProfileLoader.h"

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
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        streams.err << QStringLiteral("usage: hourglass-cli info FILE [--json]") << Qt::endl;
        if (!parser.errorText().isEmpty())
            streams.err << parser.errorText() << Qt::endl;
        return BadUsage;
    }
    const QString path = parser.positionalArguments().constFirst();
    const LoadResult result = ProfileLoader::load(path);
    if (!result.profile) {
        streams.err << (result.error ? result.error->toString() : path + QStringLiteral(": not loaded")) << Qt::endl;
        return BadInput;
    }
    if (parser.isSet(json))
        streams.out << QString::fromUtf8(QJsonDocument(ProfileSummary::toJson(*result.profile)).toJson(QJsonDocument::Indented));
    else
        streams.out << ProfileSummary::toText(*result.profile, path);
    return Ok;
}

} // namespace hg::cli
