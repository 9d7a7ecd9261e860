// Painting benchmark: one full repaint of a 1920x1080 flame chart over 10
// million spans, at full zoom-out, mid zoom and deep zoom, into a QImage;
// and the flame graph layout and call tree of 10 million samples.
//
//   build/bin/bench_paint [spans]
#include "FlameRenderer.h"
#include "analysis/CallTree.h"
#include "analysis/FlameGraphLayout.h"
#include "analysis/SampleSpans.h"
#include "model/ProfileBuilder.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTextStream>
#include <random>

using namespace hg;

namespace {

// A realistic nested track: calls 8 levels deep, widths from 1 µs up, with
// millions of tiny leaf calls packed together.
ProfilePtr makeSpans(std::size_t count)
{
    ProfileBuilder b(QStringLiteral("bench"));
    std::vector<FrameId> frames;
    for (int i = 0; i < 500; ++i)
        frames.push_back(b.addFrame(std::string("function_") + std::to_string(i)));
    const TrackId t = b.addTrack({QStringLiteral("bench"), QString(), -1, -1, {}, {}});
    std::mt19937 rng(42);
    std::size_t added = 0;
    TimePs clock = 0;
    // Recursive-free generation: each top-level call holds a tree of calls.
    while (added < count) {
        const TimePs topStart = clock;
        TimePs cursor = topStart;
        std::size_t leaves = 64;
        // depth 1..7 chain with leaf calls of 1-3 µs at the bottom.
        std::vector<TimePs> chainStart;
        for (int d = 1; d < 8 && added < count; ++d)
            chainStart.push_back(cursor);
        for (std::size_t l = 0; l < leaves && added < count; ++l) {
            const TimePs d = (1 + rng() % 3) * kPsPerUs;
            b.addSpan(t, cursor, d, frames[rng() % frames.size()]);
            cursor += d + kPsPerUs / 2;
            ++added;
        }
        for (std::size_t d = 0; d < chainStart.size() && added < count; ++d) {
            b.addSpan(t, chainStart[d], cursor - chainStart[d] + TimePs(d), frames[d]);
            ++added;
        }
        if (added < count) {
            b.addSpan(t, topStart, cursor - topStart + 8, frames[499]);
            ++added;
        }
        clock = cursor + 10 * kPsPerUs;
    }
    return b.build();
}

double paintMs(const Profile &p, const TimeAxis &axis, QImage &image, int repeats)
{
    FlameRenderer::Style style;
    style.rowHeight = 18;
    QElapsedTimer timer;
    double best = 1e9;
    for (int r = 0; r < repeats; ++r) {
        image.fill(Qt::white);
        QPainter painter(&image);
        timer.start();
        FlameRenderer::paint(painter, p, p.tracks()[0].spans, axis, QRectF(0, 0, image.width(), image.height()), style,
                             FlameRenderer::Highlight());
        best = std::min(best, timer.nsecsElapsed() / 1e6);
    }
    return best;
}

// `stacks` random call stacks 5 to 30 deep over 2000 function names.
std::vector<StackId> randomStacks(ProfileBuilder &b, std::mt19937 &rng, int stacks)
{
    std::vector<StackId> result;
    for (int s = 0; s < stacks; ++s) {
        StackId stack = kNoId;
        const int depth = 5 + int(rng() % 25);
        for (int d = 0; d < depth; ++d)
            stack = b.addStack(stack, b.addFrame(std::string("fn_") + std::to_string(rng() % 2000)));
        result.push_back(stack);
    }
    return result;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv); // fonts for the labels
    QTextStream out(stdout);
    const std::size_t count = argc > 1 ? std::stoull(argv[1]) : 10'000'000;

    QElapsedTimer timer;
    timer.start();
    const ProfilePtr p = makeSpans(count);
    const SpanTrack &spans = p->tracks()[0].spans;
    out << "built " << spans.size() << " spans, " << spans.rowCount() << " rows, in " << timer.elapsed() << " ms\n";

    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    TimeAxis axis;
    axis.setLimit(spans.maxEnd());
    axis.setWidth(image.width());
    struct Zoom { const char *name; double fraction; };
    const Zoom zooms[] = {{"full zoom-out", 1.0}, {"mid zoom (1/1000)", 1e-3}, {"deep zoom (1/1e6)", 1e-6}};
    out << "\nrepaint of 1920x1080 (best of 5):\n";
    for (const Zoom &z : zooms) {
        const auto range = std::max<TimePs>(TimeAxis::kMinimumRange, TimePs(double(spans.maxEnd()) * z.fraction));
        const TimePs start = (spans.maxEnd() - range) / 2;
        axis.setRange(start, start + range);
        out << "  " << qSetFieldWidth(20) << Qt::left << z.name << qSetFieldWidth(0) << paintMs(*p, axis, image, 5)
            << " ms   (target <= 16 ms)\n";
    }

    // Samples: 10 M over 5000 stacks, to time the call tree and the flame graph.
    ProfileBuilder b(QStringLiteral("bench"));
    std::mt19937 rng(7);
    const std::vector<StackId> stacks = randomStacks(b, rng, 5000);
    const TrackId t = b.addTrack({QStringLiteral("samples"), QString(), 1, -1, {}, {}});
    for (std::size_t i = 0; i < count; ++i)
        b.addSample(t, TimePs(i) * 10 * kPsPerMs / 100, stacks[rng() % stacks.size()]);
    const ProfilePtr sampled = b.build();
    timer.restart();
    const CallTree tree = CallTree::build(*sampled, {}, CallTree::Direction::TopDown);
    out << "\ncall tree of " << count << " samples: " << timer.elapsed() << " ms (target <= 1000 ms), " << tree.size() << " nodes\n";
    timer.restart();
    const CallTree bottomUp = CallTree::build(*sampled, {}, CallTree::Direction::BottomUp);
    out << "bottom-up tree: " << timer.elapsed() << " ms, " << bottomUp.size() << " nodes\n";
    timer.restart();
    const FlameGraphLayout layout = FlameGraphLayout::build(tree);
    out << "flame graph layout: " << timer.elapsed() << " ms\n";
    // Flame chart of samples: every sample here has an unrelated random stack,
    // the worst case for merging, so a tenth of them is enough to measure.
    ProfileBuilder few(QStringLiteral("bench"));
    const TrackId ft = few.addTrack({QStringLiteral("samples"), QString(), 1, -1, {}, {}});
    const std::vector<StackId> fewStacks = randomStacks(few, rng, 5000);
    for (std::size_t i = 0; i < count / 10; ++i)
        few.addSample(ft, TimePs(i) * 10 * kPsPerMs / 100, fewStacks[rng() % fewStacks.size()]);
    const ProfilePtr fewSamples = few.build();
    timer.restart();
    const SpanTrack merged = SampleSpans::build(*fewSamples, fewSamples->tracks()[0].samples);
    out << "samples as time-ordered spans (" << count / 10 << " samples, random stacks): " << timer.elapsed()
        << " ms, " << merged.size() << " spans\n";
    return 0;
}
