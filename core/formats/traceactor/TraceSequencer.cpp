#include "TraceSequencer.h"

namespace hg {

void TraceSequencer::push(std::size_t packet, std::int64_t sequence)
{
    if (sequence < m_next || m_pending.count(sequence))
        endSession();
    if (!m_inSession) {
        m_inSession = true;
        ++m_sessions;
        m_sessionStarts.push_back(m_released.size());
    }
    m_pending.emplace(sequence, packet);
    while (!m_pending.empty() && m_pending.begin()->first == m_next) {
        m_released.push_back(m_pending.begin()->second);
        m_pending.erase(m_pending.begin());
        ++m_next;
    }
}

void TraceSequencer::endSession()
{
    for (const auto &[sequence, packet] : m_pending) {
        if (sequence > m_next)
            m_gaps.push_back({m_next, sequence - 1});
        m_released.push_back(packet);
        m_next = sequence + 1;
    }
    m_pending.clear();
    m_next = 0;
    m_inSession = false;
}

} // namespace hg
