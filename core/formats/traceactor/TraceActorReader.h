#pragma once
#include "formats/FormatReader.h"

#include <QCoreApplication>

namespace hg {

// Recorded Firefox TraceActor sessions (the devtools "Tracing Profiler
// Protocol"): framed, line-delimited, arrayed or batched packets, put back
// in sequence order, each named trace a track of the frames it saw.
class TraceActorReader
{
    Q_DECLARE_TR_FUNCTIONS(TraceActorReader)
public:
    static FormatReader format();
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
