#pragma once
#include "FormatReader.h"

#include <vector>

namespace hg {

// The known formats. Detection goes by content first, file name second.
class FormatRegistry
{
public:
    static const FormatRegistry &instance();

    const std::vector<FormatReader> &readers() const { return m_readers; }
    const std::vector<FormatWriter> &writers() const { return m_writers; }
    const FormatReader *reader(const QString &id) const;
    const FormatWriter *writer(const QString &id) const;
    // The best reader for this content; the file name's extension breaks ties
    // and decides when no probe recognises the content. Null when nothing fits.
    const FormatReader *detect(QByteArrayView head, const QString &fileName) const;

    // The writer whose extension is the longest match for this file name
    // ("out.sentry.json.gz" -> sentry). Null when none matches.
    const FormatWriter *writerForFileName(const QString &fileName) const;

    void addReader(FormatReader reader);
    void addWriter(FormatWriter writer);

private:
    FormatRegistry();
    std::vector<FormatReader> m_readers;
    std::vector<FormatWriter> m_writers;
};

} // namespace hg
