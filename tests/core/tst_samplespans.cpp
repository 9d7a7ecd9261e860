// Sample spans bounded by a span budget (short spans folded into blocks per
// row) and built for a window of time, against the exact spans of the
// whole track.
#include "analysis/SampleSpans.h"
#include "analysis/StackPaths.h"
#include "RandomSampleProfile.h"
#include "model/ProfileBuilder.h"

#include <QtTest>
#include <set>
#include <tuple>

using namespace hg;

namespace {

using SpanKey = std::tuple<std::uint32_t, TimePs, TimePs, FrameId>; // row, start, end, frame

SpanKey keyOf(const SpanTrack &spans, std::uint32_t i)
{
    return {spans.rowOf(i), spans.start(i), spans.end(i), spans.frame(i)};
}

// Rows in time order without overlaps, every span within its parent one row up.
void verifyNested(const SpanTrack &spans)
{
    for (std::uint32_t row = 0; row < spans.rowCount(); ++row) {
        const SpanTrack::IndexRange r = spans.row(row);
        for (std::uint32_t i = r.first; i < r.last; ++i) {
            QVERIFY(spans.duration(i) >= 0);
            if (i > r.first)
                QVERIFY(spans.start(i) >= spans.end(i - 1));
            if (row == 0) {
                QCOMPARE(spans.parent(i), std::uint32_t(kNoId));
                continue;
            }
            const std::uint32_t p = spans.parent(i);
            QVERIFY(p < spans.size());
            QCOMPARE(spans.rowOf(p), row - 1);
            QVERIFY(spans.start(i) >= spans.start(p));
            QVERIFY(spans.end(i) <= spans.end(p));
        }
    }
}

// The profile again with every 17th sample on no stack (an idle sample).
ProfilePtr withEmptySamples(const ProfilePtr &profile)
{
    ProfileBuilder builder(QStringLiteral("idle"));
    std::vector<StackId> stacks(profile->stacks().size());
    for (StackId s{0}; s < stacks.size(); ++s) {
        const StackId parent = profile->stacks().parent(s);
        const FrameId frame = builder.addFrame(profile->strings().string(profile->frames()[profile->stacks().frame(s)].name).toStdString());
        stacks[s] = builder.addStack(parent == kNoId ? StackId(kNoId) : stacks[parent], frame);
    }
    const SampleTrack &samples = profile->tracks()[0].samples;
    const TrackId t = builder.addTrack({QStringLiteral("main"), QString(), -1, -1, {}, {}});
    for (std::uint32_t i = 0; i < samples.size(); ++i)
        builder.addSample(t, samples.time(i), i % 17 == 5 ? StackId(kNoId) : stacks[samples.stack(i)]);
    return builder.build();
}

} // namespace

class TestSampleSpans : public QObject
{
    Q_OBJECT
private slots:
    void aBudgetKeepsLongSpansAndFoldsTheShortOnesIntoBlocks()
    {
        for (const std::uint32_t seed : {1u, 2u, 3u}) {
            const ProfilePtr p = test::randomSampleProfile(20000, seed);
            const SampleTrack &samples = p->tracks()[0].samples;
            const SpanTrack exact = SampleSpans::build(*p, samples);
            SampleSpans::Request request;
            request.maxSpans = exact.size() / 8;
            const SampleSpans::Result bounded = SampleSpans::build(*p, samples, request);
            QVERIFY(bounded.resolution > 0);
            QVERIFY2(bounded.spans.size() <= request.maxSpans,
                     qPrintable(QStringLiteral("%1 spans for a budget of %2").arg(bounded.spans.size()).arg(request.maxSpans)));
            QCOMPARE(bounded.spans.rowCount(), exact.rowCount());
            verifyNested(bounded.spans);

            // Kept: exactly the spans of at least the resolution.
            std::set<SpanKey> long_, kept;
            for (std::uint32_t i = 0; i < exact.size(); ++i)
                if (exact.duration(i) >= bounded.resolution)
                    long_.insert(keyOf(exact, i));
            for (std::uint32_t i = 0; i < bounded.spans.size(); ++i)
                if (bounded.spans.frame(i) != kNoId)
                    kept.insert(keyOf(bounded.spans, i));
            QCOMPARE(kept, long_);
            QVERIFY(kept.size() >= 10); // the phases' roots at least

            // Every shorter span lies within a block of its row.
            for (std::uint32_t i = 0; i < exact.size(); ++i) {
                if (exact.duration(i) >= bounded.resolution || exact.duration(i) == 0)
                    continue;
                const std::uint32_t row = exact.rowOf(i);
                const SpanTrack::IndexRange r = bounded.spans.overlapping(row, exact.start(i), exact.end(i));
                QCOMPARE(r.size(), 1u);
                QCOMPARE(bounded.spans.frame(r.first), FrameId(kNoId));
                QVERIFY(bounded.spans.start(r.first) <= exact.start(i) && exact.end(i) <= bounded.spans.end(r.first));
            }
        }
    }

    void partsWalkedSideBySideJoinIntoTheSameSpans()
    {
        for (const std::uint32_t seed : {7u, 8u}) {
            const ProfilePtr p = test::randomSampleProfile(30000, seed);
            const SampleTrack &samples = p->tracks()[0].samples;
            SampleSpans::Request whole;
            whole.maxSpans = 6000;
            whole.samplesPerPart = samples.size();
            SampleSpans::Request parts = whole;
            parts.samplesPerPart = 1777; // 16 parts, seams anywhere (within runs, at repeated times)
            const SampleSpans::Result one = SampleSpans::build(*p, samples, whole), many = SampleSpans::build(*p, samples, parts);
            QVERIFY(one.resolution > 0);
            QCOMPARE(many.resolution, one.resolution);
            QCOMPARE(many.spans.size(), one.spans.size());
            QCOMPARE(many.spans.rowCount(), one.spans.rowCount());
            for (std::uint32_t i = 0; i < one.spans.size(); ++i) {
                QCOMPARE(keyOf(many.spans, i), keyOf(one.spans, i));
                QCOMPARE(many.spans.parent(i), one.spans.parent(i));
            }
        }
    }

    // The fold along the stacks' paths (PathBlockWalk) against the walk of
    // every span's open and close up the parent links, which a table too big
    // for its paths still takes: the same spans, at every budget, in parts
    // or whole, over the whole track or a window, with samples of no stack.
    void foldingAlongPathsGivesWhatWalkingEverySpanGives()
    {
        for (std::uint32_t seed = 11; seed < 15; ++seed) {
            const ProfilePtr p = seed % 3 == 1 ? withEmptySamples(test::randomSampleProfile(30000, seed)) : test::randomSampleProfile(30000, seed);
            const SampleTrack &samples = p->tracks()[0].samples;
            const auto alongPaths = std::make_shared<const StackPaths>(p->stacks(), std::size_t(1) << 30);
            const auto upParents = std::make_shared<const StackPaths>(p->stacks(), 0);
            QVERIFY(alongPaths->hasPaths() && !upParents->hasPaths());
            for (const std::uint32_t maxSpans : {20000u, 6000u, 1500u, 300u}) {
                for (const std::uint32_t perPart : {samples.size(), 1777u, 97u}) {
                    for (const bool window : {false, true}) {
                        SampleSpans::Request request;
                        request.maxSpans = maxSpans;
                        request.samplesPerPart = perPart;
                        if (window) {
                            request.from = samples.time(4321) + kPsPerMs / 2;
                            request.to = samples.time(25000);
                        }
                        request.paths = upParents;
                        const SampleSpans::Result reference = SampleSpans::build(*p, samples, request);
                        request.paths = alongPaths;
                        const SampleSpans::Result fast = SampleSpans::build(*p, samples, request);
                        const QString where = QStringLiteral("seed %1, budget %2, parts of %3, window %4").arg(seed).arg(maxSpans).arg(perPart).arg(window);
                        QVERIFY2(reference.resolution > 0, qPrintable(where));
                        QCOMPARE(fast.resolution, reference.resolution);
                        QVERIFY2(fast.spans.size() == reference.spans.size(), qPrintable(where));
                        QCOMPARE(fast.spans.rowCount(), reference.spans.rowCount());
                        for (std::uint32_t i = 0; i < reference.spans.size(); ++i) {
                            QVERIFY2(keyOf(fast.spans, i) == keyOf(reference.spans, i), qPrintable(where + QStringLiteral(", span %1").arg(i)));
                            QCOMPARE(fast.spans.parent(i), reference.spans.parent(i));
                        }
                    }
                }
            }
        }
    }

    void aTrackWithinItsBudgetIsExact()
    {
        const ProfilePtr p = test::randomSampleProfile(3000, 4);
        const SampleTrack &samples = p->tracks()[0].samples;
        const SpanTrack exact = SampleSpans::build(*p, samples);
        // Counted whole or in parts side by side (seams anywhere), the budget
        // decides alike: exact at the spans' number, folded one below.
        for (const std::uint32_t perPart : {samples.size(), 97u}) {
            SampleSpans::Request request;
            request.maxSpans = exact.size();
            request.samplesPerPart = perPart;
            const SampleSpans::Result bounded = SampleSpans::build(*p, samples, request);
            QCOMPARE(bounded.resolution, TimePs(0));
            QCOMPARE(bounded.spans.size(), exact.size());
            for (std::uint32_t i = 0; i < exact.size(); ++i) {
                QCOMPARE(keyOf(bounded.spans, i), keyOf(exact, i));
                QCOMPARE(bounded.spans.parent(i), exact.parent(i));
            }
            request.maxSpans = exact.size() - 1;
            const SampleSpans::Result folded = SampleSpans::build(*p, samples, request);
            QVERIFY(folded.resolution > 0);
            QCOMPARE(folded.spans.rowCount(), exact.rowCount()); // the deepest stack found across the parts
        }
    }

    void aWindowHoldsTheSpansOfItsTimeCutAtItsEdges()
    {
        const ProfilePtr p = test::randomSampleProfile(5000, 5);
        const SampleTrack &samples = p->tracks()[0].samples;
        const SpanTrack exact = SampleSpans::build(*p, samples);
        const TimePs from = samples.time(1234) + kPsPerMs / 2, to = samples.time(3210) + kPsPerMs / 3;
        SampleSpans::Request request;
        request.from = from;
        request.to = to;
        request.minRows = exact.rowCount() + 2;
        const SampleSpans::Result window = SampleSpans::build(*p, samples, request);
        QCOMPARE(window.resolution, TimePs(0));
        QVERIFY(window.from <= from && window.to >= to);
        QVERIFY(window.from > samples.time(0) && window.to < exact.maxEnd());
        QCOMPARE(window.spans.rowCount(), exact.rowCount() + 2); // as tall as asked
        verifyNested(window.spans);
        // The exact spans, clipped to the window's time: those left.
        std::set<SpanKey> clipped, got;
        for (std::uint32_t i = 0; i < exact.size(); ++i) {
            const TimePs start = std::max(exact.start(i), window.from), end = std::min(exact.end(i), window.to);
            if (start < end || (start == end && exact.start(i) >= window.from && exact.end(i) <= window.to && exact.start(i) < window.to))
                clipped.insert({exact.rowOf(i), start, end, exact.frame(i)});
        }
        for (std::uint32_t i = 0; i < window.spans.size(); ++i)
            got.insert(keyOf(window.spans, i));
        QCOMPARE(got, clipped);
    }

    void theProfilesBudgetIsSharedByItsTracksSamples()
    {
        ProfileBuilder builder(QStringLiteral("test"));
        const StackId stack = builder.addStack(kNoId, builder.addFrame("f"));
        for (const int samples : {300'000, 99'990, 10}) {
            const TrackId t = builder.addTrack({QString::number(samples), QString(), -1, -1, {}, {}});
            for (int i = 0; i < samples; ++i)
                builder.addSample(t, TimePs(i) * kPsPerMs, stack);
        }
        const ProfilePtr p = builder.build();
        // 2 M spans for the profile (under 8 M samples), by the tracks' samples.
        QCOMPARE(SampleSpans::budgetFor(*p, TrackId(0)), 1'500'000u);
        QCOMPARE(SampleSpans::budgetFor(*p, TrackId(1)), 499'950u);
        QCOMPARE(SampleSpans::budgetFor(*p, TrackId(2)), 65'536u); // a small track's floor
    }

    void aBuildStopsWhenCancelled()
    {
        const ProfilePtr p = test::randomSampleProfile(70000, 6);
        SampleSpans::Request request;
        request.cancelled = [] { return true; };
        const SampleSpans::Result result = SampleSpans::build(*p, p->tracks()[0].samples, request);
        QVERIFY(result.cancelled);
        QVERIFY(result.spans.empty());
    }
};

QTEST_GUILESS_MAIN(TestSampleSpans)
#include "tst_samplespans.moc"
