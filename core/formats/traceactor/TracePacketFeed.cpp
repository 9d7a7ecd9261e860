#include "TracePacketFeed.h"

#include "model/ProfileBuilder.h"
#include "util/CountArg.h"

namespace hg {

namespace {

bool isFramePacket(const TracePacket &p)
{
    return p.kind == TracePacket::Kind::Entered || p.kind == TracePacket::Kind::Exited;
}

} // namespace

TracePacketFeed::TracePacketFeed(ProfileBuilder &builder)
    : m_builder(builder), m_assembler(builder),
      m_sequencer([this](TracePacket &packet, std::size_t arrival, bool sessionStart) { release(packet, arrival, sessionStart); })
{
    // The sequencer's gaps are only known at the end; they are warned of
    // before the assembler's warnings, as when packets were assembled after
    // the whole file was read.
    m_assembler.holdWarnings();
}

void TracePacketFeed::add(TracePacket &&p)
{
    const std::size_t arrival = m_packets++;
    m_sawTraceActorPacket = m_sawTraceActorPacket || p.kind != TracePacket::Kind::Other;
    if (isFramePacket(p)) {
        ++m_framePackets;
        if (const std::optional<std::int64_t> sequence = p.sequence(); sequence && *sequence >= 0) {
            m_sequencer.push(std::move(p), arrival, *sequence);
            return;
        }
    }
    if (p.kind == TracePacket::Kind::Started && m_activeTraces++ == 0)
        m_sequencer.endSession();
    else if (p.kind == TracePacket::Kind::Stopped && m_activeTraces > 0)
        --m_activeTraces;
    else if (p.kind == TracePacket::Kind::Detached)
        m_activeTraces = 0;
    m_sequencer.passThrough(std::move(p), arrival);
}

void TracePacketFeed::countOnly(const TracePacket &p)
{
    m_sawTraceActorPacket = m_sawTraceActorPacket || p.kind != TracePacket::Kind::Other;
}

void TracePacketFeed::release(TracePacket &packet, std::size_t arrival, bool sessionStart)
{
    if (sessionStart && m_released > 0)
        m_assembler.startSession();
    m_reordered += arrival != m_released;
    ++m_released;
    m_assembler.add(packet);
}

void TracePacketFeed::finish()
{
    m_sequencer.endSession();
    for (const TraceSequencer::Gap &gap : m_sequencer.gaps())
        m_builder.warn(gap.first == gap.last ? QCoreApplication::translate("TraceActorReader", "packet %1 of a trace never arrived; the packets after it are shown without it").arg(gap.first)
                                             : QCoreApplication::translate("TraceActorReader", "packets %1 to %2 of a trace never arrived; the packets after them are shown without them").arg(gap.first).arg(gap.last));
    m_assembler.finish();
    m_assembler.releaseWarnings();

    m_builder.setMetadata("packets", AttributeValue::fromUInt(m_packets));
    m_builder.setMetadata("frame_packets", AttributeValue::fromUInt(m_framePackets));
    m_builder.setMetadata("sessions", AttributeValue::fromUInt(m_sequencer.sessions()));
    m_builder.setMetadata("reordered_packets", AttributeValue::fromUInt(m_reordered));
    if (m_reordered)
        m_builder.warn(QCoreApplication::translate("TraceActorReader", "%n packet(s) arrived out of order and were put back in sequence order", nullptr,
                                                  countArg(m_reordered)));
}

} // namespace hg
