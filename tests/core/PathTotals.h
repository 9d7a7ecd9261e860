#pragma once
// The tree of totals per call path ("main;run;work" -> total), the measure
// round trips through bridge formats must keep, and the corpus profiles to
// try them on.
#include "analysis/CallStacks.h"
#include "analysis/CallTree.h"
#include "formats/FormatModule.h"
#include "formats/ProfileLoader.h"
#include "model/Profile.h"
#include "model/ProfileBuilder.h"

#include <QDir>
#include <QDirIterator>
#include <QMap>
#include <QString>
#include <QStringList>
#include <cstdlib>
#include <functional>
#include <iterator>
#include <map>

namespace hg::test {

// One call path of the merged top-down call tree ("main;run;work"): its
// total, its count, and how many paths lie at or below it (one line each in
// formats that write a line per path).
struct PathEntry
{
    qint64 total = 0;
    quint64 count = 0;
    quint32 pathsUnder = 0;
};

struct PathTree
{
    CallTree::Unit unit = CallTree::Unit::Time;
    qint64 whole = 0;
    std::map<QString, PathEntry> paths; // same-named siblings (other files) are one path
};

// How a path's total is counted. A span's own duration (Own), or, as
// formats that hold a weight per path (pprof, collapsed stacks) must, its
// self time plus its children's (Folded): the two differ where children run
// concurrently or outlive their parent.
enum class Totals { Own, Folded };

// `spell` rewrites frame names as a format must (collapsed stacks have no
// escape for ';').
inline PathTree pathTree(const Profile &profile, const std::vector<TrackId> &tracks = {},
                         const std::function<QString(const QString &)> &spell = {}, Totals totals = Totals::Own)
{
    const CallTree tree = CallTree::build(profile, tracks, CallTree::Direction::TopDown);
    std::vector<qint64> total(tree.size());
    for (std::uint32_t i = 0; i < tree.size(); ++i)
        total[i] = totals == Totals::Own ? tree.node(i).total : tree.node(i).self;
    if (totals == Totals::Folded) {
        for (std::uint32_t i = tree.size(); i-- > 1;) // children come after their parents
            total[tree.node(i).parent] += total[i];
    }
    PathTree out;
    out.unit = tree.unit();
    out.whole = total[0];
    std::vector<QString> path(tree.size());
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        const CallTree::Node &n = tree.node(i);
        const QString name = spell ? spell(profile.frameName(n.frame)) : profile.frameName(n.frame);
        path[i] = n.parent == 0 ? name : path[n.parent] + QLatin1Char(';') + name;
        PathEntry &entry = out.paths[path[i]];
        entry.total += total[i];
        entry.count += n.count;
    }
    // Paths are sorted: those under "a;b" follow it, each starting "a;b;".
    for (auto it = out.paths.begin(); it != out.paths.end(); ++it) {
        const QString below = it->first + QLatin1Char(';');
        auto next = std::next(it);
        while (next != out.paths.end() && next->first.startsWith(below))
            ++next;
        it->second.pathsUnder = quint32(std::distance(it, next));
    }
    return out;
}

inline QMap<QString, qint64> pathTotals(const Profile &profile, Totals how = Totals::Own)
{
    QMap<QString, qint64> totals;
    for (const auto &[path, entry] : pathTree(profile, {}, {}, how).paths)
        totals[path] = entry.total;
    return totals;
}

// A frame name as the collapsed-stacks writer spells it (the format cannot escape).
inline QString foldedSpelling(QString name)
{
    name.replace(QLatin1Char(';'), QLatin1Char(':')).replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    return name.isEmpty() ? QStringLiteral("?") : name;
}

// Compares two path trees; totals may differ by `tolerance` (rounding to a
// coarser unit). Returns a description of the first difference, or empty.
inline QString comparePathTotals(const QMap<QString, qint64> &expected, const QMap<QString, qint64> &actual, qint64 tolerance = 0)
{
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (it.value() == 0 && !actual.contains(it.key()))
            continue; // a path with no time leaves nothing to write
        if (!actual.contains(it.key()))
            return QStringLiteral("missing path %1 (total %2)").arg(it.key()).arg(it.value());
        if (std::abs(actual.value(it.key()) - it.value()) > tolerance)
            return QStringLiteral("path %1: expected %2, got %3").arg(it.key()).arg(it.value()).arg(actual.value(it.key()));
    }
    for (auto it = actual.begin(); it != actual.end(); ++it)
        if (!expected.contains(it.key()) && std::abs(it.value()) > tolerance)
            return QStringLiteral("unexpected path %1 (total %2)").arg(it.key()).arg(it.value());
    return {};
}

// The profile as the formats of one call stack per thread or line (XPlane,
// TraceActor, speedscope, Chrome's thread tracks) hold it: each track's call stacks (CallStacks)
// as tracks of their own, their spans nested by time there, so a sibling
// that ran beside another starts a path of its own. The profile itself
// when every track is one stack that keeps its tree.
inline ProfilePtr asCallStacks(const ProfilePtr &profile)
{
    std::vector<CallStacks> stacks;
    bool same = true;
    for (const Track &t : profile->tracks()) {
        stacks.push_back(CallStacks::of(t.spans));
        same = same && stacks.back().keepsTree();
    }
    if (same)
        return profile;
    ProfileBuilder b(*profile);
    for (std::size_t i = 0; i < profile->tracks().size(); ++i) {
        const Track &t = profile->tracks()[i];
        for (std::uint32_t s = 0; s < stacks[i].count(); ++s) {
            TrackInfo info = t.info;
            info.name = CallStacks::stackName(t.info.name, s);
            const TrackId track = b.addTrack(info);
            for (const std::uint32_t span : stacks[i].spansOf(s))
                b.addSpan(track, t.spans.start(span), t.spans.duration(span), t.spans.frame(span));
            if (s > 0)
                continue;
            for (std::uint32_t k = 0; k < t.samples.size(); ++k)
                b.addSample(track, t.samples.time(k), t.samples.stack(k), t.samples.weight(k));
            if (!t.samples.empty() && !t.samples.timed())
                b.setTrackUntimed(track);
            for (std::uint32_t k = 0; k < t.nodes.size(); ++k)
                b.addAggregateNode(track, t.nodes.parent(k), t.nodes.frame(k), t.nodes.total(k), t.nodes.count(k));
        }
    }
    return b.build();
}

// Whether every span ends within its parent. Formats of nested events only
// (speedscope, collapsed stacks) close a child that ends later with it.
inline bool nestsProperly(const Profile &profile)
{
    for (const Track &t : profile.tracks())
        for (std::uint32_t i = 0; i < t.spans.size(); ++i)
            if (t.spans.parent(i) != kNoId && t.spans.end(i) > t.spans.end(t.spans.parent(i)))
                return false;
    return true;
}

// The corpus files meant to open (not invalid/, not notes or schema
// references), sorted; empty when the corpus is not beside the checkout.
inline QStringList validCorpusFiles()
{
    QStringList files;
    QDirIterator it(QStringLiteral(HG_CORPUS_DIR), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.contains(QStringLiteral("/invalid/")) && !path.endsWith(QStringLiteral(".md"))
            && !path.endsWith(QStringLiteral(".reference")))
            files << path;
    }
    files.sort();
    return files;
}

// Every valid corpus file that opens and that `writer` can write, with its
// path; empty when the corpus is not beside the checkout.
inline std::vector<std::pair<QString, ProfilePtr>> writableCorpusProfiles(const FormatModule &writer)
{
    std::vector<std::pair<QString, ProfilePtr>> out;
    for (const QString &path : validCorpusFiles()) {
        const LoadResult r = ProfileLoader::load(path);
        if (r.profile && writer.cannotWriteReason(*r.profile).isEmpty())
            out.emplace_back(path, r.profile);
    }
    return out;
}

} // namespace hg::test
