#pragma once
#include "PerfRecord.h"
#include "io/ZstdStream.h"

#include <QCoreApplication>

#include <cstdint>
#include <string>
#include <string_view>

namespace hg {

class ProfileBuilder;
class ReadContext;

// Walks the records of a perf.data data section (or a pipe's stream): each
// perf_event_header with its size, the payload some of perf's own records
// carry after it (tracing data, AUX trace data), and the zstd-compressed
// records of `perf record -z`, whose contents (one zstd stream across all
// of them, records split at any byte) are decompressed piece by piece and
// walked in turn. Every record goes to the sink.
class PerfRecordStream
{
    Q_DECLARE_TR_FUNCTIONS(PerfRecordStream)
public:
    PerfRecordStream(PerfRecordSink &sink, ProfileBuilder &builder, const ReadContext &context);

    // `bytes` found at `fileOffset`. Throws ReadError on a record whose
    // size cannot be right (less than its header, past the end).
    void walk(std::string_view bytes, qint64 fileOffset);
    // Warns about a compressed stream that ended inside a record.
    void finish();

    std::uint64_t recordCount() const { return m_records; }

private:
    void decompress(std::string_view compressed, qint64 offset, const char *fileEnd);
    void walkDecompressed(qint64 offset, const char *fileEnd);

    PerfRecordSink &m_sink;
    ProfileBuilder &m_builder;
    const ReadContext &m_context;
    ZstdStream m_zstd;
    std::string m_pending; // decompressed bytes not yet walked (the start of a record)
    qint64 m_pendingOffset = -1; // the compressed record they came from
    std::uint64_t m_records = 0;
};

} // namespace hg
