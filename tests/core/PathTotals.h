#pragma once
// The tree of totals per call path ("main;run;work" -> total), the measure
// round trips through bridge formats must keep, and the corpus profiles to
// try them on.
#include "analysis/CallTree.h"
#include "formats/FormatReader.h"
#include "io/ProfileLoader.h"
#include "model/Profile.h"

#include <QDir>
#include <QDirIterator>
#include <QMap>
#include <QString>
#include <QStringList>
#include <cstdlib>

namespace hg::test {

inline QMap<QString, qint64> pathTotals(const Profile &profile)
{
    const CallTree tree = CallTree::build(profile, {}, CallTree::Direction::TopDown);
    QMap<QString, qint64> totals;
    std::vector<QString> path(tree.size());
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        const CallTree::Node &n = tree.node(i);
        const QString name = profile.frameName(n.frame);
        path[i] = n.parent == 0 ? name : path[n.parent] + QLatin1Char(';') + name;
        totals[path[i]] += n.total;
    }
    return totals;
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

// Every valid corpus file that opens and that `writer` can write, with its
// path; empty when the corpus is not beside the checkout.
inline std::vector<std::pair<QString, ProfilePtr>> writableCorpusProfiles(const FormatWriter &writer)
{
    std::vector<std::pair<QString, ProfilePtr>> out;
    QDirIterator it(QStringLiteral(HG_CORPUS_DIR), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(QStringLiteral("/invalid/")) || path.endsWith(QStringLiteral(".md")) || path.endsWith(QStringLiteral(".reference")))
            continue;
        const LoadResult r = ProfileLoader::load(path);
        if (r.profile && writer.cannotWriteReason(*r.profile).isEmpty())
            out.emplace_back(path, r.profile);
    }
    return out;
}

} // namespace hg::test
