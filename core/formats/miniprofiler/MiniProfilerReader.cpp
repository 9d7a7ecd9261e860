#include "MiniProfilerReader.h"

#include "MiniProfilerRequestAssembler.h"
#include "MiniProfilerRequestParser.h"
#include "formats/JsonArrayBatches.h"
#include "formats/JsonDocument.h"
#include "formats/JsonSequence.h"
#include "formats/JsonStream.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace ondemand = simdjson::ondemand;

namespace {

// A top-level result object.
void readObject(JsonStream &stream, MiniProfilerRequestAssembler &assembler, const ReadContext &context, qint64 partOffset)
{
    ondemand::object object;
    const char *start = stream.data().data();
    if (stream.document().get_object().get(object))
        throw stream.error(MiniProfilerReader::tr("expected a MiniProfiler result object or an array of them"), start);
    MiniProfilerRequestParser parser(stream, context, partOffset);
    assembler.add(parser.parse(object, start));
}

// A top-level array of result objects: batches of them parsed on the cores
// while the batches before go into the model on one.
// Returns where the array ends (past its ']').
qint64 readArray(QByteArrayView data, qint64 start, MiniProfilerRequestAssembler &assembler, const ReadContext &context)
{
    constexpr qint64 kBatchBytes = 1 << 20; // a job each: both cores share the parsing once the assembly is done
    JsonArrayBatches batches(data, data.data() + start, kBatchBytes);
    std::vector<MiniProfilerRequest> parsed[JsonArrayBatches::kParseSlots];
    qint64 parsedUpTo[JsonArrayBatches::kParseSlots] = {};
    std::size_t count = 0;
    batches.forEachParsed(
        [&](std::size_t slot, JsonStream &batch, ondemand::array elements) {
            parsed[slot].clear();
            MiniProfilerRequestParser parser(batch, context, 0);
            for (auto element : elements) {
                const char *where = element.raw_json_token().value().data();
                ondemand::object object;
                if (element.get_object().get(object))
                    throw batch.error(MiniProfilerReader::tr("expected a MiniProfiler result object in the array"), where);
                parsed[slot].push_back(parser.parse(object, where));
                parsedUpTo[slot] = batch.offsetOf(where);
            }
        },
        [&](std::size_t slot) {
            for (const MiniProfilerRequest &request : parsed[slot])
                assembler.add(request); // copies what it keeps into the model
            count += parsed[slot].size();
            context.progress(parsedUpTo[slot]);
            context.inputConsumed(data.data() + parsedUpTo[slot]);
        });
    if (!batches.close())
        throw JsonSequence::notClosed(data, start);
    if (count == 0)
        throw ReadError(MiniProfilerReader::tr("the array holds no MiniProfiler results"), start, JsonDocument::lineAt(data, start));
    return batches.close() + 1 - data.data();
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
    MiniProfilerRequestAssembler assembler(builder);
    JsonSequence sequence(data);
    std::size_t documents = 0;
    for (qint64 start; (start = sequence.nextStart()) >= 0; ++documents) {
        context.checkCancelled();
        if (data[start] == '[') {
            sequence.partEnded(readArray(data, start, assembler, context));
        } else {
            JsonSequence::Part part;
            sequence.next(part);
            // What follows a part inside the file may be read as parsing padding.
            const qint64 padding = data.size() + context.readablePadding - (part.offset + part.size);
            try {
                JsonStream stream(data.sliced(part.offset, part.size), padding);
                try {
                    readObject(stream, assembler, context, part.offset);
                } catch (const simdjson::simdjson_error &e) {
                    throw stream.error(e);
                }
            } catch (const ReadError &e) {
                throw JsonDocument::inWhole(e, data, part.offset);
            }
        }
        context.progress(sequence.position());
        context.inputConsumed(data.data() + sequence.position());
    }
    if (documents > 1)
        builder.setMetadata("documents", AttributeValue::fromUInt(documents));
    assembler.finish();
}

} // namespace hg
