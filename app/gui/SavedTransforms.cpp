#include "SavedTransforms.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>

namespace hg {

namespace {

// One key per file: a hash of its canonical path (a path's slashes would
// make settings groups).
QString keyOf(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
    return QStringLiteral("transforms/")
        + QString::fromLatin1(QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace

QStringList SavedTransforms::load(const QString &path) { return QSettings().value(keyOf(path)).toStringList(); }

void SavedTransforms::save(const QString &path, const QStringList &specs)
{
    QSettings settings;
    if (specs.isEmpty())
        settings.remove(keyOf(path));
    else
        settings.setValue(keyOf(path), specs);
}

} // namespace hg
