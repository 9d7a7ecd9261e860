#pragma once
#include "LoadError.h"
#include "ProfileLoader.h"
#include "analysis/ProfileMerger.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>
#include <vector>

namespace hg {

// The inputs of a merge (`hourglass-cli merge`, opening many as one): the
// files given and those in the folders given, each source's name, and all of
// them loaded at once on every core.
class MergeInputs
{
    Q_DECLARE_TR_FUNCTIONS(MergeInputs)
public:
    // Files as they are; a folder as the files in it the registry recognises
    // by name, sorted, not recursive. An error names a folder without any.
    static QStringList expand(const QStringList &paths, std::optional<LoadError> *error);
    // A source's name: the file's name, an XPlane host's file its host.
    static QString sourceName(const QString &path);

    struct Loaded
    {
        std::vector<MergeSource> sources; // in the order of the files
        std::vector<LoadError> errors;    // one a file that did not load, in that order
        bool cancelled = false;
    };
    // Loads every file (ProfileLoader::loadAll: at once on every core,
    // progress from the loading threads). Names that repeat get " (2)", " (3)", ... so groups stay apart.
    static Loaded load(const QStringList &files, const ProfileLoader::Callbacks &callbacks = {});
    // Files and folders loaded and merged into one profile (File > Open as
    // One): the merged profile, or the first error (naming its file, and how
    // many others failed too).
    static LoadResult loadMerged(const QStringList &paths, const ProfileLoader::Callbacks &callbacks = {});
};

} // namespace hg
