// Comparison benchmark: how long a comparison of two big profiles takes to
// reach its differential flame graph, against opening one of them alone to
// its flame graph (the target: at most 1.5x). Two Sentry profiles
// of ~200 MB each (the same functions, different stacks and samples) are
// generated and written; then, best of three each, what the user waits for
// in the application before the graph shows:
//   one:     load A, its call tree, the flame graph's layout
//   compare: load A and B at once, both call trees and their merged call
//            paths (ProfileDiff::paths), the differential flame graph's
//            layout (B's shape)
// Freeing the results is not timed (nobody waits for it). The functions'
// figures, which the summary shows after the graph, are timed on their own.
//
//   build/bin/bench_compare [samples per file]
#include "SentryGenerator.h"
#include "analysis/CallTree.h"
#include "analysis/FlameGraphLayout.h"
#include "analysis/ProfileDiff.h"
#include "formats/ProfileLoader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>

using namespace hg;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

struct Phases
{
    double loads = 0, trees = 0, paths = 0, layout = 0, figures = 0;
    double whole() const { return loads + trees + paths + layout; }
};

double secondsOf(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

// Load A, its call tree, the flame graph's layout; below 0 if it failed.
double openOne(const QString &a)
{
    QElapsedTimer t;
    t.start();
    const LoadResult r = ProfileLoader::load(a);
    if (!r.profile)
        return -1;
    const CallTree tree = CallTree::build(*r.profile, {}, CallTree::Direction::TopDown);
    const FlameGraphLayout layout = FlameGraphLayout::build(tree);
    return layout.spans.empty() ? -1 : secondsOf(t); // before the results are freed
}

// Both loads, trees, merged paths and the layout of B's shape, then the
// functions' figures apart; false if a load failed.
bool compareBoth(const QString &a, const QString &b, Phases &phases)
{
    QElapsedTimer t;
    t.start();
    const std::vector<LoadResult> r = ProfileLoader::loadAll({a, b});
    if (!r[0].profile || !r[1].profile)
        return false;
    phases.loads = secondsOf(t);
    t.restart();
    const Profile &pa = *r[0].profile, &pb = *r[1].profile;
    const ProfileDiff::Trees trees = ProfileDiff::buildTrees(pa, {}, pb, {}, CallTree::Direction::TopDown);
    phases.trees = secondsOf(t);
    t.restart();
    ProfileDiff diff = ProfileDiff::paths(pa, trees.a, pb, trees.b, {});
    phases.paths = secondsOf(t);
    t.restart();
    std::vector<FrameId> framesB;
    for (const ProfileDiff::Function &f : diff.functions())
        framesB.push_back(f.frameB);
    const FlameGraphLayout layout = FlameGraphLayout::build(diff.tree(), DiffTree::Side::B, framesB);
    phases.layout = secondsOf(t);
    t.restart();
    diff.addFigures(pa, trees.a, pb, trees.b);
    phases.figures = secondsOf(t);
    return !layout.spans.empty();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    bench::SentryShape shape;
    if (argc > 1)
        shape.samples = std::size_t(std::max(1000LL, QByteArray(argv[1]).toLongLong()));
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.json")), b = dir.filePath(QStringLiteral("b.json"));
    qint64 sizes = 0;
    for (const QString &path : {a, b}) {
        const QByteArray profile = bench::generateSentry(shape);
        sizes += profile.size();
        if (!writeFile(path, profile)) {
            out << "cannot write " << path << Qt::endl;
            return 1;
        }
        shape.seed += 1; // B: other stacks and samples over the same functions
    }
    out << "two Sentry profiles, " << sizes / 2 / 1000000 << " MB each" << Qt::endl;
    ProfileLoader::load(a); // the page cache warm, as for the loads below
    ProfileLoader::load(b);

    // In turn, best of three each: the machine's speed drifts.
    double one = 1e300;
    Phases best;
    for (int run = 0; run < 3; ++run) {
        const double seconds = openOne(a);
        Phases phases;
        if (seconds < 0 || !compareBoth(a, b, phases)) {
            out << "a load failed" << Qt::endl;
            return 1;
        }
        out << QStringLiteral("run %1: one %2 s, compare %3 s").arg(run + 1).arg(seconds, 0, 'f', 2).arg(phases.whole(), 0, 'f', 2)
            << Qt::endl;
        one = std::min(one, seconds);
        if (run == 0 || phases.whole() < best.whole())
            best = phases;
    }
    const double compare = best.whole();
    out << QStringLiteral("open A to its flame graph:                     %1 s").arg(one, 0, 'f', 2) << Qt::endl;
    out << QStringLiteral("compare A and B to the differential flame graph: %1 s (%2x; loads %3 s, trees %4 s, "
                          "merged paths %5 s, layout %6 s)")
               .arg(compare, 0, 'f', 2).arg(compare / one, 0, 'f', 2).arg(best.loads, 0, 'f', 2).arg(best.trees, 0, 'f', 2)
               .arg(best.paths, 0, 'f', 2).arg(best.layout, 0, 'f', 2)
        << Qt::endl;
    out << QStringLiteral("then the functions' figures (the summary):      %1 s").arg(best.figures, 0, 'f', 2) << Qt::endl;
    return 0;
}
