#include "RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace hg {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
    , m_files(QSettings().value(kKey).toStringList().mid(0, kMax))
{
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > kMax)
        m_files.removeLast();
    save();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(QFileInfo(path).absoluteFilePath()))
        save();
}

void RecentFiles::clear()
{
    m_files.clear();
    save();
}

void RecentFiles::save()
{
    QSettings().setValue(kKey, m_files);
    emit changed();
}

} // namespace hg
