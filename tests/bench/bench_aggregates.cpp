// The aggregates a document's pages build after the first paint, one after
// another on one thread, each timed: the top-down call tree (which serves
// the call tree, flame graph, function list and callers pages) and the
// bottom-up page's tree made from it as it is opened (CallerTree: its
// functions and the hot path), the function table, the flame graph's layout, the callers of the
// heaviest function, for an XSpace its op statistics and for a PocketMine
// report its timings tree, list and tick shares; the tree sizes,
// and per step what it keeps (resident memory after it, less before) and
// its own peak above what was resident before it; the peak memory over the
// load and the whole. The span tracks' call paths are held while the tree is
// built, then let go. Last, apart from the pages' peak, the bottom-up tree
// built whole, as the CLI and the inverted flame graph build it.
//
//   build/bin/bench_aggregates FILE
#include "PeakMemory.h"
#include "analysis/CallTree.h"
#include "analysis/CallerCallee.h"
#include "analysis/CallerTree.h"
#include "analysis/FlameGraphLayout.h"
#include "analysis/FunctionTable.h"
#include "formats/ProfileLoader.h"
#include "formats/pocketmine/PocketMineFormat.h"
#include "formats/pocketmine/TickShares.h"
#include "formats/pocketmine/TimingsCategories.h"
#include "formats/pocketmine/TimingsTree.h"
#include "formats/xplane/OpStats.h"
#include "formats/xplane/XPlaneFormat.h"
#include "model/Profile.h"
#include "util/ParallelFor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTextStream>
#include <algorithm>

using namespace hg;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (app.arguments().size() != 2) {
        out << "usage: bench_aggregates FILE" << Qt::endl;
        return 2;
    }
    const QString path = app.arguments()[1];
    const double mb = double(QFileInfo(path).size()) / 1e6;
    const qint64 before = bench::PeakMemory::bytes();
    QElapsedTimer timer;
    timer.start();
    qint64 overall = 0, residentBefore = bench::PeakMemory::current();
    const auto mbOf = [](qint64 bytes) { return QString::number(double(bytes) / 1e6, 'f', 0); };
    const auto lap = [&](const QString &what, const QString &note = {}) {
        const qint64 resident = bench::PeakMemory::current(), peak = bench::PeakMemory::bytes();
        overall = std::max(overall, peak);
        out << QStringLiteral("%1 %2 s  keeps %3 MB, peak +%4 MB%5").arg(what + QLatin1Char(':'), -28)
                   .arg(double(timer.nsecsElapsed()) / 1e9, 6, 'f', 2).arg(mbOf(resident - residentBefore), 5)
                   .arg(mbOf(peak - residentBefore), 5)
                   .arg(note.isEmpty() ? QString() : QStringLiteral("  (") + note + QLatin1Char(')'))
            << Qt::endl;
        // The next step's peak is its own.
        bench::PeakMemory::reset();
        residentBefore = bench::PeakMemory::current();
        timer.restart();
    };
    const LoadResult loaded = ProfileLoader::load(path);
    if (!loaded.profile) {
        out << "cannot load " << path << Qt::endl;
        return 1;
    }
    const Profile &profile = *loaded.profile;
    lap(QStringLiteral("load"), QStringLiteral("peak %1 MB = %2x the file").arg(double(bench::PeakMemory::bytes() - before) / 1e6, 0, 'f', 0)
                                    .arg(double(bench::PeakMemory::bytes() - before) / 1e6 / mb, 0, 'f', 2));
    std::size_t spanPathBytes = 0, spanPathCount = 0;
    // Held while both trees are built, as two pages building them at once
    // hold them; let go after.
    std::vector<std::shared_ptr<const SpanPaths>> heldPaths(profile.tracks().size());
    parallelFor(profile.tracks().size(), [&](std::size_t t) { heldPaths[t] = profile.tracks()[t].spans.callPaths(); });
    for (const std::shared_ptr<const SpanPaths> &held : heldPaths) {
        const SpanPaths &paths = *held;
        spanPathCount += paths.paths.size();
        spanPathBytes += paths.paths.memoryBytes() + paths.pathOf.capacity() * sizeof(StackId) + paths.sums.capacity() * sizeof(SpanPaths::Sum);
    }
    lap(QStringLiteral("span tracks' call paths"), QStringLiteral("%1 paths, %2 MB").arg(spanPathCount).arg(mbOf(qint64(spanPathBytes))));
    const auto shared = std::make_shared<const CallTree>(CallTree::build(profile, {}, CallTree::Direction::TopDown));
    const CallTree &topDown = *shared;
    lap(QStringLiteral("top-down call tree"), QStringLiteral("%1 nodes").arg(topDown.size()));
    heldPaths.clear();
    lap(QStringLiteral("span call paths let go"));
    const std::unique_ptr<CallerTree> opened = CallerTree::build(shared, 256);
    lap(QStringLiteral("bottom-up, opened"), QStringLiteral("%1 nodes made").arg(opened->size()));
    const FunctionTable functions = FunctionTable::of(topDown);
    lap(QStringLiteral("function table"), QStringLiteral("%1 functions").arg(functions.rows().size()));
    const FlameGraphLayout flame = FlameGraphLayout::build(topDown);
    lap(QStringLiteral("flame graph layout"));
    const FrameId heaviest = functions.rows().empty() ? FrameId(kNoId) : functions.rows().front().frame;
    const CallerCallee callers = CallerCallee::of(profile, topDown, heaviest);
    lap(QStringLiteral("callers of the heaviest"));
    if (profile.formatId() == XPlaneFormat::id) {
        const OpStats ops = OpStats::compute(profile, {});
        lap(QStringLiteral("op statistics"), QStringLiteral("%1 planes").arg(ops.planes().size()));
    }
    if (profile.formatId() == PocketMineFormat::id) {
        const TimingsTree timings = TimingsTree::build(profile, {});
        lap(QStringLiteral("timings tree"), QStringLiteral("%1 rows").arg(timings.size()));
        const TimingsCategories list = TimingsCategories::build(profile, {});
        lap(QStringLiteral("timings list"), QStringLiteral("%1 categories").arg(list.categories().size()));
        const std::vector<TickShare> shares = TickShares::compute(profile, timings);
        lap(QStringLiteral("tick shares"), QStringLiteral("%1 timers").arg(shares.size()));
    }
    out << QStringLiteral("peak memory over the run: %1 MB = %2x the file")
               .arg(double(overall - before) / 1e6, 0, 'f', 0)
               .arg(double(overall - before) / 1e6 / mb, 0, 'f', 2)
        << Qt::endl;
    {
        const CallTree bottomUp = CallTree::build(profile, {}, CallTree::Direction::BottomUp);
        lap(QStringLiteral("bottom-up, built whole"), QStringLiteral("%1 nodes; the CLI's, the inverted flame graph's").arg(bottomUp.size()));
    }
    return 0;
}
