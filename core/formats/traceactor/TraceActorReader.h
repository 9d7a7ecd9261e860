#pragma once
#include "TracePacket.h"
#include "formats/FormatModule.h"

#include <QCoreApplication>
#include <vector>

namespace hg {

// Recorded Firefox TraceActor sessions (the devtools "Tracing Profiler
// Protocol"): framed, line-delimited, arrayed or batched packets, put back
// in sequence order, each named trace a track of the frames it saw.
class TraceActorReader
{
    Q_DECLARE_TR_FUNCTIONS(TraceActorReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
    // Packets as they came (a file's, or a live connection's so far) into
    // the profile: frame packets in sequence order, then assembled into
    // tracks, with gaps and reordering as warnings and metadata. The
    // packets must come from one TracePacketParser (see TraceAssembler::add).
    static void assemble(const std::vector<TracePacket> &packets, ProfileBuilder &builder);
};

} // namespace hg
