// Activity graphs benchmark: 100 tracks of 1 M samples each (categories
// as a Firefox profile has them), summarised per pixel column for a
// 1920 px timeline and each row's image written (ActivitySummary and
// ActivityPictures: the worker's part, once per zoom level), then the
// repaint of a 1080 px high view of compact rows from them, as
// TimelineView paints them.
//
//   build/bin/bench_activity [tracks] [samples-per-track]
#include "activity/ActivityPictures.h"
#include "model/ProfileBuilder.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTextStream>
#include <random>

using namespace hg;

namespace {

constexpr int kWidth = 1920, kHeight = 1080, kRowHeight = 36, kRowStep = 38;

ProfilePtr makeProfile(std::size_t tracks, std::size_t samples)
{
    ProfileBuilder b(QStringLiteral("bench"));
    std::mt19937 rng(11);
    // 2000 stacks whose leaves fall in 6 categories.
    const char *categories[] = {"JavaScript", "Layout", "GC / CC", "Idle", "Network", "Other"};
    std::vector<StackId> stacks;
    for (int s = 0; s < 2000; ++s) {
        StackId stack = kNoId;
        const int depth = 5 + int(rng() % 20);
        for (int d = 0; d < depth; ++d) {
            Frame f;
            f.name = b.intern(std::string("fn_") + std::to_string(rng() % 3000));
            f.category = b.intern(categories[rng() % 6]);
            stack = b.addStack(stack, b.addFrame(f));
        }
        stacks.push_back(stack);
    }
    for (std::size_t t = 0; t < tracks; ++t) {
        const TrackId track = b.addTrack({QStringLiteral("thread %1").arg(t), QStringLiteral("process"), qint64(t), 1, {}, {}});
        SampleTrack::Columns columns;
        columns.time.resize(samples);
        columns.stack.resize(samples);
        columns.weight.assign(samples, 1);
        TimePs clock = 0;
        for (std::size_t i = 0; i < samples; ++i) {
            clock += kPsPerMs + TimePs(rng() % 1000) * kPsPerUs / 10; // ~1 ms apart, jittered
            columns.time[i] = clock;
            columns.stack[i] = stacks[rng() % stacks.size()];
        }
        b.addSamples(track, std::move(columns));
    }
    return b.build();
}

// One repaint of the rows that fit in the view from the pictures, the
// summary's window three screens wide with the view in the middle.
double repaintMs(const ActivityPictures &pictures)
{
    QImage target(kWidth, kHeight, QImage::Format_ARGB32_Premultiplied);
    target.fill(Qt::white);
    QElapsedTimer timer;
    timer.start();
    QPainter painter(&target);
    for (std::size_t row = 0; row < pictures.samples.size() && double(row) * kRowStep < kHeight; ++row)
        painter.drawImage(QRectF(-kWidth, double(row) * kRowStep, 3.0 * kWidth, kRowHeight), pictures.samples[row]);
    painter.end();
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream out(stdout);
    const std::size_t tracks = argc > 1 ? std::stoull(argv[1]) : 100;
    const std::size_t samples = argc > 2 ? std::stoull(argv[2]) : 1'000'000;
    QElapsedTimer timer;
    timer.start();
    const ProfilePtr profile = makeProfile(tracks, samples);
    out << "built " << tracks << " tracks x " << samples << " samples in " << timer.elapsed() << " ms\n";
    timer.restart();
    const auto source = ActivitySource::of(profile);
    out << "activity source (classes, intervals): " << timer.elapsed() << " ms\n";
    std::vector<TrackId> all;
    for (TrackId t{0}; t < profile->tracks().size(); ++t)
        all.push_back(t);
    FrameColors frameColors;
    ActivityPictures::Colors colors;
    for (std::size_t k = 0; k < source->classes.count(); ++k)
        colors.classes.push_back(source->classes.color(k, *profile, frameColors).rgba());
    colors.sampleHeight = kRowHeight;

    struct Zoom { const char *name; double fraction; };
    const TimePs end = profile->duration();
    for (const Zoom z : {Zoom{"full zoom-out", 1.0}, Zoom{"1/100", 0.01}, Zoom{"1/10000", 1e-4}}) {
        // As TimelineView asks: the view plus a screen either side, a column a pixel.
        const auto range = TimePs(double(end) * z.fraction);
        const TimePs viewStart = (end - range) / 2;
        const TimePs from = std::max<TimePs>(0, viewStart - range), to = std::min(end, viewStart + 2 * range);
        const int columns = int(std::ceil(double(to - from) / (double(range) / kWidth)));
        timer.restart();
        auto summary = std::make_shared<const ActivitySummary>(ActivitySummary::build(*source, all, {}, from, to, columns));
        const double buildMs = double(timer.nsecsElapsed()) / 1e6;
        timer.restart();
        const ActivityPictures pictures = ActivityPictures::make(summary, colors);
        const double imagesMs = double(timer.nsecsElapsed()) / 1e6;
        double repaint = 1e9;
        for (int r = 0; r < 5; ++r)
            repaint = std::min(repaint, repaintMs(pictures));
        out << qSetFieldWidth(14) << Qt::left << z.name << qSetFieldWidth(0) << columns << " columns: summary " << buildMs << " ms + images "
            << imagesMs << " ms (worker, 2 cores); repaint of " << std::min<std::size_t>(pictures.samples.size(), kHeight / kRowStep + 1)
            << " rows " << repaint << " ms (target <= 16 ms)\n";
    }
    return 0;
}
