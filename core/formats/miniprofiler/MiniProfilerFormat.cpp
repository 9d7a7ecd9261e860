#include "MiniProfilerFormat.h"

#include "MiniProfilerReader.h"
#include "MiniProfilerWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule MiniProfilerFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "MiniProfiler JSON");
    f.extensions = {QStringLiteral("miniprofiler.json")};
    f.alsoReads = {QStringLiteral("json")};
    f.probe = &MiniProfilerReader::probe;
    f.read = &MiniProfilerReader::read;
    f.cannotWriteReason = &MiniProfilerWriter::cannotWriteReason;
    f.write = &MiniProfilerWriter::write;
    return f;
}

} // namespace hg
