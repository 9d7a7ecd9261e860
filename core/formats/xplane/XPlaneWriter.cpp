#include "XPlaneWriter.h"

#include "XPlaneFormat.h"
#include "analysis/CallStacks.h"
#include "formats/ProtoWriter.h"
#include "XPlaneKeys.h"
#include "io/ReadContext.h"
#include "model/Profile.h"
#include "util/Utf8Text.h"

#include <QHash>
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>

namespace hg {

namespace k = xplane::key;

namespace {

std::string_view keyText(const Profile &p, StringId key) { return p.strings().view(key); }

std::optional<AttributeValue> trackAttribute(const Profile &p, const Track &t, std::string_view key)
{
    return t.attributes.findNamed(0, p.strings(), key);
}

std::int64_t intOr(const std::optional<AttributeValue> &v, std::int64_t fallback)
{
    if (!v)
        return fallback;
    return v->kind == AttributeValue::Kind::UInt ? std::int64_t(v->u) : v->kind == AttributeValue::Kind::Int ? v->i : fallback;
}

// One XPlane being written: its metadata maps fill as lines refer to them.
class PlaneEncoder
{
public:
    PlaneEncoder(const Profile &profile, bool fromXPlane) : m_profile(profile), m_fromXPlane(fromXPlane) {}

    // One line of a track: the spans of one of its call stacks (the whole
    // track unless siblings on it run concurrently). Lines of one track
    // share a display id, so viewers show them as one row.
    void addLine(const Track &track, const CallStacks &stacks, std::uint32_t stack, std::int64_t lineId, std::int64_t displayId,
                 std::int64_t timeZeroNs);
    // Event metadata no event refers to (the HLO protos of /host:metadata).
    void keepEventMetadata(FrameId frame) { eventId(frame); }
    void addPlaneStat(std::string_view name, const AttributeValue &value) { m_planeStats.push_back({statId(name), value}); }
    void encode(ProtoWriter &out, std::int64_t id, std::string_view name);

private:
    void encodeEventMetadata(ProtoWriter &out);
    // A line's name as kept from an XPlane (kept) or else the track's (text),
    // "(lane N)" added for a track's further lines.
    static void writeName(ProtoWriter &out, std::uint32_t field, std::optional<std::string_view> kept, const QString &text,
                          std::uint32_t stack);
    std::int64_t statId(std::string_view name);
    std::int64_t eventId(FrameId frame);
    void encodeStat(ProtoWriter &out, std::int64_t id, const AttributeValue &value);
    bool isStat(std::string_view key) const;

    const Profile &m_profile;
    bool m_fromXPlane;
    ProtoWriter m_lines; // the plane's line fields, framed, back to back
    std::map<std::string, std::int64_t, std::less<>> m_statIds;
    std::unordered_map<FrameId, std::int64_t> m_eventIds;
    std::vector<FrameId> m_eventOrder;
    std::vector<std::pair<std::int64_t, AttributeValue>> m_planeStats;
    ProtoWriter m_event, m_stat, m_line;
};

std::int64_t PlaneEncoder::statId(std::string_view name)
{
    const auto it = m_statIds.find(name);
    if (it != m_statIds.end())
        return it->second;
    const auto id = std::int64_t(m_statIds.size() + 1);
    m_statIds.emplace(std::string(name), id);
    return id;
}

std::int64_t PlaneEncoder::eventId(FrameId frame)
{
    const auto it = m_eventIds.find(frame);
    if (it != m_eventIds.end())
        return it->second;
    // Metadata ids read from an XPlane are kept (child_id refers to them).
    const std::int64_t id = m_fromXPlane ? std::int64_t(m_profile.frames()[frame].address) : std::int64_t(m_eventIds.size() + 1);
    m_eventIds.emplace(frame, id);
    m_eventOrder.push_back(frame);
    return id;
}

void PlaneEncoder::encodeStat(ProtoWriter &out, std::int64_t id, const AttributeValue &v)
{
    const std::string_view s = v.kind == AttributeValue::Kind::Int || v.kind == AttributeValue::Kind::UInt
                                       || v.kind == AttributeValue::Kind::Double || v.kind == AttributeValue::Kind::Bool
                                   ? std::string_view()
                                   : m_profile.strings().view(v.s);
    out.int64(1, id);
    switch (v.kind) {
    case AttributeValue::Kind::Double: out.float64(2, v.d); break;
    case AttributeValue::Kind::UInt: out.uint64(3, v.u); break;
    case AttributeValue::Kind::Int: out.int64(4, v.i); break;
    case AttributeValue::Kind::Bool: out.int64(4, v.b ? 1 : 0); break;
    case AttributeValue::Kind::Bytes: out.bytes(6, s); break;
    case AttributeValue::Kind::Ref: out.uint64(7, std::uint64_t(statId(s))); break;
    case AttributeValue::Kind::Span: out.uint64(3, v.u); break;
    case AttributeValue::Kind::String:
    case AttributeValue::Kind::Json: out.bytes(5, s); break;
    }
}

bool PlaneEncoder::isStat(std::string_view key) const
{
    return key != k::kNumOccurrences && key != k::kEventName && key != k::kEventMetadata && key != k::kChildId;
}

void PlaneEncoder::addLine(const Track &t, const CallStacks &stacks, std::uint32_t stack, std::int64_t lineId, std::int64_t displayId,
                           std::int64_t timeZeroNs)
{
    if (trackAttribute(m_profile, t, k::kPlaneWithoutLines))
        return;
    const std::int64_t stampNs = intOr(trackAttribute(m_profile, t, k::kTimestampNs), timeZeroNs);
    const std::int64_t basePs = (stampNs - timeZeroNs) * 1000;
    m_line.clear();
    m_line.int64(1, lineId);
    const std::optional<AttributeValue> name = trackAttribute(m_profile, t, k::kLineName);
    writeName(m_line, 2, name ? std::optional(m_profile.strings().view(name->s)) : std::nullopt, t.info.name, stack);
    if (stampNs)
        m_line.int64(3, stampNs);

    // Events in time order, outer before inner at equal starts.
    const SpanTrack &spans = t.spans;
    const StringId occurrencesKey = m_profile.strings().find(k::kNumOccurrences);
    for (const std::uint32_t i : stacks.spansOf(stack)) {
        m_event.clear();
        m_event.int64(1, eventId(spans.frame(i)));
        std::int64_t occurrences = -1;
        for (const AttributeTable::Entry &e : t.spanAttributes.of(i))
            if (e.key == occurrencesKey)
                occurrences = intOr(e.value, 0);
        if (occurrences < 0)
            m_event.int64(2, spans.start(i) - basePs);
        m_event.int64(3, spans.duration(i));
        for (const AttributeTable::Entry &e : t.spanAttributes.of(i)) {
            if (e.key == occurrencesKey)
                continue;
            m_stat.clear();
            encodeStat(m_stat, statId(keyText(m_profile, e.key)), e.value);
            m_event.message(4, m_stat);
        }
        if (occurrences >= 0)
            m_event.int64(5, occurrences);
        m_line.message(4, m_event);
    }
    if (const std::int64_t durationPs = intOr(trackAttribute(m_profile, t, k::kDurationPs), 0))
        m_line.int64(9, durationPs);
    if (displayId)
        m_line.int64(10, displayId);
    if (const std::optional<AttributeValue> display = trackAttribute(m_profile, t, k::kLineDisplayName))
        writeName(m_line, 11, m_profile.strings().view(display->s), QString(), stack);
    m_lines.message(3, m_line);
}

void PlaneEncoder::writeName(ProtoWriter &out, std::uint32_t field, std::optional<std::string_view> kept, const QString &text,
                             std::uint32_t stack)
{
    if (stack == 0 && kept) {
        out.bytes(field, *kept); // as read
        return;
    }
    const QString base = kept ? fromUtf8(*kept) : text;
    const QByteArray utf8 = CallStacks::stackName(base, stack).toUtf8();
    out.bytes(field, std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

void PlaneEncoder::encodeEventMetadata(ProtoWriter &out)
{
    const AttributeTable &attributes = m_profile.frameAttributes();
    const StringPool &strings = m_profile.strings();
    ProtoWriter entry, metadata;
    for (const FrameId frame : m_eventOrder) {
        const std::int64_t id = m_eventIds.at(frame);
        const std::string_view frameName = strings.view(m_profile.frames()[frame].name);
        const std::optional<AttributeValue> longName = attributes.findNamed(frame, strings, k::kEventName);
        metadata.clear();
        metadata.int64(1, id);
        metadata.bytes(2, longName ? strings.view(longName->s) : frameName);
        if (const std::optional<AttributeValue> bytes = attributes.findNamed(frame, strings, k::kEventMetadata))
            metadata.bytes(3, strings.view(bytes->s));
        if (longName)
            metadata.bytes(4, frameName); // the reader showed the display name
        for (const AttributeTable::Entry &e : attributes.of(frame)) {
            const std::string_view key = keyText(m_profile, e.key);
            if (!isStat(key))
                continue;
            m_stat.clear();
            encodeStat(m_stat, statId(key), e.value);
            metadata.message(5, m_stat);
        }
        for (const AttributeTable::Entry &e : attributes.of(frame))
            if (keyText(m_profile, e.key) == k::kChildId)
                metadata.int64(6, intOr(e.value, 0));
        entry.clear();
        entry.int64(1, id);
        entry.message(2, metadata);
        out.message(4, entry);
    }
}

void PlaneEncoder::encode(ProtoWriter &out, std::int64_t id, std::string_view name)
{
    // Event metadata and plane stats first: they may name more stats, and
    // the stat metadata map must hold every name.
    ProtoWriter eventMetadata, planeStats, statMetadata, entry, metadata;
    encodeEventMetadata(eventMetadata);
    for (const auto &[statIdValue, value] : m_planeStats) {
        m_stat.clear();
        encodeStat(m_stat, statIdValue, value);
        planeStats.message(6, m_stat);
    }
    for (const auto &[statName, statIdValue] : m_statIds) {
        metadata.clear();
        metadata.int64(1, statIdValue);
        metadata.bytes(2, statName);
        entry.clear();
        entry.int64(1, statIdValue);
        entry.message(2, metadata);
        statMetadata.message(5, entry);
    }
    if (id)
        out.int64(1, id);
    out.bytes(2, name);
    out.append(m_lines);
    out.append(eventMetadata);
    out.append(statMetadata);
    out.append(planeStats);
}

// The line ids of a plane's tracks, one per call stack. Lines of one id
// are one timeline (xplane.proto), so only lines read from an XPlane keep
// an id they share; a thread keeps its id where no other line of the plane
// has it, and every other line (a track's further stacks too) gets the
// lowest id no line of the plane has. A track written as several lines
// gives them one display id (viewers draw lines of one display id as one
// row): its own, else its first line's, else (0 reads as none) a free one.
struct TrackLines
{
    std::vector<std::int64_t> ids; // by stack
    std::int64_t displayId = 0;
};

std::vector<TrackLines> lineIdsOf(const Profile &profile, const std::vector<TrackId> &tracks, const std::vector<CallStacks> &stacks)
{
    std::vector<std::optional<std::int64_t>> ids(tracks.size());
    std::set<std::int64_t> used;
    for (std::size_t i = 0; i < tracks.size(); ++i)
        if (const std::optional<AttributeValue> v = trackAttribute(profile, profile.tracks()[tracks[i]], k::kLineId)) {
            ids[i] = intOr(v, 0);
            used.insert(*ids[i]);
        }
    for (std::size_t i = 0; i < tracks.size(); ++i)
        if (const qint64 thread = profile.tracks()[tracks[i]].info.threadId; !ids[i] && thread >= 0 && used.insert(thread).second)
            ids[i] = thread;
    std::int64_t next = 0;
    const auto freeId = [&] {
        while (used.count(next))
            ++next;
        used.insert(next);
        return next;
    };
    std::vector<TrackLines> out(tracks.size());
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        if (!ids[i])
            ids[i] = freeId();
        out[i].ids.push_back(*ids[i]);
    }
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        for (std::uint32_t s = 1; s < stacks[i].count(); ++s)
            out[i].ids.push_back(freeId());
        out[i].displayId = intOr(trackAttribute(profile, profile.tracks()[tracks[i]], k::kDisplayId), 0);
        if (!out[i].displayId && stacks[i].count() > 1) {
            out[i].displayId = out[i].ids.front();
            if (!out[i].displayId) {
                next = std::max<std::int64_t>(next, 1);
                out[i].displayId = freeId();
            }
        }
    }
    return out;
}

} // namespace

QString XPlaneWriter::cannotWriteReason(const Profile &profile)
{
    if (profile.formatId() == XPlaneFormat::id || profile.spanCount() > 0)
        return QString();
    return tr("XPlane holds timed events on lines, and this profile has none (it holds samples or aggregated records)");
}

QByteArray XPlaneWriter::write(const Profile &profile, const ReadContext &context)
{
    const bool fromXPlane = profile.formatId() == XPlaneFormat::id;
    const StringPool &strings = profile.strings();
    const std::int64_t timeZeroNs = fromXPlane ? profile.metadataString(k::kTimeZeroNs).toLongLong() : 0;

    // Planes in the order their first track comes; a plane is the XPlane the
    // track was read from, else the track's group.
    struct PlaneTracks
    {
        std::int64_t id = 0;
        QByteArray name;
        std::vector<TrackId> tracks;
    };
    std::vector<PlaneTracks> planes;
    QHash<QString, std::size_t> planeOf;
    for (std::uint32_t i = 0; i < profile.tracks().size(); ++i) {
        const Track &t = profile.tracks()[i];
        const std::optional<AttributeValue> planeName = trackAttribute(profile, t, k::kPlaneName);
        const std::int64_t planeId = intOr(trackAttribute(profile, t, k::kPlaneId), std::int64_t(planes.size()));
        const QString key = planeName ? QStringLiteral("%1/%2").arg(planeId).arg(strings.string(planeName->s)) : t.info.group;
        if (!planeOf.contains(key)) {
            planeOf.insert(key, planes.size());
            PlaneTracks p;
            p.id = planeId;
            p.name = planeName ? strings.string(planeName->s).toUtf8() : (t.info.group.isEmpty() ? QByteArrayLiteral("/host:CPU") : t.info.group.toUtf8());
            planes.push_back(std::move(p));
        }
        planes[planeOf.value(key)].tracks.push_back(TrackId(i));
    }

    // Frames read from an XPlane carry their plane's name as module.
    std::unordered_map<StringId, std::vector<FrameId>> framesOfPlane;
    if (fromXPlane)
        for (FrameId f{0}; f < profile.frames().size(); ++f)
            framesOfPlane[profile.frames()[f].module].push_back(f);

    ProtoWriter space, plane;
    for (const PlaneTracks &p : planes) {
        PlaneEncoder encoder(profile, fromXPlane);
        if (const StringId nameId = strings.find(std::string_view(p.name.constData(), std::size_t(p.name.size()))); nameId != kNoId)
            for (const FrameId f : framesOfPlane[nameId])
                encoder.keepEventMetadata(f);
        const Track &first = profile.tracks()[p.tracks.front()];
        const std::string_view prefix = k::kPlaneStatPrefix;
        for (const AttributeTable::Entry &e : first.attributes.of(0)) {
            const std::string_view key = keyText(profile, e.key);
            if (key.starts_with(prefix))
                encoder.addPlaneStat(key.substr(prefix.size()), e.value);
        }
        std::vector<CallStacks> stacks;
        for (const TrackId t : p.tracks)
            stacks.push_back(CallStacks::of(profile.tracks()[t].spans));
        const std::vector<TrackLines> lines = lineIdsOf(profile, p.tracks, stacks);
        for (std::size_t i = 0; i < p.tracks.size(); ++i) {
            for (std::uint32_t s = 0; s < stacks[i].count(); ++s)
                encoder.addLine(profile.tracks()[p.tracks[i]], stacks[i], s, lines[i].ids[s], lines[i].displayId, timeZeroNs);
            stacks[i] = CallStacks();
            context.checkCancelled();
        }
        plane.clear();
        encoder.encode(plane, p.id, std::string_view(p.name.constData(), std::size_t(p.name.size())));
        space.message(1, plane);
    }
    for (const AttributeTable::Entry &e : profile.metadata().of(0)) {
        const std::string_view key = keyText(profile, e.key);
        if (e.value.kind != AttributeValue::Kind::String)
            continue;
        if (key == k::kError)
            space.bytes(2, strings.view(e.value.s));
        else if (key == k::kWarning)
            space.bytes(3, strings.view(e.value.s));
        else if (key == k::kHostname)
            space.bytes(4, strings.view(e.value.s));
    }
    return space.take();
}

} // namespace hg
