#include "V8CpuProfileReader.h"

#include "V8CpuProfileKeys.h"
#include "V8Frames.h"
#include "V8LongArrays.h"
#include "V8ProfileFileName.h"
#include "V8ProfileJson.h"
#include "formats/JsonDocument.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <QFileInfo>

namespace hg {

namespace k = v8cpuprofile::key;
using simdjson::ondemand::json_type;

namespace {

// Sample arrays from this size on are read by V8LongArrays.
constexpr qint64 kLongArrayBytes = 1 << 20;

TrackInfo trackInfo(const ReadContext &context, const V8Profile &profile)
{
    TrackInfo info;
    if (const std::optional<V8ProfileFileName> name = V8ProfileFileName::parse(context.fileName)) {
        info.name = name->threadName();
        info.group = name->processName();
        info.processId = name->pid;
        info.threadId = name->threadId;
    } else if (!profile.title.empty()) {
        info.name = QString::fromStdString(profile.title);
    } else if (!context.fileName.isEmpty()) {
        info.name = QFileInfo(context.fileName).completeBaseName();
        if (info.name.endsWith(QLatin1String(".cpuprofile")))
            info.name.chop(11);
    }
    if (info.name.isEmpty())
        info.name = V8CpuProfileReader::tr("CPU profile");
    return info;
}

} // namespace

int V8CpuProfileReader::probe(QByteArrayView head)
{
    const QByteArrayView text = head.sliced(JsonDocument::valueStart(head));
    if (!text.startsWith('{') || text.contains("\"traceEvents\""))
        return 0;
    const bool nodes = text.contains("\"nodes\"");
    if (nodes && text.contains("\"callFrame\""))
        return 90;
    if (text.contains("\"head\"") && text.contains("\"functionName\""))
        return 80; // the old format
    if (nodes && (text.contains("\"samples\"") || text.contains("\"timeDeltas\"") || text.contains("\"startTime\"")))
        return 70;
    return 0;
}

void V8CpuProfileReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const qsizetype begin = JsonDocument::valueStart(data);
    if (begin == data.size())
        throw ReadError(tr("the file is empty; a V8 CPU profile is a JSON object with \"nodes\", \"samples\" and \"timeDeltas\""), 0, 1);
    if (data[begin] != '{')
        throw ReadError(tr("a V8 CPU profile is a JSON object with \"nodes\", \"samples\" and \"timeDeltas\", not this"),
                        begin, JsonDocument::lineAt(data, begin));

    // A long profile's sample arrays are read from the file by a tight
    // loop, the rest of it as JSON.
    V8LongArrays longArrays;
    const bool split = longArrays.split(data, context.readablePadding, kLongArrayBytes);
    JsonStream stream(split ? longArrays.rest() : data, split ? longArrays.restPadding() : context.readablePadding);
    V8Frames frames(builder);
    V8Profile profile;
    V8ProfileJson json(builder, frames, stream);
    if (split)
        json.setLongArrays(&longArrays, &context);
    json.setTick([&] {
        context.checkCancelled();
        const char *where = nullptr;
        if (!stream.document().current_location().get(where) && !split) {
            context.progress(stream.offsetOf(where));
            context.inputConsumed(where);
        }
    });
    try {
        simdjson::ondemand::document &document = stream.document();
        if (document.type().value() != json_type::object)
            throw ReadError(tr("a V8 CPU profile is a JSON object with \"nodes\", \"samples\" and \"timeDeltas\", not this"),
                            begin, JsonDocument::lineAt(data, begin));
        json.readMembers(document.get_object(), profile);
    } catch (const simdjson::simdjson_error &e) {
        throw split ? longArrays.inFile(stream.error(e)) : stream.error(e);
    }
    if (profile.nodes.empty())
        throw ReadError(tr("this JSON object has no profile \"nodes\" (nor the old format's \"head\"), so it is no V8 CPU profile"),
                        begin, JsonDocument::lineAt(data, begin));
    context.checkCancelled();

    profile.settleTimes();
    const TrackInfo info = trackInfo(context, profile);
    const TrackId track = builder.addTrack(info);
    profile.nodes.resolve(builder, info.name);
    if (profile.samples.empty() && !profile.hitCounts.empty()) {
        // Only the tree's hit counts (some converters write no samples).
        builder.setTrackUntimed(track);
        for (const auto &[node, count] : profile.hitCounts)
            builder.addSample(track, 0, profile.nodes.stackAt(node), std::uint32_t(std::min<std::uint64_t>(count, UINT32_MAX)));
        builder.warn(tr("%1: the profile has no samples; the nodes' hit counts are shown as counts without times").arg(info.name));
    } else {
        const TimePs end = profile.samples.finish(builder, track, profile.nodes, frames, std::nullopt, info.name);
        builder.setRecordedDuration(std::max<TimePs>(0, end));
    }
    frames.finish();
    json.warn(info.name);
    if (const std::optional<std::int64_t> start = profile.samples.startUs())
        builder.setMetadata(k::kStartTimeUs, AttributeValue::fromInt(*start));
    if (const std::optional<std::int64_t> end = profile.samples.endUs())
        builder.setMetadata(k::kEndTimeUs, AttributeValue::fromInt(*end));
    if (!profile.title.empty())
        builder.setMetadata(k::kTitle, profile.title);
    context.progress(data.size());
}

} // namespace hg
