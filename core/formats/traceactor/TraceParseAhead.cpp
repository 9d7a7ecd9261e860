#include "TraceParseAhead.h"

#include "TracePacketParser.h"
#include "formats/ReadError.h"

#include <QThread>
#include <exception>
#include <system_error>

namespace hg {

TraceParseAhead::TraceParseAhead(QByteArrayView data)
    : m_data(data), m_framing(data), m_parser(std::make_unique<TracePacketParser>()),
      m_ahead(QThread::idealThreadCount() > 1 && data.size() > kAheadBytes)
{
    m_pending = start();
}

TraceParseAhead::~TraceParseAhead() = default;

std::future<TraceParseAhead::Batch> TraceParseAhead::start()
{
    if (m_ahead) {
        try {
            return std::async(std::launch::async, [this] { return parse(); });
        } catch (const std::system_error &) {
            // No thread to be had: parsed when it is asked for.
        }
    }
    return std::async(std::launch::deferred, [this] { return parse(); });
}

TraceParseAhead::Batch TraceParseAhead::parse()
{
    m_parts.clear();
    // A framing error comes after the errors of the packets before it.
    std::exception_ptr framingError;
    try {
        for (TraceFraming::Part part; m_parts.size() < kBatchParts && m_framing.next(part);)
            m_parts.push_back(part);
    } catch (const ReadError &) {
        framingError = std::current_exception();
    }
    Batch batch;
    batch.packets.reserve(m_parts.size()); // a part is one packet, unless it is an array or a batch
    for (const TraceFraming::Part &part : m_parts)
        m_parser->parse(m_data, part.offset, part.size, batch.packets);
    if (framingError)
        std::rethrow_exception(framingError);
    batch.end = m_parts.empty() ? m_framing.position() : m_parts.back().offset + m_parts.back().size;
    batch.last = m_parts.size() < kBatchParts;
    return batch;
}

bool TraceParseAhead::next(std::vector<TracePacket> &packets)
{
    if (m_done)
        return false;
    Batch batch = m_pending.get(); // the batch's ReadError, if it had one
    packets = std::move(batch.packets);
    m_position = batch.end;
    m_done = batch.last;
    if (!m_done)
        m_pending = start();
    return true;
}

} // namespace hg
