#include "TimeAxis.h"

#include <QtTest>

using namespace hg;

class TestTimeAxis : public QObject
{
    Q_OBJECT
private slots:
    void mapsTimeToPixelsAndBack()
    {
        TimeAxis axis;
        axis.setLimit(1000 * kPsPerMs);
        axis.setWidth(1000);
        axis.reset();
        QCOMPARE(axis.start(), 0);
        QCOMPARE(axis.end(), 1000 * kPsPerMs);
        QCOMPARE(axis.x(500 * kPsPerMs), 500.0);
        QCOMPARE(axis.time(250), 250 * kPsPerMs);
        QCOMPARE(axis.psPerPixel(), double(kPsPerMs));
    }

    void zoomKeepsTheAnchorInPlace()
    {
        TimeAxis axis;
        axis.setLimit(1000 * kPsPerMs);
        axis.setWidth(1000);
        axis.reset();
        const TimePs under = axis.time(300);
        axis.zoom(4, 300);
        QCOMPARE(axis.range(), 250 * kPsPerMs);
        QCOMPARE(axis.time(300), under);
        axis.zoom(0.25, 300);
        QCOMPARE(axis.range(), 1000 * kPsPerMs);
        QCOMPARE(axis.start(), 0);
    }

    void zoomStopsAtTheMinimumRangeAndTheLimit()
    {
        TimeAxis axis;
        axis.setLimit(kPsPerSecond);
        axis.setWidth(800);
        axis.reset();
        for (int i = 0; i < 200; ++i)
            axis.zoom(10, 400);
        QCOMPARE(axis.range(), TimeAxis::kMinimumRange); // picosecond zoom, not zero
        for (int i = 0; i < 200; ++i)
            axis.zoom(0.1, 400);
        QCOMPARE(axis.range(), kPsPerSecond);
        QCOMPARE(axis.start(), 0);
    }

    void panIsClampedToTheData()
    {
        TimeAxis axis;
        axis.setLimit(1000);
        axis.setWidth(10); // 10 ps a pixel
        axis.setRange(100, 200);
        axis.pan(10); // 10 px = 100 ps
        QCOMPARE(axis.start(), 200);
        axis.pan(-1000);
        QCOMPARE(axis.start(), 0);
        QCOMPARE(axis.end(), 100);
        axis.pan(1000);
        QCOMPARE(axis.end(), 1000);
        QCOMPARE(axis.range(), 100);
    }

    // A committed time range: the view stays within it, zooming out stops
    // at it, and without it the whole is there again.
    void boundsKeepTheViewWithinACommittedRange()
    {
        TimeAxis axis;
        axis.setLimit(1000 * kPsPerMs);
        axis.setWidth(1000);
        axis.setBounds(200 * kPsPerMs, 400 * kPsPerMs);
        axis.reset();
        QCOMPARE(axis.start(), 200 * kPsPerMs);
        QCOMPARE(axis.end(), 400 * kPsPerMs);
        QVERIFY(axis.showsAll());
        axis.zoom(0.1, 500);
        QCOMPARE(axis.range(), 200 * kPsPerMs);
        axis.zoom(4, 0);
        QCOMPARE(axis.start(), 200 * kPsPerMs);
        axis.pan(-1000);
        QCOMPARE(axis.start(), 200 * kPsPerMs);
        axis.pan(100000);
        QCOMPARE(axis.end(), 400 * kPsPerMs);
        axis.setRange(0, 1000 * kPsPerMs);
        QCOMPARE(axis.start(), 200 * kPsPerMs);
        QCOMPARE(axis.end(), 400 * kPsPerMs);
        // Bounds past the data end at it.
        axis.setBounds(900 * kPsPerMs, TimePs(1) << 62);
        axis.reset();
        QCOMPARE(axis.end(), 1000 * kPsPerMs);
        axis.clearBounds();
        axis.reset();
        QCOMPARE(axis.start(), 0);
        QCOMPARE(axis.end(), 1000 * kPsPerMs);
    }

    void zoomToFramesASpanWithAMargin()
    {
        TimeAxis axis;
        axis.setLimit(10000);
        axis.setWidth(100);
        axis.zoomTo(4000, 5000, 0.1);
        QCOMPARE(axis.start(), 3900);
        QCOMPARE(axis.end(), 5100);
    }
};

QTEST_GUILESS_MAIN(TestTimeAxis)
#include "tst_timeaxis.moc"
