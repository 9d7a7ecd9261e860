// The shared painting: spans land on the right pixels, tiny spans fold,
// search dims what does not match, hit testing finds the innermost span, and
// categories take the colours their format gives them.
#include "FlameRenderer.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace hg;

namespace {

struct Fixture
{
    ProfilePtr profile;
    FrameId outer, inner, tiny;
};

// Track 0: outer [0, 1000 ms), inner [200, 600 ms) at depth 1, and 1000 tiny
// 1 µs spans at depth 1 from 700 ms on (they fold at full zoom).
Fixture makeProfile()
{
    ProfileBuilder b(QStringLiteral("test"));
    Fixture f;
    f.outer = b.addFrame("outer");
    f.inner = b.addFrame("inner");
    f.tiny = b.addFrame("tiny");
    const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
    b.addSpan(t, 0, 1000 * kPsPerMs, f.outer);
    b.addSpan(t, 200 * kPsPerMs, 400 * kPsPerMs, f.inner);
    for (int i = 0; i < 1000; ++i)
        b.addSpan(t, 700 * kPsPerMs + i * 2 * kPsPerUs, kPsPerUs, f.tiny);
    f.profile = b.build();
    return f;
}

QImage render(const Fixture &f, const TimeAxis &axis, const FlameRenderer::Style &style,
              const FlameRenderer::Highlight &highlight = FlameRenderer::Highlight())
{
    QImage image(1000, 60, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    FlameRenderer::paint(painter, *f.profile, f.profile->tracks()[0].spans, axis, QRectF(0, 0, 1000, 60), style, highlight);
    return image;
}

// The whole second on 1000 px (1 ms a pixel), rows of 20 px.
TimeAxis wholeSecond()
{
    TimeAxis axis;
    axis.setLimit(1000 * kPsPerMs);
    axis.setWidth(1000);
    axis.reset();
    return axis;
}

FlameRenderer::Style rows20(bool upwards = false)
{
    FlameRenderer::Style style;
    style.rowHeight = 20;
    style.upwards = upwards;
    return style;
}

bool isWhite(QRgb c) { return qRed(c) == 255 && qGreen(c) == 255 && qBlue(c) == 255; }

} // namespace

class TestFlameRenderer : public QObject
{
    Q_OBJECT
private slots:
    void paintsSpansWhereTheyAre()
    {
        const Fixture f = makeProfile();
        const TimeAxis axis = wholeSecond();
        const FlameRenderer::Style style = rows20();
        const QImage image = render(f, axis, style);
        // Row 0 (y 0..19) is covered by outer; row 1 has inner at x 200..599.
        QVERIFY(!isWhite(image.pixel(10, 10)));
        QVERIFY(!isWhite(image.pixel(990, 10)));
        QVERIFY(isWhite(image.pixel(100, 30)));
        QVERIFY(!isWhite(image.pixel(300, 30)));
        QVERIFY(isWhite(image.pixel(650, 30)));
        // The tiny spans (700..702 ms) fold into a visible block.
        QVERIFY(!isWhite(image.pixel(700, 30)));
        QVERIFY(isWhite(image.pixel(710, 30)));
        // Nothing below the last row.
        QVERIFY(isWhite(image.pixel(500, 50)));
    }

    void upwardsPutsDepthZeroAtTheBottom()
    {
        const Fixture f = makeProfile();
        const TimeAxis axis = wholeSecond();
        const FlameRenderer::Style style = rows20(true);
        const QImage image = render(f, axis, style);
        QVERIFY(!isWhite(image.pixel(100, 50))); // outer in the bottom row
        QVERIFY(isWhite(image.pixel(100, 30)));
        QVERIFY(!isWhite(image.pixel(300, 30))); // inner above it
    }

    void searchDimsWhatDoesNotMatch()
    {
        const Fixture f = makeProfile();
        const TimeAxis axis = wholeSecond();
        const FlameRenderer::Style style = rows20();
        const QImage plain = render(f, axis, style);
        const FrameSearch::Result search = FrameSearch::run(*f.profile, QStringLiteral("inner"), false);
        FlameRenderer::Highlight highlight;
        highlight.search = &search;
        const QImage searched = render(f, axis, style, highlight);
        QCOMPARE(searched.pixel(300, 30), plain.pixel(300, 30)); // the match keeps its colour
        QVERIFY(searched.pixel(10, 10) != plain.pixel(10, 10));  // outer is dimmed
    }

    void hitTestingFindsTheSpanUnderThePointer()
    {
        const Fixture f = makeProfile();
        const SpanTrack &spans = f.profile->tracks()[0].spans;
        const TimeAxis axis = wholeSecond();
        const FlameRenderer::Style style = rows20();
        const QRectF area(0, 0, 1000, 40);
        const std::uint32_t outer = FlameRenderer::spanAt(spans, axis, area, style, QPointF(50, 5));
        QVERIFY(outer != kNoId);
        QCOMPARE(spans.frame(outer), f.outer);
        const std::uint32_t inner = FlameRenderer::spanAt(spans, axis, area, style, QPointF(300, 25));
        QCOMPARE(spans.frame(inner), f.inner);
        QCOMPARE(FlameRenderer::spanAt(spans, axis, area, style, QPointF(100, 25)), kNoId);
        // Folded tiny spans are still reachable within a pixel.
        QCOMPARE(spans.frame(FlameRenderer::spanAt(spans, axis, area, style, QPointF(700.5, 25))), f.tiny);
    }

    void deepZoomShowsSingleTinySpans()
    {
        const Fixture f = makeProfile();
        TimeAxis axis = wholeSecond();
        axis.setRange(700 * kPsPerMs, 700 * kPsPerMs + 10 * kPsPerUs); // 10 ns a pixel
        const FlameRenderer::Style style = rows20();
        const QImage image = render(f, axis, style);
        // Spans at 0-1 µs, 2-3 µs, ...: x 0..99 drawn, 100..199 gap.
        QVERIFY(!isWhite(image.pixel(50, 30)));
        QVERIFY(isWhite(image.pixel(150, 30)));
        QVERIFY(!isWhite(image.pixel(250, 30)));
    }

    void categoriesTakeTheColoursTheirFormatGives()
    {
        // A Firefox file names its categories' colours: JavaScript yellow,
        // Other grey; a category it does not list keeps a hashed hue.
        const QByteArray gecko = R"j({"meta":{"version":34,"startTime":0,"interval":1,"categories":[)j"
                                 R"j({"name":"Other","color":"grey","subcategories":["Other"]},)j"
                                 R"j({"name":"JavaScript","color":"yellow","subcategories":["Other"]}]},"libs":[],)j"
                                 R"j("threads":[{"name":"T","pid":1,"tid":1,"samples":{"schema":{"stack":0,"time":1},"data":[[0,0],[0,1]]},)j"
                                 R"j("stackTable":{"schema":{"prefix":0,"frame":1},"data":[[null,0]]},)j"
                                 R"j("frameTable":{"schema":{"location":0,"category":1},"data":[[0,1]]},"stringTable":["run (a.js:1:1)"]}],"processes":[]})j";
        const LoadResult loaded = ProfileLoader::loadData(gecko, QStringLiteral("profile.json"));
        QVERIFY2(loaded.profile, qPrintable(loaded.error ? loaded.error->toString() : QString()));
        FrameColors colors;
        const QColor hashed = colors.categoryColor("JavaScript", "run");
        colors.setCategoryColors(FrameColors::categoryColorsOf(loaded.profile.get()));
        QCOMPARE(colors.categoryColor("JavaScript", "run").hsvHue(), QColor::fromString("yellow").hsvHue());
        QVERIFY(colors.categoryColor("JavaScript", "run") != hashed);
        QCOMPARE(colors.categoryColor("Other", "run").hsvSaturation(), 0);
        QCOMPARE(colors.categoryColor("SQL", "run"), FrameColors().categoryColor("SQL", "run"));
        // A profile of a format without colours keeps the hashed ones.
        QVERIFY(!FrameColors::categoryColorsOf(makeProfile().profile.get()));
    }

    // A step with 20 concurrent queries: 7 lanes show, a marker stands for
    // the other 13, rows left empty are dropped, and opening shows them all.
    void manyLanesFoldToAMarkerThatOpens()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const FrameId step = b.addFrame("step"), query = b.addFrame("query");
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        const AddedSpan root = b.addChildSpan(t, 0, 1000 * kPsPerMs, step, kNoId);
        for (int i = 0; i < 20; ++i)
            b.addChildSpan(t, (10 + i) * kPsPerMs, 500 * kPsPerMs, query, root.index);
        const AddedSpan later = b.addChildSpan(t, 900 * kPsPerMs, 50 * kPsPerMs, step, kNoId); // a second root, concurrent
        Q_UNUSED(later);
        const ProfilePtr p = b.build();
        const SpanTrack &spans = p->tracks()[0].spans;
        QCOMPARE(spans.laneGroupOf(0)->laneCount, 20u);

        const LaneFolds folds = LaneFolds::of(spans, {});
        QCOMPARE(folds.markers().size(), std::size_t(1));
        const LaneFolds::Marker &marker = folds.markers().front();
        QCOMPARE(marker.hiddenChildren, 13u);
        QCOMPARE(marker.row, 1u + LaneFolds::kShownLanes);
        std::uint32_t hidden = 0;
        for (std::uint32_t i = 0; i < spans.size(); ++i)
            hidden += folds.hidden(i) ? 1 : 0;
        QCOMPARE(hidden, 13u);
        // Root, 7 lanes, the marker; the second root's lane (below all 20 query
        // lanes in the model) moves up under them.
        QCOMPARE(folds.shownRowCount(), 1u + LaneFolds::kShownLanes + 1u + 1u);
        QCOMPARE(FlameRenderer::height(spans, rows20(), &folds), 20.0 * folds.shownRowCount());

        const TimeAxis axis = wholeSecond();
        const QRectF area(0, 0, 1000, 400);
        const QPointF onMarker(100, 20.0 * folds.screenRow(marker.row) + 5);
        QVERIFY(FlameRenderer::markerAt(folds, axis, area, rows20(), onMarker) == &marker);
        QCOMPARE(FlameRenderer::spanAt(spans, axis, area, rows20(), onMarker, &folds), kNoId);

        // A hidden span names the parent to open; opened, nothing folds.
        std::uint32_t someHidden = 0;
        while (!folds.hidden(someHidden))
            ++someHidden;
        QCOMPARE(LaneFolds::foldedAncestors(spans, someHidden, {}), std::vector<std::uint32_t>{0u});
        QVERIFY(LaneFolds::of(spans, {0u}).empty());
    }
};

QTEST_MAIN(TestFlameRenderer)
#include "tst_flamerenderer.moc"
