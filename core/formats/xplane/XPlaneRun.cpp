#include "XPlaneRun.h"

#include <QDir>
#include <QFileInfo>

namespace hg {

namespace {
const QString kSuffix = QStringLiteral(".xplane.pb");
const QString kGzSuffix = QStringLiteral(".xplane.pb.gz");
} // namespace

QStringList XPlaneRun::hostFiles(const QString &folder)
{
    const QDir dir(folder);
    QStringList files;
    for (const QString &name : dir.entryList({QLatin1Char('*') + kSuffix, QLatin1Char('*') + kGzSuffix}, QDir::Files, QDir::Name))
        if (!hostName(name).isEmpty())
            files << dir.filePath(name);
    return files;
}

QString XPlaneRun::hostName(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    for (const QString &suffix : {kGzSuffix, kSuffix})
        if (name.size() > suffix.size() && name.endsWith(suffix, Qt::CaseInsensitive))
            return name.chopped(suffix.size());
    return {};
}

} // namespace hg
