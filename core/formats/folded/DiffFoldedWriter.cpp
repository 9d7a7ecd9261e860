#include "DiffFoldedWriter.h"

#include "FoldedPaths.h"

#include "FoldedStacksWriter.h"
#include "analysis/ProfileDiff.h"

#include <cmath>

namespace hg {

namespace {

// A raw value (picoseconds or a count) as the number written.
std::int64_t written(double value, CallTree::Unit unit)
{
    return std::llround(unit == CallTree::Unit::Time ? value / double(kPsPerUs) : value);
}

} // namespace

QByteArray DiffFoldedWriter::write(const ProfileDiff &diff)
{
    const DiffTree &tree = diff.tree();
    const bool shares = diff.values() == ProfileDiff::Values::Shares;
    // A in B's terms when shares compare: its share of B's whole.
    const double scaleA = !shares ? 1.0 : diff.wholeA() > 0 ? double(diff.wholeB()) / double(diff.wholeA()) : 0.0;
    const CallTree::Unit unitA = shares ? diff.unitB() : diff.unitA();

    std::vector<QByteArray> names(diff.functions().size());
    const auto nameOf = [&](std::uint32_t function) -> const QByteArray & {
        static const QByteArray unknown = FoldedStacksWriter::frameText(QString());
        if (function >= names.size())
            return unknown;
        if (names[function].isEmpty())
            names[function] = FoldedStacksWriter::frameText(diff.functions()[function].name);
        return names[function];
    };

    QByteArray out;
    forEachFoldedPath([&tree](std::uint32_t node) { return tree.children(node); },
                      [&](std::uint32_t node) { return nameOf(tree.node(node).function); },
                      [&](std::uint32_t node, const QByteArray &path) {
                          const DiffTree::Node &n = tree.node(node);
                          const std::int64_t a = written(double(n.a.self) * scaleA, unitA);
                          const std::int64_t b = written(double(n.b.self), diff.unitB());
                          if (a > 0 || b > 0)
                              out += path + ' ' + QByteArray::number(qlonglong(a)) + ' ' + QByteArray::number(qlonglong(b)) + '\n';
                      });
    return out;
}

} // namespace hg
