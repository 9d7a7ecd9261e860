#include "GeckoProfileFormat.h"

#include "FirefoxProfilerFormat.h"
#include "FirefoxProfilerReader.h"
#include "GeckoProfileWriter.h"
#include "formats/FormatModule.h"

namespace hg {

namespace {

// The DevTools wrapper: the Gecko profile under "profile" (its "meta" or,
// as Firefox orders it, "libs" first) beside "systemHost" or "duration".
// Sure enough to win over the Firefox Profiler module, which reads the same.
int probeWrapped(QByteArrayView head)
{
    const QByteArrayView text = head.trimmed();
    if (!text.startsWith('{') || !(text.contains("\"systemHost\"") || text.contains("\"duration\"")))
        return 0;
    return text.contains("\"profile\":{\"meta\"") || text.contains("\"profile\":{\"libs\"") ? 96 : 0;
}

} // namespace

FormatModule GeckoProfileFormat::module()
{
    FormatModule f = moduleOf<FirefoxProfilerReader, GeckoProfileWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "Gecko profile (Firefox Profiler, speedscope)"),
                                                                          {QStringLiteral("gecko.json")});
    f.probe = &probeWrapped;
    f.writeNote = &GeckoProfileWriter::writeNote;
    f.categoryColors = &FirefoxProfilerFormat::categoryColors;
    return f;
}

} // namespace hg
