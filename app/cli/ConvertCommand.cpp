#include "ConvertCommand.h"

#include "io/ProfileSaver.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hg::cli {

int runConvert(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    const QCommandLineOption to(QStringLiteral("to"), QCoreApplication::translate("hg::cli", "The output format (see `formats`)."), QStringLiteral("FORMAT"));
    parser.addOption(to);
    parser.addPositionalArgument(QStringLiteral("IN"), QCoreApplication::translate("hg::cli", "The profile to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QCoreApplication::translate("hg::cli", "The file to write."));
    if (!parseWithFiles(parser, arguments, 2, QStringLiteral("usage: hourglass-cli convert IN OUT [--to FORMAT]"), streams))
        return BadUsage;
    const QString in = parser.positionalArguments().at(0);
    const QString out = parser.positionalArguments().at(1);
    const ProfilePtr profile = loadOrReport(in, streams);
    if (!profile)
        return BadInput;
    const SaveResult result = ProfileSaver::save(*profile, out, parser.value(to));
    if (!result.error.isEmpty()) {
        streams.err << result.error << Qt::endl;
        return BadInput;
    }
    return Ok;
}

} // namespace hg::cli
