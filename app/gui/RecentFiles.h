#pragma once
#include <QObject>
#include <QStringList>

namespace hg {

// The last ten opened files, newest first, kept in QSettings (written on
// SettingsWriter's thread).
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMax = 10;

    explicit RecentFiles(QObject *parent = nullptr);
    ~RecentFiles() override;
    QStringList files() const { return m_files; }
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

signals:
    void changed();

private:
    void save();
    QStringList m_files;
};

} // namespace hg
