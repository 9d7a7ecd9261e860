// The flame chart of a sampled track too big for its span budget: folded
// blocks at first, the exact spans of the time in view once zoomed in, the
// profile's again when zoomed out, the selected call followed across.
#include "RandomSampleProfile.h"
#include "TimelineView.h"
#include "analysis/SampleSpans.h"

#include <QtTest>

using namespace hg;

namespace {

std::uint32_t blocksIn(const SpanTrack &spans)
{
    std::uint32_t n = 0;
    for (std::uint32_t i = 0; i < spans.size(); ++i)
        n += spans.frame(i) == kNoId;
    return n;
}

} // namespace

class TestSampleSpanWindows : public QObject
{
    Q_OBJECT
    ProfilePtr m_profile;
    SpanTrack m_exact;

private slots:
    void initTestCase()
    {
        // Over the smallest budget (2 M spans): about 2.6 M exact spans.
        m_profile = test::randomSampleProfile(2'000'000, 11);
        m_exact = SampleSpans::build(*m_profile, m_profile->tracks()[0].samples);
        QVERIFY2(m_exact.size() > SampleSpans::budgetFor(*m_profile, TrackId(0)), qPrintable(QString::number(m_exact.size())));
    }

    void zoomingInShowsTheExactSpansOfTheTimeInView()
    {
        TimelineView view;
        view.resize(1200, 700);
        view.show();
        view.setProfile(m_profile);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBuilding(), 30000);
        const SpanTrack *whole = view.spansOf(TrackId(0));
        QVERIFY(whole);
        QVERIFY(blocksIn(*whole) > 0);
        QVERIFY(whole->size() <= SampleSpans::budgetFor(*m_profile, TrackId(0)));
        QCOMPARE(whole->rowCount(), m_exact.rowCount());

        // 400 ms in the middle: a window of its own, exact.
        const TimePs from = m_exact.maxEnd() / 2, to = from + 400 * kPsPerMs;
        view.axis().setRange(from, to);
        view.viewport()->update();
        QTRY_VERIFY_WITH_TIMEOUT(view.spansOf(TrackId(0)) != whole && !view.isBuilding(), 30000);
        const SpanTrack &window = *view.spansOf(TrackId(0));
        QCOMPARE(blocksIn(window), 0u);
        QCOMPARE(window.rowCount(), m_exact.rowCount()); // the track keeps its height
        std::uint32_t compared = 0;
        for (std::uint32_t row = 0; row < m_exact.rowCount(); ++row) {
            const SpanTrack::IndexRange shown = m_exact.overlapping(row, from, to);
            for (std::uint32_t i = shown.first; i < shown.last; ++i) {
                if (m_exact.duration(i) == 0)
                    continue; // of samples at one time: drawn as nothing
                SpanTrack::IndexRange same = window.overlapping(row, m_exact.start(i), m_exact.end(i));
                while (!same.empty() && window.duration(same.first) == 0)
                    ++same.first;
                QVERIFY(!same.empty());
                QCOMPARE(window.frame(same.first), m_exact.frame(i));
                QVERIFY(window.start(same.first) <= std::max(m_exact.start(i), from));
                QVERIFY(window.end(same.first) >= std::min(m_exact.end(i), to));
                ++compared;
            }
        }
        QVERIFY(compared > 100);

        // A long call selected there stays selected in the profile's spans
        // when zoomed out (a short one has no span of its own there).
        const SpanTrack::IndexRange top = window.overlapping(0, from, to);
        QVERIFY(!top.empty());
        const std::uint32_t selected = top.first;
        view.selectSpan({TrackId(0), SpanIndex(selected)});
        const FrameId frame = window.frame(selected);
        const TimePs selectedStart = window.start(selected);
        view.axis().reset();
        view.viewport()->update();
        QTRY_VERIFY_WITH_TIMEOUT(view.spansOf(TrackId(0)) == whole, 30000);
        const SpanRef after = view.selectedSpan();
        QVERIFY(!after.isNone());
        QCOMPARE(whole->frame(after.span), frame);
        QVERIFY(whole->start(after.span) <= selectedStart && selectedStart < whole->end(after.span));
    }
};

QTEST_MAIN(TestSampleSpanWindows)
#include "tst_samplespanwindows.moc"
