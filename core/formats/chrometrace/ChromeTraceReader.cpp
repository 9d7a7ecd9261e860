#include "ChromeTraceReader.h"

#include "ChromeTraceAssembler.h"
#include "ChromeTraceEventParts.h"
#include "ChromeTraceKeys.h"
#include "ChromeTraceParser.h"
#include "formats/AttributeJson.h"
#include "formats/JsonBlocks.h"
#include "formats/JsonDocument.h"
#include "formats/JsonScanner.h"
#include "formats/v8cpuprofile/V8LongArrays.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/Utf8Text.h"

#include <cstring>
#include <optional>
#include <simdjson.h>
#include <string>
#include <vector>

namespace hg {

namespace k = chrometrace::key;
using simdjson::ondemand::json_type;

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// Keys of the object form whose value is no metadata to keep.
bool isBulkKey(std::string_view key)
{
    return key == "systemTraceEvents" || key == "powerTraceAsString";
}

// Where the JSON is not JSON, as the parser says it (else `scanned`).
ReadError syntaxError(QByteArrayView input, const ReadError &scanned)
{
    try {
        JsonDocument located(input);
    } catch (const ReadError &e) {
        return e;
    }
    return scanned;
}

// A member of the object form other than its events: metadata, the old
// form's "stackFrames" and "samples", top-level fields as metadata.
void readMember(std::string_view key, std::string_view raw, QByteArrayView input, qint64 padding, ChromeTraceParser &parser,
                ProfileBuilder &builder)
{
    // Parsed on its own, where it lies when enough of the file follows it;
    // a copy otherwise, and a scalar inside brackets (a document's root
    // value must be an object or array to be read as a value).
    const qint64 offset = qint64(raw.data() - input.data());
    const qint64 readable = input.size() - offset - qint64(raw.size()) + padding;
    const bool scalar = raw.front() != '{' && raw.front() != '[';
    QByteArray copy;
    QByteArrayView json(raw.data(), qsizetype(raw.size()));
    qint64 origin = offset;
    if (scalar || readable < qint64(simdjson::SIMDJSON_PADDING)) {
        copy.reserve(qsizetype(raw.size()) + 2 + qsizetype(simdjson::SIMDJSON_PADDING));
        if (scalar)
            copy.append('[');
        copy.append(raw.data(), qsizetype(raw.size()));
        if (scalar)
            copy.append(']');
        json = copy;
        origin -= scalar;
    }
    simdjson::ondemand::parser memberParser;
    JsonStream stream(json, copy.isNull() ? readable : copy.capacity() - copy.size(), memberParser, {input, origin});
    parser.setStream(stream);
    try {
        json::StreamValue value = scalar ? stream.document().get_array().at(0).value() : stream.document().get_value().value();
        if (key == "otherData" || key == "metadata") {
            if (json::typeOf(value) != json_type::object)
                return;
            for (json::FieldResult entry : value.get_object()) {
                simdjson::ondemand::field &f = json::fieldOf(entry);
                const std::string name(json::keyOf(f));
                json::StreamValue &v = f.value();
                if (const std::optional<AttributeValue> a = json::toAttribute(builder, v))
                    builder.setMetadata(name, *a);
            }
        } else if (key == "stackFrames" && json::typeOf(value) == json_type::object) {
            parser.readStackFrames(value.get_object());
        } else if (key == "samples" && json::typeOf(value) == json_type::array) {
            parser.readSamples(value.get_array());
        } else if (const std::optional<AttributeValue> a = json::toAttribute(builder, value)) {
            builder.setMetadata(key, *a); // displayTimeUnit and other top-level fields
        }
    } catch (const simdjson::simdjson_error &e) {
        throw stream.error(e);
    }
}

} // namespace

int ChromeTraceReader::probe(QByteArrayView head)
{
    const QByteArrayView text = head.sliced(JsonDocument::valueStart(head));
    if (text.startsWith('{')) {
        // The object form names its array; other formats never use the key.
        if (text.contains("\"traceEvents\""))
            return 95;
        return 0;
    }
    if (!text.startsWith('['))
        return 0;
    // The array form: event objects with a one-letter "ph" and pid/ts.
    const QByteArrayView rest = text.sliced(1).trimmed();
    if (!rest.isEmpty() && rest[0] != '{' && rest[0] != ']')
        return 0;
    const bool phase = text.contains("\"ph\":\"") || text.contains("\"ph\": \"");
    const bool where = text.contains("\"pid\"") || text.contains("\"tid\"");
    const bool when = text.contains("\"ts\"");
    if (phase && where && when)
        return 90;
    if (phase && (where || when))
        return 60;
    return 0;
}

void ChromeTraceReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const qsizetype begin = JsonDocument::valueStart(data);
    if (begin == data.size())
        throw ReadError(tr("the file holds no trace events (it is empty)"), 0, 1);
    QByteArrayView input = data;
    qint64 padding = context.readablePadding;
    QByteArray closed;
    if (data[begin] == '[') {
        // The array form may end without its "]" (a tracer that stopped
        // abruptly): close it after the last complete event.
        qsizetype end = data.size();
        while (end > begin && (isSpace(data[end - 1]) || data[end - 1] == ','))
            --end;
        if (data[end - 1] != ']') {
            closed.reserve(end + 1 + qsizetype(simdjson::SIMDJSON_PADDING));
            closed.append(data.first(end));
            closed.append(']');
            input = closed;
            padding = closed.capacity() - closed.size();
            builder.warn(tr("the event array has no closing \"]\" (the format allows that); it was read to its end"));
        }
    } else if (data[begin] != '{') {
        throw ReadError(tr("a Chrome trace is a JSON object with \"traceEvents\" or an array of events, not this"),
                        begin, JsonDocument::lineAt(data, begin));
    }

    ChromeTraceEvents events;
    ChromeTraceParser parser(builder, context, events);
    // The events are read in parts on every core and added in file order
    // (ChromeTraceEventParts), the array cut as its parts are read; the
    // members of the object form around them each on its own, in order.
    const auto readEvents = [&](const char *open) {
        ChromeTraceEventParts parts(input, open);
        parts.read(parser, context);
        if (!parts.close()) {
            const qint64 at = qint64(open - input.data());
            throw syntaxError(input, ReadError(tr("the event array is not closed"), at, JsonDocument::lineAt(input, at)));
        }
        return parts.close();
    };
    if (input[begin] == '[') {
        readEvents(input.data() + begin);
    } else {
        bool hasEvents = false;
        JsonScanner scanner(input);
        // The object's structure as the scan finds it; where it is no JSON,
        // as the parser says it.
        const auto scanned = [&](const auto &step) {
            try {
                return step();
            } catch (const ReadError &e) {
                throw syntaxError(input, e);
            }
        };
        JsonScanner::Container object = scanned([&] { return scanner.beginObject(); });
        std::string_view keyText;
        while (scanned([&] { return scanner.nextKey(object, keyText); })) {
            const std::string key(keyText);
            if (key == "traceEvents" && scanned([&] { return scanner.peek(); }) == '[') {
                scanner.skipTo(readEvents(scanner.position()) + 1);
                hasEvents = true;
                continue;
            }
            const std::string_view raw = scanned([&] { return scanner.skipValue(); });
            const qint64 offset = qint64(raw.data() - input.data());
            if (key == "traceEvents") {
                throw ReadError(tr("\"traceEvents\" is not an array of events"), offset, JsonDocument::lineAt(input, offset));
            } else if (isBulkKey(key)) {
                builder.warn(tr("the trace's \"%1\" are not shown").arg(fromUtf8(key)));
            } else {
                readMember(key, raw, input, padding, parser, builder);
            }
        }
        if (!hasEvents)
            throw ReadError(tr("this JSON object has no \"traceEvents\" array, so it is no Chrome trace"), begin,
                            JsonDocument::lineAt(data, begin));
    }
    context.checkCancelled();
    ChromeTraceAssembler::assemble(events, builder, context, input, padding);
    context.progress(data.size());
}

} // namespace hg
