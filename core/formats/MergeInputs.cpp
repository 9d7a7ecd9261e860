#include "MergeInputs.h"

#include "FormatRegistry.h"
#include "xplane/XPlaneRun.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace hg {

QStringList MergeInputs::expand(const QStringList &paths, std::optional<LoadError> *error)
{
    QStringList files;
    for (const QString &path : paths) {
        if (!QFileInfo(path).isDir()) {
            files << path;
            continue;
        }
        const QDir dir(path);
        QStringList found;
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            if (FormatRegistry::instance().readerForFileName(name))
                found << dir.filePath(name);
        if (found.isEmpty() && error && !*error)
            *error = LoadError{QDir::toNativeSeparators(path), -1, -1, tr("the folder holds no profile file")};
        files << found;
    }
    return files;
}

QString MergeInputs::sourceName(const QString &path)
{
    const QString host = XPlaneRun::hostName(path);
    return host.isEmpty() ? QFileInfo(path).fileName() : host;
}

MergeInputs::Loaded MergeInputs::load(const QStringList &files, const ProfileLoader::Callbacks &callbacks)
{
    std::vector<LoadResult> results = ProfileLoader::loadAll(files, callbacks);

    Loaded loaded;
    QHash<QString, int> uses;
    for (std::size_t i = 0; i < results.size(); ++i) {
        LoadResult &r = results[i];
        const QString &file = files[qsizetype(i)];
        if (r.cancelled) {
            loaded.cancelled = true;
        } else if (!r.profile) {
            loaded.errors.push_back(r.error.value_or(LoadError{QDir::toNativeSeparators(file), -1, -1, tr("not loaded")}));
        } else {
            QString name = sourceName(file);
            if (const int n = ++uses[name]; n > 1)
                name += QStringLiteral(" (%1)").arg(n);
            loaded.sources.push_back({name, std::move(r.profile)});
        }
    }
    return loaded;
}

LoadResult MergeInputs::loadMerged(const QStringList &paths, const ProfileLoader::Callbacks &callbacks)
{
    LoadResult result;
    std::optional<LoadError> missing;
    const QStringList files = expand(paths, &missing);
    if (missing) {
        result.error = missing;
        return result;
    }
    Loaded loaded = load(files, callbacks);
    if (loaded.cancelled) {
        result.cancelled = true;
        return result;
    }
    if (!loaded.errors.empty()) {
        LoadError first = loaded.errors.front();
        if (loaded.errors.size() > 1)
            first.message += tr(" (and %n other file(s) could not be read)", nullptr, int(loaded.errors.size() - 1));
        result.error = first;
        return result;
    }
    result.profile = ProfileMerger::merge(loaded.sources, callbacks.isCancelled);
    result.cancelled = !result.profile;
    return result;
}

} // namespace hg
