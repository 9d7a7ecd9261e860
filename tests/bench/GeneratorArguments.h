#pragma once
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <cstddef>

namespace hg::bench {

// A generating benchmark's command line, `[COUNT] [--keep FILE]`: how many
// items to generate, and where (a file in a temporary directory that goes
// away with this object, unless --keep names one to keep).
class GeneratorArguments
{
public:
    GeneratorArguments(const QStringList &arguments, std::size_t defaultCount, const QString &fileName);
    std::size_t count() const { return m_count; }
    const QString &path() const { return m_path; }

private:
    QTemporaryDir m_dir;
    std::size_t m_count;
    QString m_path;
};

} // namespace hg::bench
