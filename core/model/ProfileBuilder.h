#pragma once
#include "Profile.h"
#include "SpanNester.h"

#include <optional>
#include <stdexcept>
#include <string_view>

namespace hg {

// A span added to the builder, for attaching attributes before build().
struct AddedSpan
{
    TrackId track = kNoId;
    std::uint32_t index = kNoId; // insertion index within the track
};

// The only write API of the model. Readers add strings, frames, stacks, tracks,
// spans (complete or begin/end) and samples in any order; build() sorts,
// computes nesting once for every format, and freezes everything into a Profile.
class ProfileBuilder
{
public:
    explicit ProfileBuilder(QString formatId);
    // Starts from another profile's shared tables (format id, strings,
    // frames, stacks, metadata, frame attributes, epoch start) with no
    // tracks: its ids stay valid, so a part of it can be copied over.
    // Without its stacks when every stack is made anew (a reshaped profile).
    enum class BaseStacks { Keep, Leave };
    explicit ProfileBuilder(const Profile &base, BaseStacks stacks = BaseStacks::Keep);
    ~ProfileBuilder();
    ProfileBuilder(const ProfileBuilder &) = delete;
    ProfileBuilder &operator=(const ProfileBuilder &) = delete;

    void setFormatId(const QString &formatId);
    const QString &formatId() const;
    StringId intern(std::string_view utf8);
    StringId intern(const QString &text);
    // See StringPool: interning with a textHash() computed before.
    StringId intern(std::string_view utf8, std::uint64_t hash);
    void prefetchString(std::uint64_t hash) const;
    StringId intern(const char *utf8) { return intern(std::string_view(utf8)); }
    StringId intern(const std::string &utf8) { return intern(std::string_view(utf8)); }
    // Text that rarely repeats (request and call ids, commands): stored
    // without the intern index; see StringPool::add.
    StringId addUniqueString(std::string_view utf8);
    const StringPool &strings() const;

    FrameId addFrame(const Frame &frame);
    FrameId addFrame(std::string_view name); // a frame known only by name
    StackId addStack(StackId parent, FrameId frame);
    // Many stacks at once, each given by its frames root first (faster than
    // one addStack per frame for large tables; see StackTable::internPaths).
    std::vector<StackId> addStacks(std::size_t count, const StackTable::PathOf &pathOf);
    // Many stacks at once given as a tree of their own, parents first (a
    // reader's stacks with ids of its own); see StackTable::internTree.
    std::vector<StackId> addStackTree(std::span<const StackTable::TreeNode> nodes);
    // The same, numbered as one addStack() per node in turn would number
    // them; see StackTable::internInOrder.
    std::vector<StackId> addStacksInOrder(std::span<const StackTable::TreeNode> nodes);
    void reserveStacks(std::size_t more); // see StackTable::reserve
    std::size_t frameCount() const;
    const FrameTable &frames() const;

    TrackId addTrack(const TrackInfo &info);
    std::size_t trackCount() const;
    TrackInfo &trackInfo(TrackId track);

    AddedSpan addSpan(TrackId track, TimePs start, TimePs duration, FrameId frame);
    // A span whose parent the reader knows: `parent` is the index of a span
    // added to this track before it, or kNoId for a root. Siblings that
    // overlap run concurrently and are laid on lanes (see SpanNester); once
    // one span of a track states its parent, addSpan() adds roots there.
    AddedSpan addChildSpan(TrackId track, TimePs start, TimePs duration, FrameId frame, std::uint32_t parent);
    // One track's span storage, for a reader that adds many spans to a track
    // (no lookup per span). Appenders of different tracks may be used from
    // different threads at once, as long as nothing else of the builder is
    // used meanwhile. Valid until the next addTrack().
    class SpanAppender
    {
    public:
        // Room for this many more spans and attributes (no regrowth, which
        // costs time and up to twice the memory).
        void reserve(std::size_t spans, std::size_t attributes);
        std::uint32_t add(TimePs start, TimePs duration, FrameId frame);
        // As ProfileBuilder::addChildSpan.
        std::uint32_t addChild(TimePs start, TimePs duration, FrameId frame, std::uint32_t parent);
        void attribute(std::uint32_t span, StringId key, AttributeValue value) { m_attributes->add(span, key, value); }

    private:
        friend class ProfileBuilder;
        SpanAppender(SpanNester &spans, AttributeTable &attributes, std::size_t &unknownParents)
            : m_spans(&spans), m_attributes(&attributes), m_unknownParents(&unknownParents) {}
        void checkRoom() const;
        SpanNester *m_spans;
        AttributeTable *m_attributes;
        std::size_t *m_unknownParents;
    };
    SpanAppender spanAppender(TrackId track);
    // A track's spans nested already (a transform placed them): taken as they
    // are, their indices final for attributes and flows. Instead of spans
    // added one by one, not besides them.
    void setNestedSpans(TrackId track, SpanTrack spans);
    AddedSpan beginSpan(TrackId track, TimePs start, FrameId frame);
    bool endSpan(TrackId track, TimePs end);
    std::size_t openSpanCount(TrackId track) const;

    std::uint32_t addSample(TrackId track, TimePs time, StackId stack, std::uint32_t weight = 1);
    void setTrackUntimed(TrackId track); // samples are counts without time
    // A sample's CPU time since the sample before, in ns, and its thread's
    // state (see SampleTrack::cpuNs, state); `sample` as addSample returned.
    void setSampleCpu(TrackId track, std::uint32_t sample, std::uint64_t ns);
    void setSampleState(TrackId track, std::uint32_t sample, ThreadState state);
    // Many samples at once, in time order after those added before (a
    // track copied whole, its columns made in parallel).
    void addSamples(TrackId track, SampleTrack::Columns columns);
    // A node of an already aggregated tree (total time and count, no times of
    // day); `parent` is kNoId or a node added before. Returns the node index.
    std::uint32_t addAggregateNode(TrackId track, std::uint32_t parent, FrameId frame, TimePs total, std::uint64_t count);
    void setNodeAttribute(TrackId track, std::uint32_t node, StringId key, AttributeValue value);
    // Many at once, after those set before (taken whole when there are none).
    void addNodeAttributes(TrackId track, AttributeTable attributes);
    // The track's node counts include their callees' (AggregateTree::countsIncludeCallees).
    void setNodeCountsIncludeCallees(TrackId track, bool inclusive);
    // No two of the track's nodes share a parent and a frame (AggregateTree::pathsDistinct).
    void setNodePathsDistinct(TrackId track, bool distinct);
    // Room for this many more aggregated nodes and node attributes on a track.
    void reserveAggregateNodes(TrackId track, std::size_t nodes, std::size_t attributes);
    // A measurement series; points may come in any order.
    std::uint32_t addCounter(const QString &name, const QString &unit);
    void addCounterValue(std::uint32_t counter, TimePs time, double value);

    void setSpanAttribute(AddedSpan span, StringId key, AttributeValue value);
    // A link from one span to another (a flow), on the same track or not;
    // build() moves both ends to the spans' final indices (Profile::flows()).
    void addFlow(AddedSpan from, AddedSpan to, StringId name, StringId category);
    // An attribute of the track itself (a request's id, user, links, ...).
    void setTrackAttribute(TrackId track, StringId key, AttributeValue value);
    void setSampleAttribute(TrackId track, std::uint32_t sample, StringId key, AttributeValue value);
    // Room for this many more sample attributes (no regrowth, which costs
    // time and up to twice the memory).
    void reserveSampleAttributes(TrackId track, std::size_t more);
    void setFrameAttribute(FrameId frame, StringId key, AttributeValue value);
    void setMetadata(std::string_view key, AttributeValue value);
    void setMetadata(std::string_view key, std::string_view text);

    QString metadataString(std::string_view key) const; // as set so far
    void setStartEpochNs(qint64 epochNs);
    // How long the recording ran when the data itself does not say (the
    // sample time of aggregated timings); the built duration is at least this.
    void setRecordedDuration(TimePs duration);
    void warn(const QString &message, qint64 offset = -1, qint64 line = -1);
    // The built profile has exactly these warnings (another profile's, which
    // already say what build() would find again in a part of it).
    void keepDiagnostics(const Diagnostics &diagnostics);

    // Freezes the model. The builder is empty afterwards.
    ProfilePtr build();

private:
    struct PendingTrack;
    PendingTrack &pending(TrackId track);
    struct PendingFlow
    {
        AddedSpan from, to;
        StringId name, category;
    };
    // Nests, sorts and freezes one track; returns its partial overlaps.
    // newIndex, when given, receives insertion index -> index in the track.
    static std::size_t buildTrack(PendingTrack &pending, Track &track, PermuteScratch &scratch,
                                  std::vector<std::uint32_t> *newIndex);
    // The pending flows with their ends at final span indices.
    void buildFlows(std::vector<std::vector<std::uint32_t>> &newIndex);

    std::unique_ptr<Profile> m_profile;
    std::vector<PendingTrack> m_pending;
    std::vector<PendingFlow> m_flows;
    TimePs m_recordedDuration = 0;
    std::optional<Diagnostics> m_keptDiagnostics;
};

inline void ProfileBuilder::SpanAppender::checkRoom() const
{
    if (m_spans->size() >= kNoId - 1)
        throw std::length_error("too many spans on one track");
}

inline std::uint32_t ProfileBuilder::SpanAppender::add(TimePs start, TimePs duration, FrameId frame)
{
    checkRoom();
    m_spans->add(start, duration, frame);
    return std::uint32_t(m_spans->size() - 1);
}

inline std::uint32_t ProfileBuilder::SpanAppender::addChild(TimePs start, TimePs duration, FrameId frame, std::uint32_t parent)
{
    checkRoom();
    if (!m_spans->addChild(start, duration, frame, parent))
        ++*m_unknownParents;
    return std::uint32_t(m_spans->size() - 1);
}

} // namespace hg
