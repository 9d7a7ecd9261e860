#include "MiniProfilerReader.h"

#include "MiniProfilerRequestAssembler.h"
#include "MiniProfilerRequestParser.h"
#include "formats/JsonDocument.h"
#include "formats/JsonSequence.h"
#include "formats/JsonStream.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace ondemand = simdjson::ondemand;

namespace {

// Reads one top-level value: a result object or an array of them.
void readPart(JsonStream &stream, MiniProfilerRequestParser &parser, MiniProfilerRequestAssembler &assembler,
              const ReadContext &context, qint64 partOffset)
{
    ondemand::document &document = stream.document();
    const char *start = stream.data().data();
    ondemand::json_type type = document.type();
    if (type == ondemand::json_type::object) {
        assembler.add(parser.parse(document.get_object(), start));
        return;
    }
    if (type != ondemand::json_type::array)
        throw stream.error(MiniProfilerReader::tr("expected a MiniProfiler result object or an array of them"), start);
    std::size_t count = 0;
    for (auto element : document.get_array()) {
        const char *where = element.raw_json_token().value().data();
        ondemand::object object;
        if (element.get_object().get(object))
            throw stream.error(MiniProfilerReader::tr("expected a MiniProfiler result object in the array"), where);
        assembler.add(parser.parse(object, where)); // copies what it keeps into the model
        ++count;
        context.progress(partOffset + stream.offsetOf(where));
        context.inputConsumed(where);
    }
    if (count == 0)
        throw stream.error(MiniProfilerReader::tr("the array holds no MiniProfiler results"), start);
}

} // namespace

int MiniProfilerReader::probe(QByteArrayView head)
{
    const QByteArrayView text = head.trimmed();
    if (!text.startsWith('{') && !text.startsWith('['))
        return 0;
    auto has = [&text](const char *pascal, const char *snake) { return text.contains(pascal) || text.contains(snake); };
    int score = 0;
    if (has("\"Root\"", "\"root\""))
        score += 30;
    if (has("\"DurationMilliseconds\"", "\"duration_milliseconds\""))
        score += 30;
    if (has("\"StartMilliseconds\"", "\"start_milliseconds\""))
        score += 15;
    if (has("\"MachineName\"", "\"machine_name\""))
        score += 20;
    if (has("\"CustomTimings\"", "\"custom_timings\"") || has("\"ClientTimings\"", "\"client_timings\""))
        score += 15;
    if (has("\"Started\"", "\"started\""))
        score += 5;
    return std::min(score, 95);
}

void MiniProfilerReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const std::vector<JsonSequence::Part> parts = JsonSequence::split(data);
    MiniProfilerRequestAssembler assembler(builder);
    for (const JsonSequence::Part &part : parts) {
        context.checkCancelled();
        // What follows a part inside the file may be read as parsing padding.
        const qint64 padding = data.size() + context.readablePadding - (part.offset + part.size);
        try {
            JsonStream stream(data.sliced(part.offset, part.size), padding);
            try {
                MiniProfilerRequestParser parser(builder, stream, context, part.offset);
                readPart(stream, parser, assembler, context, part.offset);
            } catch (const simdjson::simdjson_error &e) {
                throw stream.error(e);
            }
        } catch (const ReadError &e) {
            throw JsonDocument::inWhole(e, data, part.offset);
        }
        context.progress(part.offset + part.size);
        context.inputConsumed(data.data() + part.offset + part.size);
    }
    if (parts.size() > 1)
        builder.setMetadata("documents", AttributeValue::fromUInt(parts.size()));
    assembler.finish();
}

} // namespace hg
