#include "FormatRegistry.h"

#include "chrometrace/ChromeTraceFormat.h"
#include "firefoxprofiler/FirefoxProfilerFormat.h"
#include "firefoxprofiler/GeckoProfileFormat.h"
#include "folded/FoldedStacksFormat.h"
#include "miniprofiler/MiniProfilerFormat.h"
#include "perfdata/PerfDataFormat.h"
#include "perfscript/PerfScriptFormat.h"
#include "pocketmine/PocketMineFormat.h"
#include "pprof/PprofFormat.h"
#include "sentry/SentryFormat.h"
#include "speedscope/SpeedscopeFormat.h"
#include "traceactor/TraceActorFormat.h"
#include "v8cpuprofile/V8CpuProfileFormat.h"
#include "xplane/XPlaneFormat.h"

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
    // One line a format, explicitly: static libraries drop self-registering
    // globals. The order breaks ties between equally sure probes.
    add(MiniProfilerFormat::module());
    add(PocketMineFormat::module());
    add(SentryFormat::module());
    add(XPlaneFormat::module());
    add(TraceActorFormat::module());
    add(ChromeTraceFormat::module());
    add(PprofFormat::module());
    add(V8CpuProfileFormat::module());
    add(PerfDataFormat::module());
    add(SpeedscopeFormat::module());
    add(PerfScriptFormat::module());
    add(FoldedStacksFormat::module());
    add(FirefoxProfilerFormat::module());
    add(GeckoProfileFormat::module());
    // Pointers into m_modules, taken once it is complete.
    for (const FormatModule &m : m_modules)
        if (m.canWrite())
            m_writers.push_back(&m);
}

void FormatRegistry::add(FormatModule module) { m_modules.push_back(std::move(module)); }

const FormatModule *FormatRegistry::module(const QString &id) const
{
    for (const FormatModule &m : m_modules)
        if (m.id == id)
            return &m;
    return nullptr;
}

const FormatModule *FormatRegistry::writer(const QString &id) const
{
    const FormatModule *m = module(id);
    return m && m->canWrite() ? m : nullptr;
}

namespace {

// The length of the longest read extension of `module` the lower-case file
// name ends with, gzipped or not (0 = none).
qsizetype extensionMatch(const FormatModule &module, const QString &name)
{
    qsizetype longest = 0;
    for (const QString &ext : module.readExtensions())
        if (name.endsWith(QLatin1Char('.') + ext) || name.endsWith(QLatin1Char('.') + ext + QStringLiteral(".gz")))
            longest = std::max(longest, ext.size());
    return longest;
}

} // namespace

const FormatModule *FormatRegistry::detect(QByteArrayView head, const QString &fileName) const
{
    const QString name = QFileInfo(fileName).fileName().toLower();
    const FormatModule *best = nullptr;
    int bestScore = 0;
    for (const FormatModule &r : m_modules) {
        int score = r.probe ? r.probe(head) * 2 : 0;
        if (score > 0 && extensionMatch(r, name) > 0)
            score += 1;
        if (score > bestScore) {
            best = &r;
            bestScore = score;
        }
    }
    // Nothing recognised the content: the most specific extension decides.
    return best ? best : readerForFileName(fileName);
}

const FormatModule *FormatRegistry::readerForFileName(const QString &fileName) const
{
    const QString name = QFileInfo(fileName).fileName().toLower();
    const FormatModule *best = nullptr;
    qsizetype bestLength = 0;
    for (const FormatModule &r : m_modules)
        if (const qsizetype length = extensionMatch(r, name); length > bestLength) {
            best = &r;
            bestLength = length;
        }
    return best;
}

const FormatModule *FormatRegistry::writerForFileName(const QString &fileName) const
{
    // "x.pb.gz" names pprof's own extension; "x.json.gz" a compressed "x.json".
    const QString fullName = QFileInfo(fileName).fileName().toLower();
    QString name = fullName;
    if (name.endsWith(QStringLiteral(".gz")))
        name.chop(3);
    const FormatModule *best = nullptr;
    qsizetype bestLength = 0;
    for (const FormatModule *w : m_writers)
        for (const QString &ext : w->extensions)
            if ((name.endsWith(QLatin1Char('.') + ext) || fullName.endsWith(QLatin1Char('.') + ext)) && ext.size() > bestLength) {
                best = w;
                bestLength = ext.size();
            }
    return best;
}

} // namespace hg
