#pragma once
#include "TracePacket.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>

namespace hg {

// Puts trace packets back in the order the actor sent them. Each carries a
// `sequence` number counting from 0 within a tracing session; a packet is
// released as soon as it is the next expected number, and only packets that
// arrive early wait (until the numbers before them come), as the protocol
// asks of a client. A number already released (or waiting twice) means
// tracing restarted, which resets the count to 0: the session before it ends
// there, releasing what still waits with the missing numbers noted as gaps.
class TraceSequencer
{
public:
    struct Gap
    {
        std::int64_t first = 0; // missing sequence numbers first..last
        std::int64_t last = 0;
    };
    // Called with each packet in order, with its place in the arrival
    // order, and whether a session began since the previous one.
    using Release = std::function<void(TracePacket &packet, std::size_t arrival, bool sessionStart)>;

    explicit TraceSequencer(Release release) : m_release(std::move(release)) {}

    void push(TracePacket &&packet, std::size_t arrival, std::int64_t sequence);
    // A packet without a sequence (a control reply): released as it comes.
    void passThrough(TracePacket &&packet, std::size_t arrival) { release(packet, arrival); }
    // Ends the session (at the end of the input, or when tracing restarts).
    void endSession();

    const std::vector<Gap> &gaps() const { return m_gaps; }
    std::size_t sessions() const { return m_sessions; }

private:
    struct Waiting
    {
        TracePacket packet;
        std::size_t arrival = 0;
    };
    void release(TracePacket &packet, std::size_t arrival);
    // Copies the texts of a packet about to wait into m_waitingTexts.
    void keepTexts(TracePacket &packet);
    static constexpr std::size_t kKeptBeforeCompacting = 4096;

    Release m_release;
    std::map<std::int64_t, Waiting> m_pending; // by sequence
    TraceTextArena m_waitingTexts;             // the texts of those packets
    std::size_t m_keptSinceClear = 0;          // packets whose texts it took
    std::int64_t m_next = 0;
    bool m_inSession = false;
    bool m_sessionStarted = false; // and nothing released since
    std::size_t m_sessions = 0;
    std::vector<Gap> m_gaps;
};

} // namespace hg
