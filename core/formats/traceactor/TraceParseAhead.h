#pragma once
#include "TraceFraming.h"
#include "TracePacket.h"

#include <QByteArrayView>
#include <future>
#include <memory>
#include <vector>

namespace hg {

class TracePacketParser;

// Parses the parts of a file in batches, the next batch on a second thread
// while the caller assembles the one before: parsing is over half the work
// of a load, and the assembly must stay in order on one thread. Errors of
// a batch are thrown when the caller reaches it, so they come in file order.
class TraceParseAhead
{
public:
    TraceParseAhead(QByteArrayView data, const std::vector<TraceFraming::Part> &parts);
    ~TraceParseAhead();

    // The next batch's packets in file order; false after the last.
    bool next(std::vector<TracePacket> &packets);
    // Where the batch last returned ends in the file, for progress.
    qint64 position() const { return m_position; }

    static constexpr std::size_t kBatchParts = 4096;

private:
    std::future<std::vector<TracePacket>> start(std::size_t batch);
    std::vector<TracePacket> parse(std::size_t batch);

    QByteArrayView m_data;
    const std::vector<TraceFraming::Part> &m_parts;
    std::size_t m_batches = 0;
    std::size_t m_next = 0;
    qint64 m_position = 0;
    bool m_ahead = false; // a second thread is worth it (more than one batch, more than one core)
    // One batch is parsed at a time, so one parser serves them all.
    std::unique_ptr<TracePacketParser> m_parser;
    // Last, so it is destroyed first: the future of std::async waits for
    // its thread (parsing with m_parser) to end, after an error or a cancel.
    std::future<std::vector<TracePacket>> m_pending;
};

} // namespace hg
