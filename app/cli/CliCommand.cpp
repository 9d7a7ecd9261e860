#include "CliCommand.h"

#include "io/ProfileLoader.h"

namespace hg::cli {

bool parseWithOneFile(QCommandLineParser &parser, const QStringList &arguments, const QString &usage, Streams streams)
{
    return parseWithFiles(parser, arguments, 1, usage, streams);
}

bool parseWithFiles(QCommandLineParser &parser, const QStringList &arguments, int files, const QString &usage,
                    Streams streams)
{
    if (parser.parse(arguments) && parser.positionalArguments().size() == files)
        return true;
    streams.err << usage << Qt::endl;
    if (!parser.errorText().isEmpty())
        streams.err << parser.errorText() << Qt::endl;
    return false;
}

ProfilePtr loadOrReport(const QString &path, Streams streams)
{
    const LoadResult result = ProfileLoader::load(path);
    if (!result.profile)
        streams.err << (result.error ? result.error->toString() : path + QStringLiteral(": not loaded")) << Qt::endl;
    return result.profile;
}

} // namespace hg::cli
