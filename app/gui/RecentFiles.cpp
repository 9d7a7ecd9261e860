#include "RecentFiles.h"

#include "SettingsWriter.h"

#include <QFileInfo>
#include <QSettings>

namespace hg {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
    SettingsWriter::flush(); // the list another window saved last
    m_files = QSettings().value(kKey).toStringList().mid(0, kMax);
}

RecentFiles::~RecentFiles()
{
    SettingsWriter::flush(); // saved before the app quits
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
    SettingsWriter::setValue(kKey, m_files); // off the GUI thread: see SettingsWriter
    emit changed();
}

} // namespace hg
