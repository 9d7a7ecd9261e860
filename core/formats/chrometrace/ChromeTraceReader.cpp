#include "ChromeTraceReader.h"

#include "ChromeTraceAssembler.h"
#include "ChromeTraceKeys.h"
#include "ChromeTraceParser.h"
#include "formats/AttributeJson.h"
#include "formats/JsonDocument.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <optional>
#include <simdjson.h>

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
    std::optional<JsonStream> parsed(std::in_place, input, padding);
    JsonStream &stream = *parsed;
    try {
        ChromeTraceParser parser(builder, stream, context, events);
        simdjson::ondemand::document &document = stream.document();
        if (document.type().value() == json_type::array) {
            parser.readArray(document.get_array().value());
        } else {
            bool hasEvents = false;
            for (simdjson::ondemand::field field : document.get_object()) {
                const std::string_view key = json::keyOf(field);
                json::StreamValue value = field.value();
                if (key == "traceEvents") {
                    if (json::typeOf(value) != json_type::array)
                        throw stream.error(tr("\"traceEvents\" is not an array of events"), value.raw_json_token().data());
                    parser.readArray(value.get_array().value());
                    hasEvents = true;
                } else if (key == "otherData" || key == "metadata") {
                    if (json::typeOf(value) != json_type::object)
                        continue;
                    for (simdjson::ondemand::field f : value.get_object()) {
                        const std::string name(json::keyOf(f));
                        json::StreamValue v = f.value();
                        if (const std::optional<AttributeValue> a = json::toAttribute(builder, v))
                            builder.setMetadata(name, *a);
                    }
                } else if (key == "stackFrames" && json::typeOf(value) == json_type::object) {
                    parser.readStackFrames(value.get_object());
                } else if (key == "samples" && json::typeOf(value) == json_type::array) {
                    parser.readSamples(value.get_array());
                } else if (isBulkKey(key)) {
                    builder.warn(tr("the trace's \"%1\" are not shown").arg(QString::fromUtf8(key.data(), qsizetype(key.size()))));
                } else if (const std::optional<AttributeValue> a = json::toAttribute(builder, value)) {
                    builder.setMetadata(key, *a); // displayTimeUnit and other top-level fields
                }
            }
            if (!hasEvents)
                throw ReadError(tr("this JSON object has no \"traceEvents\" array, so it is no Chrome trace"), begin,
                                JsonDocument::lineAt(data, begin));
        }
    } catch (const simdjson::simdjson_error &e) {
        throw stream.error(e);
    }
    context.checkCancelled();
    // The V8 profiles' data is read again from the JSON the stream read:
    // the input, or the stream's padded copy of it. Parsed in place, the
    // stream's index of every value goes before the model grows.
    const QByteArrayView json = stream.data();
    const qint64 jsonPadding = json.data() == input.data() ? padding : qint64(simdjson::SIMDJSON_PADDING);
    if (json.data() == input.data())
        parsed.reset();
    ChromeTraceAssembler::assemble(events, builder, context, json, jsonPadding);
    context.progress(data.size());
}

} // namespace hg
