// Comparison benchmark: how long a comparison of two big profiles takes to
// reach its differential flame graph, against opening one of them alone to
// its flame graph (the target: at most 1.5x). Two Sentry profiles
// of ~200 MB each (the same functions, different stacks and samples) are
// generated and written; then, best of three each:
//   one:     load A, its call tree, the flame graph's layout
//   compare: load A and B at once, both call trees and their diff, the
//            differential flame graph's layout (B's shape)
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

template <typename Run>
double bestOfThree(Run run)
{
    double best = 1e300;
    for (int i = 0; i < 3; ++i) {
        QElapsedTimer t;
        t.start();
        if (!run())
            return -1;
        best = std::min(best, double(t.nsecsElapsed()) / 1e9);
    }
    return best;
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

    const double one = bestOfThree([&] {
        const LoadResult r = ProfileLoader::load(a);
        if (!r.profile)
            return false;
        const CallTree tree = CallTree::build(*r.profile, {}, CallTree::Direction::TopDown);
        return FlameGraphLayout::build(tree).spans.size() > 0;
    });
    double loadS = 0, diffS = 0; // of the last run, where the time goes
    const double compare = bestOfThree([&] {
        QElapsedTimer t;
        t.start();
        const std::vector<LoadResult> r = ProfileLoader::loadAll({a, b});
        if (!r[0].profile || !r[1].profile)
            return false;
        loadS = double(t.nsecsElapsed()) / 1e9;
        const ProfileDiff diff = ProfileDiff::compare(*r[0].profile, {}, *r[1].profile, {}, {});
        diffS = double(t.nsecsElapsed()) / 1e9 - loadS;
        std::vector<FrameId> framesB;
        for (const ProfileDiff::Function &f : diff.functions())
            framesB.push_back(f.frameB);
        return FlameGraphLayout::build(diff.tree(), DiffTree::Side::B, framesB).spans.size() > 0;
    });
    if (one < 0 || compare < 0) {
        out << "a load failed" << Qt::endl;
        return 1;
    }
    out << QStringLiteral("open A to its flame graph:                     %1 s").arg(one, 0, 'f', 2) << Qt::endl;
    out << QStringLiteral("compare A and B to the differential flame graph: %1 s (%2x; loads %3 s, trees and diff %4 s)")
               .arg(compare, 0, 'f', 2).arg(compare / one, 0, 'f', 2).arg(loadS, 0, 'f', 2).arg(diffS, 0, 'f', 2)
        << Qt::endl;
    return 0;
}
