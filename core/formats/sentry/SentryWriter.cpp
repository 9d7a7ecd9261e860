#include "SentryWriter.h"

#include "formats/AttributeJson.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <QDateTime>
#include <QUuid>
#include <map>
#include <unordered_map>

namespace hg {

namespace {

QString hexId(const QString &given)
{
    QString id = given;
    id.remove(QLatin1Char('-'));
    if (id.size() == 32)
        return id.toLower();
    return QUuid::createUuid().toString(QUuid::Id128);
}

QString threadIdOf(const Track &track, std::size_t index)
{
    if (!track.info.externalId.isEmpty())
        return track.info.externalId;
    if (track.info.threadId >= 0)
        return QString::number(track.info.threadId);
    return QString::number(index);
}

// The metadata keys "<prefix>.<name>" as one flat object, e.g. "os", with
// typed values as read; `defaults` fill what Relay requires and is missing.
void writeGroup(JsonWriter &json, const Profile &profile, std::string_view prefix,
                const std::map<std::string, QString> &defaults)
{
    std::map<std::string, AttributeValue> values;
    const std::string start = std::string(prefix) + ".";
    for (const AttributeTable::Entry &e : profile.metadata().of(0)) {
        const std::string_view key = profile.strings().view(e.key);
        if (key.size() > start.size() && key.substr(0, start.size()) == start
            && key.find('.', start.size()) == std::string_view::npos)
            values[std::string(key.substr(start.size()))] = e.value;
    }
    json.key(prefix).beginObject();
    for (const auto &[key, value] : values) {
        json.key(key);
        writeAttributeValue(json, profile.strings(), value);
    }
    for (const auto &[key, value] : defaults)
        if (!values.count(key))
            json.key(key).value(value);
    json.endObject();
}

QString firstOf(const Profile &profile, std::initializer_list<std::string_view> keys, const QString &fallback)
{
    for (std::string_view key : keys) {
        const QString v = profile.metadataString(key);
        if (!v.isEmpty())
            return v;
    }
    return fallback;
}

void writeFrame(JsonWriter &json, const Profile &profile, FrameId id)
{
    const Frame &frame = profile.frames()[id];
    const StringPool &strings = profile.strings();
    SentryWriter::FrameFields fields;
    fields.function = strings.string(frame.name);
    fields.file = frame.file ? strings.string(frame.file) : QString();
    fields.module = frame.module ? strings.string(frame.module) : QString();
    fields.line = frame.line;
    fields.column = frame.column;
    if (frame.flags & (Frame::InApp | Frame::NotInApp))
        fields.inApp = (frame.flags & Frame::InApp) ? 1 : 0;
    if (frame.flags & Frame::HasAddress)
        fields.address = frame.address;
    json.beginObject();
    SentryWriter::writeFrameFields(json, fields);
    for (const AttributeTable::Entry &e : profile.frameAttributes().of(id))
    {
        json.key(strings.view(e.key));
        writeAttributeValue(json, strings, e.value);
    }
    json.endObject();
}

} // namespace

QString SentryWriter::cannotWriteReason(const Profile &profile)
{
    for (const Track &t : profile.tracks())
        if (!t.samples.empty() && t.samples.timed())
            return {};
    return tr("the Sentry sample format holds timed stack samples, and this profile has none "
              "(it has spans or aggregated counts only)");
}

void SentryWriter::writeFrameFields(JsonWriter &json, const FrameFields &frame)
{
    const QString addressText = frame.address ? QStringLiteral("0x%1").arg(*frame.address, 0, 16) : QString();
    // A frame known only by its address was named after it: do not invent a function.
    if (!frame.function.isEmpty() && frame.function != addressText)
        json.key("function").value(frame.function);
    if (!frame.file.isEmpty())
        json.key("filename").value(frame.file);
    if (!frame.module.isEmpty())
        json.key("module").value(frame.module);
    if (frame.line)
        json.key("lineno").value(frame.line);
    if (frame.column)
        json.key("colno").value(frame.column);
    if (frame.inApp >= 0)
        json.key("in_app").value(frame.inApp == 1);
    if (frame.address)
        json.key("instruction_addr").value(addressText);
}

void SentryWriter::writeSample(JsonWriter &json, TimePs time, std::uint32_t stack, std::string_view threadId,
                               std::uint64_t cpuNs, ThreadState state)
{
    json.beginObject();
    json.key("elapsed_since_start_ns").value(std::to_string(time / kPsPerNs));
    json.key("stack_id").value(stack);
    json.key("thread_id").value(threadId);
    if (cpuNs != SampleTrack::kUnknownCpu)
        json.key(kCpuDeltaKey).value(cpuNs);
    if (state != ThreadState::Unknown)
        json.key(kThreadStateKey).value(threadStateName(state));
    json.endObject();
}

void SentryWriter::writeEventFields(JsonWriter &json, const Profile &profile)
{
    const qint64 epochNs = profile.startEpochNs().value_or(QDateTime::currentMSecsSinceEpoch() * 1000000);
    json.key("version").value("1");
    json.key("event_id").value(hexId(firstOf(profile, {"event_id", "profile_id"}, QString())));
    json.key("platform").value(firstOf(profile, {"platform"}, QStringLiteral("native")));
    json.key("release").value(firstOf(profile, {"release"}, QStringLiteral("unknown")));
    if (const QString env = profile.metadataString("environment"); !env.isEmpty())
        json.key("environment").value(env);
    json.key("timestamp").value(QDateTime::fromMSecsSinceEpoch(epochNs / 1000000, Qt::UTC).toString(Qt::ISODateWithMs));
    std::map<std::string, QString> osDefaults = {{"name", QStringLiteral("unknown")}, {"version", QStringLiteral("unknown")}};
    if (profile.metadataString("platform") == QLatin1String("cocoa"))
        osDefaults["build_number"] = QStringLiteral("unknown");
    writeGroup(json, profile, "os", osDefaults);
    writeGroup(json, profile, "device", {{"architecture", QStringLiteral("unknown")}});
    writeGroup(json, profile, "runtime", {});

    const std::vector<Track> &tracks = profile.tracks();
    QString activeThread = profile.metadataString("active_thread_id");
    if (activeThread.isEmpty())
        for (std::size_t i = 0; i < tracks.size() && activeThread.isEmpty(); ++i)
            if (!tracks[i].samples.empty())
                activeThread = threadIdOf(tracks[i], i);
    json.key("transaction").beginObject();
    json.key("id").value(hexId(profile.metadataString("transaction.id")));
    json.key("name").value(firstOf(profile, {"transaction.name", "transaction_name"}, tr("unnamed transaction")));
    json.key("trace_id").value(hexId(firstOf(profile, {"transaction.trace_id", "trace_id", "event.trace_id"}, QString())));
    json.key("active_thread_id").value(activeThread);
    json.endObject();
}

QByteArray SentryWriter::write(const Profile &profile, const ReadContext &context)
{
    const StackTable &stackTable = profile.stacks();

    // Only the stacks and frames that samples use, numbered in order of use.
    std::unordered_map<StackId, std::uint32_t> stackIndex;
    std::vector<StackId> stacks;
    std::unordered_map<FrameId, std::uint32_t> frameIndex;
    std::vector<FrameId> frames;
    auto indexOfStack = [&](StackId stack) {
        const auto [it, added] = stackIndex.try_emplace(stack, std::uint32_t(stacks.size()));
        if (added) {
            stacks.push_back(stack);
            for (StackId s = stack; s != kNoId; s = stackTable.parent(s))
                if (frameIndex.try_emplace(stackTable.frame(s), std::uint32_t(frames.size())).second)
                    frames.push_back(stackTable.frame(s));
        }
        return it->second;
    };

    JsonWriter json;
    json.reserve(qsizetype(profile.sampleCount()) * 64);
    json.beginObject();
    writeEventFields(json, profile);
    const std::vector<Track> &tracks = profile.tracks();

    json.key("profile").beginObject();
    json.key("samples").beginArray();
    for (std::size_t t = 0; t < tracks.size(); ++t) {
        const SampleTrack &samples = tracks[t].samples;
        if (!samples.timed())
            continue;
        const QByteArray thread = threadIdOf(tracks[t], t).toUtf8();
        for (std::uint32_t i = 0; i < samples.size(); ++i) {
            if ((i & 0xFFFF) == 0)
                context.checkCancelled();
            writeSample(json, samples.time(i), indexOfStack(samples.stack(i)),
                        std::string_view(thread.constData(), std::size_t(thread.size())),
                        samples.cpuNs(i).value_or(SampleTrack::kUnknownCpu), samples.state(i));
        }
    }
    json.endArray();

    json.key("stacks").beginArray();
    for (const StackId stack : stacks) {
        json.beginArray(); // leaf first
        for (StackId s = stack; s != kNoId; s = stackTable.parent(s))
            json.value(frameIndex.at(stackTable.frame(s)));
        json.endArray();
    }
    json.endArray();

    json.key("frames").beginArray();
    for (const FrameId frame : frames)
        writeFrame(json, profile, frame);
    json.endArray();

    json.key("thread_metadata").beginObject();
    for (std::size_t t = 0; t < tracks.size(); ++t) {
        if (tracks[t].samples.empty())
            continue;
        json.key(threadIdOf(tracks[t], t).toStdString()).beginObject();
        json.key("name").value(tracks[t].info.name);
        json.endObject();
    }
    json.endObject();
    json.endObject(); // profile

    if (!profile.counters().empty()) {
        json.key("measurements").beginObject();
        for (const CounterSeries &c : profile.counters()) {
            json.key(c.name.toStdString()).beginObject();
            json.key("unit").value(c.unit);
            json.key("values").beginArray();
            for (std::size_t i = 0; i < c.size(); ++i) {
                json.beginObject();
                json.key("elapsed_since_start_ns").value(std::to_string(c.times[i] / kPsPerNs));
                json.key("value").value(c.values[i]);
                json.endObject();
            }
            json.endArray();
            json.endObject();
        }
        json.endObject();
    }
    json.endObject();
    return json.take();
}

} // namespace hg
