#include "FirefoxProfilerFormat.h"

#include "FirefoxProfilerReader.h"
#include "FirefoxProfilerWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule FirefoxProfilerFormat::module()
{
    // Firefox and the profiler name their files "profile.json" (gzipped
    // when shared): plain .json goes by content.
    return moduleOf<FirefoxProfilerReader, FirefoxProfilerWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "Firefox Profiler"),
        {QStringLiteral("firefox.json")}, {QStringLiteral("json")});
}

} // namespace hg
