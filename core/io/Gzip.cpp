#include "Gzip.h"

#include "AvailableMemory.h"
#include "io/ReadContext.h"

#include <QLocale>

#include <zlib.h>

namespace hg {

namespace {

// Inflates until `limit` output bytes or the end; returns false on bad data.
struct Inflater
{
    z_stream stream{};
    bool ok = false;
    Inflater() { ok = inflateInit2(&stream, 15 + 16) == Z_OK; }
    ~Inflater() { inflateEnd(&stream); }
};

} // namespace

bool Gzip::isGzip(QByteArrayView data)
{
    return data.size() >= 2 && uchar(data[0]) == 0x1f && uchar(data[1]) == 0x8b;
}

qint64 Gzip::defaultMaxOutput()
{
    return std::min<qint64>(AvailableMemory::bytes() / 2, qint64(16) << 30);
}

QByteArray Gzip::decompress(QByteArrayView data, const ReadContext &context, qint64 maxOutput)
{
    const bool byMemory = maxOutput < 0;
    if (byMemory)
        maxOutput = defaultMaxOutput();
    Inflater z;
    if (!z.ok)
        throw ReadError(tr("cannot start the gzip decoder"));
    QByteArray out;
    out.resize(std::min<qint64>(std::max<qint64>(data.size() * 4, 1 << 16), maxOutput));
    qint64 inputDone = 0;
    qint64 outputDone = 0;
    constexpr qint64 kChunk = 1 << 20;
    while (true) {
        if (outputDone == out.size()) {
            if (out.size() >= maxOutput) {
                const QString limit = QLocale().formattedDataSize(maxOutput);
                throw ReadError(byMemory ? tr("the decompressed data is larger than %1, half of the memory available: "
                                              "not opened, as it would exhaust memory (a gzip bomb?)").arg(limit)
                                         : tr("the decompressed data is larger than %1").arg(limit),
                                inputDone);
            }
            out.resize(std::min<qint64>(out.size() * 2, maxOutput));
        }
        const qint64 inChunk = std::min<qint64>(kChunk, data.size() - inputDone);
        z.stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data() + inputDone));
        z.stream.avail_in = uInt(inChunk);
        z.stream.next_out = reinterpret_cast<Bytef *>(out.data() + outputDone);
        z.stream.avail_out = uInt(std::min<qint64>(out.size() - outputDone, kChunk * 16));
        const uInt availOut = z.stream.avail_out;
        const int rc = inflate(&z.stream, Z_NO_FLUSH);
        inputDone += inChunk - z.stream.avail_in;
        outputDone += availOut - z.stream.avail_out;
        if (rc == Z_STREAM_END) {
            // Concatenated members are valid gzip: continue with the next one.
            if (inputDone < data.size() && isGzip(data.sliced(inputDone))) {
                inflateReset(&z.stream);
                continue;
            }
            break;
        }
        if (rc == Z_DATA_ERROR || rc == Z_NEED_DICT || rc == Z_MEM_ERROR)
            throw ReadError(tr("corrupt gzip data (%1)").arg(QString::fromUtf8(z.stream.msg ? z.stream.msg : "inflate error")),
                            inputDone);
        if (rc == Z_BUF_ERROR && inputDone >= data.size() && z.stream.avail_out > 0)
            throw ReadError(tr("the gzip data ends early: the file is truncated"), inputDone);
        context.progress(inputDone);
        context.checkCancelled();
    }
    out.resize(outputDone);
    return out;
}

QByteArray Gzip::decompressHead(QByteArrayView data, qint64 bytes)
{
    Inflater z;
    QByteArray out(bytes, Qt::Uninitialized);
    if (!z.ok)
        return {};
    z.stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    z.stream.avail_in = uInt(std::min<qint64>(data.size(), UINT32_MAX));
    z.stream.next_out = reinterpret_cast<Bytef *>(out.data());
    z.stream.avail_out = uInt(bytes);
    inflate(&z.stream, Z_SYNC_FLUSH);
    out.resize(bytes - z.stream.avail_out);
    return out;
}

QByteArray Gzip::compress(QByteArrayView data, int level)
{
    z_stream s{};
    deflateInit2(&s, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out;
    out.resize(qsizetype(deflateBound(&s, uLong(data.size()))) + 32);
    s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    s.avail_in = uInt(data.size());
    s.next_out = reinterpret_cast<Bytef *>(out.data());
    s.avail_out = uInt(out.size());
    deflate(&s, Z_FINISH);
    out.resize(qsizetype(s.total_out));
    deflateEnd(&s);
    return out;
}

} // namespace hg
