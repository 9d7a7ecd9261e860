#include "TraceActorFormat.h"

#include "TraceActorReader.h"
#include "TraceActorWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule TraceActorFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "Firefox TraceActor packets");
    f.extensions = {QStringLiteral("traceactor")};
    f.alsoReads = {QStringLiteral("ndjson"), QStringLiteral("rdp")};
    f.probe = &TraceActorReader::probe;
    f.read = &TraceActorReader::read;
    f.cannotWriteReason = &TraceActorWriter::cannotWriteReason;
    f.write = &TraceActorWriter::write;
    return f;
}

} // namespace hg
