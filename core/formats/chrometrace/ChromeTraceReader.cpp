#include "ChromeTraceReader.h"

#include "ChromeTraceAssembler.h"
#include "ChromeTraceKeys.h"
#include "ChromeTraceParser.h"
#include "formats/AttributeJson.h"
#include "formats/JsonArrayBatches.h"
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

// The members of the object form: each key and its value's raw JSON.
std::vector<std::pair<std::string, std::string_view>> members(QByteArrayView input)
{
    std::vector<std::pair<std::string, std::string_view>> found;
    try {
        JsonScanner scanner(input);
        JsonScanner::Container object = scanner.beginObject();
        std::string_view key;
        while (scanner.nextKey(object, key)) {
            std::string name(key);
            found.emplace_back(std::move(name), scanner.skipValue());
        }
    } catch (const ReadError &e) {
        throw syntaxError(input, e);
    }
    return found;
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

// The long number arrays (of V8 profiles' data, and any others under
// their keys) in a batch of events `text` (from the file offset `origin`
// on), blanked to spaces.
std::vector<V8LongArrays::Found> blankLongArrays(char *text, qint64 size, qint64 origin)
{
    std::vector<V8LongArrays::Found> found = V8LongArrays::findByKey(QByteArrayView(text, size));
    for (V8LongArrays::Found &f : found) {
        std::memset(text + f.offset + 1, ' ', std::size_t(f.size - 2));
        f.offset += origin;
    }
    return found;
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
    // The events are read a batch at a time (JsonArrayBatches), the members
    // of the object form around them each on its own. The V8 profiles' long
    // number arrays are blanked in each batch as it is prepared: the JSON
    // parser then neither indexes nor skips their numbers (most of such a
    // trace), which are read from the file later (ChromeTraceSamples); the
    // parser takes any JSON text that may hold them from the file too.
    const auto readEvents = [&](std::string_view array) {
        JsonArrayBatches batches(input, array);
        std::vector<V8LongArrays::Found> longArrays[2];
        batches.setEdit([&longArrays](std::size_t slot, char *text, qint64 size, qint64 origin) {
            longArrays[slot] = blankLongArrays(text, size, origin);
        });
        batches.forEach([&](JsonStream &batch, simdjson::ondemand::array elements) {
            parser.setLongArrays(&longArrays[batches.slot()]);
            parser.setStream(batch);
            parser.readArray(elements);
        });
    };
    if (input[begin] == '[') {
        const char *const close = jsonblocks::closingBracket(input.data() + begin, input.data() + input.size());
        if (!close)
            throw syntaxError(input, ReadError(tr("the event array is not closed"), begin, JsonDocument::lineAt(input, begin)));
        readEvents(std::string_view(input.data() + begin, std::size_t(close + 1 - (input.data() + begin))));
    } else {
        bool hasEvents = false;
        for (const auto &[key, raw] : members(input)) {
            const qint64 offset = qint64(raw.data() - input.data());
            if (key == "traceEvents") {
                if (raw.front() != '[')
                    throw ReadError(tr("\"traceEvents\" is not an array of events"), offset, JsonDocument::lineAt(input, offset));
                readEvents(raw);
                hasEvents = true;
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
