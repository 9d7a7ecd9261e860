#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

namespace hg {

// Puts trace packets back in the order the actor sent them. Each carries a
// `sequence` number counting from 0 within a tracing session; packets are
// queued until the next expected number arrives, as the protocol asks of a
// client. A number already released (or queued twice) means tracing
// restarted, which resets the count to 0: the session before it ends there,
// releasing what it still queues with the missing numbers noted as gaps.
class TraceSequencer
{
public:
    struct Gap
    {
        std::int64_t first = 0; // missing sequence numbers first..last
        std::int64_t last = 0;
    };

    void push(std::size_t packet, std::int64_t sequence);
    // A packet without a sequence (a control reply): released as it comes.
    void passThrough(std::size_t packet) { m_released.push_back(packet); }
    // Ends the session (at the end of the input, or when tracing restarts).
    void endSession();

    const std::vector<std::size_t> &released() const { return m_released; }
    const std::vector<Gap> &gaps() const { return m_gaps; }
    std::size_t sessions() const { return m_sessions; }
    // Where each session's packets begin in released().
    const std::vector<std::size_t> &sessionStarts() const { return m_sessionStarts; }

private:
    std::map<std::int64_t, std::size_t> m_pending; // sequence -> packet
    std::int64_t m_next = 0;
    bool m_inSession = false;
    std::size_t m_sessions = 0;
    std::vector<std::size_t> m_released;
    std::vector<std::size_t> m_sessionStarts;
    std::vector<Gap> m_gaps;
};

} // namespace hg
