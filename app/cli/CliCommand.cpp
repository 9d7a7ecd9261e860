#include "CliCommand.h"

#include "analysis/SampleTypes.h"
#include "formats/ProfileLoader.h"

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

ProfilePtr reportIfNotLoaded(const LoadResult &result, const QString &path, Streams streams)
{
    if (!result.profile)
        streams.err << (result.error ? result.error->toString() : path + QStringLiteral(": not loaded")) << Qt::endl;
    return result.profile;
}

ProfilePtr loadOrReport(const QString &path, Streams streams) { return reportIfNotLoaded(ProfileLoader::load(path), path, streams); }

bool findTracks(const Profile &profile, const QString &path, const QStringList &names,
                std::vector<TrackId> &tracks, Streams streams)
{
    const auto &all = profile.tracks();
    if (names.isEmpty()) // every track, or every one of the first kind of samples
        tracks = SampleTypes::defaultTracks(profile);
    for (const QString &name : names) {
        bool found = false;
        for (std::uint32_t i = 0; i < all.size(); ++i) {
            if (all[i].info.name == name) {
                tracks.push_back(TrackId(i));
                found = true;
            }
        }
        if (!found) {
            QStringList known;
            for (const Track &t : all)
                known << t.info.name;
            streams.err << path << QStringLiteral(": no track named \"") << name << QStringLiteral("\"; tracks: ")
                        << known.join(QStringLiteral(", ")) << Qt::endl;
            return false;
        }
    }
    return true;
}

} // namespace hg::cli
