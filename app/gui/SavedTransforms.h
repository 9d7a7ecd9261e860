#pragma once
#include <QStringList>

namespace hg {

// The transforms a person applied to a file, kept in the settings by the
// file's path, so opening it again shows it reshaped the same way.
class SavedTransforms
{
public:
    static QStringList load(const QString &path);
    // Empty specs forget the file.
    static void save(const QString &path, const QStringList &specs);
};

} // namespace hg
