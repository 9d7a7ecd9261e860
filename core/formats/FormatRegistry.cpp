#include "FormatRegistry.h"

#include "chrometrace/ChromeTraceReader.h"
#include "chrometrace/ChromeTraceWriter.h"
#include "folded/FoldedStacksReader.h"
#include "folded/FoldedStacksWriter.h"
#include "miniprofiler/MiniProfilerReader.h"
#include "miniprofiler/MiniProfilerWriter.h"
#include "pprof/PprofReader.h"
#include "pprof/PprofWriter.h"
#include "pocketmine/PocketMineReader.h"
#include "pocketmine/PocketMineWriter.h"
#include "sentry/SentryReader.h"
#include "sentry/SentryWriter.h"
#include "speedscope/SpeedscopeReader.h"
#include "speedscope/SpeedscopeWriter.h"
#include "traceactor/TraceActorReader.h"
#include "traceactor/TraceActorWriter.h"
#include "xplane/XPlaneReader.h"
#include "xplane/XPlaneWriter.h"

#include <QFileInfo>
#include <algorithm>

namespace hg {

const FormatRegistry &FormatRegistry::instance()
{
    static const FormatRegistry registry;
    return registry;
}

FormatRegistry::FormatRegistry()
{
    // Every format registers here, explicitly: static libraries drop
    // self-registering globals.
    addReader(MiniProfilerReader::format());
    addReader(PocketMineReader::format());
    addReader(SentryReader::format());
    addReader(XPlaneReader::format());
    addReader(TraceActorReader::format());
    addReader(ChromeTraceReader::format());
    addReader(PprofReader::format());
    addReader(SpeedscopeReader::format());
    addReader(FoldedStacksReader::format());
    addWriter(MiniProfilerWriter::format());
    addWriter(PocketMineWriter::format());
    addWriter(SentryWriter::format());
    addWriter(XPlaneWriter::format());
    addWriter(TraceActorWriter::format());
    addWriter(ChromeTraceWriter::format());
    addWriter(PprofWriter::format());
    addWriter(SpeedscopeWriter::format());
    addWriter(FoldedStacksWriter::format());
}

void FormatRegistry::addReader(FormatReader reader) { m_readers.push_back(std::move(reader)); }
void FormatRegistry::addWriter(FormatWriter writer) { m_writers.push_back(std::move(writer)); }

const FormatReader *FormatRegistry::reader(const QString &id) const
{
    for (const FormatReader &r : m_readers)
        if (r.id == id)
            return &r;
    return nullptr;
}

const FormatWriter *FormatRegistry::writer(const QString &id) const
{
    for (const FormatWriter &w : m_writers)
        if (w.id == id)
            return &w;
    return nullptr;
}

const FormatReader *FormatRegistry::detect(QByteArrayView head, const QString &fileName) const
{
    const QString name = QFileInfo(fileName).fileName().toLower();
    // The length of the longest extension of `r` the name ends with (0 = none).
    auto extensionMatches = [&name](const FormatReader &r) {
        qsizetype longest = 0;
        for (const QString &ext : r.extensions)
            if (name.endsWith(QLatin1Char('.') + ext) || name.endsWith(QLatin1Char('.') + ext + QStringLiteral(".gz")))
                longest = std::max(longest, ext.size());
        return longest;
    };
    const FormatReader *best = nullptr;
    int bestScore = 0;
    for (const FormatReader &r : m_readers) {
        int score = r.probe ? r.probe(head) * 2 : 0;
        if (score > 0 && extensionMatches(r) > 0)
            score += 1;
        if (score > bestScore) {
            best = &r;
            bestScore = score;
        }
    }
    if (best)
        return best;
    // Nothing recognised the content: the most specific extension decides
    // ("x.sentry.json" over "x.json").
    qsizetype bestLength = 0;
    for (const FormatReader &r : m_readers)
        if (const qsizetype length = extensionMatches(r); length > bestLength) {
            best = &r;
            bestLength = length;
        }
    return best;
}

const FormatWriter *FormatRegistry::writerForFileName(const QString &fileName) const
{
    // "x.pb.gz" names pprof's own extension; "x.json.gz" a compressed "x.json".
    const QString fullName = QFileInfo(fileName).fileName().toLower();
    QString name = fullName;
    if (name.endsWith(QStringLiteral(".gz")))
        name.chop(3);
    const FormatWriter *best = nullptr;
    qsizetype bestLength = 0;
    for (const FormatWriter &w : m_writers)
        for (const QString &ext : w.extensions)
            if ((name.endsWith(QLatin1Char('.') + ext) || fullName.endsWith(QLatin1Char('.') + ext)) && ext.size() > bestLength) {
                best = &w;
                bestLength = ext.size();
            }
    return best;
}

} // namespace hg
