#include "TreeCommand.h"

#include "TimeRangeOption.h"
#include "TransformOption.h"
#include "TreeFigures.h"
#include "analysis/CallTree.h"
#include "analysis/ProfileSlice.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hg::cli {

namespace {

// Depth first without recursion: a tree may be as deep as the profile's
// stacks (100 000 levels and more), far past what the call stack holds.
void printTree(const Profile &profile, const CallTree &tree, int maxDepth, double minPercent, QTextStream &out)
{
    const std::int64_t whole = tree.node(0).total;
    struct Pending { std::uint32_t node; int depth; };
    std::vector<Pending> pending;
    auto pushChildren = [&](std::uint32_t node, int depth) {
        const auto children = tree.children(node);
        for (std::size_t i = children.size(); i-- > 0;) { // reversed: the first child is printed first
            const double percent = whole > 0 ? 100.0 * double(tree.node(children[i]).total) / double(whole) : 0.0;
            if (percent >= minPercent)
                pending.push_back({children[i], depth});
        }
    };
    pushChildren(0, 0);
    while (!pending.empty()) {
        const auto [child, depth] = pending.back();
        pending.pop_back();
        const CallTree::Node &n = tree.node(child);
        const double percent = whole > 0 ? 100.0 * double(n.total) / double(whole) : 0.0;
        out << QString(depth * 2, QLatin1Char(' ')) << profile.frameName(n.frame)
            << QStringLiteral("  total=") << figureText(n.total, tree.unit())
            << QStringLiteral(" (%1%)").arg(percent, 0, 'f', 1)
            << QStringLiteral("  self=") << figureText(n.self, tree.unit())
            << QStringLiteral("  count=") << n.count;
        // Children that ran concurrently may add up to more than their parent.
        if (const std::int64_t children = tree.childTotal(child); children > n.total && tree.direction() == CallTree::Direction::TopDown)
            out << QStringLiteral("  children=") << figureText(children, tree.unit()) << QStringLiteral(" (concurrent)");
        out << Qt::endl;
        if (maxDepth < 0 || depth + 1 < maxDepth)
            pushChildren(child, depth + 1);
    }
}

} // namespace

int runTree(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    const QCommandLineOption track(QStringLiteral("track"), QCoreApplication::translate("hg::cli", "Only this track."), QStringLiteral("NAME"));
    const QCommandLineOption bottomUp(QStringLiteral("bottom-up"), QCoreApplication::translate("hg::cli", "Inverted tree: hot functions first."));
    const QCommandLineOption maxDepth(QStringLiteral("max-depth"), QCoreApplication::translate("hg::cli", "Print at most N levels."), QStringLiteral("N"));
    const QCommandLineOption minPercent(QStringLiteral("min-percent"), QCoreApplication::translate("hg::cli", "Hide nodes under P percent of the total."), QStringLiteral("P"));
    parser.addOptions({track, bottomUp, maxDepth, minPercent, TimeRangeOption::option(), TransformOption::option(), TransformOption::weightOption()});
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("hg::cli", "The profile file."));
    const QString usage = QStringLiteral("usage: hourglass-cli tree FILE [--track NAME] [--bottom-up] [--max-depth N] [--min-percent P] [--range START:END] [--transform SPEC]... [--weight wall|cpu]");
    if (!parseWithOneFile(parser, arguments, usage, streams))
        return BadUsage;
    bool ok = true;
    const int depthLimit = parser.isSet(maxDepth) ? parser.value(maxDepth).toInt(&ok) : -1;
    if (!ok || (parser.isSet(maxDepth) && depthLimit < 1)) {
        streams.err << QStringLiteral("--max-depth expects a positive whole number") << Qt::endl;
        return BadUsage;
    }
    const double percentLimit = parser.isSet(minPercent) ? parser.value(minPercent).toDouble(&ok) : 0.0;
    if (!ok) {
        streams.err << QStringLiteral("--min-percent expects a number") << Qt::endl;
        return BadUsage;
    }

    std::optional<TimeRangeOption> range;
    if (!TimeRangeOption::read(parser, range, streams))
        return BadUsage;
    TransformList steps;
    if (!TransformOption::parse(parser, steps, streams) || !TransformOption::parseWeight(parser, steps, streams))
        return BadUsage;

    const QString path = parser.positionalArguments().constFirst();
    ProfilePtr profile = loadOrReport(path, streams);
    if (!profile)
        return BadInput;
    profile = TransformOption::apply(profile, steps, path, streams);
    if (!profile)
        return BadInput;
    std::vector<TrackId> tracks;
    if (!findTracks(*profile, path, parser.isSet(track) ? QStringList{parser.value(track)} : QStringList(), tracks, streams))
        return BadInput;
    if (range) // the part in the range, counted as the GUI's views of a selected range count it
        profile = ProfileSlice::cut(*profile, range->range());
    const CallTree tree = CallTree::build(*profile, tracks,
                                          parser.isSet(bottomUp) != invertsTrees(steps) ? CallTree::Direction::BottomUp : CallTree::Direction::TopDown);
    printTree(*profile, tree, depthLimit, percentLimit, streams.out);
    return Ok;
}

} // namespace hg::cli
