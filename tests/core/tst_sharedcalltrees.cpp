// The call trees the pages share: one tree per profile, tracks and
// direction while someone holds it, the same nodes as a tree built alone,
// one build when two threads ask at once, and a cancelled ask gets none.
#include "analysis/SharedCallTrees.h"
#include "model/ProfileBuilder.h"

#include <QtTest>
#include <atomic>
#include <thread>

using namespace hg;

namespace {

ProfilePtr nestedSpans()
{
    ProfileBuilder b(QStringLiteral("test"));
    const FrameId f = b.addFrame("f"), g = b.addFrame("g"), h = b.addFrame("h");
    for (int t = 0; t < 3; ++t) {
        const TrackId track = b.addTrack({QStringLiteral("t%1").arg(t), QString(), t, -1, {}, {}});
        for (int i = 0; i < 50; ++i) {
            const TimePs at = TimePs(i) * 1000;
            b.addSpan(track, at, 900, (i + t) % 2 ? f : g);
            b.addSpan(track, at + 100, 300 + t, h);
            b.addSpan(track, at + 500, 200, i % 3 ? g : f);
        }
    }
    return b.build();
}

void compareTrees(const CallTree &a, const CallTree &b)
{
    QCOMPARE(a.size(), b.size());
    for (std::uint32_t n = 0; n < a.size(); ++n) {
        QCOMPARE(a.node(n).frame, b.node(n).frame);
        QCOMPARE(a.node(n).parent, b.node(n).parent);
        QCOMPARE(a.node(n).total, b.node(n).total);
        QCOMPARE(a.node(n).self, b.node(n).self);
        QCOMPARE(a.node(n).count, b.node(n).count);
        QVERIFY(std::ranges::equal(a.children(n), b.children(n)));
    }
}

} // namespace

class TestSharedCallTrees : public QObject
{
    Q_OBJECT
private slots:
    void oneTreeWhileHeld()
    {
        const ProfilePtr p = nestedSpans();
        const auto topDown = SharedCallTrees::get(p, {}, CallTree::Direction::TopDown);
        QVERIFY(topDown);
        compareTrees(*topDown, CallTree::build(*p, {}, CallTree::Direction::TopDown));
        // Every track named is every track.
        QCOMPARE(SharedCallTrees::get(p, {TrackId(0), TrackId(1), TrackId(2)}, CallTree::Direction::TopDown), topDown);
        QCOMPARE(SharedCallTrees::get(p, {}, CallTree::Direction::TopDown), topDown);

        const auto bottomUp = SharedCallTrees::get(p, {}, CallTree::Direction::BottomUp);
        QVERIFY(bottomUp != topDown);
        compareTrees(*bottomUp, CallTree::build(*p, {}, CallTree::Direction::BottomUp));
        const auto one = SharedCallTrees::get(p, {TrackId(1)}, CallTree::Direction::TopDown);
        QVERIFY(one != topDown);
        compareTrees(*one, CallTree::build(*p, {TrackId(1)}, CallTree::Direction::TopDown));

        // Another profile of the same content has trees of its own.
        const ProfilePtr other = nestedSpans();
        QVERIFY(SharedCallTrees::get(other, {}, CallTree::Direction::TopDown) != topDown);
    }

    void releasedTreeIsBuiltAgain()
    {
        const ProfilePtr p = nestedSpans();
        std::weak_ptr<const CallTree> first = SharedCallTrees::get(p, {}, CallTree::Direction::TopDown);
        QVERIFY(first.expired()); // nobody held it
        const auto again = SharedCallTrees::get(p, {}, CallTree::Direction::TopDown);
        QVERIFY(again);
        compareTrees(*again, CallTree::build(*p, {}, CallTree::Direction::TopDown));
    }

    void threadsAskingAtOnceShareOneBuild()
    {
        const ProfilePtr p = nestedSpans();
        std::shared_ptr<const CallTree> trees[4];
        std::vector<std::thread> threads;
        for (auto &tree : trees)
            threads.emplace_back([&p, &tree] { tree = SharedCallTrees::get(p, {}, CallTree::Direction::BottomUp); });
        for (std::thread &t : threads)
            t.join();
        for (const auto &tree : trees)
            QCOMPARE(tree, trees[0]);
        compareTrees(*trees[0], CallTree::build(*p, {}, CallTree::Direction::BottomUp));
    }

    void cancelledAskGetsNone()
    {
        const ProfilePtr p = nestedSpans();
        QVERIFY(!SharedCallTrees::get(p, {}, CallTree::Direction::TopDown, [] { return true; }));
        // The next one asking builds it.
        QVERIFY(SharedCallTrees::get(p, {}, CallTree::Direction::TopDown));
    }
};

QTEST_MAIN(TestSharedCallTrees)
#include "tst_sharedcalltrees.moc"
