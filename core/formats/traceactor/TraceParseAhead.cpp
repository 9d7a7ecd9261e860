#include "TraceParseAhead.h"

#include "TracePacketParser.h"
#include "io/ReadError.h"

#include <QThread>
#include <system_error>
#include <utility>

namespace hg {

TraceParseAhead::TraceParseAhead(QByteArrayView data)
    : m_data(data), m_framing(data), m_ahead(QThread::idealThreadCount() > 1 && data.size() > kAheadBytes)
{
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        Slot &slot = m_slots[i];
        // Numbered apart, so the assembler can map any slot's text numbers.
        slot.parser = std::make_unique<TracePacketParser>(std::uint32_t(i * TraceTextCache::kMaxEntries));
        start(slot);
    }
}

TraceParseAhead::~TraceParseAhead() = default;

void TraceParseAhead::start(Slot &slot)
{
    slot.parts.clear();
    slot.framingError = nullptr;
    slot.last = m_framed;
    if (m_framed) // nothing left: the slot stays empty
        return;
    try {
        for (TraceFraming::Part part; slot.parts.size() < kBatchParts && m_framing.next(part);)
            slot.parts.push_back(part);
    } catch (const ReadError &) {
        slot.framingError = std::current_exception();
    }
    m_framed = slot.parts.size() < kBatchParts || slot.framingError;
    slot.last = m_framed;
    if (m_ahead) {
        try {
            slot.pending = std::async(std::launch::async, [this, &slot] { return parse(slot); });
            return;
        } catch (const std::system_error &) {
            // No thread to be had: parsed when it is asked for.
        }
    }
    slot.pending = std::async(std::launch::deferred, [this, &slot] { return parse(slot); });
}

TraceParseAhead::Batch TraceParseAhead::parse(Slot &slot)
{
    Batch batch;
    // The caller's batch before is freed here, off the caller's thread,
    // and its vector reused: a new one would be a large allocation, and
    // each makes glibc consolidate all the small chunks freed before it.
    batch.packets = std::move(slot.spent);
    batch.packets.clear();
    batch.packets.reserve(slot.parts.size()); // a part is one packet, unless it is an array or a batch
    batch.texts = std::move(slot.spentTexts);
    batch.texts.clear();
    for (const TraceFraming::Part &part : slot.parts)
        slot.parser->parse(m_data, part.offset, part.size, batch.packets, batch.texts);
    // A framing error comes after the errors of the packets before it.
    if (slot.framingError)
        std::rethrow_exception(slot.framingError);
    batch.end = slot.parts.empty() ? m_data.size() : slot.parts.back().offset + slot.parts.back().size;
    return batch;
}

bool TraceParseAhead::next(std::vector<TracePacket> &packets)
{
    if (m_done)
        return false;
    Slot &slot = m_slots[m_next];
    Batch batch = slot.pending.get(); // the batch's ReadError, if it had one
    slot.spent = std::exchange(packets, std::move(batch.packets));
    slot.spentTexts = std::exchange(m_texts, std::move(batch.texts));
    m_position = batch.end;
    m_done = slot.last;
    if (!m_done)
        start(slot); // as many batches on as there are slots: the others hold the ones between
    m_next = (m_next + 1) % m_slots.size();
    return true;
}

} // namespace hg
