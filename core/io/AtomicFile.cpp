#include "AtomicFile.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace hg {

QString AtomicFile::write(const QString &path, QByteArrayView data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("hg::AtomicFile", "cannot write %1: %2").arg(path, file.errorString());
    if (file.write(data.data(), data.size()) != data.size() || !file.commit())
        return QCoreApplication::translate("hg::AtomicFile", "cannot write %1: %2").arg(path, file.errorString());
    return QString();
}

} // namespace hg
