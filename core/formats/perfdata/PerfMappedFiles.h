#pragma once
#include "symbols/ElfFileInfo.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace hg {

// The files a recording mapped, each once however many processes mapped
// it, and where each is on this machine: the same path when its build id
// is the recorded one (or none was recorded), else perf's build-id cache
// (~/.debug/.build-id/). A file not found, or found with another build id,
// is shown as file+offset.
class PerfMappedFiles
{
    Q_DECLARE_TR_FUNCTIONS(PerfMappedFiles)
public:
    enum class Local : std::uint8_t {
        Unchecked,
        Found,     // `localPath` is the file that ran
        Missing,   // no such file here
        Differs,   // a file of another build id
        NotElf,    // not ELF, or unreadable
        Special,   // [vdso], //anon, [heap]: nothing on disk
    };
    struct File
    {
        QString path;     // as recorded
        QString name;     // its file name, as frames show it
        QByteArray buildId;
        Local local = Local::Unchecked;
        QString localPath;
        std::optional<ElfFileInfo> elf;
    };

    // The file recorded as `path`; a build id given now or before sticks.
    std::uint32_t intern(std::string_view path, const QByteArray &buildId = {});
    // A build id from the header's table, for the file of that path.
    void setBuildId(const QString &path, const QByteArray &buildId);
    File &operator[](std::uint32_t id) { return m_files[id]; }
    const File &operator[](std::uint32_t id) const { return m_files[id]; }
    std::size_t size() const { return m_files.size(); }
    // Looks the file up on this machine once.
    const File &resolve(std::uint32_t id);
    // Where perf keeps copies of recorded files by build id.
    static QString buildIdCachePath(const QByteArray &buildId);

private:
    std::vector<File> m_files;
    std::unordered_map<std::string, std::uint32_t> m_byPath;
    std::unordered_map<QString, QByteArray> m_tableIds; // from the header, by path
};

} // namespace hg
