#pragma once
#include "TraceFraming.h"
#include "TracePacket.h"

#include <QByteArrayView>
#include <array>
#include <exception>
#include <future>
#include <memory>
#include <vector>

namespace hg {

class TracePacketParser;

// Finds and parses the packets of a file in batches: the caller's thread
// finds the packets of each batch (cheap), and the next few batches are
// parsed on other threads while the caller assembles the one before, so
// parsing (the larger half of a load) takes whatever CPU the assembly
// leaves, on any number of cores. The assembly must stay in order on one
// thread. Errors of a batch (framing or JSON) are thrown when the caller
// reaches it, so they come in file order.
class TraceParseAhead
{
public:
    explicit TraceParseAhead(QByteArrayView data);
    ~TraceParseAhead();

    // The next batch's packets in file order; false after the last. Their
    // texts are kept until the next call. What `packets` held before is
    // freed on a parsing thread (with the slot's next batch), not by the
    // caller: the caller's thread is the one all the others wait for.
    bool next(std::vector<TracePacket> &packets);
    // Where the batch last returned ends in the file, for progress.
    qint64 position() const { return m_position; }

    static constexpr std::size_t kBatchParts = 4096;
    // Smaller files are parsed on the caller's thread: a thread would cost more.
    static constexpr qint64 kAheadBytes = 1 << 20;

private:
    struct Batch
    {
        std::vector<TracePacket> packets;
        TraceTextArena texts; // of the packets
        qint64 end = 0;       // where its last part ends
    };
    // Batches take turns in the slots; each slot's parser is used by one
    // batch at a time, on whichever thread parses it.
    struct Slot
    {
        std::unique_ptr<TracePacketParser> parser;
        std::vector<TraceFraming::Part> parts;
        std::exception_ptr framingError; // after `parts`
        std::vector<TracePacket> spent;  // the caller's batch before, freed by the next
        TraceTextArena spentTexts;       // its texts, reused by the next
        bool last = false;               // no parts after these
        // Last, so it is destroyed first: the future of std::async waits
        // for its thread (parsing with `parser`), after an error or a cancel.
        std::future<Batch> pending;
    };
    // Finds the next batch's parts and starts parsing them in `slot`.
    void start(Slot &slot);
    Batch parse(Slot &slot);

    QByteArrayView m_data;
    TraceFraming m_framing; // used on the caller's thread only
    bool m_ahead = false;   // other cores to parse on
    bool m_framed = false;  // every part was found (or finding them failed)
    std::array<Slot, 3> m_slots; // parsing up to three batches ahead
    std::size_t m_next = 0; // the slot whose batch comes next
    TraceTextArena m_texts; // those of the batch the caller has
    bool m_done = false;    // the last batch was returned
    qint64 m_position = 0;
};

} // namespace hg
