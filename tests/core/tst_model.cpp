// The core model: interning tables, side tables, and the builder's one
// nesting algorithm with its tolerance for bad input.
#include "model/AttributeLookup.h"
#include "RandomStackTree.h"
#include "model/Permutation.h"
#include "model/ProfileBuilder.h"

#include <QtTest>
#include <random>

using namespace hg;

namespace {
TrackInfo track(const char *name) { return {QString::fromLatin1(name), QString(), -1, -1, {}, {}}; }
} // namespace

class TestModel : public QObject
{
    Q_OBJECT
private slots:
    void stringPoolInternsOnce()
    {
        StringPool pool;
        QCOMPARE(pool.intern(""), 0u);
        const StringId a = pool.intern("alpha");
        QCOMPARE(pool.intern(std::string("alpha")), a);
        QCOMPARE(pool.intern(QStringLiteral("alpha")), a);
        QVERIFY(pool.intern("beta") != a);
        QCOMPARE(pool.view(a), std::string_view("alpha"));
        QCOMPARE(pool.string(pool.intern(QStringLiteral("Grüße 日本"))), QStringLiteral("Grüße 日本"));
        QCOMPARE(pool.find("missing"), kNoId);
        // Views stay valid while the pool grows past many blocks and big strings.
        const std::string big(200000, 'x');
        const StringId bigId = pool.intern(big);
        for (int i = 0; i < 100000; ++i)
            pool.intern(std::to_string(i));
        QCOMPARE(pool.view(a), std::string_view("alpha"));
        QCOMPARE(pool.view(bigId).size(), big.size());
        QCOMPARE(pool.size(), std::size_t(100000 + 4 + 1));

        // A moved-from pool starts over and leaves the other's strings alone.
        StringPool moved = std::move(pool);
        QCOMPARE(pool.intern("gamma"), 1u);
        QCOMPARE(pool.intern(""), 0u);
        QCOMPARE(moved.view(a), std::string_view("alpha"));
        QCOMPARE(moved.find("gamma"), kNoId);
    }

    void nodeAttributesAddedWholeFollowThoseSetBefore()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack(TrackInfo{});
        const TrackId u = b.addTrack(TrackInfo{});
        const FrameId f = b.addFrame("f");
        for (const TrackId track : {t, u}) {
            b.addAggregateNode(track, kNoId, f, 10, 1);
            b.addAggregateNode(track, 0, f, 5, 1);
        }
        const StringId key = b.intern("k");
        AttributeTable table;
        table.add(1, key, AttributeValue::fromInt(2));
        table.add(0, key, AttributeValue::fromInt(3));
        table.shrinkToFit();
        b.setNodeAttribute(t, 1, key, AttributeValue::fromInt(1));
        b.addNodeAttributes(t, table); // after the one set before
        b.addNodeAttributes(u, table); // taken whole
        b.setNodeAttribute(u, 1, key, AttributeValue::fromInt(4));
        const ProfilePtr p = b.build();
        auto values = [&](TrackId track, std::uint32_t node) {
            std::vector<std::int64_t> v;
            for (const AttributeTable::Entry e : p->tracks()[track].nodeAttributes.of(node))
                v.push_back(e.value.i);
            return v;
        };
        QCOMPARE(values(t, 0), (std::vector<std::int64_t>{3}));
        QCOMPARE(values(t, 1), (std::vector<std::int64_t>{1, 2}));
        QCOMPARE(values(u, 0), (std::vector<std::int64_t>{3}));
        QCOMPARE(values(u, 1), (std::vector<std::int64_t>{2, 4}));
    }

    void framesAndStacksAreDeduplicated()
    {
        FrameTable frames;
        Frame f;
        f.name = StringId(1);
        f.line = 10;
        const FrameId id = frames.intern(f);
        QCOMPARE(frames.intern(f), id);
        f.line = 11;
        QVERIFY(frames.intern(f) != id);
        QCOMPARE(frames.size(), std::size_t(2));

        StackTable stacks;
        const StackId root = stacks.intern(kNoId, FrameId(0));
        const StackId child = stacks.intern(root, FrameId(1));
        QCOMPARE(stacks.intern(root, FrameId(1)), child);
        QCOMPARE(stacks.parent(child), root);
        QCOMPARE(stacks.frame(child), 1u);
        QCOMPARE(stacks.depth(child), std::size_t(2));
        QVERIFY(child > root); // parents always have smaller ids
    }

    void pathsInternedTogetherMatchOneByOne()
    {
        // Many random paths sharing prefixes, some empty: interning them side
        // by side must give the stacks one intern() per frame gives, and grow
        // the table on the way.
        std::mt19937 rng(5);
        std::vector<std::vector<FrameId>> paths(5000);
        for (std::size_t i = 0; i < paths.size(); ++i) {
            if (i > 0 && rng() % 2)
                paths[i] = paths[rng() % i];
            paths[i].resize(paths[i].size() - std::min<std::size_t>(paths[i].size(), rng() % 3));
            for (unsigned extra = rng() % 5; extra > 0; --extra)
                paths[i].push_back(FrameId(rng() % 50));
        }
        StackTable together;
        const std::vector<StackId> ids = together.internPaths(paths.size(), [&](std::size_t i) {
            return std::span<const FrameId>(paths[i]);
        });
        StackTable single;
        for (std::size_t i = 0; i < paths.size(); ++i) {
            StackId expected = kNoId;
            for (FrameId frame : paths[i])
                expected = single.intern(expected, frame);
            // Same path, same frames up to the root (ids may be numbered apart).
            StackId got = ids[i];
            for (std::size_t d = paths[i].size(); d-- > 0; got = together.parent(got))
                QCOMPARE(together.frame(got), paths[i][d]);
            QCOMPARE(got, kNoId);
            if (!paths[i].empty()) // and interning it again finds it
                QCOMPARE(together.intern(together.parent(ids[i]), paths[i].back()), ids[i]);
        }
        QCOMPARE(together.size(), single.size());
    }

    void pathsSharingPrefixesInternAsOneByOne()
    {
        // Paths like a recording's samples: each shares a prefix with the
        // one before (the same path, a prefix of it, a few frames returned
        // from and others called), now and then an empty one or another
        // activity; more than one block, over two calls so the second finds
        // stacks of the first. Interning each path frame by frame afterwards,
        // into the same table, must find exactly the ids given and add nothing.
        const std::vector<std::vector<FrameId>> paths = test::recordingLikePaths(12000, 34, 30);
        StackTable table;
        const auto pathOf = [&](std::size_t offset) {
            return [&paths, offset](std::size_t i) { return std::span<const FrameId>(paths[offset + i]); };
        };
        std::vector<StackId> ids = table.internPaths(5000, pathOf(0));
        const std::vector<StackId> more = table.internPaths(paths.size() - 5000, pathOf(5000));
        ids.insert(ids.end(), more.begin(), more.end());
        StackTable single;
        for (const std::vector<FrameId> &path : paths)
            for (StackId s = kNoId; const FrameId frame : path)
                s = single.intern(s, frame);
        QCOMPARE(table.size(), single.size());
        for (std::size_t i = 0; i < paths.size(); ++i) {
            StackId expected = kNoId;
            for (const FrameId frame : paths[i])
                expected = table.intern(expected, frame);
            QCOMPARE(ids[i], expected);
            if (expected != kNoId)
                QVERIFY(table.parent(expected) == kNoId || table.parent(expected) < expected);
        }
        QCOMPARE(table.size(), single.size()); // nothing was missing
    }

    void treesInternAsOneByOne()
    {
        // A reader's own prefix tree, parents first: chains (a node whose
        // parent is the node before), branches off earlier nodes, roots, and
        // frames that make some of its stacks equal to stacks already in
        // the table. Each node's id must be what intern(parent's id, frame)
        // finds, without adding anything.
        std::mt19937 rng(7);
        StackTable table;
        for (FrameId f{0}; f < 5; ++f)
            table.intern(table.intern(kNoId, f), FrameId(f + 1));
        const std::vector<StackTable::TreeNode> nodes = test::randomStackTree(20000, rng);
        const std::size_t before = table.size();
        const std::vector<StackId> ids = table.internTree(nodes);
        QCOMPARE(ids.size(), nodes.size());
        const std::size_t after = table.size();
        QVERIFY(after > before);
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            const StackId parent = nodes[i].parent == StackTable::TreeNode::kNone ? StackId(kNoId) : ids[nodes[i].parent];
            QCOMPARE(table.intern(parent, nodes[i].frame), ids[i]);
            QCOMPARE(table.parent(ids[i]), parent);
            QCOMPARE(table.frame(ids[i]), nodes[i].frame);
        }
        QCOMPARE(table.size(), after);
        QVERIFY(table.internTree({}).empty());
    }

    void attributesKeepOrderPerOwner()
    {
        AttributeTable table;
        table.add(2, StringId(10), AttributeValue::fromInt(-5));
        table.add(0, StringId(11), AttributeValue::fromDouble(1.5));
        table.add(2, StringId(12), AttributeValue::fromString(StringId(3)));
        table.sortByOwner();
        QCOMPARE(table.of(0).last - table.of(0).first, 1);
        const auto two = table.of(2);
        QCOMPARE(two.last - two.first, 2);
        QCOMPARE(two.front().key, 10u);
        QCOMPARE(two.front().value.i, std::int64_t(-5));
        QVERIFY(table.of(1).empty());
        QCOMPARE(table.find(2, StringId(12))->s, 3u);
        QVERIFY(!table.find(2, StringId(99)));
        table.remapOwners({5, 6, 4}); // 0->5, 2->4
        QCOMPARE(table.of(4).front().key, 10u);
        QCOMPARE(table.of(5).front().key, 11u);
    }

    // An owner's entries through the lookup: found by key, or read column
    // by column from where they are (the first of a repeated key is found).
    void attributeLookupFindsAnOwnersEntries()
    {
        AttributeTable table;
        table.add(0, StringId(10), AttributeValue::fromUInt(7));
        table.add(2, StringId(10), AttributeValue::fromInt(-5));
        table.add(2, StringId(11), AttributeValue::fromBool(true));
        table.add(2, StringId(10), AttributeValue::fromInt(9));
        table.add(9, StringId(10), AttributeValue::fromInt(1)); // beyond the owners asked for
        const AttributeLookup lookup(table, 3);
        QCOMPARE(lookup.find(2, StringId(10))->i, std::int64_t(-5));
        QVERIFY(lookup.find(2, StringId(11))->b);
        QVERIFY(!lookup.find(1, StringId(10)));
        QVERIFY(!lookup.find(9, StringId(10)));
        QVERIFY(!lookup.find(2, StringId(kNoId)));
        QCOMPARE(lookup.firstOf(2), 1u);
        QCOMPARE(lookup.endOf(2), 4u);
        QCOMPARE(lookup.firstOf(1), lookup.endOf(1));
        QCOMPARE(lookup.firstOf(9), lookup.endOf(9));
        for (std::uint32_t i = 0; i < table.size(); ++i) {
            const AttributeTable::Entry e = table.entry(i);
            QCOMPARE(table.ownerAt(i), e.owner);
            QCOMPARE(table.keyAt(i), e.key);
            QCOMPARE(table.valueAt(i).kind, e.value.kind);
            QCOMPARE(table.valueAt(i).u, e.value.u);
        }
    }

    void completeSpansNestInAnyOrder()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        const TrackId t = b.addTrack(track("t"));
        // Added out of order: child, sibling, parent.
        b.addSpan(t, 20, 10, f);
        b.addSpan(t, 50, 20, f);
        b.addSpan(t, 0, 100, f);
        const ProfilePtr p = b.build();
        const SpanTrack &s = p->tracks()[0].spans;
        QCOMPARE(s.size(), 3u);
        QCOMPARE(s.rowCount(), 2u);
        QCOMPARE(s.start(0), 0);
        QCOMPARE(s.parent(0), kNoId);
        QCOMPARE(s.start(1), 20);
        QCOMPARE(s.parent(1), 0u);
        QCOMPARE(s.start(2), 50);
        QCOMPARE(s.rowOf(2), 1u);
        QCOMPARE(p->duration(), 100);
        QVERIFY(p->diagnostics().empty());
    }

    void equalStartsPutTheLongerOutside()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId inner = b.addFrame("inner"), outer = b.addFrame("outer");
        const TrackId t = b.addTrack(track("t"));
        b.addSpan(t, 0, 5, inner);
        b.addSpan(t, 0, 10, outer);
        b.addSpan(t, 10, 0, inner); // zero length at the parent's end: a sibling
        const ProfilePtr p = b.build();
        const SpanTrack &s = p->tracks()[0].spans;
        QCOMPARE(s.frame(0), outer);
        QCOMPARE(s.rowOf(s.size() - 1), 1u);
        QCOMPARE(s.row(0).size(), 2u);
    }

    void partialOverlapsAreKeptAndCounted()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        const TrackId t = b.addTrack(track("t"));
        b.addSpan(t, 0, 10, f);
        b.addSpan(t, 5, 10, f);  // ends after its parent
        b.addSpan(t, 11, 2, f);  // after the parent: top level again
        const ProfilePtr p = b.build();
        const SpanTrack &s = p->tracks()[0].spans;
        QCOMPARE(s.size(), 3u);
        QCOMPARE(s.row(0).size(), 2u);
        QCOMPARE(s.duration(2), 10); // the overlapping child keeps its real duration
        QCOMPARE(p->diagnostics().count(), std::size_t(1));
        QVERIFY(p->diagnostics().warnings()[0].message.contains(QStringLiteral("end after their parent")));
    }

    void beginEndPairsAndTheirMistakes()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f"), g = b.addFrame("g");
        const TrackId t = b.addTrack(track("t"));
        QVERIFY(!b.endSpan(t, 1)); // an end without a begin
        b.beginSpan(t, 10, f);
        b.beginSpan(t, 20, g);
        QCOMPARE(b.openSpanCount(t), std::size_t(2));
        QVERIFY(b.endSpan(t, 30));
        b.beginSpan(t, 40, g); // never closed, like f
        b.addSpan(t, 50, 25, g);
        const ProfilePtr p = b.build();
        const SpanTrack &s = p->tracks()[0].spans;
        QCOMPARE(s.size(), 4u);
        QCOMPARE(s.start(0), 10);
        QCOMPARE(s.end(0), 75); // closed at the track's last time
        QCOMPARE(s.duration(s.row(1).first), 10);
        QCOMPARE(p->diagnostics().count(), std::size_t(2));
    }

    // Stated parents: overlapping siblings go on lanes, never into each other.
    void concurrentSiblingsLieOnLanes()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId step = b.addFrame("step"), http = b.addFrame("http"), child = b.addFrame("child");
        const TrackId t = b.addTrack(track("t"));
        const AddedSpan root = b.addChildSpan(t, 0, 100, step, kNoId);
        b.addChildSpan(t, 10, 40, http, root.index);  // lane 0
        b.addChildSpan(t, 15, 60, http, root.index);  // lane 1
        b.addChildSpan(t, 20, 10, http, root.index);  // lane 2
        const AddedSpan late = b.addChildSpan(t, 55, 20, http, root.index); // lane 0 again (the first ended at 50)
        b.addChildSpan(t, 56, 5, child, late.index);  // under the late one
        const ProfilePtr p = b.build();
        QVERIFY(p->diagnostics().empty()); // stated overlaps are no partial overlaps
        const SpanTrack &s = p->tracks()[0].spans;
        QCOMPARE(s.size(), 6u);
        QCOMPARE(s.laneGroups().size(), std::size_t(1));
        const SpanTrack::LaneGroup &g = s.laneGroups().front();
        QCOMPARE(g.parent, 0u);
        QCOMPARE(g.laneCount, 3u);
        // Lane 0 holds the late span's child too: two rows; lanes 1 and 2 one each.
        QCOMPARE(s.laneRowOffset(g, 1), 2u);
        QCOMPARE(s.laneRowOffset(g, 2), 3u);
        QCOMPARE(s.laneRowOffset(g, 3), 4u);
        QCOMPARE(s.rowCount(), 5u);
        for (std::uint32_t i = 1; i < s.size(); ++i)
            QVERIFY(s.parent(i) != kNoId);
        // No row holds two overlapping spans.
        for (std::uint32_t r = 0; r < s.rowCount(); ++r)
            for (std::uint32_t i = s.row(r).first + 1; i < s.row(r).last; ++i)
                QVERIFY(s.start(i) >= s.end(i - 1));
        // Self time: 100 less the union [10, 75) of the children.
        QCOMPARE(s.childCover(0), 65);
        QCOMPARE(s.selfTimes()[0], 35);
        QCOMPARE(s.childrenOf(0).size(), std::size_t(4));
        const std::uint32_t grandchild = s.row(2).first; // lane 0's second row
        QCOMPARE(s.frame(grandchild), child);
        QCOMPARE(s.nestingDepth(grandchild), 2u);
    }

    void aLaneStaysBusyWhileAChildRunsOn()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        const TrackId t = b.addTrack(track("t"));
        const AddedSpan root = b.addChildSpan(t, 0, 100, f, kNoId);
        const AddedSpan early = b.addChildSpan(t, 0, 10, f, root.index);
        b.addChildSpan(t, 5, 30, f, early.index); // outlives its parent, as async work does
        b.addChildSpan(t, 20, 10, f, root.index); // would fit after `early`, not after its child
        const ProfilePtr p = b.build();
        const SpanTrack &s = p->tracks()[0].spans;
        QCOMPARE(s.laneGroups().size(), std::size_t(1));
        QCOMPARE(s.laneGroups().front().laneCount, 2u);
        for (std::uint32_t r = 0; r < s.rowCount(); ++r)
            for (std::uint32_t i = s.row(r).first + 1; i < s.row(r).last; ++i)
                QVERIFY(s.start(i) >= s.end(i - 1));
    }

    void overlappingRootsLieOnLanesAndUnknownParentsAreReported()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        const TrackId t = b.addTrack(track("t"));
        b.addChildSpan(t, 0, 10, f, kNoId);
        b.addChildSpan(t, 5, 10, f, kNoId);
        b.addChildSpan(t, 6, 1, f, 7); // names a span not added yet: a root
        const ProfilePtr p = b.build();
        const SpanTrack &s = p->tracks()[0].spans;
        QCOMPARE(s.laneGroups().size(), std::size_t(1));
        QCOMPARE(s.laneGroups().front().parent, std::uint32_t(kNoId));
        QCOMPARE(s.laneGroups().front().laneCount, 3u);
        QCOMPARE(p->diagnostics().count(), std::size_t(1));
        QVERIFY(p->diagnostics().warnings()[0].message.contains(QStringLiteral("name a parent")));
    }

    void attributesFollowTheirSpansThroughSorting()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        const TrackId t = b.addTrack(track("t"));
        const StringId key = b.intern("sql");
        const AddedSpan late = b.addSpan(t, 100, 5, f);
        const AddedSpan early = b.addSpan(t, 0, 5, f);
        b.setSpanAttribute(late, key, AttributeValue::fromString(b.intern("SELECT 2")));
        b.setSpanAttribute(early, key, AttributeValue::fromString(b.intern("SELECT 1")));
        const std::uint32_t sample = b.addSample(t, 50, kNoId);
        b.addSample(t, 10, kNoId);
        b.setSampleAttribute(t, sample, key, AttributeValue::fromInt(7));
        const ProfilePtr p = b.build();
        const Track &tr = p->tracks()[0];
        QCOMPARE(tr.spans.start(0), 0);
        QCOMPARE(p->strings().view(tr.spanAttributes.find(0, key)->s), std::string_view("SELECT 1"));
        QCOMPARE(p->strings().view(tr.spanAttributes.find(1, key)->s), std::string_view("SELECT 2"));
        QCOMPARE(tr.samples.time(1), 50);
        QCOMPARE(tr.sampleAttributes.find(1, key)->i, std::int64_t(7));
        QVERIFY(!tr.sampleAttributes.find(0, key));
    }

    void flowsFollowTheirSpansThroughSorting()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        const TrackId t = b.addTrack(track("t")), u = b.addTrack(track("u"));
        const AddedSpan late = b.addSpan(t, 100, 5, f);
        const AddedSpan early = b.addSpan(t, 0, 50, f);
        const AddedSpan inner = b.addSpan(t, 10, 5, f); // index 1 once nested: (row 0: early, late), row 1: inner
        const AddedSpan other = b.addSpan(u, 20, 5, f);
        const StringId name = b.intern("post"), category = b.intern("toplevel.flow");
        b.addFlow(inner, other, name, category);
        b.addFlow(other, late, name, category);
        b.addFlow(early, early, name, category);               // to itself: dropped
        b.addFlow(early, AddedSpan{u, 7}, name, category);     // no such span: dropped with a warning
        const ProfilePtr p = b.build();
        QCOMPARE(p->flows().size(), std::size_t(2));
        const SpanTrack &ts = p->tracks()[t].spans;
        const SpanRef innerRef{t, SpanIndex(ts.row(1).first)}, lateRef{t, SpanIndex(ts.row(0).first + 1)}, otherRef{u, SpanIndex(0)};
        QCOMPARE(ts.start(innerRef.span), 10);
        QCOMPARE(ts.start(lateRef.span), 100);
        QCOMPARE(p->flows().outgoing(innerRef).size(), std::size_t(1));
        const Flow &first = p->flows()[p->flows().outgoing(innerRef).front()];
        QVERIFY(first.to == otherRef);
        QCOMPARE(first.name, name);
        QCOMPARE(first.category, category);
        QCOMPARE(p->flows().incoming(lateRef).size(), std::size_t(1));
        QVERIFY(p->flows()[p->flows().incoming(lateRef).front()].from == otherRef);
        QVERIFY(p->flows().incoming(innerRef).empty());
        QCOMPARE(p->flows().outgoing(otherRef).size(), std::size_t(1));
        QCOMPARE(p->diagnostics().messages().filter(QStringLiteral("never added")).size(), 1);
    }

    void negativeTimesShiftToZero()
    {
        ProfileBuilder b(QStringLiteral("test"));
        b.setStartEpochNs(1000);
        const TrackId t = b.addTrack(track("t"));
        b.addSample(t, -5 * kPsPerNs, kNoId);
        b.addSample(t, 5 * kPsPerNs, kNoId);
        const ProfilePtr p = b.build();
        QCOMPARE(p->tracks()[0].samples.time(0), 0);
        QCOMPARE(p->duration(), 10 * kPsPerNs);
        QCOMPARE(*p->startEpochNs(), qint64(995));
    }

    void overlappingMatchesBruteForce()
    {
        std::mt19937 rng(1);
        for (int round = 0; round < 20; ++round) {
            ProfileBuilder b(QStringLiteral("test"));
            const FrameId f = b.addFrame("f");
            const TrackId t = b.addTrack(track("t"));
            for (int i = 0; i < 300; ++i)
                b.addSpan(t, TimePs(rng() % 10000), TimePs(rng() % (round % 2 ? 50 : 2000)), f);
            const ProfilePtr p = b.build();
            const SpanTrack &s = p->tracks()[0].spans;
            for (int q = 0; q < 50; ++q) {
                const TimePs from = TimePs(rng() % 11000) - 500;
                const TimePs to = from + 1 + TimePs(rng() % 3000);
                for (std::uint32_t d = 0; d < s.rowCount(); ++d) {
                    const SpanTrack::IndexRange r = s.overlapping(d, from, to);
                    const SpanTrack::IndexRange row = s.row(d);
                    for (std::uint32_t i = row.first; i < row.last; ++i) {
                        const bool overlaps = s.start(i) < to && (s.end(i) > from || (s.duration(i) == 0 && s.start(i) >= from));
                        const bool inRange = i >= r.first && i < r.last;
                        if (overlaps)
                            QVERIFY2(inRange, qPrintable(QStringLiteral("span %1 missing at depth %2").arg(i).arg(d)));
                        else if (inRange)
                            QVERIFY(s.start(i) < to); // extra candidates may only be early ones
                    }
                }
            }
        }
    }

    void statedParentsLayOutOnLanes()
    {
        // Random stated trees: children inside their parent or anywhere
        // after its start, ties, zero lengths, up to a hundred siblings at
        // once, added in any order a parent allows. Each span has a frame of
        // its own, so the built track can be checked against what was added.
        // (A child starting before its parent is not made: lanes keep a
        // subtree's reach after its root's end, not before its start, so
        // such a child may share a row with a cousin running then.)
        std::mt19937 rng(11);
        for (int round = 0; round < 60; ++round) {
            ProfileBuilder b(QStringLiteral("test"));
            const TrackId t = b.addTrack(track("t"));
            const int n = 1 + int(rng() % (round % 6 == 0 ? 800 : 120));
            const auto count = static_cast<std::size_t>(n);
            std::vector<TimePs> start(count), duration(count);
            std::vector<std::uint32_t> parent(count);
            std::vector<FrameId> frame(count);
            for (int i = 0; i < n; ++i) {
                const std::uint32_t p = i == 0 || rng() % 6 == 0 ? kNoId : std::uint32_t(rng() % std::uint32_t(i));
                if (round % 3 == 0 && p != kNoId) { // a crowd of siblings
                    start[std::size_t(i)] = start[p] + TimePs(rng() % 20);
                    duration[std::size_t(i)] = 30 + TimePs(rng() % 200);
                } else if (round % 3 == 1 && p != kNoId && duration[p] > 0) { // inside the parent
                    start[std::size_t(i)] = start[p] + TimePs(rng() % std::uint64_t(duration[p]));
                    duration[std::size_t(i)] = TimePs(rng() % 4 == 0 ? 0 : rng() % std::uint64_t(duration[p]));
                } else {
                    start[std::size_t(i)] = (p == kNoId ? 0 : start[p]) + TimePs(rng() % 400);
                    duration[std::size_t(i)] = TimePs(rng() % 5 == 0 ? 0 : rng() % 150);
                }
                parent[std::size_t(i)] = p;
                frame[std::size_t(i)] = b.addFrame(std::to_string(i));
                b.addChildSpan(t, start[std::size_t(i)], duration[std::size_t(i)], frame[std::size_t(i)], p);
            }
            const ProfilePtr profile = b.build();
            const SpanTrack &s = profile->tracks()[0].spans;
            QCOMPARE(int(s.size()), n);
            std::vector<std::uint32_t> added(s.size()); // track index -> insertion index
            for (std::uint32_t i = 0; i < s.size(); ++i)
                added[i] = std::uint32_t(profile->frameName(s.frame(i)).toUInt());
            std::vector<std::uint32_t> at(s.size());
            for (std::uint32_t i = 0; i < s.size(); ++i)
                at[added[i]] = i;

            for (std::uint32_t i = 0; i < s.size(); ++i) {
                const std::uint32_t a = added[i];
                QCOMPARE(s.start(i), start[a]);
                QCOMPARE(s.parent(i), parent[a] == kNoId ? std::uint32_t(kNoId) : at[parent[a]]);
                if (s.parent(i) != kNoId)
                    QVERIFY(s.rowOf(i) > s.rowOf(s.parent(i)));
            }
            // Rows by start, the longer first, then as added; no two spans
            // of a row overlap.
            for (std::uint32_t r = 0; r < s.rowCount(); ++r)
                for (std::uint32_t i = s.row(r).first + 1; i < s.row(r).last; ++i) {
                    const std::uint32_t a = i - 1;
                    QVERIFY(s.start(a) < s.start(i) || (s.start(a) == s.start(i)
                        && (s.duration(a) > s.duration(i) || (s.duration(a) == s.duration(i) && added[a] < added[i]))));
                    QVERIFY2(s.end(a) <= s.start(i), qPrintable(QStringLiteral("round %1 row %2").arg(round).arg(r)));
                }
            // Each parent with lanes has as many as its children (with
            // their subtrees) ever ran at once; the others have one.
            std::vector<TimePs> reach(s.size());
            for (std::uint32_t i = 0; i < s.size(); ++i)
                reach[i] = s.end(i);
            for (std::uint32_t a = std::uint32_t(n); a-- > 0;) // children were added after their parents
                if (parent[a] != kNoId)
                    reach[at[parent[a]]] = std::max(reach[at[parent[a]]], reach[at[a]]);
            std::vector<std::vector<std::uint32_t>> children(s.size() + 1);
            for (std::uint32_t i = 0; i < s.size(); ++i)
                children[s.parent(i) == kNoId ? s.size() : s.parent(i)].push_back(i);
            for (std::uint32_t p = 0; p <= s.size(); ++p) {
                // (Taken in time order, a child needs a lane of its own
                // beside every earlier one still running at its start.)
                const auto earlier = [&](std::uint32_t o, std::uint32_t c) {
                    if (s.start(o) != s.start(c))
                        return s.start(o) < s.start(c);
                    return s.duration(o) != s.duration(c) ? s.duration(o) > s.duration(c) : added[o] < added[c];
                };
                std::uint32_t most = 0;
                for (const std::uint32_t c : children[p]) {
                    std::uint32_t running = 1;
                    for (const std::uint32_t o : children[p])
                        running += earlier(o, c) && reach[o] > s.start(c) ? 1 : 0;
                    most = std::max(most, running);
                }
                const SpanTrack::LaneGroup *group = s.laneGroupOf(p == s.size() ? kNoId : p);
                QCOMPARE(group ? group->laneCount : std::min<std::uint32_t>(most, 1), most);
                if (p == s.size())
                    continue;
                // The children's cover is the union of their time within the parent.
                std::vector<std::pair<TimePs, TimePs>> parts;
                for (const std::uint32_t c : children[p])
                    if (std::min(s.end(c), s.end(p)) > std::max(s.start(c), s.start(p)))
                        parts.emplace_back(std::max(s.start(c), s.start(p)), std::min(s.end(c), s.end(p)));
                std::sort(parts.begin(), parts.end());
                TimePs covered = 0, until = INT64_MIN;
                for (const auto &[from, to] : parts) {
                    covered += std::max<TimePs>(0, to - std::max(from, until));
                    until = std::max(until, to);
                }
                QCOMPARE(s.childCover(p), covered);
                QCOMPARE(s.selfTimes()[p], s.duration(p) - covered);
            }
        }
    }

    void permuteMovesEveryColumn()
    {
        std::vector<std::uint32_t> to{2, 0, 3, 1};
        std::vector<TimePs> wide{10, 20, 30, 40};
        std::vector<std::uint8_t> narrow{1, 2, 3, 4};
        PermuteScratch scratch;
        permute(to, scratch, wide, narrow);
        QCOMPARE(wide, (std::vector<TimePs>{20, 40, 10, 30}));
        QCOMPARE(narrow, (std::vector<std::uint8_t>{2, 4, 1, 3}));
    }

    void manyTracksBuildAlikeOnEveryCore()
    {
        // Tracks are built in parallel: each must come out as if built alone,
        // its attributes following its spans.
        std::mt19937 rng(3);
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        const StringId key = b.intern("i");
        for (int t = 0; t < 24; ++t) {
            TrackInfo info;
            info.name = QStringLiteral("t%1").arg(t);
            const TrackId track = b.addTrack(info);
            ProfileBuilder::SpanAppender spans = b.spanAppender(track);
            spans.reserve(100, 100);
            for (int i = 0; i < 50 + t * 40; ++i) {
                const TimePs start = TimePs(rng() % 100000);
                spans.attribute(spans.add(start, TimePs(rng() % 5000), f), key, AttributeValue::fromInt(start));
            }
        }
        const ProfilePtr p = b.build();
        QCOMPARE(p->tracks().size(), std::size_t(24));
        for (int t = 0; t < 24; ++t) {
            const Track &track = p->tracks()[std::size_t(t)];
            QCOMPARE(track.info.name, QStringLiteral("t%1").arg(t));
            QCOMPARE(track.spans.size(), std::uint32_t(50 + t * 40));
            for (std::uint32_t i = 0; i < track.spans.size(); ++i) {
                QCOMPARE(track.spanAttributes.find(i, key)->i, track.spans.start(i));
                const std::uint32_t parent = track.spans.parent(i);
                if (parent != kNoId)
                    QVERIFY(track.spans.start(parent) <= track.spans.start(i));
            }
        }
    }

    void budgetPerItem()
    {
        QVERIFY(sizeof(TimePs) * 2 + sizeof(FrameId) + sizeof(std::uint32_t) <= 24); // span columns
        QVERIFY(sizeof(TimePs) + sizeof(StackId) + sizeof(std::uint32_t) <= 16);     // sample columns
    }
};

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
