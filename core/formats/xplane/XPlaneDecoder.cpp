#include "XPlaneDecoder.h"

#include "XPlaneKeys.h"
#include "XPlaneLockedBuilder.h"
#include "model/ProfileBuilder.h"
#include "util/CountArg.h"
#include "util/Utf8Text.h"

#include <algorithm>
#include <optional>

namespace hg {

namespace k = xplane::key;

XPlaneDecoder::XPlaneDecoder(XPlaneLockedBuilder &builder, const XPlanePlane &plane)
    : m_builder(builder), m_plane(plane), m_stats(builder)
{
}

void XPlaneDecoder::prepare(const QString &group)
{
    ProfileBuilder &b = m_builder.builder();
    m_module = b.intern(m_plane.name);
    m_occurrencesKey = b.intern(k::kNumOccurrences);
    m_stats.addMetadataEntries(m_plane.statMetadata);
    for (const ProtoCursor &entry : m_plane.eventMetadata)
        addEventMetadata(entry);

    if (m_plane.lines.empty()) {
        // Device capabilities only: kept, so the header and the writer have them.
        TrackInfo info;
        info.name = tr("(no lines)");
        info.group = group;
        const TrackId track = b.addTrack(info);
        addPlaneAttributes(track);
        b.setTrackAttribute(track, b.intern(k::kPlaneWithoutLines), AttributeValue::fromBool(true));
    }
    // Device lines in xprof's row order (display_id, else id); host lines
    // stay in the file's order (sorted by name when captured).
    for (const XPlaneLine &line : m_plane.lines)
        m_lines.push_back({&line, TrackId()});
    if (m_plane.name.starts_with("/device:"))
        std::stable_sort(m_lines.begin(), m_lines.end(), [](const PreparedLine &a, const PreparedLine &b) { return a.line->rowId() < b.line->rowId(); });
    for (PreparedLine &prepared : m_lines) {
        const XPlaneLine &line = *prepared.line;
        TrackInfo info;
        info.name = fromUtf8(line.displayName.empty() ? line.name : line.displayName);
        if (info.name.isEmpty())
            info.name = tr("Line %1").arg(line.id);
        info.group = group;
        info.threadId = line.id;
        info.externalId = QString::number(line.id);
        if (line.timestampNs)
            info.epochOriginNs = line.timestampNs;
        const TrackId track = b.addTrack(info);
        prepared.track = track;
        addPlaneAttributes(track);
        const auto set = [&](std::string_view key, AttributeValue v) { b.setTrackAttribute(track, b.intern(key), v); };
        set(k::kLineId, AttributeValue::fromInt(line.id));
        if (line.displayId)
            set(k::kDisplayId, AttributeValue::fromInt(line.displayId));
        set(k::kLineName, AttributeValue::fromString(b.intern(line.name)));
        if (!line.displayName.empty())
            set(k::kLineDisplayName, AttributeValue::fromString(b.intern(line.displayName)));
        set(k::kTimestampNs, AttributeValue::fromInt(line.timestampNs));
        if (line.durationPs)
            set(k::kDurationPs, AttributeValue::fromInt(line.durationPs));
    }
}

void XPlaneDecoder::finish()
{
    ProfileBuilder &b = m_builder.builder();
    const QString plane = fromUtf8(m_plane.name);
    if (m_stats.unknownIds())
        b.warn(tr("plane \"%1\": %n stat(s) refer to stat metadata the plane does not have", nullptr, countArg(m_stats.unknownIds())).arg(plane), m_plane.offset);
    if (m_unknownEvents)
        b.warn(tr("plane \"%1\": %n event(s) refer to event metadata the plane does not have", nullptr, countArg(m_unknownEvents)).arg(plane), m_plane.offset);
    if (m_outOfRange)
        b.warn(tr("plane \"%1\": %n event(s) lie too far from the profile's other times to be placed; they are left out", nullptr, countArg(m_outOfRange)).arg(plane), m_plane.offset);
}

void XPlaneDecoder::addEventMetadata(ProtoCursor entry)
{
    const XPlaneMapEntry e = XPlaneMapEntry::read(entry);
    if (!e.value)
        return;
    const std::int64_t key = e.key;
    ProtoCursor c = *e.value;
    std::string_view name, displayName, metadata;
    std::vector<XPlaneStatDecoder::Stat> stats;
    std::vector<std::int64_t> children;
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        if (f.number == 2 && f.type == ProtoCursor::Length) {
            name = c.bytes();
        } else if (f.number == 4 && f.type == ProtoCursor::Length) {
            displayName = c.bytes();
        } else if (f.number == 3 && f.type == ProtoCursor::Length) {
            metadata = c.bytes();
        } else if (f.number == 5 && f.type == ProtoCursor::Length) {
            stats.push_back(m_stats.decode(c.message()));
        } else if (f.number == 6 && f.type == ProtoCursor::Varint) {
            children.push_back(c.int64());
        } else if (f.number == 6 && f.type == ProtoCursor::Length) { // packed
            ProtoCursor packed = c.message();
            while (!packed.atEnd())
                children.push_back(packed.int64());
        } else {
            c.skip(f.type); // id repeats the map key
        }
    }
    ProfileBuilder &b = m_builder.builder();
    Frame frame;
    frame.name = b.intern(displayName.empty() ? name : displayName);
    frame.module = m_module;
    // Metadata ids keep apart events of the same name that carry different
    // metadata stats; the address column holds it (no HasAddress flag).
    frame.address = std::uint64_t(key);
    const FrameId id = b.addFrame(frame);
    m_frames.insert(key, id);
    const auto set = [&](std::string_view k, AttributeValue v) { b.setFrameAttribute(id, b.intern(k), v); };
    if (!displayName.empty())
        set(k::kEventName, AttributeValue::fromString(b.intern(name)));
    if (!metadata.empty())
        set(k::kEventMetadata, AttributeValue::fromBytes(b.addUniqueString(metadata)));
    for (const std::int64_t child : children)
        set(k::kChildId, AttributeValue::fromInt(child));
    for (const XPlaneStatDecoder::Stat &s : stats)
        b.setFrameAttribute(id, s.key, s.value);
}

void XPlaneDecoder::addPlaneAttributes(TrackId track)
{
    ProfileBuilder &b = m_builder.builder();
    const auto set = [&](std::string_view key, AttributeValue v) { b.setTrackAttribute(track, b.intern(key), v); };
    set(k::kPlaneId, AttributeValue::fromInt(m_plane.id));
    set(k::kPlaneName, AttributeValue::fromString(m_module));
    for (const ProtoCursor &message : m_plane.stats) {
        const XPlaneStatDecoder::Stat s = m_stats.decode(message);
        const QString key = fromUtf8(k::kPlaneStatPrefix) + b.strings().string(s.key);
        b.setTrackAttribute(track, b.intern(key), s.value);
    }
}

FrameId XPlaneDecoder::unknownFrame(std::int64_t metadataId)
{
    const std::lock_guard<std::mutex> lock(m_unknownMutex);
    ++m_unknownEvents;
    const auto it = m_unknownFrames.find(metadataId);
    if (it != m_unknownFrames.end())
        return it->second;
    Frame frame;
    const QByteArray name = QStringLiteral("event #%1").arg(metadataId).toUtf8();
    frame.name = m_builder.intern(std::string_view(name.constData(), std::size_t(name.size())));
    frame.module = m_module;
    frame.address = std::uint64_t(metadataId);
    return m_unknownFrames[metadataId] = m_builder.addFrame(frame);
}

void XPlaneDecoder::decodeLine(std::size_t index, std::int64_t originNs)
{
    const XPlaneLine &line = *m_lines[index].line;
    const TrackId track = m_lines[index].track;
    ProfileBuilder &b = m_builder.builder();
    // Event times are offsets from their line's timestamp; in a raw capture
    // (epoch timestamps) a line stamped 0 counts from the profile's start.
    std::int64_t basePs = 0;
    const std::int64_t sinceOriginNs = line.timestampNs || originNs < kEpochLikeNs ? line.timestampNs - originNs : 0;
    if (__builtin_mul_overflow(sinceOriginNs, std::int64_t(1000), &basePs)) {
        m_outOfRange += line.eventCount;
        m_builder.progress(qint64(line.message.size()));
        return;
    }
    ProfileBuilder::SpanAppender spans = b.spanAppender(track);
    spans.reserve(line.eventCount, line.estimatedStatCount());
    std::vector<XPlaneStatDecoder::Stat> stats;
    ProtoCursor c = line.message;
    qint64 reported = c.offset();
    std::size_t done = 0;
    while (!c.atEnd()) {
        const ProtoCursor::Field lf = c.field();
        if (lf.number != 4) {
            c.skip(lf.type);
            continue;
        }
        ProtoCursor e = c.message();
        std::int64_t metadataId = 0, offsetPs = 0, durationPs = 0, occurrences = -1;
        stats.clear();
        while (!e.atEnd()) {
            const ProtoCursor::Field f = e.field();
            if (f.type == ProtoCursor::Varint) {
                switch (f.number) {
                case 1: metadataId = e.int64(); continue;
                case 2: offsetPs = e.int64(); occurrences = -1; continue;
                case 3: durationPs = e.int64(); continue;
                case 5: occurrences = e.int64(); offsetPs = 0; continue;
                default: break;
                }
            } else if (f.number == 4 && f.type == ProtoCursor::Length) {
                stats.push_back(m_stats.decode(e.message()));
                continue;
            } else if (f.number <= 5) {
                e.wrongType("XEvent", f);
            }
            e.skip(f.type);
        }
        std::int64_t start = 0;
        if (__builtin_add_overflow(basePs, offsetPs, &start)) {
            ++m_outOfRange;
            continue;
        }
        const std::uint32_t span = spans.add(start, durationPs, frameOf(metadataId));
        for (const XPlaneStatDecoder::Stat &stat : stats)
            spans.attribute(span, stat.key, stat.value);
        if (occurrences >= 0)
            spans.attribute(span, m_occurrencesKey, AttributeValue::fromInt(occurrences));
        if ((++done & 0xFFFF) == 0) {
            m_builder.progress(c.offset() - reported);
            reported = c.offset();
        }
    }
    m_builder.progress(c.offset() - reported);
}

} // namespace hg
