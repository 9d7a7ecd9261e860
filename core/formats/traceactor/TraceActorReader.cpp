#include "TraceActorReader.h"

#include "TraceAssembler.h"
#include "TraceFraming.h"
#include "TracePacketParser.h"
#include "TraceSequencer.h"
#include "formats/ReadContext.h"
#include "formats/ReadError.h"
#include "model/ProfileBuilder.h"
#include "util/CountArg.h"

namespace hg {

namespace {


bool isFramePacket(const TracePacket &p)
{
    return p.kind == TracePacket::Kind::Entered || p.kind == TracePacket::Kind::Exited;
}

} // namespace

FormatReader TraceActorReader::format()
{
    FormatReader f;
    f.id = QStringLiteral("traceactor");
    f.displayName = tr("Firefox TraceActor packets");
    f.extensions = {QStringLiteral("traceactor"), QStringLiteral("ndjson"), QStringLiteral("rdp")};
    f.probe = &TraceActorReader::probe;
    f.read = &TraceActorReader::read;
    return f;
}

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
    const std::vector<TraceFraming::Part> parts = TraceFraming::split(data);
    TracePacketParser parser;
    std::vector<TracePacket> packets;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        parser.parse(data, parts[i].offset, parts[i].size, packets);
        if ((i & 0xFFF) == 0) {
            context.progress(parts[i].offset);
            context.checkCancelled();
        }
    }
    if (std::none_of(packets.begin(), packets.end(), isFramePacket)
        && std::none_of(packets.begin(), packets.end(), [](const TracePacket &p) { return p.kind != TracePacket::Kind::Other; }))
        throw ReadError(tr("no TraceActor packets in this file (no enteredFrame, exitedFrame or trace control replies)"), 0);
    assemble(packets, builder);
}

void TraceActorReader::assemble(const std::vector<TracePacket> &packets, ProfileBuilder &builder)
{
    // Frame packets in sequence order; a trace started from idle restarts
    // the numbering, as the actor does.
    TraceSequencer sequencer;
    int active = 0;
    for (std::size_t i = 0; i < packets.size(); ++i) {
        const TracePacket &p = packets[i];
        if (isFramePacket(p) && p.sequence && *p.sequence >= 0) {
            sequencer.push(i, *p.sequence);
            continue;
        }
        if (p.kind == TracePacket::Kind::Started && active++ == 0)
            sequencer.endSession();
        else if (p.kind == TracePacket::Kind::Stopped && active > 0)
            --active;
        else if (p.kind == TracePacket::Kind::Detached)
            active = 0;
        sequencer.passThrough(i);
    }
    sequencer.endSession();
    for (const TraceSequencer::Gap &gap : sequencer.gaps())
        builder.warn(gap.first == gap.last ? tr("packet %1 of a trace never arrived; the packets after it are shown without it").arg(gap.first)
                                           : tr("packets %1 to %2 of a trace never arrived; the packets after them are shown without them").arg(gap.first).arg(gap.last));

    TraceAssembler assembler(builder);
    const std::vector<std::size_t> &starts = sequencer.sessionStarts();
    std::size_t nextStart = 0;
    const std::vector<std::size_t> &order = sequencer.released();
    for (std::size_t k = 0; k < order.size(); ++k) {
        while (nextStart < starts.size() && starts[nextStart] == k) {
            if (k > 0)
                assembler.startSession();
            ++nextStart;
        }
        assembler.add(packets[order[k]]);
    }
    assembler.finish();

    const std::size_t frames = std::size_t(std::count_if(packets.begin(), packets.end(), isFramePacket));
    builder.setMetadata("packets", AttributeValue::fromUInt(packets.size()));
    builder.setMetadata("frame_packets", AttributeValue::fromUInt(frames));
    builder.setMetadata("sessions", AttributeValue::fromUInt(sequencer.sessions()));
    std::size_t moved = 0;
    for (std::size_t k = 0; k < order.size(); ++k)
        moved += order[k] != k;
    builder.setMetadata("reordered_packets", AttributeValue::fromUInt(moved));
    if (moved)
        builder.warn(tr("%n packet(s) arrived out of order and were put back in sequence order", nullptr, countArg(moved)));
}

} // namespace hg
