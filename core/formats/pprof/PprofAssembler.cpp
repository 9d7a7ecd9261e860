#include "PprofAssembler.h"

#include "PprofKeys.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"
#include "model/StackTable.h"

#include <QHash>
#include <algorithm>
#include <climits>
#include <limits>
#include <optional>
#include <tuple>
#include <set>
#include <unordered_map>

namespace hg {

namespace k = pprof::key;

namespace {

// Picoseconds per unit of a time-valued sample type; 0 for other units.
TimePs picosecondsPer(std::string_view unit)
{
    if (unit == "nanoseconds" || unit == "nanosecond" || unit == "ns")
        return kPsPerNs;
    if (unit == "microseconds" || unit == "microsecond" || unit == "us")
        return kPsPerUs;
    if (unit == "milliseconds" || unit == "millisecond" || unit == "ms")
        return kPsPerMs;
    if (unit == "seconds" || unit == "second" || unit == "s")
        return kPsPerSecond;
    if (unit == "picoseconds" || unit == "picosecond" || unit == "ps")
        return 1;
    return 0;
}

class Assembly
{
    Q_DECLARE_TR_FUNCTIONS(PprofAssembler)
public:
    Assembly(const PprofProfile &profile, ProfileBuilder &builder) : p(profile), b(builder) {}
    void run();

private:
    // One aggregated tree being built (time mode): a node per call path,
    // numbered parents first as the paths table numbers its stacks. Sample
    // values go to their own node; finishTrees adds them up to the callers.
    struct PathTree
    {
        TrackId track = kNoId;
        StackTable paths;
        std::vector<TimePs> total;
        std::vector<std::int64_t> count;
        std::vector<std::int64_t> extras; // extraTypes.size() per node
        std::set<std::tuple<std::uint32_t, StringId, int, std::int64_t>> labels;
    };

    std::string_view str(std::int64_t i) const { return p.strings[std::size_t(i)]; }
    QString typeName(const PprofProfile::ValueType &v) const;
    std::size_t chooseSampleType() const;
    void setMetadata();
    void indexTables();
    const std::vector<FrameId> &framesOf(std::uint64_t locationId, qint64 sampleOffset);
    void rootFirst(const PprofProfile::Sample &s, std::vector<FrameId> &frames);
    TrackId trackOf(const PprofProfile::Sample &s);
    AttributeValue labelValue(const PprofProfile::Label &l);
    TimePs toPs(std::int64_t value);
    // Samples a batch at a time: their paths interned together
    // (StackTable::internPaths: a path's frames shared with the path before
    // cost a comparison each), then added in file order; counted samples'
    // into the model's stacks, timed samples' into their track's tree.
    void queue(const PprofProfile::Sample &s, TrackId track, const std::vector<FrameId> &frames);
    void addQueued();
    void addQueuedTimed();
    void addTimed(const PprofProfile::Sample &s, PathTree &t, StackId node);
    void addCounted(const PprofProfile::Sample &s, TrackId track, StackId stack);
    struct Queued
    {
        const PprofProfile::Sample *sample;
        TrackId track;
        std::uint32_t framesEnd;
    };
    std::span<const FrameId> queuedPath(std::size_t i) const
    {
        const std::uint32_t begin = i ? m_queued[i - 1].framesEnd : 0;
        return std::span<const FrameId>(m_queuedFrames.data() + begin, m_queued[i].framesEnd - begin);
    }
    std::vector<Queued> m_queued;
    std::vector<FrameId> m_queuedFrames;
    void finishTrees();

    const PprofProfile &p;
    ProfileBuilder &b;
    std::size_t m_chosen = 0;
    std::optional<std::size_t> m_countType;
    std::vector<std::size_t> m_extraTypes;
    TimePs m_scale = 0; // ps per unit of the chosen type; 0 when it is no time
    bool m_callCounts = false; // the count type counts calls ("calls/count", as our writer names them for spans)
    std::unordered_map<std::uint64_t, std::uint32_t> m_locationIndex, m_functionIndex, m_mappingIndex;
    std::unordered_map<std::uint64_t, std::vector<FrameId>> m_frames; // per location id, leaf first
    std::set<FrameId> m_attributedFrames;
    QHash<QString, TrackId> m_trackOfThread;
    std::unordered_map<TrackId, std::size_t> m_treeOfTrack;
    std::vector<PathTree> m_trees;
    std::size_t m_badValueCounts = 0, m_negative = 0, m_overflow = 0;
    std::uint64_t m_framesWalked = 0;
    const PprofProfile::Sample *m_previous = nullptr; // the sample rootFirst saw last
    std::vector<std::uint32_t> m_rootEnds;            // its frames' end per location, root first
    std::uint64_t m_extraSamples = 0; // from values split into 32-bit weights
    std::uint64_t frameBudget() const
    {
        return (std::uint64_t(1) << 26) + 64 * std::uint64_t(p.locationIds.size() + p.lines.size() + p.samples.size());
    }
};

QString Assembly::typeName(const PprofProfile::ValueType &v) const
{
    const std::string_view type = str(v.type), unit = str(v.unit);
    return QString::fromUtf8(type.data(), qsizetype(type.size())) + QLatin1Char('/') + QString::fromUtf8(unit.data(), qsizetype(unit.size()));
}

std::size_t Assembly::chooseSampleType() const
{
    if (p.defaultSampleType)
        for (std::size_t i = 0; i < p.sampleTypes.size(); ++i)
            if (p.sampleTypes[i].type == p.defaultSampleType)
                return i;
    return p.sampleTypes.size() - 1; // pprof's own choice without a default
}

void Assembly::setMetadata()
{
    QStringList types;
    for (const PprofProfile::ValueType &v : p.sampleTypes)
        types << typeName(v);
    b.setMetadata(k::kSampleTypes, types.join(QLatin1Char(',')).toStdString());
    b.setMetadata(k::kSampleType, typeName(p.sampleTypes[m_chosen]).toStdString());
    if (m_countType)
        b.setMetadata(k::kCountType, typeName(p.sampleTypes[*m_countType]).toStdString());
    if (p.periodType.type || p.periodType.unit)
        b.setMetadata(k::kPeriodType, typeName(p.periodType).toStdString());
    if (p.period)
        b.setMetadata(k::kPeriod, AttributeValue::fromInt(p.period));
    QStringList comments;
    for (const std::int64_t c : p.comments)
        comments << QString::fromUtf8(str(c).data(), qsizetype(str(c).size()));
    if (!comments.isEmpty())
        b.setMetadata(k::kComments, comments.join(QLatin1Char('\n')).toStdString());
    if (p.dropFrames)
        b.setMetadata(k::kDropFrames, str(p.dropFrames));
    if (p.keepFrames)
        b.setMetadata(k::kKeepFrames, str(p.keepFrames));
    if (p.docUrl)
        b.setMetadata(k::kDocUrl, str(p.docUrl));
    if (p.timeNanos > 0)
        b.setStartEpochNs(p.timeNanos);
    if (p.durationNanos > 0 && p.durationNanos < std::numeric_limits<TimePs>::max() / kPsPerNs)
        b.setRecordedDuration(p.durationNanos * kPsPerNs);
}

void Assembly::indexTables()
{
    for (std::uint32_t i = 0; i < p.locations.size(); ++i)
        m_locationIndex.emplace(p.locations[i].id, i);
    for (std::uint32_t i = 0; i < p.functions.size(); ++i)
        m_functionIndex.emplace(p.functions[i].id, i);
    for (std::uint32_t i = 0; i < p.mappings.size(); ++i)
        m_mappingIndex.emplace(p.mappings[i].id, i);
}

const std::vector<FrameId> &Assembly::framesOf(std::uint64_t locationId, qint64 sampleOffset)
{
    if (const auto it = m_frames.find(locationId); it != m_frames.end())
        return it->second;
    const auto li = m_locationIndex.find(locationId);
    if (li == m_locationIndex.end())
        throw ReadError(tr("corrupted pprof profile at byte %1: a sample refers to location %2, which the profile does not define")
                            .arg(sampleOffset).arg(locationId), sampleOffset);
    const PprofProfile::Location &loc = p.locations[li->second];
    const PprofProfile::Mapping *mapping = nullptr;
    if (loc.mappingId) {
        const auto mi = m_mappingIndex.find(loc.mappingId);
        if (mi == m_mappingIndex.end())
            throw ReadError(tr("corrupted pprof profile at byte %1: location %2 refers to mapping %3, which the profile does not define")
                                .arg(loc.offset).arg(loc.id).arg(loc.mappingId), loc.offset);
        mapping = &p.mappings[mi->second];
    }
    const StringId module = mapping ? b.intern(str(mapping->filename)) : StringId();
    std::vector<FrameId> frames;
    auto attribute = [this](FrameId frame, std::string_view key, AttributeValue value) {
        b.setFrameAttribute(frame, b.intern(key), value);
    };
    for (std::uint32_t l = loc.firstLine; l < loc.firstLine + loc.lineCount; ++l) {
        const PprofProfile::Line &line = p.lines[l];
        const auto fi = m_functionIndex.find(line.function);
        if (fi == m_functionIndex.end())
            throw ReadError(tr("corrupted pprof profile at byte %1: location %2 refers to function %3, which the profile does not define")
                                .arg(loc.offset).arg(loc.id).arg(line.function), loc.offset);
        const PprofProfile::Function &fn = p.functions[fi->second];
        Frame f;
        f.name = b.intern(str(fn.name).empty() ? str(fn.systemName) : str(fn.name));
        f.file = b.intern(str(fn.filename));
        f.module = module;
        f.line = std::uint32_t(std::clamp<std::int64_t>(line.line, 0, UINT32_MAX));
        f.column = std::uint32_t(std::clamp<std::int64_t>(line.column, 0, UINT32_MAX));
        const FrameId id = b.addFrame(f);
        frames.push_back(id);
        if (!m_attributedFrames.insert(id).second)
            continue;
        if (fn.systemName && str(fn.systemName) != str(fn.name))
            attribute(id, k::kSystemName, AttributeValue::fromString(b.intern(str(fn.systemName))));
        if (fn.startLine)
            attribute(id, k::kStartLine, AttributeValue::fromInt(fn.startLine));
        if (l + 1 < loc.firstLine + loc.lineCount)
            attribute(id, k::kInlined, AttributeValue::fromBool(true));
        if (mapping && mapping->buildId)
            attribute(id, k::kBuildId, AttributeValue::fromString(b.intern(str(mapping->buildId))));
    }
    if (frames.empty()) {
        // Not symbolized: the address is all there is.
        Frame f;
        f.name = b.intern(QStringLiteral("0x%1").arg(loc.address, 0, 16));
        f.module = module;
        f.address = loc.address;
        f.flags = Frame::HasAddress;
        frames.push_back(b.addFrame(f));
    }
    return m_frames.emplace(locationId, std::move(frames)).first->second;
}

void Assembly::rootFirst(const PprofProfile::Sample &s, std::vector<FrameId> &frames)
{
    // The locations the sample shares with the one before, from the root,
    // keep their frames (`frames` holds that sample's): neighbouring samples
    // of a profile share most of their callers.
    std::size_t shared = 0;
    if (m_previous) {
        const std::uint32_t most = std::min(s.locationCount, m_previous->locationCount);
        const std::uint64_t *const mine = p.locationIds.data() + s.firstLocation + s.locationCount;
        const std::uint64_t *const theirs = p.locationIds.data() + m_previous->firstLocation + m_previous->locationCount;
        while (shared < most && mine[-1 - std::ptrdiff_t(shared)] == theirs[-1 - std::ptrdiff_t(shared)])
            ++shared;
    }
    m_previous = &s;
    // A location may list many (inlined) lines and every sample may name it
    // many times: a small file could spell out stacks without end. Real
    // profiles walk a few frames per byte; the budget allows 64.
    const auto walked = [&](std::size_t count) {
        m_framesWalked += count;
        if (m_framesWalked > frameBudget())
            throw ReadError(tr("the samples' stacks add up to more than %1 frames, far more than a profile of this size "
                               "holds: the file is corrupted").arg(frameBudget()), s.offset);
    };
    m_rootEnds.resize(shared);
    frames.resize(shared ? m_rootEnds.back() : 0);
    walked(frames.size());
    for (std::uint32_t i = s.firstLocation + s.locationCount - std::uint32_t(shared); i-- > s.firstLocation;) {
        const std::vector<FrameId> &leafFirst = framesOf(p.locationIds[i], s.offset);
        walked(leafFirst.size());
        frames.insert(frames.end(), leafFirst.rbegin(), leafFirst.rend());
        m_rootEnds.push_back(std::uint32_t(frames.size()));
    }
}

TrackId Assembly::trackOf(const PprofProfile::Sample &s)
{
    QString thread;
    for (std::uint32_t i = s.firstLabel; i < s.firstLabel + s.labelCount; ++i)
        if (str(p.labels[i].key) == k::kThreadLabel && p.labels[i].str) {
            thread = QString::fromUtf8(str(p.labels[i].str).data(), qsizetype(str(p.labels[i].str).size()));
            break;
        }
    if (const auto it = m_trackOfThread.constFind(thread); it != m_trackOfThread.constEnd())
        return *it;
    TrackInfo info;
    if (thread.isEmpty()) {
        const std::string_view type = str(p.sampleTypes[m_chosen].type);
        info.name = type.empty() ? tr("Samples") : QString::fromUtf8(type.data(), qsizetype(type.size()));
    } else {
        info.name = thread;
    }
    const TrackId track = b.addTrack(info);
    if (m_scale && !m_callCounts)
        b.setTrackAttribute(track, b.intern(k::kInclusiveCounts), AttributeValue::fromBool(true));
    else
        b.setTrackUntimed(track);
    m_trackOfThread.insert(thread, track);
    return track;
}

AttributeValue Assembly::labelValue(const PprofProfile::Label &l)
{
    if (l.str)
        return AttributeValue::fromString(b.intern(str(l.str)));
    return AttributeValue::fromInt(l.num);
}

TimePs Assembly::toPs(std::int64_t value)
{
    TimePs ps = 0;
    if (__builtin_mul_overflow(value, m_scale, &ps)) {
        ++m_overflow;
        return value < 0 ? std::numeric_limits<TimePs>::min() / 2 : std::numeric_limits<TimePs>::max() / 2;
    }
    return ps;
}

void Assembly::queue(const PprofProfile::Sample &s, TrackId track, const std::vector<FrameId> &frames)
{
    if (!m_scale) {
        const std::int64_t value = p.values[s.firstValue + m_chosen];
        if (value < 0) {
            ++m_negative;
            return;
        }
        if (value == 0)
            return;
    }
    m_queuedFrames.insert(m_queuedFrames.end(), frames.begin(), frames.end());
    m_queued.push_back({&s, track, std::uint32_t(m_queuedFrames.size())});
    if (m_queued.size() == 4096)
        addQueued();
}

void Assembly::addQueued()
{
    if (m_scale) {
        addQueuedTimed();
    } else {
        const std::vector<StackId> stacks = b.addStacks(m_queued.size(), [this](std::size_t i) { return queuedPath(i); });
        for (std::size_t i = 0; i < stacks.size(); ++i)
            addCounted(*m_queued[i].sample, m_queued[i].track, stacks[i]);
    }
    m_queued.clear();
    m_queuedFrames.clear();
}

void Assembly::addQueuedTimed()
{
    // Each track's samples of the batch through its own tree, in file order.
    std::vector<std::size_t> ofTree;
    for (std::size_t first = 0; first < m_queued.size(); ++first) {
        const TrackId track = m_queued[first].track;
        bool seen = false;
        for (std::size_t i = 0; i < first && !seen; ++i)
            seen = m_queued[i].track == track;
        if (seen)
            continue;
        auto [treeIt, inserted] = m_treeOfTrack.try_emplace(track, m_trees.size());
        if (inserted) {
            m_trees.emplace_back();
            m_trees.back().track = track;
        }
        PathTree &t = m_trees[treeIt->second];
        ofTree.clear();
        for (std::size_t i = first; i < m_queued.size(); ++i)
            if (m_queued[i].track == track)
                ofTree.push_back(i);
        const std::vector<StackId> nodes = t.paths.internPaths(ofTree.size(), [&](std::size_t i) { return queuedPath(ofTree[i]); });
        t.total.resize(t.paths.size(), 0);
        t.count.resize(t.paths.size(), 0);
        t.extras.resize(t.paths.size() * m_extraTypes.size(), 0);
        for (std::size_t i = 0; i < ofTree.size(); ++i)
            addTimed(*m_queued[ofTree[i]].sample, t, nodes[i]);
    }
}

void Assembly::addTimed(const PprofProfile::Sample &s, PathTree &t, StackId node)
{
    if (node == kNoId)
        return;
    t.total[node] += toPs(p.values[s.firstValue + m_chosen]);
    t.count[node] += m_countType ? p.values[s.firstValue + *m_countType] : 1;
    for (std::size_t e = 0; e < m_extraTypes.size(); ++e)
        t.extras[node * m_extraTypes.size() + e] += p.values[s.firstValue + m_extraTypes[e]];
    for (std::uint32_t i = s.firstLabel; i < s.firstLabel + s.labelCount; ++i) {
        const PprofProfile::Label &l = p.labels[i];
        if (str(l.key) == k::kThreadLabel && l.str)
            continue;
        const AttributeValue v = labelValue(l);
        if (t.labels.emplace(node, b.intern(str(l.key)), int(v.kind), v.kind == AttributeValue::Kind::String ? std::int64_t(v.s) : v.i).second)
            b.setNodeAttribute(t.track, node, b.intern(str(l.key)), v); // node index = the paths' stack id, see finishTrees
    }
}

void Assembly::addCounted(const PprofProfile::Sample &s, TrackId track, StackId stack)
{
    std::int64_t value = p.values[s.firstValue + m_chosen];
    // A weight is 32 bits: larger values take several samples of one stack.
    // A value near 2^63 would take 2^31 of them from a few bytes of file;
    // 2^24 extra samples cover values of real profiles many times over.
    constexpr std::uint64_t kMaxExtraSamples = std::uint64_t(1) << 24;
    m_extraSamples += (std::uint64_t(value) - 1) / UINT32_MAX;
    if (m_extraSamples > kMaxExtraSamples)
        throw ReadError(tr("sample values add up to more than %1 × 2^32, far more than a profile holds: the file is "
                           "corrupted").arg(kMaxExtraSamples), s.offset);
    std::uint32_t first = kNoId;
    while (value > 0) {
        const auto weight = std::uint32_t(std::min<std::int64_t>(value, UINT32_MAX));
        const std::uint32_t sample = b.addSample(track, 0, stack, weight);
        if (first == kNoId)
            first = sample;
        value -= weight;
    }
    for (const std::size_t e : m_extraTypes)
        if (const std::int64_t extra = p.values[s.firstValue + e])
            b.setSampleAttribute(track, first, b.intern(str(p.sampleTypes[e].type)), AttributeValue::fromInt(extra));
    for (std::uint32_t i = s.firstLabel; i < s.firstLabel + s.labelCount; ++i) {
        const PprofProfile::Label &l = p.labels[i];
        if (!(str(l.key) == k::kThreadLabel && l.str))
            b.setSampleAttribute(track, first, b.intern(str(l.key)), labelValue(l));
    }
}

void Assembly::finishTrees()
{
    for (PathTree &t : m_trees) {
        // Totals are inclusive: a node's callees add theirs (a callee's id
        // is above its caller's); so are sample counts, but calls count at
        // their own node only.
        const std::size_t extras = m_extraTypes.size();
        for (std::uint32_t i = std::uint32_t(t.paths.size()); i-- > 0;) {
            const StackId parent = t.paths.parent(StackId(i));
            if (parent == kNoId)
                continue;
            t.total[parent] += t.total[i];
            if (!m_callCounts)
                t.count[parent] += t.count[i];
            for (std::size_t e = 0; e < extras; ++e)
                t.extras[parent * extras + e] += t.extras[i * extras + e];
        }
        // Nodes were made parents first, so their indices are the
        // aggregate tree's (the labels above were keyed by them).
        for (std::uint32_t i = 0; i < t.paths.size(); ++i) {
            const StackId parent = t.paths.parent(StackId(i));
            const std::uint32_t node = b.addAggregateNode(t.track, parent == kNoId ? std::uint32_t(kNoId) : std::uint32_t(parent), t.paths.frame(StackId(i)), t.total[i],
                                                          std::uint64_t(std::max<std::int64_t>(0, t.count[i])));
            for (std::size_t e = 0; e < extras; ++e)
                b.setNodeAttribute(t.track, node, b.intern(str(p.sampleTypes[m_extraTypes[e]].type)),
                                   AttributeValue::fromInt(t.extras[i * extras + e]));
        }
    }
}

void Assembly::run()
{
    if (p.sampleTypes.empty()) {
        if (!p.samples.empty())
            throw ReadError(tr("this pprof profile has samples but no sample types, so their values mean nothing"), 0);
        b.warn(tr("this pprof profile holds no samples"));
        return;
    }
    m_chosen = chooseSampleType();
    m_scale = picosecondsPer(str(p.sampleTypes[m_chosen].unit));
    for (std::size_t i = 0; i < p.sampleTypes.size(); ++i) {
        if (i == m_chosen)
            continue;
        if (m_scale && !m_countType && str(p.sampleTypes[i].unit) == "count")
            m_countType = i;
        else
            m_extraTypes.push_back(i);
    }
    m_callCounts = m_countType && str(p.sampleTypes[*m_countType].type) == "calls";
    setMetadata();
    indexTables();
    std::vector<FrameId> frames;
    for (const PprofProfile::Sample &s : p.samples) {
        if (s.valueCount != p.sampleTypes.size()) {
            if (m_badValueCounts++ < 10)
                b.warn(tr("a sample has %1 values for the profile's %2 sample types; it is left out").arg(s.valueCount).arg(p.sampleTypes.size()), s.offset);
            continue;
        }
        rootFirst(s, frames);
        const TrackId track = trackOf(s);
        queue(s, track, frames);
    }
    addQueued();
    finishTrees();
    if (p.samples.empty())
        b.warn(tr("this pprof profile holds no samples"));
    if (m_negative)
        b.warn(tr("%n sample(s) with a negative %1 (a difference of profiles?) were left out", nullptr, int(m_negative)).arg(typeName(p.sampleTypes[m_chosen])));
    if (m_overflow)
        b.warn(tr("%n sample value(s) are too large to hold in picoseconds; they were capped", nullptr, int(m_overflow)));
}

} // namespace

void PprofAssembler::assemble(const PprofProfile &profile, ProfileBuilder &builder)
{
    Assembly(profile, builder).run();
}

} // namespace hg
