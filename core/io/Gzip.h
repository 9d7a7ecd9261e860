#pragma once
#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>

namespace hg {

class ReadContext;

// gzip, so that compressed profiles open transparently and exports can be
// compressed (pprof).
class Gzip
{
    Q_DECLARE_TR_FUNCTIONS(Gzip)
public:
    static bool isGzip(QByteArrayView data);
    // Inflates every gzip member. Throws ReadError naming the compressed offset
    // on corrupt or truncated data, and refuses output beyond maxOutput bytes
    // (by default defaultMaxOutput()) before allocating it.
    static QByteArray decompress(QByteArrayView data, const ReadContext &context, qint64 maxOutput = -1);
    // Half of the memory available (the other half is for the profile read
    // from it), at most 16 GiB: a gzip bomb (deflate packs ~1000:1, and
    // members may repeat) is refused instead of exhausting memory.
    static qint64 defaultMaxOutput();
    // The first bytes of the decompressed data only (for format detection).
    static QByteArray decompressHead(QByteArrayView data, qint64 bytes);
    static QByteArray compress(QByteArrayView data, int level = 6);
};

} // namespace hg
