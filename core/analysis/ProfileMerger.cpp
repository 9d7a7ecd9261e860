#include "ProfileMerger.h"

#include "TrackCopy.h"

#include <QSet>
#include <algorithm>

namespace hg {

namespace {

// A source's string, frame and stack ids in the merged profile's tables.
// The first source's tables are the builder's own, so its ids stay.
class SourceIds
{
public:
    static SourceIds same(const Profile &source)
    {
        SourceIds ids;
        ids.m_frames.resize(source.frames().size());
        for (std::size_t f = 0; f < ids.m_frames.size(); ++f)
            ids.m_frames[f] = FrameId(f);
        ids.m_stacks.resize(source.stacks().size());
        for (std::size_t s = 0; s < ids.m_stacks.size(); ++s)
            ids.m_stacks[s] = StackId(s);
        return ids;
    }

    // Interns the source's tables into the builder's. Frame attributes come
    // along for the frames new to the builder (a frame two sources share
    // keeps the first one's).
    static SourceIds intern(const Profile &source, ProfileBuilder &builder)
    {
        SourceIds ids;
        const StringPool &pool = source.strings();
        std::vector<StringId> strings(pool.size());
        for (std::size_t s = 1; s < pool.size(); ++s)
            strings[s] = builder.intern(pool.view(StringId(s)));
        ids.m_strings = StringMap(std::move(strings));

        const std::size_t framesBefore = builder.frameCount();
        ids.m_frames.resize(source.frames().size());
        for (std::size_t f = 0; f < ids.m_frames.size(); ++f) {
            Frame frame = source.frames()[FrameId(f)];
            frame.name = ids.m_strings(frame.name);
            frame.file = ids.m_strings(frame.file);
            frame.module = ids.m_strings(frame.module);
            frame.category = ids.m_strings(frame.category);
            ids.m_frames[f] = builder.addFrame(frame);
        }
        for (const AttributeTable::Entry entry : source.frameAttributes().all())
            if (entry.owner < ids.m_frames.size() && ids.m_frames[entry.owner] >= framesBefore)
                builder.setFrameAttribute(ids.m_frames[entry.owner], ids.m_strings(entry.key), ids.m_strings(entry.value));

        const StackTable &stacks = source.stacks();
        ids.m_stacks.resize(stacks.size());
        for (StackId s{0}; s < stacks.size(); ++s) { // a parent's id is smaller than its children's
            const StackId parent = stacks.parent(s);
            ids.m_stacks[s] = builder.addStack(parent == kNoId ? StackId(kNoId) : ids.m_stacks[parent], ids.m_frames[stacks.frame(s)]);
        }
        return ids;
    }

    const StringMap &strings() const { return m_strings; }
    FrameId frame(FrameId f) const { return m_frames[f]; }
    StackId stack(StackId s) const { return s == kNoId ? s : m_stacks[s]; }

private:
    StringMap m_strings; // empty for the first source: the same ids
    std::vector<FrameId> m_frames;
    std::vector<StackId> m_stacks;
};

// The group of a source's track: the source's name, and the track's own
// group after it when the source has several (an XPlane host's planes).
class SourceGroups
{
public:
    explicit SourceGroups(const MergeSource &source)
        : m_name(source.name)
    {
        QSet<QString> groups;
        for (const Track &track : source.profile->tracks())
            groups.insert(track.info.group);
        m_several = groups.size() > 1;
    }

    QString of(const TrackInfo &info) const
    {
        return m_several && !info.group.isEmpty() ? QStringLiteral("%1: %2").arg(m_name, info.group) : m_name;
    }

private:
    QString m_name;
    bool m_several = false;
};

// Where source times go: the sources with an epoch start after the earliest
// of them by the difference, the others keep their time 0.
class EpochAlignment
{
public:
    explicit EpochAlignment(const std::vector<MergeSource> &sources)
    {
        for (const MergeSource &source : sources)
            if (const std::optional<qint64> epoch = source.profile->startEpochNs())
                m_earliest = m_earliest ? std::min(*m_earliest, *epoch) : *epoch;
    }

    TimePs shiftOf(const Profile &source) const
    {
        const std::optional<qint64> epoch = source.startEpochNs();
        return epoch && m_earliest ? (*epoch - *m_earliest) * kPsPerNs : 0;
    }
    std::optional<qint64> earliest() const { return m_earliest; }

private:
    std::optional<qint64> m_earliest;
};

// Copies the sources one after another into a builder started from the first.
class MergeCopier
{
public:
    explicit MergeCopier(const std::vector<MergeSource> &sources)
        : m_builder(*sources.front().profile), m_alignment(sources)
    {
        // Time 0 is the earliest source's start; an epoch only when the
        // first source has one (a source without keeps its own time 0).
        if (sources.front().profile->startEpochNs() && m_alignment.earliest())
            m_builder.setStartEpochNs(*m_alignment.earliest());
    }

    void add(const MergeSource &source, bool first)
    {
        const Profile &profile = *source.profile;
        const SourceIds ids = first ? SourceIds::same(profile) : SourceIds::intern(profile, m_builder);
        const StringMap &strings = ids.strings();
        const TimePs shift = m_alignment.shiftOf(profile);
        const SourceGroups groups(source);
        std::vector<std::vector<std::uint32_t>> spanIndex(profile.tracks().size());
        for (std::size_t t = 0; t < profile.tracks().size(); ++t) {
            const Track &track = profile.tracks()[t];
            TrackInfo info = track.info;
            info.group = groups.of(track.info);
            const TrackId id = m_builder.addTrack(info);
            copySamples(track, m_builder, id, [&](StackId s) { return std::optional<StackId>(ids.stack(s)); }, shift, strings);
            spanIndex[t] = copySpans(track, m_builder, id, [&](std::uint32_t i) { return ids.frame(track.spans.frame(i)); }, shift, strings);
            copyNodes(
                track, m_builder, id, [&](std::uint32_t i) { return ids.frame(track.nodes.frame(i)); },
                [&](std::uint32_t i) { return track.nodes.total(i); }, strings);
            copyTrackAttributes(track, m_builder, id, strings);
        }
        copyFlows(profile.flows(), spanIndex, m_trackOffset, m_builder, strings);
        m_trackOffset += std::uint32_t(profile.tracks().size());

        const QString prefix = source.name + QStringLiteral(": ");
        for (const CounterSeries &series : profile.counters()) {
            const std::uint32_t counter = m_builder.addCounter(prefix + series.name, series.unit);
            for (std::size_t p = 0; p < series.size(); ++p)
                m_builder.addCounterValue(counter, series.times[p] + shift, series.values[p]);
        }
        for (const Diagnostic &d : profile.diagnostics().warnings())
            m_warnings.warn(prefix + d.message, d.offset, d.line);
        // A source that dropped warnings stored as many as the cap, so the
        // merged list is full by now and counts these as dropped too.
        for (std::size_t d = 0; d < profile.diagnostics().dropped(); ++d)
            m_warnings.warn(prefix);
        m_duration = std::max(m_duration, profile.duration() + shift);
    }

    ProfilePtr build()
    {
        // The sources' warnings say all there is: build() would only find
        // them again (partial overlaps) without their source's name.
        m_builder.keepDiagnostics(m_warnings);
        m_builder.setRecordedDuration(m_duration);
        return m_builder.build();
    }

private:
    ProfileBuilder m_builder;
    EpochAlignment m_alignment;
    std::uint32_t m_trackOffset = 0;
    Diagnostics m_warnings;
    TimePs m_duration = 0;
};

} // namespace

ProfilePtr ProfileMerger::merge(const std::vector<MergeSource> &sources, const std::function<bool()> &isCancelled)
{
    if (sources.empty())
        return ProfileBuilder(QString()).build();
    MergeCopier copier(sources);
    for (std::size_t i = 0; i < sources.size(); ++i) {
        if (isCancelled && isCancelled())
            return nullptr;
        copier.add(sources[i], i == 0);
    }
    return copier.build();
}

} // namespace hg
