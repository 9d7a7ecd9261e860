#pragma once
#include "FormatModule.h"

#include <vector>

namespace hg {

// The known formats, one FormatModule each. Detection goes by content
// first, file name second.
class FormatRegistry
{
public:
    static const FormatRegistry &instance();

    // In registration order: the order of `formats`, of tie-breaks in
    // detection and of the export choices.
    const std::vector<FormatModule> &modules() const { return m_modules; }
    // The modules that can write, in the same order.
    const std::vector<const FormatModule *> &writers() const { return m_writers; }
    const FormatModule *module(const QString &id) const;
    const FormatModule *reader(const QString &id) const { return module(id); }
    // Null when the format does not exist or cannot be written.
    const FormatModule *writer(const QString &id) const;
    // The best reader for this content; the file name's extension breaks ties
    // and decides when no probe recognises the content. Null when nothing fits.
    const FormatModule *detect(QByteArrayView head, const QString &fileName) const;
    // The reader the file name's most specific extension names ("x.sentry.json"
    // over "x.json", gzip or not), without looking inside. Null when none does.
    const FormatModule *readerForFileName(const QString &fileName) const;

    // The writer whose extension is the longest match for this file name
    // ("out.sentry.json.gz" -> sentry). Null when none matches.
    const FormatModule *writerForFileName(const QString &fileName) const;

private:
    FormatRegistry();
    void add(FormatModule module);

    std::vector<FormatModule> m_modules;
    std::vector<const FormatModule *> m_writers;
};

} // namespace hg
