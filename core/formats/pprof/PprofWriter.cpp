#include "PprofWriter.h"

#include "PprofFormat.h"
#include "PprofKeys.h"
#include "analysis/SampleWeights.h"
#include "formats/ProtoWriter.h"
#include "io/ReadContext.h"
#include "io/Gzip.h"
#include "model/Profile.h"

#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>

namespace hg {

namespace k = pprof::key;

namespace {

bool isTimed(const Track &t)
{
    return !t.spans.empty() || !t.nodes.empty() || (!t.samples.empty() && t.samples.timed());
}

bool hasData(const Track &t)
{
    return !t.spans.empty() || !t.nodes.empty() || !t.samples.empty();
}

class PprofEncoder
{
public:
    PprofEncoder(const Profile &profile, const ReadContext &context) : m_profile(profile), m_context(context)
    {
        m_strings.emplace(std::string(), 0);
        m_stringOrder.emplace_back();
    }
    QByteArray encode();

private:
    struct Values { std::int64_t count = 0; TimePs time = 0; };
    std::uint32_t path(std::uint32_t parent, FrameId frame);
    void add(TrackId track, std::uint32_t path, std::int64_t count, TimePs time);
    void addSpans(TrackId track, const SpanTrack &spans);
    void addNodes(TrackId track, const Track &t);
    void addSamples(TrackId track, const SampleTrack &samples);
    std::int64_t string(std::string_view text);
    std::int64_t string(const QString &text) { const QByteArray utf8 = text.toUtf8(); return string(std::string_view(utf8.constData(), std::size_t(utf8.size()))); }
    std::uint64_t location(FrameId frame);
    std::uint64_t function(const Frame &frame, FrameId id);
    std::uint64_t mapping(StringId module, FrameId frame);
    std::optional<AttributeValue> frameAttribute(FrameId frame, std::string_view key) const
    {
        return m_profile.frameAttributes().findNamed(frame, m_profile.strings(), key);
    }
    void valueType(ProtoWriter &out, std::uint32_t field, const QString &typeSlashUnit);

    const Profile &m_profile;
    const ReadContext &m_context;
    // Call paths as a prefix tree of frames.
    std::unordered_map<std::uint64_t, std::uint32_t> m_pathIndex;
    std::vector<std::uint32_t> m_pathParent;
    std::vector<FrameId> m_pathFrame;
    // Values per (track, path), in the order first met.
    std::unordered_map<std::uint64_t, std::size_t> m_valueIndex;
    std::vector<std::pair<std::uint64_t, Values>> m_values;
    std::unordered_map<std::string, std::int64_t> m_strings;
    std::vector<std::string> m_stringOrder;
    std::unordered_map<FrameId, std::uint64_t> m_locations;
    std::map<std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t>, std::uint64_t> m_functions;
    std::unordered_map<StringId, std::uint64_t> m_mappings;
    ProtoWriter m_locationOut, m_functionOut, m_mappingOut;
};

std::uint32_t PprofEncoder::path(std::uint32_t parent, FrameId frame)
{
    const std::uint64_t key = (std::uint64_t(parent) << 32) | frame;
    const auto [it, inserted] = m_pathIndex.try_emplace(key, std::uint32_t(m_pathFrame.size()));
    if (inserted) {
        m_pathParent.push_back(parent);
        m_pathFrame.push_back(frame);
    }
    return it->second;
}

void PprofEncoder::add(TrackId track, std::uint32_t path, std::int64_t count, TimePs time)
{
    const std::uint64_t key = (std::uint64_t(track) << 32) | path;
    const auto [it, inserted] = m_valueIndex.try_emplace(key, m_values.size());
    if (inserted)
        m_values.push_back({key, {}});
    Values &v = m_values[it->second].second;
    v.count += count;
    v.time += time;
}

void PprofEncoder::addSpans(TrackId track, const SpanTrack &spans)
{
    // Rows come top down (a child lies below its parent), so a parent's path
    // is known before its children's.
    // A sample per span weighs its self time, as the call tree counts it.
    std::vector<std::uint32_t> pathOf(spans.size());
    const std::vector<TimePs> self = spans.selfTimes();
    for (std::uint32_t i = 0; i < spans.size(); ++i) {
        const std::uint32_t parent = spans.parent(i);
        pathOf[i] = path(parent == kNoId ? kNoId : pathOf[parent], spans.frame(i));
        add(track, pathOf[i], 1, self[i]);
    }
}

void PprofEncoder::addNodes(TrackId track, const Track &t)
{
    const AggregateTree &nodes = t.nodes;
    // Counts read from pprof include the children's (samples); other
    // formats count calls of the node itself.
    const bool inclusive = t.attributes.findNamed(0, m_profile.strings(), k::kInclusiveCounts).has_value();
    std::vector<std::uint32_t> pathOf(nodes.size());
    std::vector<TimePs> childTime(nodes.size(), 0);
    std::vector<std::int64_t> childCount(nodes.size(), 0);
    for (std::uint32_t i = 0; i < nodes.size(); ++i)
        if (nodes.parent(i) != kNoId) {
            childTime[nodes.parent(i)] += nodes.total(i);
            childCount[nodes.parent(i)] += std::int64_t(nodes.count(i));
        }
    for (std::uint32_t i = 0; i < nodes.size(); ++i) {
        const std::uint32_t parent = nodes.parent(i);
        pathOf[i] = path(parent == kNoId ? kNoId : pathOf[parent], nodes.frame(i));
        const std::int64_t count = inclusive ? std::max<std::int64_t>(0, std::int64_t(nodes.count(i)) - childCount[i]) : std::int64_t(nodes.count(i));
        add(track, pathOf[i], count, std::max<TimePs>(0, nodes.total(i) - childTime[i])); // as the call tree counts self time
    }
}

void PprofEncoder::addSamples(TrackId track, const SampleTrack &samples)
{
    const StackTable &stacks = m_profile.stacks();
    std::vector<std::uint32_t> pathOfStack(stacks.size(), kNoId);
    std::vector<StackId> chain;
    auto pathOf = [&](StackId s) {
        chain.clear();
        for (StackId up = s; up != kNoId && pathOfStack[up] == kNoId; up = stacks.parent(up))
            chain.push_back(up);
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            const StackId parent = stacks.parent(*it);
            pathOfStack[*it] = path(parent == kNoId ? kNoId : pathOfStack[parent], stacks.frame(*it));
        }
        return pathOfStack[s];
    };
    const std::vector<TimePs> weights = samples.timed() ? SampleWeights::compute(samples, SampleWeights::profileMedianInterval(m_profile))
                                                        : std::vector<TimePs>();
    for (std::uint32_t i = 0; i < samples.size(); ++i) {
        if (samples.stack(i) >= stacks.size())
            continue;
        const std::uint32_t p = pathOf(samples.stack(i));
        if (samples.timed())
            add(track, p, 1, weights[i]);
        else
            add(track, p, samples.weight(i), 0);
    }
}

std::int64_t PprofEncoder::string(std::string_view text)
{
    const auto [it, inserted] = m_strings.try_emplace(std::string(text), std::int64_t(m_stringOrder.size()));
    if (inserted)
        m_stringOrder.emplace_back(text);
    return it->second;
}

std::uint64_t PprofEncoder::mapping(StringId module, FrameId frame)
{
    const auto it = m_mappings.find(module);
    if (it != m_mappings.end())
        return it->second;
    const std::uint64_t id = m_mappings.size() + 1;
    m_mappings.emplace(module, id);
    ProtoWriter m;
    m.uint64(1, id);
    m.int64(5, string(m_profile.strings().view(module)));
    if (const auto buildId = frameAttribute(frame, k::kBuildId); buildId && buildId->kind == AttributeValue::Kind::String)
        m.int64(6, string(m_profile.strings().view(buildId->s)));
    // Frames are symbolized: pprof must not look for the binaries.
    m.uint64(7, 1);
    m.uint64(8, 1);
    m.uint64(9, 1);
    m_mappingOut.message(3, m);
    return id;
}

std::uint64_t PprofEncoder::function(const Frame &frame, FrameId id)
{
    const StringPool &strings = m_profile.strings();
    const std::int64_t name = string(strings.view(frame.name));
    std::int64_t systemName = name;
    if (const auto s = frameAttribute(id, k::kSystemName); s && s->kind == AttributeValue::Kind::String)
        systemName = string(strings.view(s->s));
    const std::int64_t file = string(strings.view(frame.file));
    std::int64_t startLine = 0;
    if (const auto s = frameAttribute(id, k::kStartLine); s && s->kind == AttributeValue::Kind::Int)
        startLine = s->i;
    const auto key = std::make_tuple(name, systemName, file, startLine);
    const auto it = m_functions.find(key);
    if (it != m_functions.end())
        return it->second;
    const std::uint64_t fid = m_functions.size() + 1;
    m_functions.emplace(key, fid);
    ProtoWriter f;
    f.uint64(1, fid);
    f.int64(2, name);
    f.int64(3, systemName);
    f.int64(4, file);
    if (startLine)
        f.int64(5, startLine);
    m_functionOut.message(5, f);
    return fid;
}

std::uint64_t PprofEncoder::location(FrameId frame)
{
    const auto it = m_locations.find(frame);
    if (it != m_locations.end())
        return it->second;
    const std::uint64_t id = m_locations.size() + 1;
    m_locations.emplace(frame, id);
    const Frame &f = m_profile.frames()[frame];
    ProtoWriter loc, line;
    loc.uint64(1, id);
    if (f.module)
        loc.uint64(2, mapping(f.module, frame));
    if (f.address)
        loc.uint64(3, f.address);
    line.uint64(1, function(f, frame));
    if (f.line)
        line.int64(2, f.line);
    if (f.column)
        line.int64(3, f.column);
    loc.message(4, line);
    m_locationOut.message(4, loc);
    return id;
}

void PprofEncoder::valueType(ProtoWriter &out, std::uint32_t field, const QString &typeSlashUnit)
{
    const qsizetype slash = typeSlashUnit.lastIndexOf(QLatin1Char('/'));
    ProtoWriter v;
    v.int64(1, string(slash < 0 ? typeSlashUnit : typeSlashUnit.left(slash)));
    v.int64(2, string(slash < 0 ? QString() : typeSlashUnit.mid(slash + 1)));
    out.message(field, v);
}

QByteArray PprofEncoder::encode()
{
    const std::vector<Track> &tracks = m_profile.tracks();
    bool timed = false, sampled = false;
    std::size_t withData = 0;
    for (const Track &t : tracks) {
        timed = timed || isTimed(t);
        sampled = sampled || !t.samples.empty();
        withData += hasData(t) ? 1 : 0;
    }
    for (std::uint32_t i = 0; i < tracks.size(); ++i) {
        const Track &t = tracks[i];
        addSpans(TrackId(i), t.spans);
        addNodes(TrackId(i), t);
        addSamples(TrackId(i), t.samples);
        m_context.checkCancelled();
    }

    // Sample types: what a pprof profile had, else what the data is.
    const bool fromPprof = m_profile.formatId() == PprofFormat::id;
    const QString keptType = fromPprof ? m_profile.metadataString(k::kSampleType) : QString();
    const QString keptCount = fromPprof ? m_profile.metadataString(k::kCountType) : QString();
    const QString countType = !keptCount.isEmpty() ? keptCount
                              : !timed && !keptType.isEmpty() ? keptType
                              : sampled ? QStringLiteral("samples/count") : QStringLiteral("calls/count");
    const QString timeType = timed && !keptType.isEmpty() ? keptType : QStringLiteral("wall/nanoseconds");
    const TimePs timeUnitPs = timeType.endsWith(QLatin1String("/microseconds")) ? kPsPerUs
                              : timeType.endsWith(QLatin1String("/milliseconds")) ? kPsPerMs
                              : timeType.endsWith(QLatin1String("/seconds")) ? kPsPerSecond : kPsPerNs;

    ProtoWriter out, samples, sample, label;
    valueType(out, 1, countType);
    if (timed)
        valueType(out, 1, timeType);
    const std::int64_t threadKey = withData > 1 ? string(k::kThreadLabel) : 0;
    std::vector<std::int64_t> threadName(tracks.size(), 0);
    if (threadKey)
        for (std::size_t i = 0; i < tracks.size(); ++i)
            threadName[i] = string(tracks[i].info.name);
    std::vector<std::uint64_t> ids;
    for (const auto &[key, v] : m_values) {
        if (!v.count && !v.time)
            continue; // a path that only leads to others
        const auto track = std::uint32_t(key >> 32);
        ids.clear();
        for (std::uint32_t p = std::uint32_t(key); p != kNoId; p = m_pathParent[p])
            ids.push_back(location(m_pathFrame[p])); // leaf first
        sample.clear();
        ProtoWriter packed;
        for (const std::uint64_t id : ids)
            packed.varintValue(id);
        sample.bytes(1, packed.view());
        packed.clear();
        packed.varintValue(std::uint64_t(v.count));
        if (timed)
            packed.varintValue(std::uint64_t((v.time + (v.time >= 0 ? timeUnitPs / 2 : -timeUnitPs / 2)) / timeUnitPs));
        sample.bytes(2, packed.view());
        if (threadKey) {
            label.clear();
            label.int64(1, threadKey);
            label.int64(2, threadName[track]);
            sample.message(3, label);
        }
        samples.message(2, sample);
    }
    out.append(samples);
    out.append(m_mappingOut);
    out.append(m_locationOut);
    out.append(m_functionOut);

    // Profile-level fields; their strings must be in the table, written last.
    ProtoWriter tail;
    if (fromPprof) {
        if (const QString drop = m_profile.metadataString(k::kDropFrames); !drop.isEmpty())
            tail.int64(7, string(drop));
        if (const QString keep = m_profile.metadataString(k::kKeepFrames); !keep.isEmpty())
            tail.int64(8, string(keep));
    }
    if (const std::optional<qint64> start = m_profile.startEpochNs())
        tail.int64(9, *start);
    if (m_profile.duration() > 0)
        tail.int64(10, m_profile.duration() / kPsPerNs);
    if (timed) {
        valueType(tail, 11, fromPprof && !m_profile.metadataString(k::kPeriodType).isEmpty() ? m_profile.metadataString(k::kPeriodType) : timeType);
        std::int64_t period = fromPprof ? m_profile.metadataString(k::kPeriod).toLongLong() : 0;
        if (!period && sampled)
            period = SampleWeights::profileMedianInterval(m_profile) / timeUnitPs;
        if (period)
            tail.int64(12, period);
    }
    if (fromPprof)
        for (const QString &comment : m_profile.metadataString(k::kComments).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            tail.int64(13, string(comment));
    const QString shown = timed ? timeType : countType;
    tail.int64(14, string(shown.left(shown.lastIndexOf(QLatin1Char('/')))));
    if (fromPprof)
        if (const QString url = m_profile.metadataString(k::kDocUrl); !url.isEmpty())
            tail.int64(15, string(url));
    for (const std::string &s : m_stringOrder)
        out.bytes(6, s);
    out.append(tail);
    return Gzip::compress(out.view());
}

} // namespace

QString PprofWriter::cannotWriteReason(const Profile &profile)
{
    for (const Track &t : profile.tracks())
        if (hasData(t))
            return {};
    return tr("pprof holds call stacks with values, and this profile has no spans, samples or aggregated timings");
}

QByteArray PprofWriter::write(const Profile &profile, const ReadContext &context)
{
    return PprofEncoder(profile, context).encode();
}

} // namespace hg
