#include "PerfRecordStream.h"

#include "io/ReadContext.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"

#include <cstring>

namespace hg {

namespace {

constexpr std::size_t kHeaderSize = 8;

struct Header
{
    std::uint32_t type;
    std::uint16_t misc;
    std::uint16_t size;
};

Header headerAt(const char *at)
{
    Header h;
    std::memcpy(&h.type, at, 4);
    std::memcpy(&h.misc, at + 4, 2);
    std::memcpy(&h.size, at + 6, 2);
    return h;
}

// perf's records that carry more than their size says: tracing data (its
// size, padded to 8) and AUX area data (its size) follow the record.
std::uint64_t payloadAfter(const Header &h, std::string_view body)
{
    std::uint64_t size = 0;
    if (h.type == PerfRecordType::HeaderTracingData && body.size() >= 4) {
        std::uint32_t v;
        std::memcpy(&v, body.data(), 4);
        size = (std::uint64_t(v) + 7) & ~std::uint64_t(7);
    } else if (h.type == PerfRecordType::Auxtrace && body.size() >= 8) {
        std::memcpy(&size, body.data(), 8);
    }
    return size;
}

// A record that does not even hold its own header: nothing after it can be
// found.
[[noreturn]] void tooSmall(const Header &h, qint64 offset, const QString &which)
{
    throw ReadError(PerfRecordStream::tr("%1 (type %2) gives its size as %3 bytes, less than its own 8-byte header: "
                                         "the file is corrupted")
                        .arg(which).arg(h.type).arg(h.size),
                    offset);
}

} // namespace

PerfRecordStream::PerfRecordStream(PerfRecordSink &sink, ProfileBuilder &builder, const ReadContext &context)
    : m_sink(sink), m_builder(builder), m_context(context)
{
}

void PerfRecordStream::walk(std::string_view bytes, qint64 fileOffset)
{
    std::size_t at = 0;
    std::size_t nextCheck = 0;
    while (at < bytes.size()) {
        if (at >= nextCheck) {
            m_context.checkCancelled();
            m_context.progress(fileOffset + qint64(at));
            nextCheck = at + (1 << 20);
        }
        const qint64 offset = fileOffset + qint64(at);
        if (bytes.size() - at < kHeaderSize)
            throw ReadError(tr("the records end with %1 stray bytes at byte %2 where a record's 8-byte header was "
                               "expected: the file is truncated or corrupted")
                                .arg(bytes.size() - at).arg(offset),
                            offset);
        const Header h = headerAt(bytes.data() + at);
        if (h.size < kHeaderSize)
            tooSmall(h, offset, tr("the record at byte %1").arg(offset));
        if (h.size > bytes.size() - at)
            throw ReadError(tr("the record at byte %1 (type %2) of %3 bytes runs past the end of the records "
                               "(%4 bytes left): the file is truncated or corrupted")
                                .arg(offset).arg(h.type).arg(h.size).arg(bytes.size() - at),
                            offset);
        const std::string_view body = bytes.substr(at + kHeaderSize, h.size - kHeaderSize);
        const std::uint64_t payload = payloadAfter(h, body);
        if (payload > bytes.size() - at - h.size)
            throw ReadError(tr("the data that follows the record at byte %1 (type %2, %3 bytes) runs past the end "
                               "of the records: the file is truncated or corrupted")
                                .arg(offset).arg(h.type).arg(payload),
                            offset);
        ++m_records;
        if (h.type == PerfRecordType::Compressed) {
            decompress(body, offset, body.data() + body.size());
        } else if (h.type == PerfRecordType::Compressed2) {
            // A u64 with the compressed size, then the data, padded to 8.
            std::uint64_t size = 0;
            if (body.size() >= 8)
                std::memcpy(&size, body.data(), 8);
            if (body.size() < 8 || size > body.size() - 8)
                throw ReadError(tr("the compressed record at byte %1 gives %2 bytes of data but holds %3")
                                    .arg(offset).arg(size).arg(body.size() < 8 ? 0 : body.size() - 8),
                                offset);
            decompress(body.substr(8, std::size_t(size)), offset, body.data() + body.size());
        } else {
            m_sink.record({h.type, h.misc, body, offset, false, body.data() + body.size()});
        }
        at += h.size + std::size_t(payload);
    }
}

void PerfRecordStream::decompress(std::string_view compressed, qint64 offset, const char *fileEnd)
{
    if (m_pendingOffset < 0 && m_pending.empty())
        m_pendingOffset = offset;
    m_zstd.decompress(QByteArrayView(compressed.data(), qsizetype(compressed.size())), offset,
                      [&](QByteArrayView chunk) {
                          m_pending.append(chunk.data(), std::size_t(chunk.size()));
                          walkDecompressed(offset, fileEnd);
                      });
}

void PerfRecordStream::walkDecompressed(qint64 offset, const char *fileEnd)
{
    // Whole records are walked; the start of one cut at the chunk's end
    // waits for the rest. They are named by the compressed record that
    // holds their first byte.
    std::size_t at = 0;
    while (m_pending.size() - at >= kHeaderSize) {
        const Header h = headerAt(m_pending.data() + at);
        if (h.size < kHeaderSize)
            tooSmall(h, m_pendingOffset,
                     tr("a record inside the compressed data of the record at byte %1").arg(m_pendingOffset));
        if (h.size > m_pending.size() - at)
            break;
        const std::string_view body(m_pending.data() + at + kHeaderSize, h.size - kHeaderSize);
        if (h.type == PerfRecordType::Compressed || h.type == PerfRecordType::Compressed2)
            throw ReadError(tr("the compressed data of the record at byte %1 holds another compressed record")
                                .arg(m_pendingOffset),
                            m_pendingOffset);
        ++m_records;
        m_sink.record({h.type, h.misc, body, m_pendingOffset, true, fileEnd});
        at += h.size;
        m_pendingOffset = offset;
    }
    m_pending.erase(0, at);
    if (m_pending.empty())
        m_pendingOffset = -1;
}

void PerfRecordStream::finish()
{
    if (!m_pending.empty())
        m_builder.warn(tr("the compressed records end inside a record (%1 bytes left over): the last records are "
                          "missing")
                           .arg(m_pending.size()),
                       m_pendingOffset);
}

} // namespace hg
