#pragma once
#include <QByteArrayView>
#include <QCoreApplication>
#include <string>
#include <vector>

namespace hg {

// One item of a Sentry envelope: its type from the item header and its payload
// bytes (a view into the envelope).
struct SentryEnvelopeItem
{
    std::string type; // "transaction", "profile", "profile_chunk", ...
    QByteArrayView payload;
    qint64 offset = 0; // of the payload in the envelope
};

// The envelope framing Sentry SDKs send: a header line, then for each item a
// header line and a payload that is either `length` bytes or one line.
class SentryEnvelope
{
    Q_DECLARE_TR_FUNCTIONS(SentryEnvelope)
public:
    // True when the first line is a complete JSON object and the second an
    // item header with a "type"; a plain profile never looks like that.
    static bool looksLikeEnvelope(QByteArrayView data);
    // Throws ReadError naming the line of a bad item header or a length that
    // runs past the end.
    static std::vector<SentryEnvelopeItem> split(QByteArrayView data);
};

} // namespace hg
