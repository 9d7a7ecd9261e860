// Transforms benchmark: each transform applied to 10 M samples and to 10 M
// spans, and the call tree the shown view needs rebuilt after it — what a
// person waits for between pressing a key and seeing the reshaped tree.
//
//   build/bin/bench_transforms [count] [--samples-only | --spans-only] [--only KIND]
#include "analysis/CallTree.h"
#include "analysis/ProfileTransformer.h"
#include "model/ProfileBuilder.h"

#include <QElapsedTimer>
#include <QTextStream>
#include <random>

using namespace hg;

namespace {

// Function names as a native program's: the program's own under a few
// namespaces, the rest in libc or libstdc++ (not in_app).
struct Functions
{
    std::vector<FrameId> own, library;
};

Functions makeFunctions(ProfileBuilder &b)
{
    Functions f;
    const char *namespaces[] = {"app::server::", "app::storage::", "app::render::", "app::util::"};
    for (int i = 0; i < 1600; ++i) {
        Frame frame;
        frame.name = b.intern(std::string(namespaces[i % 4]) + "Handler" + std::to_string(i / 4) + "::process");
        frame.module = b.intern("/opt/app/bin/server");
        frame.flags = Frame::InApp;
        f.own.push_back(b.addFrame(frame));
    }
    for (int i = 0; i < 400; ++i) {
        Frame frame;
        frame.name = b.intern((i % 2 ? std::string("std::_Hashtable::_M_find_") : std::string("__memcpy_avx_unaligned_")) + std::to_string(i));
        frame.module = b.intern(i % 2 ? "/usr/lib/x86_64-linux-gnu/libstdc++.so.6" : "/usr/lib/x86_64-linux-gnu/libc.so.6");
        frame.flags = Frame::NotInApp;
        f.library.push_back(b.addFrame(frame));
    }
    return f;
}

// A path 6 to 30 deep: main, the program's frames (sometimes recursing),
// library frames at the leaf end.
std::vector<FrameId> randomPath(const Functions &f, std::mt19937 &rng)
{
    std::vector<FrameId> path{f.own[0]};
    const int depth = 6 + int(rng() % 25);
    for (int d = 1; d < depth; ++d) {
        const bool library = d > depth - 4;
        const bool recurse = !library && d > 2 && rng() % 8 == 0;
        path.push_back(recurse ? path[d - 1] : library ? f.library[rng() % f.library.size()] : f.own[1 + rng() % (f.own.size() - 1)]);
    }
    return path;
}

ProfilePtr makeSamples(std::size_t count, Functions &f)
{
    ProfileBuilder b(QStringLiteral("bench"));
    f = makeFunctions(b);
    std::mt19937 rng(31);
    std::vector<StackId> stacks;
    for (int s = 0; s < 20000; ++s) {
        StackId stack = kNoId;
        for (const FrameId frame : randomPath(f, rng))
            stack = b.addStack(stack, frame);
        stacks.push_back(stack);
    }
    const TrackId t = b.addTrack({QStringLiteral("samples"), QString(), 1, -1, {}, {}});
    for (std::size_t i = 0; i < count; ++i)
        b.addSample(t, TimePs(i) * kPsPerMs / 10, stacks[rng() % stacks.size()]);
    return b.build();
}

// Calls nested by time, each top-level call one of 2 000 call paths (a
// program does the same things again) with 8 leaf calls under it.
ProfilePtr makeSpans(std::size_t count)
{
    ProfileBuilder b(QStringLiteral("bench"));
    const Functions f = makeFunctions(b);
    const TrackId t = b.addTrack({QStringLiteral("spans"), QString(), 1, -1, {}, {}});
    std::mt19937 rng(37);
    std::vector<std::vector<FrameId>> paths;
    for (int i = 0; i < 2000; ++i)
        paths.push_back(randomPath(f, rng));
    TimePs clock = 0;
    std::size_t added = 0;
    while (added < count) {
        const std::vector<FrameId> &path = paths[rng() % paths.size()];
        const TimePs length = TimePs(path.size() * 2 + 16) * kPsPerUs;
        for (std::size_t d = 0; d < path.size() && added < count; ++d, ++added)
            b.addSpan(t, clock + TimePs(d) * kPsPerUs, length - TimePs(2 * d) * kPsPerUs, path[d]);
        for (int leaf = 0; leaf < 8 && added < count; ++leaf, ++added)
            b.addSpan(t, clock + TimePs(path.size() + leaf) * kPsPerUs, kPsPerUs / 2, f.library[rng() % 16]);
        clock += length + kPsPerUs;
    }
    return b.build();
}

void run(const char *what, const ProfilePtr &profile, const Profile &names, const Functions &f, const QString &only, QTextStream &out)
{
    const QString own = names.frameName(f.own[5]);
    const QString spec[] = {
        QStringLiteral("merge:") + own,
        QStringLiteral("focus:") + own,
        QStringLiteral("focus-subtree:") + names.frameName(f.own[0]),
        QStringLiteral("collapse-recursion:") + own,
        QStringLiteral("collapse-module:libc.so.6"),
        QStringLiteral("drop:") + own,
        QStringLiteral("my-code"),
    };
    QElapsedTimer timer;
    timer.start();
    CallTree::build(*profile, {}, CallTree::Direction::TopDown);
    out << "\n" << what << ": call tree of the whole profile " << timer.elapsed() << " ms\n";
    out << "  transform                      apply    + call tree   (best of 3; target <= 200 ms)\n";
    for (const QString &s : spec) {
        if (!only.isEmpty() && s.section(QLatin1Char(':'), 0, 0) != only)
            continue;
        const TransformList steps{*Transform::parse(s)};
        qint64 bestApply = 1 << 30, bestTotal = 1 << 30;
        for (int r = 0; r < 3; ++r) {
            timer.restart();
            const TransformedProfile result = ProfileTransformer::apply(profile, steps);
            const qint64 apply = timer.elapsed();
            CallTree::build(*result.profile, {}, CallTree::Direction::TopDown);
            bestApply = std::min(bestApply, apply);
            bestTotal = std::min(bestTotal, timer.elapsed());
        }
        out << "  " << qSetFieldWidth(30) << Qt::left << s.section(QLatin1Char(':'), 0, 0) << qSetFieldWidth(0)
            << qSetFieldWidth(6) << Qt::right << bestApply << qSetFieldWidth(0) << " ms " << qSetFieldWidth(8) << bestTotal
            << qSetFieldWidth(0) << Qt::left << " ms\n";
        out.flush();
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QTextStream out(stdout);
    std::size_t count = 10'000'000;
    bool samplesWanted = true, spansWanted = true;
    QString only; // one kind of transform, as its spec begins
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--samples-only")
            spansWanted = false;
        else if (arg == "--spans-only")
            samplesWanted = false;
        else if (arg == "--only" && i + 1 < argc)
            only = QString::fromUtf8(argv[++i]);
        else
            count = std::stoull(arg);
    }
    Functions functions; // the same ids in both profiles: made first, in the same order
    QElapsedTimer timer;
    if (samplesWanted) {
        timer.start();
        const ProfilePtr samples = makeSamples(count, functions);
        out << "built " << samples->sampleCount() << " samples (20 000 distinct stacks) in " << timer.elapsed() << " ms\n";
        run("samples", samples, *samples, functions, only, out);
    }
    if (spansWanted) {
        timer.start();
        const ProfilePtr spans = makeSpans(count);
        ProfileBuilder names(QStringLiteral("bench"));
        functions = makeFunctions(names);
        out << "\nbuilt " << spans->spanCount() << " spans (2 000 call paths) in " << timer.elapsed() << " ms\n";
        run("spans", spans, *spans, functions, only, out);
    }
    return 0;
}
