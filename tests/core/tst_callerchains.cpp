// The bottom-up tree (CallerChains) against brute force: random samples,
// spans and aggregated trees on several tracks, each node's figures equal to
// summing, over every sample, span or aggregated sample, what ends on its
// chain of callers. The bottom-up tree made as it is opened (CallerTree)
// against the one built whole, node by node and in the same order, on the
// same profiles and on the corpus.
#include "CorpusDir.h"
#include "analysis/CallTree.h"
#include "analysis/CallerTree.h"
#include "formats/ProfileLoader.h"
#include "analysis/SampleWeights.h"
#include "model/ProfileBuilder.h"

#include <QDirIterator>
#include <QtTest>
#include <map>
#include <random>

using namespace hg;

namespace {

using Chain = std::vector<FrameId>; // leaf first

struct Figures
{
    TimePs self = 0;
    std::uint64_t count = 0;
    bool operator==(const Figures &) const = default;
};

// What a bottom-up tree should hold: each prefix of each leaf-first chain,
// at most kMaxCallerLevels + 1 frames long.
class Expected
{
public:
    void add(const Chain &leafFirst, TimePs self, std::uint64_t count)
    {
        m_root.self += self;
        m_root.count += count;
        Chain prefix;
        for (const FrameId f : leafFirst) {
            if (prefix.size() > CallTree::kMaxCallerLevels)
                break;
            prefix.push_back(f);
            Figures &fig = m_chains[prefix];
            fig.self += self;
            fig.count += count;
        }
    }

    void compare(const CallTree &tree) const
    {
        QCOMPARE(tree.node(0).total, m_root.self);
        QCOMPARE(tree.node(0).count, m_root.count);
        QCOMPARE(std::size_t(tree.size() - 1), m_chains.size());
        for (std::uint32_t i = 1; i < tree.size(); ++i) {
            Chain chain;
            for (std::uint32_t n = i; n != 0; n = tree.node(n).parent)
                chain.insert(chain.begin(), tree.node(n).frame);
            const auto it = m_chains.find(chain);
            QVERIFY(it != m_chains.end());
            QCOMPARE(tree.node(i).self, it->second.self);
            QCOMPARE(tree.node(i).total, it->second.self);
            QCOMPARE(tree.node(i).count, it->second.count);
            const auto children = tree.children(i);
            for (std::size_t c = 1; c < children.size(); ++c)
                QVERIFY(tree.node(children[c - 1]).total >= tree.node(children[c]).total);
        }
    }

private:
    Figures m_root;
    std::map<Chain, Figures> m_chains;
};

// The tree opened node by node is the tree built whole: every node's frame
// and figures, its children in the same order, and the cut.
void compareOpened(const ProfilePtr &profile, const std::vector<TrackId> &tracks = {})
{
    const CallTree whole = CallTree::build(*profile, tracks, CallTree::Direction::BottomUp);
    auto topDown = std::make_shared<const CallTree>(CallTree::build(*profile, tracks, CallTree::Direction::TopDown));
    std::unique_ptr<CallerTree> opened = CallerTree::build(topDown, 3);
    QVERIFY(opened);
    QCOMPARE(opened->callersCut(), whole.callersCut());
    QCOMPARE(opened->unit(), whole.unit());
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pending{{0, 0}};
    std::size_t compared = 0;
    while (!pending.empty()) {
        const auto [w, o] = pending.back();
        pending.pop_back();
        const CallTree::Node a = whole.node(w), b = opened->node(o);
        QCOMPARE(b.frame, a.frame);
        QCOMPARE(b.total, a.total);
        QCOMPARE(b.self, a.self);
        QCOMPARE(b.count, a.count);
        QCOMPARE(opened->hasChildren(o), whole.childCount(w) > 0);
        QCOMPARE(opened->childCount(o), whole.childCount(w));
        for (std::uint32_t row = 0; row < whole.childCount(w); ++row) {
            QCOMPARE(opened->parent(opened->child(o, row)), o);
            QCOMPARE(opened->rowOf(opened->child(o, row)), row);
            pending.push_back({whole.children(w)[row], opened->child(o, row)});
        }
        ++compared;
    }
    QCOMPARE(compared, std::size_t(whole.size()));
    QCOMPARE(opened->size(), whole.size());
}

Chain leafFirst(const StackTable &stacks, StackId s)
{
    Chain chain;
    for (; s != kNoId; s = stacks.parent(s))
        chain.push_back(stacks.frame(s));
    return chain;
}

struct Fixture
{
    std::mt19937 rng{34};
    ProfileBuilder b{QStringLiteral("random")};
    std::vector<FrameId> frames;
    std::size_t pick(std::size_t n) { return std::size_t(rng() % n); }
    Fixture()
    {
        for (int i = 0; i < 6; ++i) // few functions: chains share callers, and recurse
            frames.push_back(b.addFrame(QStringLiteral("f%1").arg(i).toStdString()));
    }
    std::vector<FrameId> randomPath(std::size_t maxDepth)
    {
        std::vector<FrameId> path(1 + pick(maxDepth));
        for (FrameId &f : path)
            f = frames[pick(frames.size())];
        return path;
    }
};

// Spans nested by time: each span's self is its length less its children's.
void addSpans(Fixture &f, Expected &expected, TrackId track, TimePs start, TimePs length, Chain callers, int depth)
{
    const FrameId frame = f.frames[f.pick(f.frames.size())];
    f.b.addSpan(track, start, length, frame);
    callers.insert(callers.begin(), frame);
    TimePs covered = 0;
    if (depth < 5 && length >= 12) {
        const int children = int(f.pick(4));
        const TimePs slot = length / 4; // a child within each quarter, apart from its parent's ends
        for (int c = 0; c < children; ++c) {
            const TimePs childLength = 1 + TimePs(f.pick(std::size_t(slot - 2)));
            addSpans(f, expected, track, start + c * slot + 1, childLength, callers, depth + 1);
            covered += childLength;
        }
    }
    expected.add(callers, length - covered, 1);
}

} // namespace

class TestCallerChains : public QObject
{
    Q_OBJECT
private slots:
    void samplesSpansAndAggregatesMatchBruteForce()
    {
        Fixture f;
        Expected expected;
        // Samples on two tracks, stacks shared between them.
        std::vector<TrackId> sampled;
        std::vector<std::vector<std::pair<TimePs, StackId>>> samples(2);
        for (int t = 0; t < 2; ++t) {
            sampled.push_back(f.b.addTrack({QStringLiteral("s%1").arg(t), QString(), t + 1, -1, {}, {}}));
            TimePs time = 0;
            for (int i = 0; i < 300; ++i) {
                StackId s = kNoId;
                for (const FrameId frame : f.randomPath(9))
                    s = f.b.addStack(s, frame);
                samples[t].push_back({time, s});
                f.b.addSample(sampled.back(), time, s);
                time += 1 + TimePs(f.pick(50));
            }
        }
        // Spans on three tracks: the same call paths recur on each.
        for (int t = 0; t < 3; ++t) {
            const TrackId track = f.b.addTrack({QStringLiteral("spans%1").arg(t), QString(), 10 + t, -1, {}, {}});
            for (int root = 0; root < 20; ++root)
                addSpans(f, expected, track, root * 10'000, 1 + TimePs(f.pick(9'000)), {}, 0);
        }
        // Aggregated trees: one whose counts include their callees' (pprof's
        // samples, summed up the tree), one of own counts (timers' calls).
        for (const bool inclusive : {true, false}) {
            const TrackId track = f.b.addTrack({QStringLiteral("nodes"), QString(), -1, -1, {}, {}});
            std::map<std::vector<FrameId>, std::pair<TimePs, std::uint64_t>> own; // by path, root first
            for (int i = 0; i < 200; ++i) {
                auto &[self, count] = own[f.randomPath(7)];
                self += TimePs(f.pick(3) == 0 ? 0 : 1 + f.pick(1000)); // some paths with no time of their own
                count += 1 + f.pick(5);
            }
            // Every prefix is a node; totals (and inclusive counts) summed up.
            std::map<std::vector<FrameId>, std::pair<TimePs, std::uint64_t>> folded;
            for (const auto &[path, fig] : own)
                for (std::size_t n = 1; n <= path.size(); ++n) {
                    auto &[total, count] = folded[std::vector<FrameId>(path.begin(), path.begin() + std::ptrdiff_t(n))];
                    total += fig.first;
                    if (inclusive || n == path.size())
                        count += fig.second;
                }
            std::map<std::vector<FrameId>, std::uint32_t> nodeOf;
            for (const auto &[path, fig] : folded) { // a prefix sorts before its extensions: parents first
                const std::vector<FrameId> parent(path.begin(), path.end() - 1);
                nodeOf[path] = f.b.addAggregateNode(track, parent.empty() ? std::uint32_t(kNoId) : nodeOf.at(parent), path.back(),
                                                    fig.first, fig.second);
            }
            if (inclusive)
                f.b.setNodeCountsIncludeCallees(track, true);
            for (const auto &[path, fig] : folded) {
                auto it = own.find(path);
                const TimePs self = it == own.end() ? 0 : it->second.first;
                const std::uint64_t count = it == own.end() ? 0 : it->second.second;
                if (self || count)
                    expected.add(Chain(path.rbegin(), path.rend()), self, count);
            }
        }
        const ProfilePtr p = f.b.build();
        const TimePs fallback = SampleWeights::profileMedianInterval(*p);
        for (const TrackId t : sampled) {
            const SampleTrack &track = p->tracks()[t].samples;
            const std::vector<TimePs> weights = SampleWeights::compute(track, fallback);
            for (std::uint32_t i = 0; i < track.size(); ++i)
                expected.add(leafFirst(p->stacks(), track.stack(i)), weights[i], 1);
        }
        expected.compare(CallTree::build(*p, {}, CallTree::Direction::BottomUp));
        compareOpened(p);
        compareOpened(p, {TrackId(1), TrackId(3)});
        compareOpened(p, {TrackId(6)}); // counts that include the callees'
    }

    // Chains longer than kMaxCallerLevels stop there, and say so.
    void deepChainsAreCut()
    {
        Fixture f;
        Expected expected;
        const TrackId t = f.b.addTrack({QStringLiteral("deep"), QString(), 1, -1, {}, {}});
        for (int i = 0; i < 3; ++i) {
            StackId s = kNoId;
            const std::size_t depth = i == 0 ? 40 : CallTree::kMaxCallerLevels + 50;
            for (std::size_t d = 0; d < depth; ++d)
                s = f.b.addStack(s, f.frames[f.pick(2)]);
            f.b.addSample(t, i * 10, s);
        }
        const ProfilePtr p = f.b.build();
        const std::vector<TimePs> weights = SampleWeights::compute(p->tracks()[0].samples, SampleWeights::profileMedianInterval(*p));
        for (std::uint32_t i = 0; i < 3; ++i)
            expected.add(leafFirst(p->stacks(), p->tracks()[0].samples.stack(i)), weights[i], 1);
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::BottomUp);
        QVERIFY(tree.callersCut());
        expected.compare(tree);
        QVERIFY(!CallTree::build(*p, {}, CallTree::Direction::TopDown).callersCut());
        compareOpened(p);
    }

    // Equal totals keep the order the chains were given in: the first
    // stack's leaf first.
    void equalSiblingsKeepTheirOrder()
    {
        Fixture f;
        const TrackId t = f.b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        f.b.setTrackUntimed(t);
        const StackId a = f.b.addStack(kNoId, f.frames[3]);
        f.b.addSample(t, 0, f.b.addStack(a, f.frames[5]), 2);
        f.b.addSample(t, 0, f.b.addStack(a, f.frames[1]), 2);
        f.b.addSample(t, 0, f.b.addStack(kNoId, f.frames[4]), 2);
        const ProfilePtr p = f.b.build();
        const CallTree tree = CallTree::build(*p, {}, CallTree::Direction::BottomUp);
        QCOMPARE(tree.children(0).size(), std::size_t(3));
        QCOMPARE(tree.node(tree.children(0)[0]).frame, f.frames[5]);
        QCOMPARE(tree.node(tree.children(0)[1]).frame, f.frames[1]);
        QCOMPARE(tree.node(tree.children(0)[2]).frame, f.frames[4]);
        compareOpened(p);
    }

    // Every profile of the corpus, opened node by node, is the tree built
    // whole.
    void openedAsBuiltOnTheCorpus()
    {
        HG_CORPUS_OR_SKIP(root, "");
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        int profiles = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QLatin1String(".md")))
                continue;
            const ProfilePtr profile = ProfileLoader::load(path).profile;
            if (!profile)
                continue; // the corpus's broken files
            compareOpened(profile);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(path));
            ++profiles;
        }
        QVERIFY(profiles > 10);
    }

    void cancelReturnsAnEmptyTree()
    {
        Fixture f;
        const TrackId t = f.b.addTrack({QStringLiteral("t"), QString(), 1, -1, {}, {}});
        f.b.addSample(t, 0, f.b.addStack(kNoId, f.frames[0]));
        const ProfilePtr p = f.b.build();
        QCOMPARE(CallTree::build(*p, {}, CallTree::Direction::BottomUp, [] { return true; }).size(), 1u);
    }
};

QTEST_GUILESS_MAIN(TestCallerChains)
#include "tst_callerchains.moc"
