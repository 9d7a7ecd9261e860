#include "TraceSequencer.h"

namespace hg {

namespace {
// The number after `sequence`; the largest one has none (a file may hold it:
// then it stays the last expected number instead of overflowing).
std::int64_t after(std::int64_t sequence) { return sequence == INT64_MAX ? sequence : sequence + 1; }
} // namespace

void TraceSequencer::push(TracePacket &&packet, std::size_t arrival, std::int64_t sequence)
{
    if (sequence < m_next || m_pending.count(sequence))
        endSession();
    if (!m_inSession) {
        m_inSession = true;
        m_sessionStarted = true;
        ++m_sessions;
    }
    if (sequence != m_next) {
        keepTexts(packet);
        m_pending.emplace(sequence, Waiting{std::move(packet), arrival});
        return;
    }
    // The common case: the next number, released without waiting.
    release(packet, arrival);
    m_next = after(m_next);
    while (!m_pending.empty() && m_pending.begin()->first == m_next) {
        release(m_pending.begin()->second.packet, m_pending.begin()->second.arrival);
        m_pending.erase(m_pending.begin());
        m_next = after(m_next);
    }
    if (m_pending.empty()) {
        m_waitingTexts.clear();
        m_keptSinceClear = 0;
    }
}

void TraceSequencer::keepTexts(TracePacket &packet)
{
    // Its batch's texts are gone by the time it is released. The arena is
    // cleared whenever nothing waits; when something always does (packets
    // a little out of order all along), the texts of those still waiting
    // move to a fresh one once it holds many more: memory stays in
    // proportion to what waits, at a constant cost per packet.
    if (++m_keptSinceClear > 2 * m_pending.size() + kKeptBeforeCompacting) {
        TraceTextArena fresh;
        for (auto &[sequence, waiting] : m_pending)
            waiting.packet.keepTextsIn(fresh);
        m_waitingTexts = std::move(fresh);
        m_keptSinceClear = m_pending.size();
    }
    packet.keepTextsIn(m_waitingTexts);
}

void TraceSequencer::endSession()
{
    for (auto &[sequence, waiting] : m_pending) {
        if (sequence > m_next)
            m_gaps.push_back({m_next, sequence - 1});
        release(waiting.packet, waiting.arrival);
        m_next = after(sequence);
    }
    m_pending.clear();
    m_waitingTexts.clear();
    m_keptSinceClear = 0;
    m_next = 0;
    m_inSession = false;
}

void TraceSequencer::release(TracePacket &packet, std::size_t arrival)
{
    const bool sessionStart = m_sessionStarted;
    m_sessionStarted = false;
    m_release(packet, arrival, sessionStart);
}

} // namespace hg
