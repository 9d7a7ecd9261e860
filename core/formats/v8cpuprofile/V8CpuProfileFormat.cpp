#include "V8CpuProfileFormat.h"

#include "V8CpuProfileReader.h"
#include "V8CpuProfileWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule V8CpuProfileFormat::module()
{
    return moduleOf<V8CpuProfileReader, V8CpuProfileWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "V8 CPU profile"),
        {QStringLiteral("cpuprofile")});
}

} // namespace hg
