#include "TraceActorReader.h"

#include "TracePacketFeed.h"
#include "TraceParseAhead.h"
#include "io/ReadContext.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"

#include <optional>

namespace hg {

namespace {
// How many packets before assembling one its values are prefetched: enough
// for the memory to answer, few enough that it is still in cache.
constexpr std::size_t kPrefetchAhead = 8;
} // namespace

int TraceActorReader::probe(QByteArrayView head)
{
    // The packet types only this protocol sends, near the start.
    for (const char *type : {"\"enteredFrame\"", "\"exitedFrame\"", "\"startedTrace\"", "\"stoppedTrace\""})
        if (head.indexOf(QByteArrayView(type)) >= 0)
            return TraceFraming::isFramed(head) ? 95 : 85;
    return 0;
}

void TraceActorReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    TracePacketFeed feed(builder);
    TraceParseAhead parsed(data);
    std::vector<TracePacket> packets; // of one batch of parts
    // A file with bad JSON says so even when assembling failed earlier in
    // it, as when the whole file was parsed before assembling: the error
    // waits until the parsing is done.
    std::optional<ReadError> assemblyError;
    while (parsed.next(packets)) {
        for (std::size_t i = 0; i < packets.size(); ++i) {
            if (i + kPrefetchAhead < packets.size())
                feed.prefetch(packets[i + kPrefetchAhead]);
            TracePacket &p = packets[i];
            if (assemblyError)
                feed.countOnly(p);
            else
                try {
                    feed.add(std::move(p));
                } catch (const ReadError &e) {
                    assemblyError = e;
                }
        }
        context.progress(parsed.position());
        context.checkCancelled();
    }
    if (!feed.sawTraceActorPacket())
        throw ReadError(tr("no TraceActor packets in this file (no enteredFrame, exitedFrame or trace control replies)"), 0);
    if (assemblyError)
        throw *assemblyError;
    feed.finish();
}

void TraceActorReader::assemble(const std::vector<TracePacket> &packets, ProfileBuilder &builder)
{
    TracePacketFeed feed(builder);
    for (const TracePacket &p : packets)
        feed.add(TracePacket(p));
    feed.finish();
}

} // namespace hg
