#pragma once
#include "formats/ProfileLoader.h"
#include "model/Profile.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

namespace hg::cli {

// Exit statuses of hourglass-cli.
enum ExitStatus { Ok = 0, BadInput = 1, BadUsage = 2 };

// Where a command writes: results to out, the one-line errors to err.
struct Streams
{
    QTextStream &out;
    QTextStream &err;
};

// Parses a command's arguments, expecting exactly one FILE; on a mistake
// prints the usage line and the parser's complaint and returns false.
bool parseWithOneFile(QCommandLineParser &parser, const QStringList &arguments, const QString &usage, Streams streams);
// The same for commands that take `files` positional arguments.
bool parseWithFiles(QCommandLineParser &parser, const QStringList &arguments, int files, const QString &usage,
                    Streams streams);

// Loads FILE; on failure prints the one-line error (file, place, what) and
// returns null.
ProfilePtr loadOrReport(const QString &path, Streams streams);
// A load's profile; when it has none, prints its one-line error and returns null.
ProfilePtr reportIfNotLoaded(const LoadResult &result, const QString &path, Streams streams);

// The indexes of the tracks with one of these names; with no name, what
// "every track" means (SampleTypes::defaultTracks: empty for all, or the
// tracks of the first kind of samples). False, after printing the names
// there are, when a name matches no track.
bool findTracks(const Profile &profile, const QString &path, const QStringList &names,
                std::vector<TrackId> &tracks, Streams streams);

} // namespace hg::cli
