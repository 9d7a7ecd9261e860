#include "TraceActorFormat.h"

#include "TraceActorReader.h"
#include "TraceActorWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule TraceActorFormat::module()
{
    return moduleOf<TraceActorReader, TraceActorWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "Firefox TraceActor packets"),
        {QStringLiteral("traceactor")}, {QStringLiteral("ndjson"), QStringLiteral("rdp")});
}

} // namespace hg
