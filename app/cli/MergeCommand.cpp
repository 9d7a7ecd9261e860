#include "MergeCommand.h"

#include "analysis/ProfileMerger.h"
#include "formats/MergeInputs.h"
#include "formats/ProfileSaver.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hg::cli {

int runMerge(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    const QCommandLineOption to(QStringLiteral("to"), QCoreApplication::translate("hg::cli", "The output format (see `formats`)."), QStringLiteral("FORMAT"));
    parser.addOption(to);
    parser.addPositionalArgument(QStringLiteral("OUT"), QCoreApplication::translate("hg::cli", "The file to write."));
    parser.addPositionalArgument(QStringLiteral("IN"), QCoreApplication::translate("hg::cli", "The profiles to merge: files, or folders of them."), QStringLiteral("IN..."));
    const QString usage = QStringLiteral("usage: hourglass-cli merge OUT IN... [--to FORMAT]");
    if (!parser.parse(arguments) || parser.positionalArguments().size() < 2) {
        streams.err << usage << Qt::endl;
        if (!parser.errorText().isEmpty())
            streams.err << parser.errorText() << Qt::endl;
        return BadUsage;
    }
    const QString out = parser.positionalArguments().constFirst();
    std::optional<LoadError> missing;
    const QStringList files = MergeInputs::expand(parser.positionalArguments().mid(1), &missing);
    if (missing) {
        streams.err << missing->toString() << Qt::endl;
        return BadInput;
    }
    const MergeInputs::Loaded loaded = MergeInputs::load(files);
    for (const LoadError &error : loaded.errors)
        streams.err << error.toString() << Qt::endl;
    if (!loaded.errors.empty() || loaded.cancelled)
        return BadInput;
    const ProfilePtr merged = ProfileMerger::merge(loaded.sources);
    const SaveResult result = ProfileSaver::save(*merged, out, parser.value(to));
    if (!result.error.isEmpty()) {
        streams.err << result.error << Qt::endl;
        return BadInput;
    }
    return Ok;
}

} // namespace hg::cli
