#pragma once
#include "TraceFraming.h"
#include "TracePacket.h"

#include <QByteArrayView>
#include <future>
#include <memory>
#include <vector>

namespace hg {

class TracePacketParser;

// Finds and parses the packets of a file in batches, the next batch on a
// second thread while the caller assembles the one before: finding and
// parsing are over half the work of a load, and the assembly must stay in
// order on one thread. Errors of a batch (framing or JSON) are thrown when
// the caller reaches it, so they come in file order.
class TraceParseAhead
{
public:
    explicit TraceParseAhead(QByteArrayView data);
    ~TraceParseAhead();

    // The next batch's packets in file order; false after the last.
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
        qint64 end = 0;    // where its last part ends
        bool last = false; // no parts after it
    };
    std::future<Batch> start();
    Batch parse();

    QByteArrayView m_data;
    // Used by one batch at a time (the one being parsed), on whichever
    // thread parses it.
    TraceFraming m_framing;
    std::unique_ptr<TracePacketParser> m_parser;
    std::vector<TraceFraming::Part> m_parts; // of the batch being parsed
    bool m_ahead = false; // a second core to parse on
    bool m_done = false;  // the last batch was returned
    qint64 m_position = 0;
    // Last, so it is destroyed first: the future of std::async waits for
    // its thread (parsing with m_parser) to end, after an error or a cancel.
    std::future<Batch> m_pending;
};

} // namespace hg
