#include "MiniProfilerFormat.h"

#include "MiniProfilerReader.h"
#include "MiniProfilerWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule MiniProfilerFormat::module()
{
    return moduleOf<MiniProfilerReader, MiniProfilerWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "MiniProfiler JSON"),
        {QStringLiteral("miniprofiler.json")}, {QStringLiteral("json")});
}

} // namespace hg
