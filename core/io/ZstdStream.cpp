#include "ZstdStream.h"

#include "ReadError.h"

#include <zstd.h>

#include <vector>

namespace hg {

struct ZstdStream::State
{
    ZSTD_DStream *stream = ZSTD_createDStream();
    std::vector<char> buffer = std::vector<char>(ZSTD_DStreamOutSize() * 4);
    ~State() { ZSTD_freeDStream(stream); }
};

ZstdStream::ZstdStream() : m_state(std::make_unique<State>())
{
    if (m_state->stream)
        ZSTD_initDStream(m_state->stream);
}

ZstdStream::~ZstdStream() = default;

void ZstdStream::decompress(QByteArrayView input, qint64 offset, const std::function<void(QByteArrayView chunk)> &output)
{
    if (!m_state->stream)
        throw ReadError(tr("cannot start the zstd decompressor (out of memory?)"), offset);
    ZSTD_inBuffer in{input.data(), std::size_t(input.size()), 0};
    for (;;) {
        const std::size_t inputBefore = in.pos;
        ZSTD_outBuffer out{m_state->buffer.data(), m_state->buffer.size(), 0};
        const std::size_t result = ZSTD_decompressStream(m_state->stream, &out, &in);
        if (ZSTD_isError(result))
            throw ReadError(tr("the zstd-compressed data at byte %1 cannot be decompressed: %2")
                                .arg(offset)
                                .arg(QString::fromLatin1(ZSTD_getErrorName(result))),
                            offset);
        if (out.pos > 0)
            output(QByteArrayView(m_state->buffer.data(), qsizetype(out.pos)));
        // Done with this part once its input is used up and the buffer was
        // not filled (a full one may have more to give).
        if ((in.pos == in.size && out.pos < out.size) || (out.pos == 0 && in.pos == inputBefore))
            return;
    }
}

} // namespace hg
