#include "V8CpuProfileWriter.h"

#include "V8CpuProfileKeys.h"
#include "V8ProfileEncoder.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

namespace hg {

namespace k = v8cpuprofile::key;

namespace {

// The track written: a .cpuprofile holds one thread, the first with samples
// (a recording's and a Sentry profile's main thread come first).
const Track *sampledTrack(const Profile &profile)
{
    for (const Track &t : profile.tracks())
        if (!t.samples.empty())
            return &t;
    return nullptr;
}

} // namespace

QString V8CpuProfileWriter::cannotWriteReason(const Profile &profile)
{
    const Track *track = sampledTrack(profile);
    if (!track)
        return tr("a V8 CPU profile holds stack samples, and this profile has none (it has spans or aggregated timings only)");
    if (!track->samples.timed())
        return tr("a V8 CPU profile holds timed samples, and this profile's samples are counts without times");
    return {};
}

QString V8CpuProfileWriter::writeNote(const Profile &profile)
{
    const Track *track = sampledTrack(profile);
    int others = -1;
    for (const Track &t : profile.tracks())
        others += t.samples.empty() ? 0 : 1;
    if (!track || others <= 0)
        return {};
    return tr("a V8 CPU profile holds one thread: only the track \"%1\" is written, %n other sampled track(s) are not "
              "(export the selected track, or convert with --track NAME, to write another)", nullptr, others)
        .arg(track->info.name);
}

QByteArray V8CpuProfileWriter::write(const Profile &profile, const ReadContext &context)
{
    const Track *track = sampledTrack(profile);
    if (!track)
        return {};
    const SampleTrack &samples = track->samples;
    const V8ProfileEncoder encoder(profile, samples);
    context.checkCancelled();

    // Time 0 of the track is the profile's startTime: the one it was read
    // with, if it was a V8 profile.
    std::int64_t startUs = 0;
    if (const std::optional<AttributeValue> start = profile.metadata().findNamed(0, profile.strings(), k::kStartTimeUs);
        start && start->kind == AttributeValue::Kind::Int)
        startUs = start->i;
    const TimePs origin = startUs * kPsPerUs;

    JsonWriter json;
    json.reserve(qsizetype(encoder.nodeCount()) * 160 + qsizetype(samples.size()) * 12 + 256);
    json.beginObject();
    json.key("nodes").beginArray();
    encoder.writeNodes(json, 0, encoder.nodeCount(), false, true, false);
    json.endArray();
    json.key("startTime");
    V8ProfileEncoder::writeUs(json, origin);
    json.key("endTime");
    // The end the profile has (a V8 profile's endTime), else the last
    // sample's end.
    V8ProfileEncoder::writeUs(json, origin + (profile.duration() > samples.maxTime() ? profile.duration() : encoder.endTime()));
    context.checkCancelled();
    json.key("samples").beginArray();
    encoder.writeSamples(json, 0, samples.size());
    json.endArray();
    json.key("timeDeltas").beginArray();
    encoder.writeDeltas(json, 0, samples.size(), 0);
    json.endArray();
    json.endObject();
    return json.take();
}

} // namespace hg
