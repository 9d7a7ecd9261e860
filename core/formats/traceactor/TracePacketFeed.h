#pragma once
#include "TraceAssembler.h"
#include "TracePacket.h"
#include "TraceSequencer.h"


namespace hg {

class ProfileBuilder;

// Assembles TraceActor packets while they are read: each goes through the
// sequencer (frame packets back in sequence order; a trace started from
// idle restarts the numbering, as the actor does) straight into the
// assembler, so only frames still open and packets that arrived early are
// held, never the whole file's packets.
class TracePacketFeed
{
public:
    explicit TracePacketFeed(ProfileBuilder &builder);

    void add(TracePacket &&packet);
    // See TraceAssembler::prefetch.
    void prefetch(const TracePacket &packet) const { m_assembler.prefetch(packet); }
    // Only notes that the packet came (after assembling failed).
    void countOnly(const TracePacket &packet);
    // True once a packet of this protocol came (a frame or a control reply).
    bool sawTraceActorPacket() const { return m_sawTraceActorPacket; }
    // The end of the input: what still waits, gaps and reordering as
    // warnings, counts as metadata.
    void finish();

private:
    void release(TracePacket &packet, std::size_t arrival, bool sessionStart);

    ProfileBuilder &m_builder;
    TraceAssembler m_assembler;
    TraceSequencer m_sequencer;
    int m_activeTraces = 0;
    std::size_t m_packets = 0;
    std::size_t m_framePackets = 0;
    std::size_t m_released = 0;
    std::size_t m_reordered = 0; // released at another place than they arrived
    bool m_sawTraceActorPacket = false;
};

} // namespace hg
