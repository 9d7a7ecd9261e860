#include "FormatsCommand.h"

#include "formats/FormatRegistry.h"

#include <map>

namespace hg::cli {

int runFormats(const QStringList &, Streams streams)
{
    // id -> (name, can read, can write, extensions)
    struct Entry { QString name; bool read = false; bool write = false; QStringList extensions; };
    std::map<QString, Entry> formats;
    const FormatRegistry &registry = FormatRegistry::instance();
    for (const FormatReader &r : registry.readers()) {
        Entry &e = formats[r.id];
        e.name = r.displayName;
        e.read = true;
        e.extensions = r.extensions;
    }
    for (const FormatWriter &w : registry.writers()) {
        Entry &e = formats[w.id];
        e.name = w.displayName;
        e.write = true;
        if (e.extensions.isEmpty())
            e.extensions = w.extensions;
    }
    for (const auto &[id, e] : formats) {
        const QString modes = QString::fromLatin1(e.read && e.write ? "read,write" : e.read ? "read" : "write");
        streams.out << id << QLatin1Char('\t') << modes << QLatin1Char('\t') << e.name << QLatin1Char('\t')
                    << QStringLiteral(".") + e.extensions.join(QStringLiteral(" .")) << Qt::endl;
    }
    return Ok;
}

} // namespace hg::cli
