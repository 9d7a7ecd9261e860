// ProfileMerger: many profiles as one — shared functions summed, a group per
// source, epoch alignment, attributes, flows and stated parents kept, XPlane
// hosts on one timeline, timed and untimed sources side by side.
#include "analysis/CallTree.h"
#include "analysis/ProfileMerger.h"
#include "formats/MergeInputs.h"
#include "formats/ProfileLoader.h"
#include "formats/xplane/XPlaneRun.h"
#include "formats/xplane/XPlaneWriter.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace hg;

namespace {

constexpr TimePs ms(double v) { return TimePs(v * double(kPsPerMs)); }

TrackInfo trackInfo(const QString &name, const QString &group = QString())
{
    TrackInfo info;
    info.name = name;
    info.group = group;
    return info;
}

// A thread sampled every 10 ms: main>work `workSamples` times, then
// main>`other` `otherSamples` times. `other` is interned first, so the ids
// of the shared frames differ between profiles made with different names.
ProfilePtr sampled(const char *other, int workSamples, int otherSamples, std::optional<qint64> epochNs = {})
{
    ProfileBuilder b(QStringLiteral("test"));
    const FrameId otherFrame = b.addFrame(other);
    const FrameId main = b.addFrame("main"), work = b.addFrame("work");
    const TrackId t = b.addTrack(trackInfo(QStringLiteral("main thread"), QStringLiteral("Threads")));
    const StackId mainStack = b.addStack(kNoId, main);
    const StackId workStack = b.addStack(mainStack, work), otherStack = b.addStack(mainStack, otherFrame);
    int i = 0;
    for (; i < workSamples; ++i)
        b.addSample(t, ms(10 * i), workStack);
    for (; i < workSamples + otherSamples; ++i)
        b.addSample(t, ms(10 * i), otherStack);
    if (epochNs)
        b.setStartEpochNs(*epochNs);
    return b.build();
}

// The top-down node of a call path (frame names, root first) in a tree over every track.
const CallTree::Node *nodeAt(const Profile &p, const CallTree &tree, const QStringList &path)
{
    std::uint32_t at = 0;
    for (const QString &name : path) {
        std::uint32_t found = kNoId;
        for (const std::uint32_t child : tree.children(at))
            if (p.frameName(tree.node(child).frame) == name)
                found = child;
        if (found == kNoId)
            return nullptr;
        at = found;
    }
    return &tree.node(at);
}

int framesNamed(const Profile &p, const QString &name)
{
    int n = 0;
    for (FrameId f{0}; f < p.frames().size(); ++f)
        n += p.frameName(f) == name;
    return n;
}

QString attribute(const Profile &p, const AttributeTable &table, std::uint32_t owner, std::string_view key)
{
    const std::optional<AttributeValue> v = table.findNamed(owner, p.strings(), key);
    return v ? attributeText(p.strings(), *v) : QString();
}

// A span by its frame's name on a track.
std::uint32_t spanNamed(const Profile &p, const Track &t, const QString &name)
{
    for (std::uint32_t i = 0; i < t.spans.size(); ++i)
        if (p.frameName(t.spans.frame(i)) == name)
            return i;
    return kNoId;
}

} // namespace

class TestProfileMerge : public QObject
{
    Q_OBJECT
private slots:
    void sharedFunctionsAreOneFrameAndTheirTotalsSum()
    {
        const ProfilePtr a = sampled("idle", 3, 1), b = sampled("render", 5, 2);
        const ProfilePtr merged = ProfileMerger::merge({{QStringLiteral("a"), a}, {QStringLiteral("b"), b}});
        QCOMPARE(merged->tracks().size(), std::size_t(2));
        QCOMPARE(framesNamed(*merged, QStringLiteral("main")), 1);
        QCOMPARE(framesNamed(*merged, QStringLiteral("work")), 1);
        const CallTree tree = CallTree::build(*merged, {}, CallTree::Direction::TopDown);
        const CallTree treeA = CallTree::build(*a, {}, CallTree::Direction::TopDown);
        const CallTree treeB = CallTree::build(*b, {}, CallTree::Direction::TopDown);
        const QStringList work{QStringLiteral("main"), QStringLiteral("work")};
        QVERIFY(nodeAt(*merged, tree, work));
        QCOMPARE(nodeAt(*merged, tree, work)->total, nodeAt(*a, treeA, work)->total + nodeAt(*b, treeB, work)->total);
        QCOMPARE(nodeAt(*merged, tree, work)->count, std::uint64_t(8));
        QCOMPARE(tree.node(0).total, treeA.node(0).total + treeB.node(0).total);
        QCOMPARE(nodeAt(*merged, tree, {QStringLiteral("main"), QStringLiteral("idle")})->count, std::uint64_t(1));
        QCOMPARE(nodeAt(*merged, tree, {QStringLiteral("main"), QStringLiteral("render")})->count, std::uint64_t(2));
        // A source's tracks alone give that source's tree: the per-source filter.
        const CallTree onlyB = CallTree::build(*merged, {TrackId(1)}, CallTree::Direction::TopDown);
        QCOMPARE(onlyB.node(0).total, treeB.node(0).total);
    }

    void eachSourceIsAGroup()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId f = b.addFrame("f");
        b.addSpan(b.addTrack(trackInfo(QStringLiteral("cpu"), QStringLiteral("/host:CPU"))), 0, ms(1), f);
        b.addSpan(b.addTrack(trackInfo(QStringLiteral("stream"), QStringLiteral("/device:GPU:0"))), 0, ms(1), f);
        const ProfilePtr planes = b.build();
        const ProfilePtr merged = ProfileMerger::merge({{QStringLiteral("one.sentry.json"), sampled("x", 1, 1)},
                                                        {QStringLiteral("host2"), planes}});
        QStringList groups;
        for (const Track &t : merged->tracks())
            groups << t.info.group;
        // One group a source; a source of several keeps them apart within its name.
        QCOMPARE(groups, (QStringList{QStringLiteral("one.sentry.json"), QStringLiteral("host2: /host:CPU"),
                                      QStringLiteral("host2: /device:GPU:0")}));
        QCOMPARE(merged->tracks()[1].info.name, QStringLiteral("cpu"));
    }

    void epochStartsAlignAndOthersKeepTheirTimeZero()
    {
        const qint64 epoch = 1'700'000'000'000'000'000;
        const ProfilePtr first = sampled("a", 1, 0, epoch + 2'000'000); // starts 2 ms after the second
        const ProfilePtr second = sampled("b", 1, 0, epoch);
        const ProfilePtr none = sampled("c", 1, 0);
        const ProfilePtr merged = ProfileMerger::merge({{QStringLiteral("first"), first}, {QStringLiteral("second"), second},
                                                        {QStringLiteral("none"), none}});
        QCOMPARE(merged->startEpochNs(), std::optional<qint64>(epoch));
        QCOMPARE(merged->tracks()[0].samples.time(0), ms(2));
        QCOMPARE(merged->tracks()[1].samples.time(0), TimePs(0));
        QCOMPARE(merged->tracks()[2].samples.time(0), TimePs(0));
        // Without an epoch on both, each keeps its own time 0.
        const ProfilePtr apart = ProfileMerger::merge({{QStringLiteral("first"), first}, {QStringLiteral("none"), none}});
        QCOMPARE(apart->tracks()[0].samples.time(0), TimePs(0));
        QCOMPARE(apart->tracks()[1].samples.time(0), TimePs(0));
    }

    void attributesFlowsCountersAndWarningsFollow()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const StringId unused = b.intern("shifts the ids");
        Q_UNUSED(unused);
        const FrameId post = b.addFrame("post"), run = b.addFrame("run"), inner = b.addFrame("inner");
        b.setFrameAttribute(run, b.intern("file.kind"), AttributeValue::fromString(b.intern("source")));
        const TrackId from = b.addTrack(trackInfo(QStringLiteral("ui")));
        const TrackId to = b.addTrack(trackInfo(QStringLiteral("worker")));
        b.setTrackAttribute(to, b.intern("pool"), AttributeValue::fromString(b.intern("io")));
        const AddedSpan posted = b.addSpan(from, 0, ms(1), post);
        const AddedSpan ran = b.addSpan(to, ms(2), ms(5), run);
        const AddedSpan in = b.addSpan(to, ms(3), ms(1), inner);
        b.setSpanAttribute(in, b.intern("note"), AttributeValue::fromString(b.intern("deep")));
        b.setSpanAttribute(in, b.intern("owner"), AttributeValue::fromSpan(ran.index));
        b.addFlow(posted, ran, b.intern("task"), b.intern("toplevel"));
        const TrackId timers = b.addTrack(trackInfo(QStringLiteral("timers")));
        const std::uint32_t tick = b.addAggregateNode(timers, kNoId, b.addFrame("tick"), ms(10), 2);
        b.setNodeAttribute(timers, tick, b.intern("violations"), AttributeValue::fromInt(3));
        const TrackId sampledTrack = b.addTrack(trackInfo(QStringLiteral("sampled")));
        const std::uint32_t s = b.addSample(sampledTrack, 0, b.addStack(kNoId, run));
        b.setSampleAttribute(sampledTrack, s, b.intern("queue"), AttributeValue::fromString(b.intern("main")));
        const std::uint32_t cpu = b.addCounter(QStringLiteral("cpu"), QStringLiteral("percent"));
        b.addCounterValue(cpu, ms(1), 50);
        b.warn(QStringLiteral("something odd"), 12);
        const ProfilePtr source = b.build();

        const ProfilePtr merged = ProfileMerger::merge({{QStringLiteral("a"), sampled("x", 1, 1)}, {QStringLiteral("b"), source}});
        const Profile &p = *merged;
        QCOMPARE(p.tracks().size(), std::size_t(5));
        const Track &worker = p.tracks()[2];
        QCOMPARE(worker.info.name, QStringLiteral("worker"));
        QCOMPARE(attribute(p, worker.attributes, 0, "pool"), QStringLiteral("io"));
        const std::uint32_t innerSpan = spanNamed(p, worker, QStringLiteral("inner"));
        const std::uint32_t runSpan = spanNamed(p, worker, QStringLiteral("run"));
        QCOMPARE(attribute(p, worker.spanAttributes, innerSpan, "note"), QStringLiteral("deep"));
        const std::optional<AttributeValue> owner = worker.spanAttributes.findNamed(innerSpan, p.strings(), "owner");
        QVERIFY(owner && owner->kind == AttributeValue::Kind::Span);
        QCOMPARE(std::uint32_t(owner->u), runSpan);
        QCOMPARE(worker.spans.parent(innerSpan), runSpan);
        QCOMPARE(attribute(p, p.tracks()[3].nodeAttributes, 0, "violations"), QStringLiteral("3"));
        QCOMPARE(attribute(p, p.tracks()[4].sampleAttributes, 0, "queue"), QStringLiteral("main"));
        FrameId runFrame = kNoId;
        for (FrameId f{0}; f < p.frames().size(); ++f)
            if (p.frameName(f) == QStringLiteral("run"))
                runFrame = f;
        QCOMPARE(attribute(p, p.frameAttributes(), runFrame, "file.kind"), QStringLiteral("source"));

        QCOMPARE(p.flows().size(), std::size_t(1));
        const Flow &flow = p.flows()[0];
        QCOMPARE(flow.from, (SpanRef{TrackId(1), SpanIndex(spanNamed(p, p.tracks()[1], QStringLiteral("post")))}));
        QCOMPARE(flow.to, (SpanRef{TrackId(2), SpanIndex(runSpan)}));
        QCOMPARE(p.strings().string(flow.name), QStringLiteral("task"));
        QCOMPARE(p.strings().string(flow.category), QStringLiteral("toplevel"));

        QCOMPARE(p.counters().size(), std::size_t(1));
        QCOMPARE(p.counters()[0].name, QStringLiteral("b: cpu"));
        QCOMPARE(p.diagnostics().count(), std::size_t(1));
        QCOMPARE(p.diagnostics().warnings()[0].message, QStringLiteral("b: something odd"));
        QCOMPARE(p.diagnostics().warnings()[0].offset, qint64(12));
    }

    void statedParentsKeepTheirTree()
    {
        // A request whose two queries ran at once: stated children on two lanes.
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack(trackInfo(QStringLiteral("GET /")));
        const AddedSpan request = b.addChildSpan(t, 0, ms(10), b.addFrame("request"), kNoId);
        b.addChildSpan(t, ms(1), ms(6), b.addFrame("query 1"), request.index);
        const AddedSpan second = b.addChildSpan(t, ms(2), ms(6), b.addFrame("query 2"), request.index);
        b.addChildSpan(t, ms(3), ms(1), b.addFrame("read"), second.index);
        const ProfilePtr source = b.build();
        const ProfilePtr merged = ProfileMerger::merge({{QStringLiteral("a"), sampled("x", 1, 0)}, {QStringLiteral("b"), source}});
        const Track &copy = merged->tracks()[1];
        QVERIFY(copy.spans.statesParents());
        QCOMPARE(copy.spans.laneGroups().size(), source->tracks()[0].spans.laneGroups().size());
        const std::uint32_t read = spanNamed(*merged, copy, QStringLiteral("read"));
        QCOMPARE(copy.spans.parent(read), spanNamed(*merged, copy, QStringLiteral("query 2")));
        QCOMPARE(copy.spans.parent(spanNamed(*merged, copy, QStringLiteral("query 1"))), spanNamed(*merged, copy, QStringLiteral("request")));
        QCOMPARE(copy.spans.rowCount(), source->tracks()[0].spans.rowCount());
    }

    void xplaneHostsOfOneRunShareATimeline()
    {
        // Two single-host XSpaces as the XPlane writer writes them, in one run's folder.
        QTemporaryDir run;
        QVERIFY(run.isValid());
        for (const char *host : {"worker-0", "worker-1"}) {
            ProfileBuilder b(QStringLiteral("test"));
            const TrackId t = b.addTrack(trackInfo(QStringLiteral("python"), QStringLiteral("/host:CPU")));
            b.addSpan(t, 0, ms(4), b.addFrame("train_step"));
            b.addSpan(t, ms(1), ms(2), b.addFrame(host));
            const ProfilePtr p = b.build();
            QFile file(run.filePath(QString::fromLatin1(host) + QStringLiteral(".xplane.pb")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(XPlaneWriter::write(*p, ReadContext()));
        }
        QFile(run.filePath(QStringLiteral("notes.md"))).open(QIODevice::WriteOnly);
        const QStringList hosts = XPlaneRun::hostFiles(run.path());
        QCOMPARE(hosts.size(), 2);
        QCOMPARE(XPlaneRun::hostName(hosts[0]), QStringLiteral("worker-0"));
        QCOMPARE(MergeInputs::expand({run.path()}, nullptr), hosts);

        const MergeInputs::Loaded loaded = MergeInputs::load(hosts);
        QVERIFY(loaded.errors.empty());
        QCOMPARE(loaded.sources.size(), std::size_t(2));
        const ProfilePtr merged = ProfileMerger::merge(loaded.sources);
        QCOMPARE(merged->formatId(), QStringLiteral("xplane"));
        QCOMPARE(merged->tracks().size(), std::size_t(2));
        QCOMPARE(merged->tracks()[0].info.group, QStringLiteral("worker-0"));
        QCOMPARE(merged->tracks()[1].info.group, QStringLiteral("worker-1"));
        QCOMPARE(framesNamed(*merged, QStringLiteral("train_step")), 1);
        QCOMPARE(merged->frames()[merged->tracks()[1].spans.frame(0)], merged->frames()[merged->tracks()[0].spans.frame(0)]);
        const CallTree tree = CallTree::build(*merged, {}, CallTree::Direction::TopDown);
        QCOMPARE(nodeAt(*merged, tree, {QStringLiteral("train_step")})->total, ms(8));
        QCOMPARE(nodeAt(*merged, tree, {QStringLiteral("train_step"), QStringLiteral("worker-1")})->total, ms(2));
    }

    void timedAndUntimedSourcesStayWhatTheyAre()
    {
        ProfileBuilder b(QStringLiteral("collapsed"));
        const TrackId t = b.addTrack(trackInfo(QStringLiteral("stacks")));
        b.setTrackUntimed(t);
        const StackId main = b.addStack(kNoId, b.addFrame("main"));
        b.addSample(t, 0, b.addStack(main, b.addFrame("work")), 40);
        b.addSample(t, 0, main, 2);
        const ProfilePtr untimed = b.build();
        const ProfilePtr merged = ProfileMerger::merge({{QStringLiteral("timed"), sampled("x", 2, 0)}, {QStringLiteral("untimed"), untimed}});
        QVERIFY(merged->tracks()[0].samples.timed());
        QVERIFY(!merged->tracks()[1].samples.timed());
        QCOMPARE(merged->tracks()[1].samples.weight(0), 40u);
        QCOMPARE(merged->tracks()[1].samples.weight(1), 2u);
        const CallTree counts = CallTree::build(*merged, {TrackId(1)}, CallTree::Direction::TopDown);
        QCOMPARE(counts.unit(), CallTree::Unit::Count);
        QCOMPARE(nodeAt(*merged, counts, {QStringLiteral("main"), QStringLiteral("work")})->total, std::int64_t(40));
        QCOMPARE(merged->tracks()[0].samples.size(), 2u);
    }

    void loadNamesEveryFileThatFailed()
    {
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("bad.sentry.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"version\": ");
        bad.close();
        const MergeInputs::Loaded loaded = MergeInputs::load({dir.filePath(QStringLiteral("bad.sentry.json")), dir.filePath(QStringLiteral("gone.json"))});
        QCOMPARE(loaded.errors.size(), std::size_t(2));
        QVERIFY(loaded.errors[0].file.endsWith(QStringLiteral("bad.sentry.json")));
        QVERIFY(loaded.errors[1].file.endsWith(QStringLiteral("gone.json")));
        std::optional<LoadError> empty;
        QVERIFY(MergeInputs::expand({dir.path() + QStringLiteral("/nothing")}, &empty).size() == 1); // not a folder: a file to load
        QDir(dir.path()).mkdir(QStringLiteral("empty"));
        MergeInputs::expand({dir.filePath(QStringLiteral("empty"))}, &empty);
        QVERIFY(empty && empty->file.endsWith(QStringLiteral("empty")));
    }
};

QTEST_GUILESS_MAIN(TestProfileMerge)
#include "tst_profilemerge.moc"
