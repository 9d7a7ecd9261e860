#include "SentryEnvelope.h"

#include "formats/JsonDocument.h"
#include "io/ReadError.h"

namespace hg {

namespace {

// The line starting at `from`, without its '\n' (and a '\r' before it).
QByteArrayView lineAt(QByteArrayView data, qint64 from)
{
    qint64 end = data.indexOf('\n', from);
    if (end < 0)
        end = data.size();
    QByteArrayView line = data.sliced(from, end - from);
    if (line.endsWith('\r'))
        line.chop(1);
    return line;
}

// Where the line after the one starting at `from` begins.
qint64 nextLine(QByteArrayView data, qint64 from)
{
    const qint64 end = data.indexOf('\n', from);
    return end < 0 ? data.size() : end + 1;
}

// Header lines are short; a long first line is a one-line profile, not an envelope.
constexpr qint64 kMaxHeaderLine = 64 * 1024;

std::optional<simdjson::dom::element> parseObject(simdjson::dom::parser &parser, QByteArrayView line)
{
    const QByteArrayView text = line.trimmed();
    if (!text.startsWith('{') || !text.endsWith('}'))
        return std::nullopt;
    simdjson::dom::element root;
    if (parser.parse(text.data(), std::size_t(text.size())).get(root) || root.type() != simdjson::dom::element_type::OBJECT)
        return std::nullopt;
    return root;
}

} // namespace

bool SentryEnvelope::looksLikeEnvelope(QByteArrayView data)
{
    const qint64 firstEnd = data.first(std::min<qint64>(data.size(), kMaxHeaderLine + 1)).indexOf('\n');
    if (firstEnd < 0 || firstEnd > kMaxHeaderLine)
        return false;
    simdjson::dom::parser parser;
    if (!parseObject(parser, lineAt(data, 0)))
        return false;
    const QByteArrayView second = lineAt(data, firstEnd + 1);
    if (second.size() > kMaxHeaderLine)
        return false;
    const auto item = parseObject(parser, second);
    return item && json::field(*item, "type").has_value();
}

std::vector<SentryEnvelopeItem> SentryEnvelope::split(QByteArrayView data)
{
    std::vector<SentryEnvelopeItem> items;
    simdjson::dom::parser parser;
    qint64 pos = nextLine(data, 0); // past the envelope header
    while (pos < data.size()) {
        const QByteArrayView headerLine = lineAt(data, pos);
        const qint64 headerOffset = pos;
        pos = nextLine(data, pos);
        if (headerLine.trimmed().isEmpty())
            continue; // blank lines between items
        const auto header = parseObject(parser, headerLine);
        if (!header)
            throw ReadError(tr("expected an envelope item header (a JSON object on one line)"), headerOffset,
                            JsonDocument::lineAt(data, headerOffset));
        SentryEnvelopeItem item;
        item.type = json::field(*header, "type").and_then(json::toText).value_or(std::string());
        item.offset = std::min(pos, data.size());
        if (const auto length = json::field(*header, "length").and_then(json::toInt)) {
            if (*length < 0 || item.offset + *length > data.size())
                throw ReadError(tr("the envelope item says it is %1 bytes long, but only %2 bytes follow")
                                    .arg(*length).arg(data.size() - item.offset),
                                headerOffset, JsonDocument::lineAt(data, headerOffset));
            item.payload = data.sliced(item.offset, *length);
            pos = item.offset + *length;
            if (pos < data.size() && data[pos] == '\r')
                ++pos;
            if (pos < data.size() && data[pos] == '\n')
                ++pos;
        } else {
            item.payload = item.offset < data.size() ? lineAt(data, item.offset) : QByteArrayView();
            pos = nextLine(data, item.offset);
        }
        items.push_back(std::move(item));
    }
    return items;
}

} // namespace hg
