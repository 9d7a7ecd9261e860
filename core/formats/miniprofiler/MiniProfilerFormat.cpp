#include "MiniProfilerFormat.h"

#include "MiniProfilerReader.h"
#include "MiniProfilerWriter.h"
#include "StepFigures.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule MiniProfilerFormat::module()
{
    FormatModule f = moduleOf<MiniProfilerReader, MiniProfilerWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "MiniProfiler JSON"),
        {QStringLiteral("miniprofiler.json")}, {QStringLiteral("json")});
    f.figures = &StepFigures::of;
    return f;
}

} // namespace hg
