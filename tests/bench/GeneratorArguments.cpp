#include "GeneratorArguments.h"

namespace hg::bench {

GeneratorArguments::GeneratorArguments(const QStringList &arguments, std::size_t defaultCount, const QString &fileName)
    : m_count(defaultCount)
{
    QStringList rest = arguments.mid(1); // without the program
    if (const qsizetype k = rest.indexOf(QStringLiteral("--keep")); k >= 0 && k + 1 < rest.size()) {
        m_path = rest[k + 1];
        rest.remove(k, 2);
    }
    if (!rest.isEmpty())
        m_count = rest.first().toULongLong();
    if (m_path.isEmpty())
        m_path = m_dir.filePath(fileName);
}

} // namespace hg::bench
