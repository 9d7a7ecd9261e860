#include "FormatsCommand.h"

#include "formats/FormatRegistry.h"

#include <algorithm>

namespace hg::cli {

int runFormats(const QStringList &args, Streams streams)
{
    // Sorted by id; `--ids` gives the ids alone (scripts/fuzz.sh takes its
    // targets from it).
    std::vector<const FormatModule *> modules;
    for (const FormatModule &m : FormatRegistry::instance().modules())
        modules.push_back(&m);
    std::sort(modules.begin(), modules.end(), [](const FormatModule *a, const FormatModule *b) { return a->id < b->id; });
    const bool idsOnly = args.contains(QStringLiteral("--ids"));
    for (const FormatModule *m : modules) {
        if (idsOnly) {
            streams.out << m->id << Qt::endl;
            continue;
        }
        const QString modes = QString::fromLatin1(m->read && m->canWrite() ? "read,write" : m->read ? "read" : "write");
        streams.out << m->id << QLatin1Char('\t') << modes << QLatin1Char('\t') << m->displayName() << QLatin1Char('\t')
                    << QStringLiteral(".") + m->readExtensions().join(QStringLiteral(" .")) << Qt::endl;
    }
    return Ok;
}

} // namespace hg::cli
