#include "TraceParseAhead.h"

#include "TracePacketParser.h"

#include <QThread>
#include <system_error>

namespace hg {

TraceParseAhead::TraceParseAhead(QByteArrayView data, const std::vector<TraceFraming::Part> &parts)
    : m_data(data), m_parts(parts), m_batches((parts.size() + kBatchParts - 1) / kBatchParts),
      m_ahead(m_batches > 1 && QThread::idealThreadCount() > 1)
{
    m_parser = std::make_unique<TracePacketParser>();
    if (m_batches > 0)
        m_pending = start(0);
}

TraceParseAhead::~TraceParseAhead() = default;

std::future<std::vector<TracePacket>> TraceParseAhead::start(std::size_t batch)
{
    if (m_ahead) {
        try {
            return std::async(std::launch::async, [this, batch] { return parse(batch); });
        } catch (const std::system_error &) {
            // No thread to be had: parsed when it is asked for.
        }
    }
    return std::async(std::launch::deferred, [this, batch] { return parse(batch); });
}

std::vector<TracePacket> TraceParseAhead::parse(std::size_t batch)
{
    TracePacketParser &parser = *m_parser;
    std::vector<TracePacket> packets;
    packets.reserve(kBatchParts); // a part is one packet, unless it is an array or a batch
    const std::size_t end = std::min(m_parts.size(), (batch + 1) * kBatchParts);
    for (std::size_t i = batch * kBatchParts; i < end; ++i)
        parser.parse(m_data, m_parts[i].offset, m_parts[i].size, packets);
    return packets;
}

bool TraceParseAhead::next(std::vector<TracePacket> &packets)
{
    if (m_next >= m_batches)
        return false;
    packets = m_pending.get(); // the batch's ReadError, if it had one
    const std::size_t batch = m_next++;
    const TraceFraming::Part &last = m_parts[std::min(m_parts.size(), (batch + 1) * kBatchParts) - 1];
    m_position = last.offset + last.size;
    if (m_next < m_batches)
        m_pending = start(m_next);
    return true;
}

} // namespace hg
