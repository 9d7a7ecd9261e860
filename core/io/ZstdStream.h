#pragma once
#include <QByteArrayView>
#include <QCoreApplication>

#include <functional>
#include <memory>

namespace hg {

// One zstd stream decompressed piece by piece, as it arrives in parts (perf
// record -z writes one stream across many PERF_RECORD_COMPRESSED records).
// Output is handed on in chunks of a fixed buffer, so a small input that
// inflates hugely never sits in memory whole.
class ZstdStream
{
    Q_DECLARE_TR_FUNCTIONS(ZstdStream)
public:
    ZstdStream();
    ~ZstdStream();
    ZstdStream(const ZstdStream &) = delete;
    ZstdStream &operator=(const ZstdStream &) = delete;

    // Decompresses the next part of the stream, `input` found at byte
    // `offset` of the file, calling `output` with each chunk (valid during
    // the call). Throws ReadError at `offset` on corrupt data.
    void decompress(QByteArrayView input, qint64 offset, const std::function<void(QByteArrayView chunk)> &output);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace hg
