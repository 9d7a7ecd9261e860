#include "ProfileTransformer.h"

#include "KeptSpanPlacement.h"
#include "PathTransform.h"
#include "TrackCopy.h"
#include "model/ProfileBuilder.h"

#include <QCoreApplication>

#include <algorithm>

namespace hg {

namespace {

// Every path of the profile in one prefix tree — the sample stacks (their ids
// unchanged), then the call paths of spans and aggregated nodes — and what
// the transforms made of each.
class PathsOfProfile
{
public:
    explicit PathsOfProfile(const Profile &profile) : m_paths(profile.stacks()), m_sampleStacks(profile.stacks().size())
    {
        for (const Track &track : profile.tracks()) {
            // Spans by their distinct paths (held while the transform runs), not one by one.
            m_spanPathsOf.push_back(track.spans.callPaths());
            const SpanPaths &spanPaths = *m_spanPathsOf.back();
            m_spanPaths.push_back(pathsOf(std::uint32_t(spanPaths.paths.size()), [&](std::uint32_t p) { return spanPaths.paths.parent(StackId(p)); },
                                          [&](std::uint32_t p) { return spanPaths.paths.frame(StackId(p)); }));
            m_nodePaths.push_back(pathsOf(track.nodes.size(), [&](std::uint32_t i) { return track.nodes.parent(i); },
                                          [&](std::uint32_t i) { return track.nodes.frame(i); }));
        }
        const std::size_t n = m_paths.size();
        m_reshaped.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            m_reshaped[i] = StackId(i);
        m_ownKept.assign(n, 1);
        m_dropped.assign(n, 0);
    }

    // Follows one more step; false when cancelled.
    void apply(const Transform &step, ProfileBuilder &builder, QStringList &notes)
    {
        PathMapping m = PathMapping::of(step, m_current ? *m_current : m_paths, builder);
        for (std::size_t i = 0; i < m_reshaped.size(); ++i) {
            const StackId r = m_reshaped[i];
            if (r == kNoId) {
                m_dropped[i] |= m.dropsEmpty;
                continue;
            }
            m_ownKept[i] &= m.ownKept[r];
            m_dropped[i] |= m.dropped[r];
            m_reshaped[i] = m.reshaped[r];
        }
        m_emptyDropped = m_emptyDropped || m.dropsEmpty; // samples that came without a stack
        notes << m.notes;
        m_current = std::make_unique<StackTable>(std::move(m.paths));
    }

    // The reshaped sample stacks as stacks of the builder (after the last
    // step); the paths of spans and nodes stay out of its table.
    void addStacks(ProfileBuilder &builder)
    {
        const StackTable &paths = m_current ? *m_current : m_paths;
        std::vector<std::uint8_t> needed(paths.size(), 0);
        bool emptied = false;
        for (std::size_t s = 0; s < m_sampleStacks; ++s) {
            StackId up = m_reshaped[s];
            emptied = emptied || up == kNoId;
            for (; up != kNoId && !needed[up]; up = paths.parent(up))
                needed[up] = 1;
        }
        m_stackOf.assign(paths.size(), kNoId);
        for (StackId i{0}; i < paths.size(); ++i) {
            if (!needed[i])
                continue;
            const StackId parent = paths.parent(i);
            m_stackOf[i] = builder.addStack(parent == kNoId ? StackId(kNoId) : m_stackOf[parent], paths.frame(i));
        }
        if (emptied)
            m_rootStack = builder.addStack(kNoId, builder.addFrame(std::string_view("(root)")));
        // What each sample's stack becomes, looked up once per sample.
        m_sampleStackOf.resize(m_sampleStacks);
        for (StackId s{0}; s < m_sampleStacks; ++s)
            m_sampleStackOf[s] = dropped(s) ? kDroppedSample : stackOf(s);
    }

    // The builder's stack of a sample on `stack` (kNoId: none), or nullopt
    // when the sample is dropped.
    std::optional<StackId> sampleStackOf(StackId stack) const
    {
        if (stack == kNoId)
            return m_emptyDropped ? std::nullopt : std::optional<StackId>(StackId(kNoId));
        const StackId s = m_sampleStackOf[stack];
        return s == kDroppedSample ? std::nullopt : std::optional<StackId>(s);
    }

    StackId spanPath(std::size_t track, std::uint32_t span) const { return m_spanPaths[track][m_spanPathsOf[track]->pathOf[span]]; }
    // The frame the spans on each of a track's span paths (SpanPaths) show as, kNoId where they go.
    std::vector<FrameId> spanFrames(std::size_t track) const
    {
        std::vector<FrameId> frames;
        frames.reserve(m_spanPaths[track].size());
        for (const StackId path : m_spanPaths[track])
            frames.push_back(ownKept(path) ? frameOf(path) : FrameId(kNoId));
        return frames;
    }
    StackId nodePath(std::size_t track, std::uint32_t node) const { return m_nodePaths[track][node]; }
    bool ownKept(StackId path) const { return m_ownKept[path]; }
    bool dropped(StackId path) const { return path == kNoId ? m_emptyDropped : bool(m_dropped[path]); }
    // The builder's stack of a path as reshaped. A stack a transform left
    // empty (my code with none of the program's frames on it) is "(root)":
    // its time stays, and says where it went; a sample that had no stack
    // keeps none (a gap, as its format wrote it).
    StackId stackOf(StackId path) const
    {
        if (path == kNoId)
            return kNoId;
        return m_reshaped[path] == kNoId ? m_rootStack : m_stackOf[m_reshaped[path]];
    }
    // The frame a kept span or node now shows as.
    FrameId frameOf(StackId path) const { return (m_current ? *m_current : m_paths).frame(m_reshaped[path]); }

private:
    template <typename ParentOf, typename FrameOf>
    std::vector<StackId> pathsOf(std::uint32_t count, const ParentOf &parentOf, const FrameOf &frameOf)
    {
        // Parents come before their children in path tables and aggregated trees.
        std::vector<StackId> paths(count, kNoId);
        for (std::uint32_t i = 0; i < count; ++i) {
            const std::uint32_t parent = parentOf(i);
            paths[i] = m_paths.intern(parent == kNoId ? StackId(kNoId) : paths[parent], frameOf(i));
        }
        return paths;
    }

    StackTable m_paths;
    std::size_t m_sampleStacks; // the first paths: the profile's stacks, same ids
    std::unique_ptr<StackTable> m_current; // after the last step
    std::vector<std::shared_ptr<const SpanPaths>> m_spanPathsOf; // per track
    std::vector<std::vector<StackId>> m_spanPaths, m_nodePaths; // per track: its span paths, its nodes
    std::vector<StackId> m_reshaped; // by path of m_paths: in m_current
    std::vector<std::uint8_t> m_ownKept, m_dropped;
    bool m_emptyDropped = false;
    std::vector<StackId> m_stackOf; // m_current -> builder
    static constexpr StackId kDroppedSample{0xFFFFFFFEu};
    std::vector<StackId> m_sampleStackOf; // the profile's stack -> builder's (kDroppedSample)
    StackId m_rootStack = kNoId;    // "(root)", for paths left empty
};

// What the weight: and only: steps make of the samples, in order: the last
// weight: wins, only: steps add up (running, then waiting, keeps nothing).
// Throws TransformError when the profile has nothing they could act on.
SampleSelection sampleSelectionOf(const TransformList &steps, const Profile &profile)
{
    SampleSelection selection;
    for (const Transform &step : steps) {
        if (step.kind == Transform::Kind::Weight) {
            selection.weighting = step.name == kWeightCpu ? SampleWeighting::Cpu : SampleWeighting::Wall;
        } else if (step.kind == Transform::Kind::Only) {
            selection.keepsUnknown = false;
            (step.name == kOnlyRunning ? selection.keepsOffCpu : selection.keepsOnCpu) = false;
        } else {
            continue;
        }
        const bool wantsState = step.kind == Transform::Kind::Only;
        const bool found = std::any_of(profile.tracks().begin(), profile.tracks().end(), [&](const Track &t) {
            return t.samples.hasCpu() || (wantsState && t.samples.hasStates());
        });
        if (!found && !(step.kind == Transform::Kind::Weight && step.name == kWeightWall))
            throw TransformError(wantsState ? QCoreApplication::translate("hg::Transform", "no sample says whether its thread was running")
                                            : QCoreApplication::translate("hg::Transform", "no sample has a CPU time"));
    }
    return selection;
}

// Copies each track with the reshaped paths.
class TrackReshaper
{
public:
    TrackReshaper(const Profile &source, const PathsOfProfile &paths, const SampleSelection &selection, ProfileBuilder &builder)
        : m_source(source), m_paths(paths), m_selection(selection), m_builder(builder), m_spanIndex(source.tracks().size())
    {
    }

    void copy(std::size_t t)
    {
        const Track &track = m_source.tracks()[t];
        const TrackId id = m_builder.addTrack(track.info);
        copySamples(track, m_builder, id, [this](StackId stack) { return m_paths.sampleStackOf(stack); }, 0, {}, m_selection);
        m_spanIndex[t] = copySpans(t, track, id);
        copyNodes(t, track, id);
        copyTrackAttributes(track, m_builder, id);
    }

    // The flows whose both ends stayed.
    void copyFlows() { hg::copyFlows(m_source.flows(), m_spanIndex, 0, m_builder); }

private:
    // Placed straight into rows where they stay rows of calls (the spans of
    // threads); else nested again by the builder.
    std::vector<std::uint32_t> copySpans(std::size_t t, const Track &track, TrackId id)
    {
        if (track.spans.empty())
            return {};
        if (std::optional<KeptSpanPlacement> placed = KeptSpanPlacement::place(track.spans, m_paths.spanFrames(t))) {
            m_builder.setNestedSpans(id, std::move(placed->track));
            copySpanAttributes(track, m_builder, id, placed->newIndex);
            return std::move(placed->newIndex);
        }
        return hg::copySpans(track, m_builder, id, [&](std::uint32_t i) {
            const StackId path = m_paths.spanPath(t, i);
            return m_paths.ownKept(path) ? m_paths.frameOf(path) : FrameId(kNoId);
        });
    }

    // A node that goes hands its own time to its nearest caller that stays,
    // as a sample's does; one a sample would be dropped on takes its own
    // time away, so the totals above it shrink by it.
    void copyNodes(std::size_t t, const Track &track, TrackId id)
    {
        const AggregateTree &nodes = track.nodes;
        std::vector<TimePs> removed(nodes.size(), 0); // dropped own time at or below each node
        std::vector<TimePs> childTotals(nodes.size(), 0);
        for (std::uint32_t i = 0; i < nodes.size(); ++i)
            if (nodes.parent(i) != kNoId)
                childTotals[nodes.parent(i)] += nodes.total(i);
        for (std::uint32_t i = nodes.size(); i-- > 0;) { // children come after their parents
            if (m_paths.dropped(m_paths.nodePath(t, i)))
                removed[i] += std::max<TimePs>(0, nodes.total(i) - childTotals[i]);
            if (nodes.parent(i) != kNoId)
                removed[nodes.parent(i)] += removed[i];
        }
        hg::copyNodes(
            track, m_builder, id,
            [&](std::uint32_t i) {
                const StackId path = m_paths.nodePath(t, i);
                return m_paths.ownKept(path) ? m_paths.frameOf(path) : FrameId(kNoId);
            },
            [&](std::uint32_t i) { return nodes.total(i) - removed[i]; });
    }

    const Profile &m_source;
    const PathsOfProfile &m_paths;
    const SampleSelection &m_selection;
    ProfileBuilder &m_builder;
    std::vector<std::vector<std::uint32_t>> m_spanIndex; // per track: old span -> insertion index
};

void copyRest(const Profile &source, ProfileBuilder &builder)
{
    for (const CounterSeries &series : source.counters()) {
        const std::uint32_t counter = builder.addCounter(series.name, series.unit);
        for (std::size_t p = 0; p < series.size(); ++p)
            builder.addCounterValue(counter, series.times[p], series.values[p]);
    }
    builder.keepDiagnostics(source.diagnostics());
    builder.setRecordedDuration(source.duration());
}

} // namespace

TransformedProfile ProfileTransformer::apply(const ProfilePtr &source, const TransformList &steps,
                                             const std::function<bool()> &isCancelled)
{
    TransformedProfile result;
    if (std::none_of(steps.begin(), steps.end(), [](const Transform &t) { return t.reshapesPaths() || t.actsOnSamples(); })) {
        result.profile = source;
        return result;
    }
    const SampleSelection selection = sampleSelectionOf(steps, *source);
    auto cancelled = [&] { return isCancelled && isCancelled(); };
    ProfileBuilder builder(*source, ProfileBuilder::BaseStacks::Leave); // every stack is made anew
    PathsOfProfile paths(*source);
    for (const Transform &step : steps) {
        if (cancelled())
            return {};
        if (step.reshapesPaths())
            paths.apply(step, builder, result.notes);
    }
    paths.addStacks(builder);
    TrackReshaper reshaper(*source, paths, selection, builder);
    for (std::size_t t = 0; t < source->tracks().size(); ++t) {
        if (cancelled())
            return {};
        reshaper.copy(t);
    }
    reshaper.copyFlows();
    copyRest(*source, builder);
    result.profile = builder.build();
    return result;
}

} // namespace hg
