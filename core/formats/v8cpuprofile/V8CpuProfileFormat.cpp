#include "V8CpuProfileFormat.h"

#include "V8CpuProfileReader.h"
#include "V8CpuProfileWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule V8CpuProfileFormat::module()
{
    FormatModule f = moduleOf<V8CpuProfileReader, V8CpuProfileWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "V8 CPU profile"),
        {QStringLiteral("cpuprofile")});
    f.writeNote = &V8CpuProfileWriter::writeNote;
    return f;
}

} // namespace hg
