#include "SentryReader.h"

#include "SentryEnvelope.h"
#include "SentryPayloadReader.h"
#include "SentryProfileAssembler.h"
#include "formats/JsonDocument.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <algorithm>

namespace hg {

namespace {

// What the transaction event sent next to the profile adds: its name and trace.
void addTransactionEvent(ProfileBuilder &builder, QByteArrayView payload)
{
    try {
        const JsonDocument event(payload);
        if (builder.metadataString("transaction_name").isEmpty() && builder.metadataString("transaction.name").isEmpty())
            if (auto name = json::field(event.root(), "transaction").and_then(json::toText))
                builder.setMetadata("transaction_name", *name);
        if (auto contexts = json::field(event.root(), "contexts"))
            if (auto trace = json::field(*contexts, "trace"))
                if (auto id = json::field(*trace, "trace_id").and_then(json::toText))
                    builder.setMetadata("event.trace_id", *id);
        if (auto spans = json::field(event.root(), "spans"))
            builder.setMetadata("event.span_count", std::to_string(json::asArray(*spans).size()));
    } catch (const ReadError &e) {
        builder.warn(SentryReader::tr("the transaction item of the envelope is not valid JSON: %1").arg(e.message()));
    }
}

} // namespace

int SentryReader::probe(QByteArrayView head)
{
    const QByteArrayView text = head.trimmed();
    if (!text.startsWith('{'))
        return 0;
    if (text.contains("\"type\":\"profile") || text.contains("\"type\":\"transaction\"")
        || text.contains("\"type\": \"profile"))
        return 90; // an envelope item header
    int score = 0;
    if (text.contains("\"profile\""))
        score += 40;
    if (text.contains("\"samples\"") || text.contains("\"stacks\"") || text.contains("\"thread_metadata\""))
        score += 30;
    if (text.contains("\"elapsed_since_start_ns\"") || text.contains("\"stack_id\"") || text.contains("\"profiler_id\""))
        score += 20;
    if (text.contains("\"platform\"") || text.contains("\"event_id\""))
        score += 10;
    return std::min(score, 95);
}

void SentryReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    SentryProfileData collected;
    SentryPayloadReader payloadReader(builder, context, collected);
    if (SentryEnvelope::looksLikeEnvelope(data)) {
        const std::vector<SentryEnvelopeItem> items = SentryEnvelope::split(data);
        std::vector<const SentryEnvelopeItem *> profiles;
        QStringList types;
        for (const SentryEnvelopeItem &item : items) {
            types << QString::fromStdString(item.type);
            if (item.type == "profile" || item.type == "profile_chunk")
                profiles.push_back(&item);
        }
        if (profiles.empty())
            throw ReadError(tr("the Sentry envelope holds no profile or profile_chunk item (its items: %1)")
                                .arg(types.isEmpty() ? tr("none") : types.join(QStringLiteral(", "))), 0, 1);
        const SentryEnvelopeItem &item = *profiles.front();
        // The payload sits inside the file: what follows it may be read as padding.
        const qint64 padding = data.size() + context.readablePadding - (item.offset + item.payload.size());
        try {
            payloadReader.read(item.payload, padding, item.offset);
        } catch (const ReadError &e) {
            throw JsonDocument::inWhole(e, data, item.offset);
        }
        if (profiles.size() > 1)
            builder.warn(tr("the envelope holds %1 profiles; the first one is shown").arg(profiles.size()));
        for (const SentryEnvelopeItem &event : items)
            if (event.type == "transaction")
                addTransactionEvent(builder, event.payload);
    } else {
        payloadReader.read(data, context.readablePadding, 0);
    }

    const SentryPayloadReader::RawMembers &members = payloadReader.members();
    if (!members.unreadableProfile.isEmpty() && collected.samples.empty())
        throw ReadError(members.unreadableProfile, 0, 1);
    if (!members.hasProfile)
        throw ReadError(tr("no \"profile\" member: not a Sentry sample-format profile"), 0, 1);
    context.checkCancelled();
    SentryProfileAssembler(builder, collected, members).assemble();
    context.progress(data.size());
}

} // namespace hg
