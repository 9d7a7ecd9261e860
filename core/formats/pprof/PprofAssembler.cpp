#include "PprofAssembler.h"

#include "PprofDecoder.h"
#include "PprofIdIndex.h"
#include "PprofKeys.h"
#include "PprofNodeLabels.h"
#include "PprofPathTotals.h"
#include "PprofSamplesAhead.h"
#include "io/ReadContext.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"
#include "model/StackTable.h"
#include "util/ReallocVector.h"
#include "util/Utf8Text.h"

#include <QHash>
#include <QThread>
#include <algorithm>
#include <climits>
#include <limits>
#include <optional>
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
    Assembly(const PprofProfile &profile, ProfileBuilder &builder, const ReadContext &context)
        : p(profile), b(builder), m_context(context), m_locationIndex(p.locations), m_functionIndex(p.functions), m_mappingIndex(p.mappings),
          m_interned(p.strings.size(), StringId(kNoId)), m_labelOnly(p.strings.size(), false), m_locationFrames(p.locations.size())
    {
    }
    void run();

private:
    // One aggregated tree being built (time mode): a node per call path,
    // numbered in file order (the order the samples first reach them, a
    // path's callers before it), as the paths table numbers its stacks.
    // Sample values, summed per path by PprofPathTotals, go to their own
    // node; finishTrees adds them up to the callers.
    struct PathTree
    {
        TrackId track = kNoId;
        StackTable paths;
        std::vector<TimePs> total;
        std::vector<std::int64_t> count;
        std::vector<std::int64_t> extras; // extraTypes.size() per node
    };
    // The trees' node labels (time mode), kept once each, by tree index.
    std::optional<PprofNodeLabels> m_nodeLabels;

    std::string_view str(std::int64_t i) const { return p.strings[std::size_t(i)]; }
    // The model's id of a string of the table (interned once).
    StringId internString(std::int64_t i)
    {
        StringId &id = m_interned[std::size_t(i)];
        if (id == kNoId)
            id = b.intern(str(i));
        else if (m_labelOnly[std::size_t(i)])
            return indexedToo(i);
        return id;
    }
    // A string first met as a label value was stored unindexed (its labels
    // keep that id); met in another role (a name, a key), it is interned as
    // every other, so lookups by text find it.
    StringId indexedToo(std::int64_t i)
    {
        const auto [at, added] = m_indexedToo.try_emplace(i, StringId(kNoId));
        if (added)
            at->second = b.intern(str(i));
        return at->second;
    }
    QString typeName(const PprofProfile::ValueType &v) const;
    std::size_t chooseSampleType() const;
    void setMetadata();
    // A location's frames, leaf first, made the first time it is used.
    std::span<const FrameId> framesOf(std::uint32_t index, std::uint64_t locationId, qint64 sampleOffset);
    static ReadError unknownLocation(std::uint64_t locationId, qint64 sampleOffset);
    std::span<const FrameId> makeFrames(std::uint32_t index);
    // The sample's frames, root first, into `frames`; returns how many of
    // them it shares with the sample walked before (kept from there).
    std::size_t rootFirst(const PprofProfile::SampleFields &s, std::vector<FrameId> &frames);
    // Counts frames the samples' stacks spell out, against frameBudget().
    void walked(std::size_t frames, qint64 sampleOffset);
    // The node of a timed sample's path in its tree: that of its path met
    // before, or found by walking its locations (interning each frame the
    // walk does not share with the walk before, in file order).
    StackId nodeOf(PathTree &t, std::size_t tree, const PprofSamplesAhead::Sample &s, std::vector<FrameId> &frames);
    // A timed sample's path (PprofSamplesAhead::Sample::path) as walked.
    struct WalkedPath
    {
        StackId leaf; // kNoId: no locations
        std::uint32_t frames; // its depth, as the walk counted it against the frame budget
        std::uint32_t tree;
    };
    ReallocVector<WalkedPath> m_walked; // one a distinct path: millions, grown without a copy
    // Each path's sums onto its node.
    void addPathTotals(const PprofPathTotals &totals);
    PathTree &treeOf(TrackId track, std::size_t &index);
    // The path and the label strings of the samples a few ahead, asked for
    // in stages (each needs what the one before fetched): tables of
    // millions of paths and strings are read at random, and one sample's
    // cache misses would wait for each other.
    void prefetchAhead(const PprofSamplesAhead &samples) const;
    TrackId trackOf(std::span<const PprofProfile::Label> labels);
    // The cached track of the sample's thread (kNoId when not cached yet).
    TrackId &trackSlot(std::span<const PprofProfile::Label> labels);
    bool isThreadLabel(const PprofProfile::Label &l) const { return l.str && str(l.key) == k::kThreadLabel; }
    AttributeValue labelValue(const PprofProfile::Label &l);
    // Counted samples a batch at a time: their paths interned together
    // into the model's stacks (StackTable::internPaths: a path's frames
    // shared with the path before cost a comparison each), then added in
    // file order. Timed samples go straight to their track's tree.
    void queue(const PprofSamplesAhead::Sample &s, TrackId track, const std::vector<FrameId> &frames);
    void addQueued();
    // A timed sample's labels onto its node (the thread's is its track).
    void addLabels(const PprofSamplesAhead::Sample &s, std::size_t tree, StackId node);
    void addCounted(std::size_t queued, StackId stack);
    // A queued sample: its frames, values (one per sample type) and labels
    // are ranges of the batch's vectors, up to these ends.
    struct Queued
    {
        qint64 offset;
        TrackId track;
        std::uint32_t framesEnd, labelsEnd;
    };
    const std::int64_t *queuedValues(std::size_t i) const { return m_queuedValues.data() + i * p.sampleTypes.size(); }
    std::span<const PprofProfile::Label> queuedLabels(std::size_t i) const
    {
        const std::uint32_t begin = i ? m_queued[i - 1].labelsEnd : 0;
        return std::span<const PprofProfile::Label>(m_queuedLabels.data() + begin, m_queued[i].labelsEnd - begin);
    }
    std::span<const FrameId> queuedPath(std::size_t i) const
    {
        const std::uint32_t begin = i ? m_queued[i - 1].framesEnd : 0;
        return std::span<const FrameId>(m_queuedFrames.data() + begin, m_queued[i].framesEnd - begin);
    }
    std::vector<Queued> m_queued;
    std::vector<FrameId> m_queuedFrames;
    std::vector<std::int64_t> m_queuedValues;
    std::vector<PprofProfile::Label> m_queuedLabels;
    void finishTrees();

    const PprofProfile &p;
    ProfileBuilder &b;
    const ReadContext &m_context;
    std::size_t m_chosen = 0;
    std::optional<std::size_t> m_countType;
    std::vector<std::size_t> m_extraTypes;
    TimePs m_scale = 0; // ps per unit of the chosen type; 0 when it is no time
    bool m_callCounts = false; // the count type counts calls ("calls/count", as our writer names them for spans)
    const PprofIdIndex m_locationIndex, m_functionIndex, m_mappingIndex;
    std::vector<StringId> m_interned; // by string index; kNoId until interned
    std::vector<bool> m_labelOnly;      // by string index: m_interned holds an unindexed label value's id
    std::unordered_map<std::int64_t, StringId> m_indexedToo; // those of them met in another role
    // Per location index: its frames in m_frames; first kNotYet until made.
    static constexpr std::uint32_t kNotYet = 0xFFFFFFFFu;
    struct FrameRange
    {
        std::uint32_t first = kNotYet, count = 0;
    };
    std::vector<FrameRange> m_locationFrames;
    std::vector<FrameId> m_frames;
    std::vector<bool> m_attributedFrames; // by frame id: attributes set
    QHash<QString, TrackId> m_trackOfThread;
    std::unordered_map<std::int64_t, TrackId> m_trackOfThreadString; // by the label's string index
    TrackId m_unthreadedTrack = kNoId;
    std::unordered_map<TrackId, std::size_t> m_treeOfTrack;
    std::vector<PathTree> m_trees;
    std::size_t m_badValueCounts = 0, m_negative = 0;
    bool m_totalsCapped = false; // a node's total reached the bounds of picoseconds
    std::uint64_t m_framesWalked = 0;
    PprofProfile::SampleFields m_sample, m_previous; // the sample read, the one rootFirst saw last
    bool m_hasPrevious = false;
    std::size_t m_previousTree = 0; // whose stacks m_pathStacks holds (time mode)
    std::vector<StackId> m_pathStacks; // of the frames of the path walked last, root first
    std::size_t m_lastTree = SIZE_MAX; // the tree of the sample before and its track
    TrackId m_lastTrack = kNoId;
    std::vector<std::uint32_t> m_rootEnds;            // its frames' end per location, root first
    std::vector<std::uint32_t> m_indices;             // of the locations rootFirst walks
    std::uint64_t m_extraSamples = 0; // from values split into 32-bit weights
    std::uint64_t frameBudget() const
    {
        // A location id takes a byte at least: the samples' bytes bound their ids.
        return (std::uint64_t(1) << 26) + 64 * std::uint64_t(p.sampleBytes + p.lines.size() + p.sampleCount);
    }
};

QString Assembly::typeName(const PprofProfile::ValueType &v) const
{
    const std::string_view type = str(v.type), unit = str(v.unit);
    return fromUtf8(type) + QLatin1Char('/') + fromUtf8(unit);
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
        comments << fromUtf8(str(c));
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

ReadError Assembly::unknownLocation(std::uint64_t locationId, qint64 sampleOffset)
{
    return ReadError(tr("corrupted pprof profile at byte %1: a sample refers to location %2, which the profile does not define")
                         .arg(sampleOffset).arg(locationId), sampleOffset);
}

std::span<const FrameId> Assembly::framesOf(std::uint32_t index, std::uint64_t locationId, qint64 sampleOffset)
{
    if (index == PprofIdIndex::kNone)
        throw unknownLocation(locationId, sampleOffset);
    const FrameRange frames = m_locationFrames[index];
    if (frames.first == kNotYet)
        return makeFrames(index);
    return std::span<const FrameId>(m_frames.data() + frames.first, frames.count);
}

std::span<const FrameId> Assembly::makeFrames(std::uint32_t index)
{
    const PprofProfile::Location &loc = p.locations[index];
    const PprofProfile::Mapping *mapping = nullptr;
    if (loc.mappingId) {
        const std::uint32_t mi = m_mappingIndex.find(loc.mappingId);
        if (mi == PprofIdIndex::kNone)
            throw ReadError(tr("corrupted pprof profile at byte %1: location %2 refers to mapping %3, which the profile does not define")
                                .arg(loc.offset).arg(loc.id).arg(loc.mappingId), loc.offset);
        mapping = &p.mappings[mi];
    }
    const StringId module = mapping ? internString(mapping->filename) : StringId();
    const auto first = std::uint32_t(m_frames.size());
    auto attribute = [this](FrameId frame, std::string_view key, AttributeValue value) {
        b.setFrameAttribute(frame, b.intern(key), value);
    };
    for (std::uint32_t l = loc.firstLine; l < loc.firstLine + loc.lineCount; ++l) {
        const PprofProfile::Line &line = p.lines[l];
        const std::uint32_t fi = m_functionIndex.find(line.function);
        if (fi == PprofIdIndex::kNone) {
            m_frames.resize(first);
            throw ReadError(tr("corrupted pprof profile at byte %1: location %2 refers to function %3, which the profile does not define")
                                .arg(loc.offset).arg(loc.id).arg(line.function), loc.offset);
        }
        const PprofProfile::Function &fn = p.functions[fi];
        Frame f;
        f.name = internString(str(fn.name).empty() ? fn.systemName : fn.name);
        f.file = internString(fn.filename);
        f.module = module;
        f.line = std::uint32_t(std::clamp<std::int64_t>(line.line, 0, UINT32_MAX));
        f.column = std::uint32_t(std::clamp<std::int64_t>(line.column, 0, UINT32_MAX));
        const FrameId id = b.addFrame(f);
        m_frames.push_back(id);
        if (m_attributedFrames.size() <= id)
            m_attributedFrames.resize(std::size_t(id) + 1, false);
        if (m_attributedFrames[id])
            continue;
        m_attributedFrames[id] = true;
        if (fn.systemName && str(fn.systemName) != str(fn.name))
            attribute(id, k::kSystemName, AttributeValue::fromString(internString(fn.systemName)));
        if (fn.startLine)
            attribute(id, k::kStartLine, AttributeValue::fromInt(fn.startLine));
        if (l + 1 < loc.firstLine + loc.lineCount)
            attribute(id, k::kInlined, AttributeValue::fromBool(true));
        if (mapping && mapping->buildId)
            attribute(id, k::kBuildId, AttributeValue::fromString(internString(mapping->buildId)));
    }
    if (loc.lineCount == 0) {
        // Not symbolized: the address is all there is.
        Frame f;
        f.name = b.intern(QStringLiteral("0x%1").arg(loc.address, 0, 16));
        f.module = module;
        f.address = loc.address;
        f.flags = Frame::HasAddress;
        m_frames.push_back(b.addFrame(f));
    }
    m_locationFrames[index] = {first, std::uint32_t(m_frames.size() - first)};
    return std::span<const FrameId>(m_frames.data() + first, m_frames.size() - first);
}

std::size_t Assembly::rootFirst(const PprofProfile::SampleFields &s, std::vector<FrameId> &frames)
{
    // The locations the sample shares with the one before, from the root,
    // keep their frames (`frames` holds that sample's): neighbouring samples
    // of a profile share most of their callers.
    std::size_t shared = 0;
    const std::size_t count = s.locationIds.size();
    if (m_hasPrevious) {
        const std::size_t most = std::min(count, m_previous.locationIds.size());
        const std::uint64_t *const mine = s.locationIds.data() + count;
        const std::uint64_t *const theirs = m_previous.locationIds.data() + m_previous.locationIds.size();
        while (shared < most && mine[-1 - std::ptrdiff_t(shared)] == theirs[-1 - std::ptrdiff_t(shared)])
            ++shared;
    }
    // A location may list many (inlined) lines and every sample may name it
    // many times: a small file could spell out stacks without end. Real
    // profiles walk a few frames per byte; the budget allows 64.
    m_rootEnds.resize(shared);
    frames.resize(shared ? m_rootEnds.back() : 0);
    const std::size_t sharedFrames = frames.size();
    walked(sharedFrames, s.offset);
    // Each location's id, index and frames are read at random: the reads of
    // all the sample's locations are asked for a step at a time, so their
    // cache misses overlap instead of waiting for one another.
    const std::size_t fresh = count - shared;
    for (std::size_t i = 0; i < fresh; ++i)
        m_locationIndex.prefetch(s.locationIds[i]);
    m_indices.resize(fresh);
    for (std::size_t i = 0; i < fresh; ++i) {
        m_indices[i] = m_locationIndex.find(s.locationIds[i]);
        if (m_indices[i] != PprofIdIndex::kNone)
            __builtin_prefetch(&m_locationFrames[m_indices[i]]);
    }
    for (std::size_t i = 0; i < fresh; ++i)
        if (m_indices[i] != PprofIdIndex::kNone && m_locationFrames[m_indices[i]].first != kNotYet)
            __builtin_prefetch(m_frames.data() + m_locationFrames[m_indices[i]].first);
    // The path's frames counted against the budget before any is spelt
    // out: a path of a corrupted file could otherwise take gigabytes
    // before the count stopped it.
    std::size_t freshFrames = 0;
    for (std::size_t i = 0; i < fresh; ++i) {
        if (m_indices[i] == PprofIdIndex::kNone)
            throw unknownLocation(s.locationIds[i], s.offset);
        freshFrames += std::max<std::uint32_t>(1, p.locations[m_indices[i]].lineCount);
    }
    walked(freshFrames, s.offset);
    for (std::size_t i = fresh; i-- > 0;) {
        const std::span<const FrameId> leafFirst = framesOf(m_indices[i], s.locationIds[i], s.offset);
        frames.insert(frames.end(), leafFirst.rbegin(), leafFirst.rend());
        m_rootEnds.push_back(std::uint32_t(frames.size()));
    }
    return sharedFrames;
}

void Assembly::walked(std::size_t frames, qint64 sampleOffset)
{
    m_framesWalked += frames;
    if (m_framesWalked > frameBudget())
        throw ReadError(tr("the samples' stacks add up to more than %1 frames, far more than a profile of this size "
                           "holds: the file is corrupted").arg(frameBudget()), sampleOffset);
}

Assembly::PathTree &Assembly::treeOf(TrackId track, std::size_t &index)
{
    if (track == m_lastTrack) { // most samples: the thread of the sample before
        index = m_lastTree;
        return m_trees[index];
    }
    auto [it, inserted] = m_treeOfTrack.try_emplace(track, m_trees.size());
    if (inserted) {
        m_trees.emplace_back();
        m_trees.back().track = track;
    }
    m_lastTrack = track;
    m_lastTree = index = it->second;
    return m_trees[index];
}

void Assembly::prefetchAhead(const PprofSamplesAhead &samples) const
{
    const std::size_t left = samples.peekable();
    if (left >= 8) {
        const PprofSamplesAhead::Sample s = samples.peek(8);
        if (s.path < m_walked.size())
            __builtin_prefetch(&m_walked[s.path]);
        for (const PprofProfile::Label &l : s.labels) // where its value's string is, or its id once interned
            if (l.str) {
                __builtin_prefetch(&m_interned[std::size_t(l.str)]);
                __builtin_prefetch(&p.strings[std::size_t(l.str)]);
            }
    }
    if (left < 4)
        return;
    const PprofSamplesAhead::Sample s = samples.peek(4);
    for (const PprofProfile::Label &l : s.labels) // a string not interned yet is read to intern it
        if (l.str && m_interned[std::size_t(l.str)] == kNoId)
            __builtin_prefetch(p.strings[std::size_t(l.str)].data());
}

StackId Assembly::nodeOf(PathTree &t, std::size_t tree, const PprofSamplesAhead::Sample &s, std::vector<FrameId> &frames)
{
    Q_ASSERT(s.path != kNoId && s.path <= m_walked.size() && s.newPath == (s.path == m_walked.size()));
    if (!s.newPath) {
        const WalkedPath &known = m_walked[s.path];
        walked(known.frames, s.offset); // as many as its walk would count
        return known.leaf;
    }
    PprofSamplesAhead::decodeLocations(s.locations, m_sample.locationIds);
    m_sample.offset = s.offset;
    m_hasPrevious = m_hasPrevious && m_previousTree == tree; // the frames shared are those of this tree's stacks
    const std::size_t shared = rootFirst(m_sample, frames);
    std::swap(m_previous, m_sample);
    m_hasPrevious = true;
    m_previousTree = tree;
    // New nodes are numbered as the walk meets them: in file order. The
    // lookups of the frames not shared are in flight together.
    m_pathStacks.resize(shared);
    t.paths.internPath(shared ? m_pathStacks.back() : StackId(kNoId), std::span<const FrameId>(frames).subspan(shared), m_pathStacks);
    const StackId leaf = frames.empty() ? StackId(kNoId) : m_pathStacks.back();
    m_walked.push_back({leaf, std::uint32_t(frames.size()), std::uint32_t(tree)}); // numbered as the decoder numbers paths
    return leaf;
}

TrackId &Assembly::trackSlot(std::span<const PprofProfile::Label> labels)
{
    for (const PprofProfile::Label &l : labels)
        if (isThreadLabel(l)) // most samples name a thread by a string index seen before
            return m_trackOfThreadString.try_emplace(l.str, TrackId(kNoId)).first->second;
    return m_unthreadedTrack;
}

TrackId Assembly::trackOf(std::span<const PprofProfile::Label> labels)
{
    TrackId *const known = &trackSlot(labels);
    if (*known != kNoId)
        return *known;
    std::int64_t threadString = 0;
    for (const PprofProfile::Label &l : labels)
        if (isThreadLabel(l)) {
            threadString = l.str;
            break;
        }
    const QString thread = fromUtf8(str(threadString));
    if (const auto it = m_trackOfThread.constFind(thread); it != m_trackOfThread.constEnd())
        return *known = *it;
    TrackInfo info;
    if (thread.isEmpty()) {
        const std::string_view type = str(p.sampleTypes[m_chosen].type);
        info.name = type.empty() ? tr("Samples") : fromUtf8(type);
    } else {
        info.name = thread;
    }
    const TrackId track = b.addTrack(info);
    if (m_scale && !m_callCounts)
        b.setTrackAttribute(track, b.intern(k::kInclusiveCounts), AttributeValue::fromBool(true));
    else
        b.setTrackUntimed(track);
    m_trackOfThread.insert(thread, track);
    return *known = track;
}

AttributeValue Assembly::labelValue(const PprofProfile::Label &l)
{
    if (l.str)
        return AttributeValue::fromString(internString(l.str));
    return AttributeValue::fromInt(l.num);
}

void Assembly::queue(const PprofSamplesAhead::Sample &s, TrackId track, const std::vector<FrameId> &frames)
{
    const std::int64_t value = s.values[m_chosen];
    if (value < 0) {
        ++m_negative;
        return;
    }
    if (value == 0)
        return;
    m_queuedFrames.insert(m_queuedFrames.end(), frames.begin(), frames.end());
    m_queuedValues.insert(m_queuedValues.end(), s.values.begin(), s.values.end());
    m_queuedLabels.insert(m_queuedLabels.end(), s.labels.begin(), s.labels.end());
    m_queued.push_back({s.offset, track, std::uint32_t(m_queuedFrames.size()), std::uint32_t(m_queuedLabels.size())});
    if (m_queued.size() == 4096)
        addQueued();
}

void Assembly::addQueued()
{
    const std::vector<StackId> stacks = b.addStacks(m_queued.size(), [this](std::size_t i) { return queuedPath(i); });
    for (std::size_t i = 0; i < stacks.size(); ++i)
        addCounted(i, stacks[i]);
    m_queued.clear();
    m_queuedFrames.clear();
    m_queuedValues.clear();
    m_queuedLabels.clear();
}

void Assembly::addLabels(const PprofSamplesAhead::Sample &s, std::size_t tree, StackId node)
{
    if (node == kNoId)
        return;
    for (const PprofProfile::Label &l : s.labels) { // node index = the paths' stack id, see finishTrees
        if (isThreadLabel(l))
            continue;
        const StringId key = internString(l.key);
        if (!l.str) {
            m_nodeLabels->addInt(std::uint32_t(tree), node, key, l.num);
            continue;
        }
        StringId &value = m_interned[std::size_t(l.str)];
        if (value == kNoId) {
            // Met first as a label's value, most likely the only time (a
            // span id): kept with the model's strings without a lookup (a
            // string of the table is one text).
            value = b.addUniqueString(str(l.str));
            m_labelOnly[std::size_t(l.str)] = true;
        }
        m_nodeLabels->addString(std::uint32_t(tree), node, key, value, l.str);
    }
}

void Assembly::addCounted(std::size_t queued, StackId stack)
{
    const std::int64_t *const values = queuedValues(queued);
    const TrackId track = m_queued[queued].track;
    std::int64_t value = values[m_chosen];
    // A weight is 32 bits: larger values take several samples of one stack.
    // A value near 2^63 would take 2^31 of them from a few bytes of file;
    // 2^24 extra samples cover values of real profiles many times over.
    constexpr std::uint64_t kMaxExtraSamples = std::uint64_t(1) << 24;
    m_extraSamples += (std::uint64_t(value) - 1) / UINT32_MAX;
    if (m_extraSamples > kMaxExtraSamples)
        throw ReadError(tr("sample values add up to more than %1 × 2^32, far more than a profile holds: the file is "
                           "corrupted").arg(kMaxExtraSamples), m_queued[queued].offset);
    std::uint32_t first = kNoId;
    while (value > 0) {
        const auto weight = std::uint32_t(std::min<std::int64_t>(value, UINT32_MAX));
        const std::uint32_t sample = b.addSample(track, 0, stack, weight);
        if (first == kNoId)
            first = sample;
        value -= weight;
    }
    for (const std::size_t e : m_extraTypes)
        if (const std::int64_t extra = values[e])
            b.setSampleAttribute(track, first, internString(p.sampleTypes[e].type), AttributeValue::fromInt(extra));
    for (const PprofProfile::Label &l : queuedLabels(queued))
        if (!isThreadLabel(l))
            b.setSampleAttribute(track, first, internString(l.key), labelValue(l));
}

void Assembly::addPathTotals(const PprofPathTotals &totals)
{
    const std::size_t extras = m_extraTypes.size();
    for (PathTree &t : m_trees) {
        t.total.assign(t.paths.size(), 0);
        t.count.assign(t.paths.size(), 0);
        t.extras.assign(t.paths.size() * extras, 0);
    }
    // Totals saturate, as PprofPathTotals' do; the rest wrap as 64-bit integers.
    auto add = [](auto &to, auto value) { to = decltype(+to)(std::uint64_t(to) + std::uint64_t(value)); };
    for (std::uint32_t path = 0; path < m_walked.size(); ++path) {
        const WalkedPath &w = m_walked[path];
        if (w.leaf == kNoId)
            continue;
        PathTree &t = m_trees[w.tree];
        t.total[w.leaf] = PprofPathTotals::addSaturated(t.total[w.leaf], totals.total(path), m_totalsCapped);
        add(t.count[w.leaf], totals.count(path));
        for (std::size_t e = 0; e < extras; ++e)
            add(t.extras[w.leaf * extras + e], totals.extra(path, e));
    }
    m_walked = {};
}

void Assembly::finishTrees()
{
    for (std::size_t tree = 0; tree < m_trees.size(); ++tree) {
        PathTree &t = m_trees[tree];
        t.paths.freeze();
        // Totals are inclusive: a node's callees add theirs (a callee's id
        // is above its caller's); so are sample counts, but calls count at
        // their own node only.
        const std::size_t extras = m_extraTypes.size();
        for (std::uint32_t i = std::uint32_t(t.paths.size()); i-- > 0;) {
            const StackId parent = t.paths.parent(StackId(i));
            if (parent == kNoId)
                continue;
            t.total[parent] = PprofPathTotals::addSaturated(t.total[parent], t.total[i], m_totalsCapped);
            if (!m_callCounts)
                t.count[parent] += t.count[i];
            for (std::size_t e = 0; e < extras; ++e)
                t.extras[parent * extras + e] += t.extras[i * extras + e];
        }
        if (!m_callCounts)
            b.setNodeCountsIncludeCallees(t.track, true);
        b.setNodePathsDistinct(t.track, true); // one node a (parent, frame): the paths table's stacks
        // Nodes were made parents first, so their indices are the
        // aggregate tree's (the labels above were keyed by them). Room for
        // all at once: grown node by node, the model's columns would keep
        // up to as much again (and hold two copies while growing).
        b.reserveAggregateNodes(t.track, t.paths.size(), 0);
        for (std::uint32_t i = 0; i < t.paths.size(); ++i) {
            const StackId parent = t.paths.parent(StackId(i));
            [[maybe_unused]] const std::uint32_t node = b.addAggregateNode(t.track, parent == kNoId ? std::uint32_t(kNoId) : std::uint32_t(parent), t.paths.frame(StackId(i)),
                                                                           t.total[i], std::uint64_t(std::max<std::int64_t>(0, t.count[i])));
            Q_ASSERT(node == i);
        }
        // The labels (sorted by node meanwhile), then the other sample
        // types' sums: a node's attributes in that order, as the model's
        // sort by node keeps them.
        b.addNodeAttributes(t.track, m_nodeLabels->take(std::uint32_t(tree)));
        b.reserveAggregateNodes(t.track, 0, t.paths.size() * extras); // after: the labels' table is moved in whole
        for (std::uint32_t node = 0; node < t.paths.size() && extras; ++node)
            for (std::size_t e = 0; e < extras; ++e)
                b.setNodeAttribute(t.track, node, internString(p.sampleTypes[m_extraTypes[e]].type),
                                   AttributeValue::fromInt(t.extras[node * extras + e]));
        t = PathTree(); // its columns, copied into the model's, go before the next tree's are
    }
}

void Assembly::run()
{
    if (p.sampleTypes.empty()) {
        if (p.sampleCount)
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
    if (m_scale) // the labels added on a thread of their own when the decoding has one
        m_nodeLabels.emplace(p.strings.size(), QThread::idealThreadCount() > 1 && p.sampleBytes > PprofSamplesAhead::kAheadBytes);
    setMetadata();
    std::vector<FrameId> frames;
    std::size_t read = 0;
    std::optional<PprofPathTotals> totals;
    if (m_scale)
        totals.emplace(PprofPathTotals::Types{m_chosen, m_scale, m_countType.value_or(SIZE_MAX), m_extraTypes});
    { // the decoding thread done before the totals are read
        PprofSamplesAhead samples(p, totals ? &*totals : nullptr);
        for (PprofSamplesAhead::Sample s; samples.next(s);) {
            if ((++read & 0xFFFF) == 0) { // the samples are the second half of the work
                m_context.checkCancelled();
                m_context.progress(qint64(p.wire.size() + std::size_t(s.offset)) / 2);
                // Every table was decoded, and samples come in file order: the
                // bytes before this one need not stay in memory (a string that
                // lies there is read again from the page cache).
                m_context.inputConsumed(p.wire.data() + s.offset);
            }
            if (s.values.size() != p.sampleTypes.size()) {
                if (m_badValueCounts++ < 10)
                    b.warn(tr("a sample has %1 values for the profile's %2 sample types; it is left out").arg(s.values.size()).arg(p.sampleTypes.size()), s.offset);
                continue;
            }
            const TrackId track = trackOf(s.labels);
            if (m_scale) {
                prefetchAhead(samples);
                std::size_t index = 0;
                PathTree &t = treeOf(track, index);
                addLabels(s, index, nodeOf(t, index, s, frames));
                continue;
            }
            PprofSamplesAhead::decodeLocations(s.locations, m_sample.locationIds);
            m_sample.offset = s.offset;
            rootFirst(m_sample, frames);
            std::swap(m_previous, m_sample);
            m_hasPrevious = true;
            queue(s, track, frames);
        }
    }
    if (!m_scale)
        addQueued();
    if (m_nodeLabels)
        m_nodeLabels->finish(); // their indexes go before the nodes are made; their sort runs beside
    std::size_t overflows = 0;
    if (totals) {
        totals->releasePaths();
        addPathTotals(*totals);
        overflows = totals->overflows();
        m_totalsCapped = m_totalsCapped || totals->sumsCapped();
        totals.reset(); // before the model's nodes are made
    }
    finishTrees();
    if (!p.sampleCount)
        b.warn(tr("this pprof profile holds no samples"));
    if (m_negative)
        b.warn(tr("%n sample(s) with a negative %1 (a difference of profiles?) were left out", nullptr, int(m_negative)).arg(typeName(p.sampleTypes[m_chosen])));
    if (overflows)
        b.warn(tr("%n sample value(s) are too large to hold in picoseconds; they were capped", nullptr, int(overflows)));
    if (m_totalsCapped) // ~106 days on one call path: a merge of many profiles, or values in the wrong unit
        b.warn(tr("some call paths' times add up to more than picoseconds can hold (about 106 days); their totals were capped"));
}

} // namespace

void PprofAssembler::assemble(const PprofProfile &profile, ProfileBuilder &builder, const ReadContext &context)
{
    Assembly(profile, builder, context).run();
}

} // namespace hg
