#include "PerfMappedFiles.h"
#include "util/Utf8Text.h"

#include <QDir>
#include <QFileInfo>

namespace hg {

namespace {

// Older perf writes 20 bytes whatever the id's length, padded with zeros.
bool sameBuildId(const QByteArray &recorded, const QByteArray &local)
{
    if (recorded.size() < local.size() || !recorded.startsWith(local))
        return false;
    for (qsizetype i = local.size(); i < recorded.size(); ++i)
        if (recorded[i] != 0)
            return false;
    return true;
}

} // namespace

std::uint32_t PerfMappedFiles::intern(std::string_view path, const QByteArray &buildId)
{
    auto [slot, added] = m_byPath.try_emplace(std::string(path), std::uint32_t(m_files.size()));
    if (added) {
        File f;
        f.path = fromUtf8(path);
        f.name = f.path.startsWith(QLatin1Char('[')) ? f.path : QFileInfo(f.path).fileName();
        if (f.name.isEmpty())
            f.name = f.path;
        if (const auto known = m_tableIds.find(f.path); known != m_tableIds.end())
            f.buildId = known->second;
        m_files.push_back(std::move(f));
    }
    File &file = m_files[slot->second];
    if (!buildId.isEmpty())
        file.buildId = buildId;
    return slot->second;
}

void PerfMappedFiles::setBuildId(const QString &path, const QByteArray &buildId)
{
    m_tableIds[path] = buildId;
    if (const auto known = m_byPath.find(path.toStdString()); known != m_byPath.end())
        m_files[known->second].buildId = buildId;
}

QString PerfMappedFiles::buildIdCachePath(const QByteArray &buildId)
{
    const QString hex = QString::fromLatin1(buildId.toHex());
    return QDir::homePath() + QStringLiteral("/.debug/.build-id/%1/%2/elf").arg(hex.left(2), hex.mid(2));
}

const PerfMappedFiles::File &PerfMappedFiles::resolve(std::uint32_t id)
{
    File &f = m_files[id];
    if (f.local != Local::Unchecked)
        return f;
    // [vdso], [heap], //anon, /memfd:..., anon_inode: nothing to open.
    if (!f.path.startsWith(QLatin1Char('/')) || f.path.startsWith(QLatin1String("//"))
        || f.path.startsWith(QLatin1String("/memfd:")) || f.path.startsWith(QLatin1String("/dev/"))) {
        f.local = Local::Special;
        return f;
    }
    const auto tryPath = [&f](const QString &path) {
        std::optional<ElfFileInfo> info = ElfFileInfo::read(path);
        if (!info)
            return QFileInfo::exists(path) ? Local::NotElf : Local::Missing;
        if (!f.buildId.isEmpty() && !sameBuildId(f.buildId, info->buildId))
            return Local::Differs;
        f.localPath = path;
        f.elf = std::move(info);
        return Local::Found;
    };
    f.local = tryPath(f.path);
    if (f.local != Local::Found && !f.buildId.isEmpty()) {
        if (tryPath(buildIdCachePath(f.buildId)) == Local::Found)
            f.local = Local::Found;
    }
    return f;
}

} // namespace hg
