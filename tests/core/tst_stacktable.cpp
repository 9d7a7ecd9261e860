// StackTable's lookups keyed by a hash of the whole path (its tags): the ids
// and their numbering must be those of one intern() per frame, whatever the
// tags, including tags made to collide on purpose.
#include "model/StackTable.h"
#include "RandomStackTree.h"

#include <QtTest>
#include <random>

using namespace hg;

namespace {

// The stacks of `paths` interned one frame after the other: the numbering
// every other way of interning must give.
StackTable oneByOne(const std::vector<std::vector<FrameId>> &paths)
{
    StackTable table;
    for (const std::vector<FrameId> &path : paths)
        for (StackId s = kNoId; const FrameId frame : path)
            s = table.intern(s, frame);
    return table;
}

void compareTables(const StackTable &got, const StackTable &expected)
{
    QCOMPARE(got.size(), expected.size());
    for (StackId s{0}; s < got.size(); ++s) {
        QCOMPARE(got.parent(s), expected.parent(s));
        QCOMPARE(got.frame(s), expected.frame(s));
    }
}

StackTable tableWithTagBits(int bits) { return bits < 32 ? StackTable::withTagBits(unsigned(bits)) : StackTable(); }

} // namespace

class TestStackTable : public QObject
{
    Q_OBJECT
private slots:
    void pathsNumberAsOneByOne_data()
    {
        QTest::addColumn<int>("tagBits");
        QTest::newRow("full tags") << 32;
        QTest::newRow("4-bit tags") << 4;
        QTest::newRow("every tag equal") << 0;
    }
    void pathsNumberAsOneByOne()
    {
        // Each path given as its part below the prefix it shares with the
        // path before (as a reader walking samples does), through internPath.
        QFETCH(int, tagBits);
        const std::vector<std::vector<FrameId>> paths = test::recordingLikePaths(tagBits ? 6000 : 1500, 34, 30);
        StackTable table = tableWithTagBits(tagBits);
        std::vector<StackId> stacks; // of the path before, root first
        const std::vector<FrameId> *previous = nullptr;
        for (const std::vector<FrameId> &path : paths) {
            std::size_t shared = 0;
            while (previous && shared < std::min(path.size(), previous->size()) && path[shared] == (*previous)[shared])
                ++shared;
            stacks.resize(shared);
            table.internPath(shared ? stacks.back() : StackId(kNoId), std::span<const FrameId>(path).subspan(shared), stacks);
            QCOMPARE(stacks.size(), path.size());
            previous = &path;
        }
        compareTables(table, oneByOne(paths));
        // Every path found again whole from the root, adding nothing.
        for (const std::vector<FrameId> &path : paths) {
            std::vector<StackId> again;
            table.internPath(kNoId, path, again);
            StackId expected = kNoId;
            for (std::size_t level = 0; level < path.size(); ++level) {
                expected = table.intern(expected, path[level]);
                QCOMPARE(again[level], expected);
            }
        }
        QCOMPARE(table.size(), oneByOne(paths).size());
    }

    void collidingTagsNeverMergeStacks()
    {
        // Every tag equal: each lookup probes every stack of the table, and
        // only the parent and frame tell them apart. Same frame under two
        // parents, same parent with two frames, the same path at two depths.
        StackTable table = StackTable::withTagBits(0);
        std::vector<StackId> a, b, c;
        const FrameId f1(1), f2(2);
        table.internPath(kNoId, std::vector<FrameId>{f1, f2, f1}, a);
        table.internPath(kNoId, std::vector<FrameId>{f2, f1, f2}, b);
        table.internPath(a[0], std::vector<FrameId>{f1, f2}, c);
        QCOMPARE(table.size(), std::size_t(8));
        QCOMPARE(a, (std::vector<StackId>{StackId(0), StackId(1), StackId(2)}));
        QCOMPARE(b, (std::vector<StackId>{StackId(3), StackId(4), StackId(5)}));
        QCOMPARE(c, (std::vector<StackId>{StackId(6), StackId(7)}));
        QCOMPARE(table.intern(kNoId, f1), a[0]);
        QCOMPARE(table.intern(a[1], f1), a[2]);
        QCOMPARE(table.intern(b[0], f1), b[1]);
        QCOMPARE(table.intern(c[0], f2), c[1]);
        QCOMPARE(table.size(), std::size_t(8));
    }

    void batchesNumberAlikeWhateverTheTags()
    {
        // internPaths and internTree walk chains side by side; their
        // numbering follows that walk, never the tags.
        const std::vector<std::vector<FrameId>> paths = test::recordingLikePaths(3000, 7, 12);
        const auto pathOf = [&](std::size_t i) { return std::span<const FrameId>(paths[i]); };
        StackTable full, colliding = StackTable::withTagBits(2);
        QCOMPARE(colliding.internPaths(paths.size(), pathOf), full.internPaths(paths.size(), pathOf));
        compareTables(colliding, full);
        std::mt19937 rng(3);
        const std::vector<StackTable::TreeNode> nodes = test::randomStackTree(4000, rng);
        QCOMPARE(colliding.internTree(nodes), full.internTree(nodes));
        compareTables(colliding, full);
    }

    void batchInOrderNumbersAsOneByOne_data()
    {
        QTest::addColumn<int>("tagBits");
        QTest::newRow("full tags") << 32;
        QTest::newRow("2-bit tags") << 2;
        QTest::newRow("every tag equal") << 0;
    }
    void batchInOrderNumbersAsOneByOne()
    {
        // internInOrder looks ahead but numbers as one intern() per node in
        // the batch's order; a second batch finds what the first added.
        QFETCH(int, tagBits);
        std::mt19937 rng(5);
        const std::vector<StackTable::TreeNode> nodes = test::randomStackTree(tagBits ? 4000 : 800, rng);
        StackTable expected = tableWithTagBits(tagBits);
        std::vector<StackId> expectedIds;
        for (const StackTable::TreeNode &node : nodes)
            expectedIds.push_back(expected.intern(node.parent == StackTable::TreeNode::kNone ? StackId(kNoId) : expectedIds[node.parent], node.frame));
        StackTable table = tableWithTagBits(tagBits);
        QCOMPARE(table.internInOrder(nodes), expectedIds);
        compareTables(table, expected);
        QCOMPARE(table.internInOrder(nodes), expectedIds);
        QCOMPARE(table.size(), expected.size());
        QVERIFY(table.internInOrder({}).empty());
    }

    void frozenTableTagsItsStacksAgain()
    {
        // freeze() drops the index and the tags; interning afterwards finds
        // the stacks there were and numbers new ones after them.
        const std::vector<std::vector<FrameId>> paths = test::recordingLikePaths(2000, 11, 20);
        for (const int bits : {32, 3}) {
            StackTable table = tableWithTagBits(bits);
            std::vector<StackId> leaves;
            for (const std::vector<FrameId> &path : paths) {
                std::vector<StackId> stacks;
                table.internPath(kNoId, path, stacks);
                leaves.push_back(stacks.empty() ? StackId(kNoId) : stacks.back());
            }
            const std::size_t size = table.size();
            const std::size_t loadingBytes = table.memoryBytes();
            table.freeze();
            QVERIFY(table.memoryBytes() < loadingBytes);
            for (std::size_t i = 0; i < paths.size(); ++i) {
                std::vector<StackId> stacks;
                table.internPath(kNoId, paths[i], stacks);
                QCOMPARE(stacks.empty() ? StackId(kNoId) : stacks.back(), leaves[i]);
            }
            QCOMPARE(table.size(), size);
            table.freeze();
            QCOMPARE(table.intern(kNoId, FrameId(999)), StackId(size));
            QCOMPARE(table.intern(StackId(size), FrameId(5)), StackId(size + 1));
        }
    }
};

QTEST_GUILESS_MAIN(TestStackTable)
#include "tst_stacktable.moc"
